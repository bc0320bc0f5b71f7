"use server";
import { revalidatePath } from "next/cache";
import { deleteDocument } from "@/lib/knowledge/documents";
import { defineAction } from "./safe-action";
import { deleteDocumentSchema } from "./schemas";

/** Deletes a document from the project's knowledge tree (its leaves go; the affected paths are re-summarised). */
export const deleteDocumentAction = defineAction(
  deleteDocumentSchema,
  { access: (input) => ({ documentId: input.documentId }), need: "write" },
  async ({ projectId, documentId }) => {
    const result = await deleteDocument(projectId, documentId);
    revalidatePath(`/projects/${projectId}/knowledge`);
    return result;
  },
);
