import Link from "next/link";
import { CreateProjectForm } from "@/components/projects/create-project-form";
import { EmptyState } from "@/components/ui/empty-state";
import { listProjects } from "@/lib/db/queries/projects";
import { engineLabel } from "@/lib/ai/providers";
import { formatWhen } from "@/lib/format";
import { requirePageViewer } from "@/lib/auth/page";
import { listRecentConversations } from "@/lib/db/queries/conversation-marks";
import { RecentConversations } from "@/components/home/recent-conversations";

export const dynamic = "force-dynamic";

/** Home: the recent conversations across projects (pinned first; `?view=archived` for the archived), then the projects. */
export default async function ProjectsPage({ searchParams }: { searchParams: Promise<{ view?: string }> }) {
  const viewer = await requirePageViewer();
  const archived = (await searchParams).view === "archived";
  const [projects, recent] = await Promise.all([
    listProjects(viewer.userId),
    listRecentConversations(viewer.userId, { archived }),
  ]);
  return (
    <main className="mx-auto w-full max-w-4xl space-y-6 px-6 py-8">
      {projects.length > 0 ? (
        <section aria-labelledby="recent-heading" className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h1 id="recent-heading" className="text-2xl font-semibold tracking-tight">
              {archived ? "Archived conversations" : "Recent conversations"}
            </h1>
            <Link
              href={archived ? "/" : "/?view=archived"}
              className="text-sm font-medium text-canopy-700 hover:underline"
              data-testid="archived-toggle"
            >
              {archived ? "Back to recent" : "Archived"}
            </Link>
          </div>
          <RecentConversations conversations={recent} archived={archived} />
        </section>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          {projects.length > 0 ? (
            <h2 className="text-xl font-semibold tracking-tight">Projects</h2>
          ) : (
            <h1 className="text-2xl font-semibold tracking-tight">Projects</h1>
          )}
          <p className="mt-1 text-sm text-stone-500">
            Each project holds conversation trees, their settings and model.
          </p>
        </div>
        <CreateProjectForm />
      </div>
      {projects.length === 0 ? (
        <EmptyState title="No projects yet">
          Create a project to start a branching conversation. It works without any API key: the offline engine answers
          from each branch&apos;s own context.
        </EmptyState>
      ) : (
        <ul
          data-testid="project-list"
          className="divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-200 bg-white"
        >
          {projects.map((p) => (
            <li key={p.id}>
              <Link
                href={`/projects/${p.id}`}
                data-testid="project-link"
                className="flex items-center justify-between gap-4 px-4 py-3 hover:bg-stone-50"
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium">{p.name}</span>
                  <span className="block text-xs text-stone-500">
                    {p.conversationCount} conversation{p.conversationCount === 1 ? "" : "s"} · {engineLabel(p.model)}
                  </span>
                </span>
                <span className="shrink-0 text-xs text-stone-400">{formatWhen(p.updatedAt)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
