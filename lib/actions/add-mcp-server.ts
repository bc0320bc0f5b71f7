"use server";
import { revalidatePath } from "next/cache";
import { addMcpServerSchema } from "@/lib/shared/mcp-servers";
import { addMcpServer } from "@/lib/tools";
import { requestSelfHosts } from "./connection-hosts";
import { defineAction } from "./safe-action";

/** Administrators register an MCP server (checked at once: its status and tools, or why it failed). */
export const addMcpServerAction = defineAction(addMcpServerSchema, { access: "admin" }, async (input) => {
  const added = await addMcpServer(input, { selfHosts: await requestSelfHosts() });
  revalidatePath("/admin/mcp");
  return added;
});
