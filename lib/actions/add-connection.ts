"use server";
import { revalidatePath } from "next/cache";
import { addConnection } from "@/lib/connections/connections";
import { addConnectionSchema } from "@/lib/shared/connections";
import { requestSelfHosts } from "./connection-hosts";
import { defineAction } from "./safe-action";

/** Administrators add a provider connection (its key encrypted, its models listed when it answers). */
export const addConnectionAction = defineAction(addConnectionSchema, { access: "admin" }, async (input) => {
  const added = await addConnection(input, { selfHosts: await requestSelfHosts() });
  revalidatePath("/admin/connections");
  return added;
});
