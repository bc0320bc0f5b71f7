"use server";
import { revalidatePath } from "next/cache";
import { removeConnection } from "@/lib/connections/connections";
import { connectionRefSchema } from "@/lib/shared/connections";
import { defineAction } from "./safe-action";

/** Administrators remove a connection; turns on its models then fail with a message saying so. */
export const removeConnectionAction = defineAction(connectionRefSchema, { access: "admin" }, async (input) => {
  const removed = await removeConnection(input.connectionId);
  revalidatePath("/admin/connections");
  return removed;
});
