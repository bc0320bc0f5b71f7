import type { Metadata } from "next";
import Link from "next/link";
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
    <main className="mx-auto w-full max-w-3xl space-y-6 px-6 py-8 max-sm:px-4">
      <div>
        <p className="text-sm">
          <Link href="/admin" className="text-stone-600 hover:underline">
            Administration
          </Link>
        </p>
        <h1 className="text-2xl font-semibold tracking-tight">MCP servers</h1>
        <p className="mt-1 text-sm text-stone-600">
          Tools for the models: each project chooses which of these servers its conversations may use (project settings
          → Tools), and the message box lets you switch servers and tools off for one message.
        </p>
      </div>
      <McpServersPanel servers={await listMcpServers()} allowStdio={getEnv().MCP_ALLOW_STDIO} />
    </main>
  );
}
