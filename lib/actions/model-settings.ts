"use server";
import { revalidatePath } from "next/cache";
import { updateModelSettings } from "@/lib/connections/model-settings";
import { modelSettingsSchema } from "@/lib/shared/connections";
import { defineAction } from "./safe-action";

/** Administrators set the instance's task model and whether users may add their own keys. */
export const updateModelSettingsAction = defineAction(modelSettingsSchema, { access: "admin" }, async (input) => {
  const settings = await updateModelSettings(input);
  revalidatePath("/admin/connections");
  return settings;
});
