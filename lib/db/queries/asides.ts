import "server-only";
import { getDb } from "@/lib/db/client";
import { toTreeNode } from "@/lib/db/mappers";
import type { ProjectSettings } from "@/lib/db/queries/projects";
import type { TreeNode } from "@/lib/shared/tree-types";

/**
 * The reads and writes of volatile asides (lib/tree-ops/volatile.ts): promotion, and what the
 * automatic resolution of abandoned asides looks at. Which asides are due is decided in lib/tree.
 */

/** Turns an aside into a persistent branch (no longer tied to a browser session). */
export async function promoteAside(nodeId: string, title: string): Promise<void> {
  await getDb().node.update({ where: { id: nodeId }, data: { kind: "branch", sessionId: null, ownerId: null, title } });
}

/** The open asides of a conversation, oldest first. */
export async function listOpenAsides(conversationId: string): Promise<TreeNode[]> {
  const rows = await getDb().node.findMany({
    where: { conversationId, kind: "volatile", status: "open" },
    orderBy: { createdAt: "asc" },
  });
  return rows.map(toTreeNode);
}

/** The open asides of every conversation of a project. */
export async function listOpenAsidesInProject(projectId: string): Promise<TreeNode[]> {
  const rows = await getDb().node.findMany({
    where: { conversation: { projectId }, kind: "volatile", status: "open" },
  });
  return rows.map(toTreeNode);
}

/** True while the node exists. */
export async function nodeExists(nodeId: string): Promise<boolean> {
  return (await getDb().node.findUnique({ where: { id: nodeId }, select: { id: true } })) !== null;
}

/** A project's setting for abandoned asides, and its model; null when the project does not exist. */
export type AsidePolicy = Pick<ProjectSettings, "model" | "volatileResolution" | "volatileAfterMinutes">;

export async function findAsidePolicy(projectId: string): Promise<AsidePolicy | null> {
  const project = await getDb().project.findUnique({
    where: { id: projectId },
    select: { model: true, volatileResolution: true, volatileAfterMinutes: true },
  });
  if (!project) return null;
  return { ...project, volatileResolution: project.volatileResolution as AsidePolicy["volatileResolution"] };
}

/** The projects whose abandoned asides are resolved automatically (their setting is not "ask"). */
export async function listProjectsResolvingAsides(): Promise<string[]> {
  const rows = await getDb().project.findMany({ where: { volatileResolution: { not: "ask" } }, select: { id: true } });
  return rows.map((p) => p.id);
}
