import type { Metadata } from "next";
import Link from "next/link";
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
      <ConnectionsPanel connections={connections} />
      <ModelSettingsForm settings={settings} models={models} />
    </main>
  );
}
