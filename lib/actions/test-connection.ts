"use server";
import { revalidatePath } from "next/cache";
import { testConnection } from "@/lib/connections/connections";
import { connectionRefSchema } from "@/lib/shared/connections";
import { requestSelfHosts } from "./connection-hosts";
import { defineAction } from "./safe-action";

/** Administrators test a connection: its server's models, or what went wrong in plain words. */
export const testConnectionAction = defineAction(connectionRefSchema, { access: "admin" }, async (input) => {
  const result = await testConnection(input.connectionId, { selfHosts: await requestSelfHosts() });
  revalidatePath("/admin/connections");
  return result;
});
