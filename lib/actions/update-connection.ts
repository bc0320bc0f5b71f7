"use server";
import { revalidatePath } from "next/cache";
import { updateConnection } from "@/lib/connections/connections";
import { updateConnectionSchema } from "@/lib/shared/connections";
import { requestSelfHosts } from "./connection-hosts";
import { defineAction } from "./safe-action";

/** Administrators edit a stored connection (an empty key removes it; environment ones are read-only). */
export const updateConnectionAction = defineAction(updateConnectionSchema, { access: "admin" }, async (input) => {
  const updated = await updateConnection(input, { selfHosts: await requestSelfHosts() });
  revalidatePath("/admin/connections");
  return updated;
});
