import type { Metadata } from "next";
import { AccountPanel } from "@/components/auth/account-panel";
import { ApiTokensPanel } from "@/components/auth/api-tokens-panel";
import { requirePageViewer } from "@/lib/auth/page";
import { listApiTokensOf } from "@/lib/auth/tokens";
import { listProjects } from "@/lib/db/queries/projects";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Account" };

export default async function AccountPage() {
  const viewer = await requirePageViewer();
  const [tokens, projects] = await Promise.all([listApiTokensOf(viewer), listProjects(viewer.userId)]);
  return (
    <main className="mx-auto w-full max-w-xl space-y-6 px-6 py-8">
      <h1 className="text-2xl font-semibold tracking-tight">Your account</h1>
      <p className="text-sm text-stone-600">
        Signed in as <strong>{viewer.email}</strong> ({viewer.role}).
      </p>
      <AccountPanel />
      <ApiTokensPanel tokens={tokens} projects={projects.map((p) => ({ id: p.id, name: p.name }))} />
    </main>
  );
}
