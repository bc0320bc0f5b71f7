import "server-only";
import { getDb, type Tx } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";

/** How many item rows one INSERT writes (SQLite's and PostgreSQL's bound-parameter limits). */
const ITEM_BATCH = 2_000;

/** A conversation with every node (oldest first) and each node's items (in window order): what an export reads. */
export async function findConversationWithItems(conversationId: string) {
  return getDb().conversation.findUnique({
    where: { id: conversationId },
    include: { nodes: { include: { items: { orderBy: { position: "asc" } } }, orderBy: { createdAt: "asc" } } },
  });
}

/** The merge events whose parent node is in the conversation, oldest first. */
export async function listConversationMergeEvents(conversationId: string) {
  return getDb().mergeEvent.findMany({ where: { parent: { conversationId } }, orderBy: { createdAt: "asc" } });
}

/** Marks the project as changed now (its updatedAt orders the project list). */
export async function touchProject(projectId: string, tx: Tx): Promise<void> {
  await tx.project.update({ where: { id: projectId }, data: { updatedAt: new Date() } });
}

/** The rows of a whole conversation tree, ids chosen by the caller (nodes name no conversation yet). */
export interface ConversationTreeRows {
  projectId: string;
  title: string;
  /** The export format it came from: the conversation is marked imported (now). */
  importedFrom: "canopy" | "chatgpt" | "claude";
  /** Parents before children. */
  nodes: Array<Omit<Prisma.NodeCreateManyInput, "conversationId">>;
  mergeEvents: Prisma.MergeEventCreateManyInput[];
  items: Prisma.ItemCreateManyInput[];
}

/**
 * Inserts a conversation and its whole tree inside `tx`: the conversation row, then the nodes, the
 * merge events and the items (originals first, in batches). Returns the new conversation's id.
 */
export async function insertConversationTree(tx: Tx, rows: ConversationTreeRows): Promise<string> {
  const conversation = await tx.conversation.create({
    data: { projectId: rows.projectId, title: rows.title, importedFrom: rows.importedFrom, importedAt: new Date() },
  });
  await tx.node.createMany({ data: rows.nodes.map((n) => ({ ...n, conversationId: conversation.id })) });
  if (rows.mergeEvents.length > 0) await tx.mergeEvent.createMany({ data: rows.mergeEvents });
  // Originals before the references that point at them.
  const originals = rows.items.filter((r) => r.refItemId === null || r.refItemId === undefined);
  const references = rows.items.filter((r) => r.refItemId !== null && r.refItemId !== undefined);
  for (const batch of [originals, references]) {
    for (let i = 0; i < batch.length; i += ITEM_BATCH)
      await tx.item.createMany({ data: batch.slice(i, i + ITEM_BATCH) });
  }
  return conversation.id;
}

/**
 * The titles of a project's conversations that start with `prefix` (an imported conversation is
 * titled past them). One query; only matching titles come back.
 */
export async function listConversationTitlesStartingWith(projectId: string, prefix: string, tx: Tx): Promise<string[]> {
  const rows = await tx.conversation.findMany({
    where: { projectId, title: { startsWith: prefix } },
    select: { title: true },
  });
  return rows.map((r) => r.title);
}
