"use server";
import { revalidatePath } from "next/cache";
import { setTaxonomy } from "@/lib/knowledge/taxonomy";
import { defineAction } from "./safe-action";
import { updateTaxonomySchema } from "./schemas";

/** Replaces the project's content-type taxonomy; returns the list as stored (trimmed, deduplicated). */
export const updateTaxonomyAction = defineAction(
  updateTaxonomySchema,
  { access: (input) => ({ projectId: input.projectId }), need: "write" },
  async ({ projectId, types }) => {
    const stored = await setTaxonomy(projectId, types);
    revalidatePath(`/projects/${projectId}/knowledge`);
    return { types: stored };
  },
);
