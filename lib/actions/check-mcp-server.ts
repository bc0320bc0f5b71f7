"use server";
import { revalidatePath } from "next/cache";
import { mcpServerRefSchema } from "@/lib/shared/mcp-servers";
import { checkMcpServer } from "@/lib/tools";
import { requestSelfHosts } from "./connection-hosts";
import { defineAction } from "./safe-action";

/** Administrators retry a server: connect and list its tools, with retries and backoff. */
export const checkMcpServerAction = defineAction(mcpServerRefSchema, { access: "admin" }, async (input) => {
  const view = await checkMcpServer(input.name, { policy: { selfHosts: await requestSelfHosts() } });
  revalidatePath("/admin/mcp");
  return view;
});
