"use server";
import { revalidatePath } from "next/cache";
import { mcpServerRefSchema } from "@/lib/shared/mcp-servers";
import { removeMcpServer } from "@/lib/tools";
import { defineAction } from "./safe-action";

/** Administrators remove an MCP server; projects that enabled it then report it as not registered. */
export const removeMcpServerAction = defineAction(mcpServerRefSchema, { access: "admin" }, async (input) => {
  const removed = await removeMcpServer(input.name);
  revalidatePath("/admin/mcp");
  return removed;
});
