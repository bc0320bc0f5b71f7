import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { McpServersPanel } from "@/components/admin/mcp-servers-panel";
import { requireAdminPage } from "@/lib/auth/page";
import { getEnv } from "@/lib/env";
import { listMcpServers } from "@/lib/tools";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "MCP servers" };

/** Admin -> MCP servers: the tool servers registered for the instance (administrators only). */
export default async function McpServersPage() {
  await requireAdminPage();
  return (
    <AdminPage
      title="MCP servers"
      intro="Tools for the models: each project chooses which of these servers its conversations may use (project settings → Tools), and the message box lets you switch servers and tools off for one message."
    >
      <McpServersPanel servers={await listMcpServers()} allowStdio={getEnv().MCP_ALLOW_STDIO} />
    </AdminPage>
  );
}
