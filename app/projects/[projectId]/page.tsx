import { notFound } from "next/navigation";
import { ConversationList } from "@/components/projects/conversation-list";
import { NewConversationButton } from "@/components/projects/new-conversation-button";
import { UsageTable } from "@/components/context/usage-table";
import { ImportChats } from "@/components/export/import-chats";
import { JobsPanel } from "@/components/jobs/jobs-panel";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { LinkButton } from "@/components/ui/link-button";
import { getUsageSummary } from "@/lib/context/usage";
import { listConversations } from "@/lib/db/queries/conversations";
import { getProject } from "@/lib/db/queries/projects";
import { engineLabel } from "@/lib/ai/providers";
import { isAppError } from "@/lib/errors";
import { requirePageAccess } from "@/lib/auth/page";
import { RoleProvider } from "@/components/ui/role-context";

export const dynamic = "force-dynamic";

async function loadProject(projectId: string) {
  const { role } = await requirePageAccess({ projectId });
  try {
    return { role, ...(await getProject(projectId)) };
  } catch (error) {
    if (isAppError(error) && error.kind === "not_found") notFound();
    throw error;
  }
}

export default async function ProjectPage({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  const project = await loadProject(projectId);
  const conversations = await listConversations(projectId);
  const usage = await getUsageSummary({ projectId });
  return (
    <RoleProvider role={project.role}>
      <main className="mx-auto w-full max-w-4xl space-y-6 px-6 py-8">
        <Breadcrumbs trail={[{ label: "Projects", href: "/" }, { label: project.name }]} />
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 data-testid="project-title" className="truncate text-2xl font-semibold tracking-tight">
              {project.name}
            </h1>
            <p className="mt-1 text-sm text-stone-500">
              Model: <span data-testid="project-model">{engineLabel(project.model)}</span> · budget{" "}
              {project.contextBudget.toLocaleString("en")} tokens
            </p>
          </div>
          <div className="flex gap-2">
            <LinkButton href={`/projects/${projectId}/knowledge`} data-testid="project-knowledge-link">
              Knowledge
            </LinkButton>
            <LinkButton href={`/projects/${projectId}/settings`} data-testid="project-settings-link">
              Settings
            </LinkButton>
            <NewConversationButton projectId={projectId} />
          </div>
        </div>
        <JobsPanel projectId={projectId} />
        <ConversationList projectId={projectId} conversations={conversations} />
        <ImportChats projectId={projectId} />
        {usage.total.calls > 0 ? (
          <section aria-label="Usage" className="space-y-2 rounded-xl border border-stone-200 bg-white p-4">
            <h2 className="font-semibold">Model usage</h2>
            <UsageTable usage={usage} />
          </section>
        ) : null}
      </main>
    </RoleProvider>
  );
}
