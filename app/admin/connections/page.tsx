import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { ConnectionsPanel } from "@/components/admin/connections-panel";
import { requireAdminPage } from "@/lib/auth/page";
import { listConnections } from "@/lib/connections/connections";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Connections" };

/** Admin -> Connections: the providers models answer through (administrators only). */
export default async function ConnectionsPage() {
  await requireAdminPage();
  return (
    <AdminPage
      title="Connections"
      intro="OpenAI, Anthropic, Google, or any OpenAI-compatible server. Changes apply at once, on every instance. Each branch picks its model in the chat (the model picker under the message box)."
    >
      <ConnectionsPanel connections={await listConnections()} />
    </AdminPage>
  );
}
