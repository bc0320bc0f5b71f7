import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { DeleteProjectButton } from "@/components/projects/delete-project-button";
import { SettingsForm } from "@/components/projects/settings-form";
import { TaxonomyForm } from "@/components/projects/taxonomy-form";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { listUsableModels } from "@/lib/connections/registry";
import { getProject } from "@/lib/db/queries/projects";
import { isAppError } from "@/lib/errors";
import { requirePageAccess } from "@/lib/auth/page";
import { getTaxonomy } from "@/lib/knowledge/taxonomy";
import { SharingPanel } from "@/components/projects/sharing-panel";
import { loadSharing } from "@/lib/auth/sharing-view";
import { RoleProvider } from "@/components/ui/role-context";
import { roleMeets } from "@/lib/shared/roles";
import { ToolSettingsForm } from "@/components/projects/tool-settings-form";
import { listMcpServers, projectToolSettings } from "@/lib/tools";

export const dynamic = "force-dynamic";

export default async function ProjectSettingsPage({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  const access = await requirePageAccess({ projectId });
  const project = await getProject(projectId).catch((error) => {
    if (isAppError(error) && error.kind === "not_found") notFound();
    throw error;
  });
  const models = await listUsableModels();
  return (
    <RoleProvider role={access.role}>
      <main className="mx-auto w-full max-w-2xl space-y-6 px-6 py-8">
        <Breadcrumbs
          trail={[
            { label: "Projects", href: "/" },
            { label: project.name, href: `/projects/${projectId}` },
            { label: "Settings" },
          ]}
        />
        <h1 className="text-2xl font-semibold tracking-tight">Project settings</h1>
        <SettingsForm project={project} models={models} />
        <h2 className="pt-2 text-lg font-semibold">Tools</h2>
        <ToolSettingsForm
          projectId={projectId}
          settings={await projectToolSettings(projectId)}
          servers={(await listMcpServers()).map((s) => ({ name: s.name, status: s.status, tools: s.tools.length }))}
        />
        <h2 className="pt-2 text-lg font-semibold">Knowledge tree</h2>
        <TaxonomyForm projectId={projectId} types={await getTaxonomy(projectId)} />
        {roleMeets(access.role, "owner") ? (
          <>
            <h2 className="pt-2 text-lg font-semibold">Sharing</h2>
            <SharingPanel data={await loadSharing(projectId, (await headers()).get("host"))} />
          </>
        ) : null}
        <h2 className="pt-2 text-lg font-semibold">Danger zone</h2>
        <DeleteProjectButton projectId={projectId} name={project.name} />
      </main>
    </RoleProvider>
  );
}
