import type { Metadata } from "next";
import Link from "next/link";
import { AdminPanel } from "@/components/admin/admin-panel";
import { TokenList } from "@/components/auth/token-list";
import { listApiTokensOf } from "@/lib/auth/tokens";
import { requireAdminPage } from "@/lib/auth/page";
import { getSignupMode, listUsers } from "@/lib/auth/users";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Admin" };

export default async function AdminPage() {
  const viewer = await requireAdminPage();
  return (
    <main className="mx-auto w-full max-w-3xl space-y-6 px-6 py-8">
      <h1 className="text-2xl font-semibold tracking-tight">Administration</h1>
      <p className="text-sm">
        <Link
          href="/admin/connections"
          className="font-medium text-canopy-700 hover:underline"
          data-testid="connections-link"
        >
          Connections
        </Link>{" "}
        <span className="text-stone-600">: the model providers (keys, URLs, tests).</span>
      </p>
      <p className="text-sm">
        <Link href="/admin/mcp" className="font-medium text-canopy-700 hover:underline" data-testid="mcp-link">
          MCP servers
        </Link>{" "}
        <span className="text-stone-600">: the tools models may call (HTTP or stdio servers, their status).</span>
      </p>
      <AdminPanel users={await listUsers()} mode={await getSignupMode()} selfEmail={viewer.email} />
      <section className="space-y-3" aria-labelledby="admin-tokens-heading">
        <h2 id="admin-tokens-heading" className="text-lg font-semibold">
          API tokens
        </h2>
        <p className="text-sm text-stone-600">Every account&apos;s tokens, newest first. Revoke any of them here.</p>
        <TokenList tokens={await listApiTokensOf(viewer, { all: true })} showUser />
      </section>
    </main>
  );
}
