import Link from "next/link";
import { CreateProjectForm } from "@/components/projects/create-project-form";
import { EmptyState } from "@/components/ui/empty-state";
import { listProjects } from "@/lib/db/queries/projects";
import { engineLabel } from "@/lib/ai/providers";
import { formatWhen } from "@/lib/format";
import { requirePageViewer } from "@/lib/auth/page";

export const dynamic = "force-dynamic";

export default async function ProjectsPage() {
  const viewer = await requirePageViewer();
  const projects = await listProjects(viewer.userId);
  return (
    <main className="mx-auto w-full max-w-4xl space-y-6 px-6 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Projects</h1>
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
