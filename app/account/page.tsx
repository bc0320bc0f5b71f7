import type { Metadata } from "next";
import { AccountPanel } from "@/components/auth/account-panel";
import { ApiTokensPanel } from "@/components/auth/api-tokens-panel";
import { ConnectionsPanel } from "@/components/admin/connections-panel";
import { requirePageViewer } from "@/lib/auth/page";
import { listApiTokensOf } from "@/lib/auth/tokens";
import { listOwnConnections, userKeysAllowed } from "@/lib/connections/own-connections";
import { listProjects } from "@/lib/db/queries/projects";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Account" };

export default async function AccountPage() {
  const viewer = await requirePageViewer();
  const [tokens, projects, userKeys, ownConnections] = await Promise.all([
    listApiTokensOf(viewer),
    listProjects(viewer.userId),
    userKeysAllowed(),
    listOwnConnections(viewer.userId),
  ]);
  return (
    <main className="mx-auto w-full max-w-xl space-y-6 px-6 py-8">
      <h1 className="text-2xl font-semibold tracking-tight">Your account</h1>
      <p className="text-sm text-stone-600">
        Signed in as <strong>{viewer.email}</strong> ({viewer.role}).
      </p>
      <AccountPanel />
      <ApiTokensPanel tokens={tokens} projects={projects.map((p) => ({ id: p.id, name: p.name }))} />
      {userKeys || ownConnections.length > 0 ? (
        <section className="space-y-3" data-testid="own-connections">
          <h2 className="text-lg font-semibold">Your own keys</h2>
          <p className="text-sm text-stone-600">
            {userKeys
              ? "Connections with your own key: their models appear only in your model picker and answer only your messages. Nobody else, administrators included, sees or uses them."
              : "This instance no longer allows users' own keys: these connections are not used. You can remove them."}
          </p>
          <ConnectionsPanel connections={ownConnections} own />
        </section>
      ) : null}
    </main>
  );
}
