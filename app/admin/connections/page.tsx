import type { Metadata } from "next";
import Link from "next/link";
import { ConnectionsPanel } from "@/components/admin/connections-panel";
import { requireAdminPage } from "@/lib/auth/page";
import { listConnections } from "@/lib/connections/connections";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Connections" };

/** Admin -> Connections: the providers models answer through (administrators only). */
export default async function ConnectionsPage() {
  await requireAdminPage();
  return (
    <main className="mx-auto w-full max-w-3xl space-y-6 px-6 py-8 max-sm:px-4">
      <div>
        <p className="text-sm">
          <Link href="/admin" className="text-stone-600 hover:underline">
            Administration
          </Link>
        </p>
        <h1 className="text-2xl font-semibold tracking-tight">Connections</h1>
        <p className="mt-1 text-sm text-stone-600">
          OpenAI, Anthropic, Google, or any OpenAI-compatible server. Changes apply at once, on every instance. Each
          branch picks its model in the chat (the model picker under the message box).
        </p>
      </div>
      <ConnectionsPanel connections={await listConnections()} />
    </main>
  );
}
