import "server-only";
import { AppError } from "@/lib/errors";
import { assertScopeNotAnswering } from "@/lib/db/queries/answering";
import { detachNodes } from "@/lib/db/queries/purges";
import { getDb, transaction, type Tx } from "@/lib/db/client";

export interface ProjectSummary {
  id: string;
  name: string;
  model: string;
  conversationCount: number;
  updatedAt: string;
}

export interface ProjectSettings {
  id: string;
  name: string;
  systemPrompt: string;
  model: string;
  contextBudget: number;
  /** Abandoned volatile asides: "ask" (the default), "purge" or "merge" (condensed). */
  volatileResolution: "ask" | "purge" | "merge";
  volatileAfterMinutes: number;
  /** Default sampling temperature (null: the provider's default); a node's own wins. */
  temperature?: number | null;
  /** Default maximum output tokens of an answer (null: the provider's default); a node's own wins. */
  maxOutputTokens?: number | null;
  /** The model for knowledge asks, imports and condensed notes (null: `model`; lib/ai `taskModelOf`). */
  taskModel?: string | null;
}

/** The projects a user is a member of (owner, editor or viewer), most recently changed first. */
export async function listProjects(userId: string): Promise<ProjectSummary[]> {
  const rows = await getDb().project.findMany({
    where: { memberships: { some: { userId } } },
    orderBy: { updatedAt: "desc" },
    include: { _count: { select: { conversations: true } } },
  });
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    model: p.model,
    conversationCount: p._count.conversations,
    updatedAt: p.updatedAt.toISOString(),
  }));
}

/** @throws AppError("not_found:project") */
export async function getProject(id: string, tx: Tx = getDb()): Promise<ProjectSettings> {
  const project = await tx.project.findUnique({ where: { id } });
  if (!project) throw new AppError("not_found:project", "That project does not exist (it may have been deleted).");
  return {
    id: project.id,
    name: project.name,
    systemPrompt: project.systemPrompt,
    model: project.model,
    contextBudget: project.contextBudget,
    volatileResolution: project.volatileResolution as ProjectSettings["volatileResolution"],
    volatileAfterMinutes: project.volatileAfterMinutes,
    temperature: project.temperature,
    maxOutputTokens: project.maxOutputTokens,
    taskModel: project.taskModel,
  };
}

/** The oldest project of that name among `userId`'s projects (all projects when no user is given). */
export async function findProjectByName(name: string, userId?: string): Promise<ProjectSettings | null> {
  const where = userId ? { name, memberships: { some: { userId } } } : { name, stagedFor: null };
  const project = await getDb().project.findFirst({ where, orderBy: { createdAt: "asc" } });
  return project ? getProject(project.id) : null;
}

/** Creates a project; with `ownerId`, that user owns it (owner membership in the same write). */
export async function createProject(input: {
  name: string;
  systemPrompt?: string;
  ownerId?: string;
}): Promise<ProjectSettings> {
  const project = await getDb().project.create({
    data: {
      name: input.name,
      systemPrompt: input.systemPrompt ?? "",
      ...(input.ownerId
        ? { ownerId: input.ownerId, memberships: { create: { userId: input.ownerId, role: "owner" } } }
        : {}),
    },
  });
  return getProject(project.id);
}

/** Updates the given settings; the caller has validated the model id against the registry. */
export async function updateProjectSettings(
  id: string,
  patch: Partial<Omit<ProjectSettings, "id">>,
): Promise<ProjectSettings> {
  await getProject(id);
  await getDb().project.update({ where: { id }, data: patch });
  return getProject(id);
}

/**
 * Deletes a project with its conversations, nodes, items and usage rows (cascade, one statement),
 * refused while one of its nodes is answering (checked in the delete's transaction).
 *
 * @throws AppError not_found:project, conflict:node_answering
 */
export async function deleteProject(id: string): Promise<void> {
  await getProject(id);
  await transaction(
    async (tx) => {
      await assertScopeNotAnswering(tx, { projectId: id });
      await detachNodes(tx, { conversation: { projectId: id } });
      const { count } = await tx.project.deleteMany({ where: { id } });
      if (count === 0)
        throw new AppError("not_found:project", "That project does not exist (it may have been deleted).");
    },
    { maxWait: 10_000, timeout: 60_000 },
  );
}
