import "server-only";
import { getDb, transaction } from "@/lib/db/client";
import { getProject } from "@/lib/db/queries/projects";
import { detachNodes } from "@/lib/db/queries/purges";
import { insertItemRows, insertNodeRows } from "@/lib/db/queries/tree-rows";
import type { Prisma } from "@/lib/db/generated/client";

/** A conversation with every node (oldest first) and each node's items (in window order): what an export reads. */
export async function findConversationWithItems(conversationId: string) {
  return getDb().conversation.findUnique({
    where: { id: conversationId },
    include: { nodes: { include: { items: { orderBy: { position: "asc" } } }, orderBy: { createdAt: "asc" } } },
  });
}

/** The merge events whose parent node is in the conversation, oldest first. */
export async function listConversationMergeEvents(conversationId: string) {
  return getDb().mergeEvent.findMany({
    where: { parent: { conversationId } },
    orderBy: { createdAt: "asc" },
    include: { conflicts: { orderBy: { id: "asc" } } },
  });
}

/** The rows of a whole conversation tree, ids chosen by the caller (nodes name no conversation yet). */
export interface ConversationTreeRows {
  title: string;
  /** The export format it came from: the conversation is marked imported (now). */
  importedFrom: "canopy" | "chatgpt" | "claude";
  /** Parents before children. */
  nodes: Array<Omit<Prisma.NodeCreateManyInput, "conversationId">>;
  mergeEvents: Prisma.MergeEventCreateManyInput[];
  /** The conflicts found before each merge, with the user's choices. */
  mergeConflicts: Prisma.MergeConflictCreateManyInput[];
  items: Prisma.ItemCreateManyInput[];
}

/**
 * Rows per INSERT of a staged import: each statement commits on its own and is short, so another
 * writer waits for one at most; SQLite has one writer at a time, and better-sqlite3 waits for the
 * lock on the caller's thread (the server's event loop, for a rate limit or a session write). At 500
 * rows a CPU profile of bench:abuse showed main-thread writes blocked 100-110 ms in one call while
 * the import thread (at a lower CPU priority, on a busy machine) held the lock.
 */
const STAGE_BATCH = 100;
/** The name a staging project has (nobody sees it: it has no members). */
const STAGING_NAME = "Chat import in progress";

/**
 * A staging project for a chat import into `targetProjectId`: no members, `stagedFor` set, so no
 * list, guard, search or admin adoption sees it. Returns its id.
 */
export async function createStagingProject(targetProjectId: string): Promise<string> {
  const project = await getDb().project.create({ data: { name: STAGING_NAME, stagedFor: targetProjectId } });
  return project.id;
}

/**
 * Writes a conversation and its whole tree into a staging project, in short statements of at most
 * {@link STAGE_BATCH} rows (plain inserts: lib/db/queries/tree-rows.ts; nodes parents first, merge events and their conflicts, then items: originals before the
 * references that point at them). Nothing is visible until {@link publishStagedImport}. Returns
 * the new conversation's id.
 */
export async function insertStagedConversation(stagingProjectId: string, rows: ConversationTreeRows): Promise<string> {
  const conversation = await getDb().conversation.create({
    data: { projectId: stagingProjectId, title: rows.title, importedFrom: rows.importedFrom, importedAt: new Date() },
  });
  const db = getDb();
  await insertNodeRows(
    db,
    rows.nodes.map((n) => ({ ...n, conversationId: conversation.id })),
    STAGE_BATCH,
  );
  for (let i = 0; i < rows.mergeEvents.length; i += STAGE_BATCH)
    await db.mergeEvent.createMany({ data: rows.mergeEvents.slice(i, i + STAGE_BATCH) });
  for (let i = 0; i < rows.mergeConflicts.length; i += STAGE_BATCH)
    await db.mergeConflict.createMany({ data: rows.mergeConflicts.slice(i, i + STAGE_BATCH) });
  const originals = rows.items.filter((r) => r.refItemId === null || r.refItemId === undefined);
  const references = rows.items.filter((r) => r.refItemId !== null && r.refItemId !== undefined);
  for (const batch of [originals, references]) await insertItemRows(db, batch, STAGE_BATCH);
  return conversation.id;
}

/**
 * Makes a staged import visible, all at once: one transaction moves every conversation of the
 * staging project into its target (oldest first, each titled by `retitle` against the titles the
 * target has by then, so a re-import is told apart), marks the target changed and deletes the (now
 * empty) staging project. Returns the final title of each conversation by id.
 *
 * @throws AppError not_found:project when the target was deleted meanwhile (the staging project is left to the caller)
 */
export async function publishStagedImport(
  stagingProjectId: string,
  targetProjectId: string,
  retitle: (title: string, taken: string[]) => string,
): Promise<Map<string, string>> {
  return transaction(async (tx) => {
    await getProject(targetProjectId, tx); // not_found:project
    const staged = await tx.conversation.findMany({
      where: { projectId: stagingProjectId },
      orderBy: { createdAt: "asc" },
      select: { id: true, title: true },
    });
    const titles = new Map<string, string>();
    for (const { id, title } of staged) {
      const taken = await tx.conversation.findMany({
        where: { projectId: targetProjectId, title: { startsWith: title } },
        select: { title: true },
      });
      const final = retitle(
        title,
        taken.map((t) => t.title),
      );
      await tx.conversation.update({ where: { id }, data: { projectId: targetProjectId, title: final } });
      if (final !== title)
        await tx.node.updateMany({ where: { conversationId: id, parentId: null }, data: { title: final } });
      titles.set(id, final);
    }
    await tx.project.update({ where: { id: targetProjectId }, data: { updatedAt: new Date() } });
    await tx.project.delete({ where: { id: stagingProjectId } });
    return titles;
  });
}

/**
 * Deletes a staging project and what was written into it, one conversation at a time (each delete
 * short, as the writes were). Nothing of it was ever visible.
 */
export async function dropStagedImport(stagingProjectId: string): Promise<void> {
  const db = getDb();
  const conversations = await db.conversation.findMany({
    where: { projectId: stagingProjectId },
    select: { id: true },
  });
  for (const { id } of conversations)
    await transaction(
      async (tx) => {
        await detachNodes(tx, { conversationId: id });
        await tx.conversation.delete({ where: { id } });
      },
      // A staged conversation may hold 50,000 messages: more than Prisma's default 5 s to delete on a busy machine.
      { maxWait: 10_000, timeout: 60_000 },
    );
  await db.project.deleteMany({ where: { id: stagingProjectId, stagedFor: { not: null } } });
}

/** Staging projects created before `before`: imports whose process died while writing them. */
export async function findStaleStagedImports(before: Date): Promise<string[]> {
  const rows = await getDb().project.findMany({
    where: { stagedFor: { not: null }, createdAt: { lt: before } },
    select: { id: true },
  });
  return rows.map((r) => r.id);
}
