import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { notFound } from "next/navigation";
import { JobsPanel } from "@/components/jobs/jobs-panel";
import { KnowledgeWorkspace } from "@/components/knowledge/knowledge-workspace";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { isAppError } from "@/lib/errors";
import { requirePageAccess } from "@/lib/auth/page";
import { describeKnowledge } from "@/lib/knowledge";
import { getProject } from "@/lib/db/queries/projects";
import { knowledgeOptions } from "@/lib/query/options";
import { RoleProvider } from "@/components/ui/role-context";

export const dynamic = "force-dynamic";

export default async function KnowledgePage({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  const { role } = await requirePageAccess({ projectId });
  const project = await getProject(projectId).catch((error) => {
    if (isAppError(error) && error.kind === "not_found") notFound();
    throw error;
  });
  const queryClient = new QueryClient();
  queryClient.setQueryData(knowledgeOptions(projectId).queryKey, await describeKnowledge(projectId));
  return (
    <main className="mx-auto w-full max-w-6xl space-y-4 px-6 py-6">
      <Breadcrumbs
        trail={[
          { label: "Projects", href: "/" },
          { label: project.name, href: `/projects/${projectId}` },
          { label: "Knowledge" },
        ]}
      />
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Knowledge tree</h1>
        <p className="mt-1 text-sm text-stone-500">
          The project&apos;s documents as a navigable tree of structured summaries. Questions walk it from the root,
          backtracking when a path does not answer.
        </p>
      </div>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <RoleProvider role={role}>
          <JobsPanel projectId={projectId} />
          <KnowledgeWorkspace projectId={projectId} />
        </RoleProvider>
      </HydrationBoundary>
    </main>
  );
}
