"use server";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { assertUsableModel } from "@/lib/connections/registry";
import { modelIdSchema } from "@/lib/shared/connections";
import { setInstanceTaskModel } from "@/lib/db/queries/connections";
import { defineAction } from "./safe-action";

/** Administrators choose the instance's task model (titles, condensation, knowledge asks); null: each project's model. */
export const setTaskModelAction = defineAction(
  z.object({ model: modelIdSchema.nullable() }),
  { access: "admin" },
  async ({ model }) => {
    if (model) await assertUsableModel(model);
    await setInstanceTaskModel(model);
    revalidatePath("/admin/connections");
    return { model };
  },
);
