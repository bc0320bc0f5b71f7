import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { ConnectionsPanel } from "@/components/admin/connections-panel";
import { ModelSettingsForm } from "@/components/admin/model-settings-form";
import { requireAdminPage } from "@/lib/auth/page";
import { listConnections } from "@/lib/connections/connections";
import { getModelSettings } from "@/lib/connections/model-settings";
import { listUsableModels } from "@/lib/connections/registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Connections" };

/** Admin -> Connections: the providers models answer through (administrators only). */
export default async function ConnectionsPage() {
  await requireAdminPage();
  const [connections, settings, models] = await Promise.all([
    listConnections(),
    getModelSettings(),
    // The instance's models only: a person's own key is never the task model.
    listUsableModels(null),
  ]);
  return (
    <AdminPage
      title="Connections"
      intro="OpenAI, Anthropic, Google, or any OpenAI-compatible server. Changes apply at once, on every instance. Each branch picks its model in the chat (the model picker under the message box)."
    >
      <ConnectionsPanel connections={connections} />
      <ModelSettingsForm settings={settings} models={models} />
    </AdminPage>
  );
}
