import "server-only";
import { Prisma } from "@/lib/db/generated/client";
import { countMergeConflicts } from "./merge-conflicts";
import { AppError } from "@/lib/errors";
import { windowTokenTotal } from "@/lib/text/entry-tokens";
import { ROLES, type Role } from "@/lib/shared/tree-types";
import { assertScopeNotAnswering } from "@/lib/db/queries/answering";
import { detachNodes } from "@/lib/db/queries/purges";
import { getDb, transaction, getDbKind } from "@/lib/db/client";
import type { toNodeBase, NodeBase } from "@/lib/db/mappers";

export interface ConversationSummary {
  id: string;
  title: string;
  nodeCount: number;
  rootNodeId: string | null;
  updatedAt: string;
  /** Where an imported conversation came from, and when (null: made in Canopy). */
  imported: { from: "canopy" | "chatgpt" | "claude"; at: string } | null;
}

/**
 * A node of the graph as stored: its base fields (lib/db/mappers.ts), what the graph shows of it,
 * and the session that owns it (an aside). lib/views/tree-view.ts turns it into what the browser gets.
 */
export interface GraphNodeRow extends NodeBase {
  /** The node's messages the window counts; null when the counts were not read (the tree route: they follow from its counts route). */
  itemCount: number | null;
  /** The window's size in tokens (`windowTokenTotal`): the figure the memory gauge shows too; null as `itemCount`. */
  tokenCount: number | null;
  createdAt: string;
  /** The browser session that owns a volatile aside (null: none). */
  sessionId: string | null;
  /** The account that owns a volatile aside (null: none; lib/tree/capabilities `maySeeAside`). */
  ownerId: string | null;
  /** The user's label and colour name for the graph (null when unset). */
  label: string | null;
  color: string | null;
  /** The fan-out the node answers in (its siblings share it); null or absent for other nodes. */
  fanoutId?: string | null;
}

export interface MergeEdge {
  id: string;
  parentId: string;
  childId: string;
  mode: string;
  placement: string;
  createdAt: string;
  /** Conflicts the merge check found and how many were left unresolved (a marker on the edge). */
  conflicts?: { total: number; unresolved: number };
}

/** A node row as the tree reads it (raw SQL: the same columns on both databases). */
type TreeNodeRow = Parameters<typeof toNodeBase>[0] & {
  sessionId: string | null;
  ownerId: string | null;
  /** The node's own items the window counts, and their tokens with a role heading each. */
  items?: bigint | number;
  tokens?: bigint | number | null;
  fanoutId: string | null;
  createdAt: Date | string;
  label: string | null;
  color: string | null;
};

/** A conversation's graph as stored: every node and every merge edge that is not undone. */
export interface ConversationGraphRows {
  id: string;
  title: string;
  projectId: string;
  projectName: string;
  rootNodeId: string;
  nodes: GraphNodeRow[];
  merges: MergeEdge[];
}

export async function listConversations(projectId: string): Promise<ConversationSummary[]> {
  const rows = await getDb().conversation.findMany({
    where: { projectId },
    orderBy: { updatedAt: "desc" },
    include: {
      _count: { select: { nodes: true } },
      nodes: { where: { parentId: null }, select: { id: true }, take: 1 },
    },
  });
  return rows.map((c) => ({
    id: c.id,
    title: c.title,
    nodeCount: c._count.nodes,
    rootNodeId: c.nodes[0]?.id ?? null,
    updatedAt: c.updatedAt.toISOString(),
    imported: c.importedFrom ? { from: c.importedFrom, at: (c.importedAt ?? c.createdAt).toISOString() } : null,
  }));
}

/** Creates a conversation with its root node, together or not at all. */
export async function createConversation(input: { projectId: string; title: string }) {
  return transaction(async (tx) => {
    const project = await tx.project.findUnique({ where: { id: input.projectId }, select: { id: true } });
    if (!project) throw new AppError("not_found:project", "That project does not exist (it may have been deleted).");
    const conversation = await tx.conversation.create({ data: { projectId: input.projectId, title: input.title } });
    const root = await tx.node.create({
      data: { conversationId: conversation.id, kind: "root", title: input.title, inheritPolicy: "none" },
    });
    await tx.project.update({ where: { id: input.projectId }, data: { updatedAt: new Date() } });
    return { conversationId: conversation.id, rootNodeId: root.id, projectId: input.projectId };
  });
}

/** What a conversation's page shows before its tree: its title, project and root node. */
export type ConversationHeader = Omit<ConversationGraphRows, "nodes" | "merges">;

/**
 * The conversation's title, project and root node, without its nodes: the workspace page renders
 * with this at once and the browser loads the tree from its route (at 100,000 nodes the tree takes
 * a second to read; the page must not wait for it).
 *
 * @throws AppError("not_found:conversation")
 */
export async function getConversationHeader(id: string): Promise<ConversationHeader> {
  const [conversation, root] = await Promise.all([
    findConversationWithProject(id),
    getDb().node.findFirst({ where: { conversationId: id, parentId: null }, select: { id: true } }),
  ]);
  return conversationHeader(conversation, root);
}

/**
 * The conversation's title and project.
 *
 * @throws AppError("not_found:conversation")
 */
async function findConversationWithProject(id: string) {
  const conversation = await getDb().conversation.findUnique({
    where: { id },
    select: { id: true, title: true, projectId: true, project: { select: { name: true } } },
  });
  if (!conversation)
    throw new AppError("not_found:conversation", "That conversation does not exist (it may have been deleted).");
  return conversation;
}

/**
 * The header of a conversation read by {@link findConversationWithProject}, with its root node.
 *
 * @throws AppError("internal:no_root") when it has none
 */
function conversationHeader(
  conversation: Awaited<ReturnType<typeof findConversationWithProject>>,
  root: { id: string } | null | undefined,
): ConversationHeader {
  if (!root) throw new AppError("internal:no_root", "This conversation has no root node.");
  return {
    id: conversation.id,
    title: conversation.title,
    projectId: conversation.projectId,
    projectName: conversation.project.name,
    rootNodeId: root.id,
  };
}

/**
 * The conversation as a graph: every node with its item count and window tokens (inherited rows
 * carry their source's token count, so one grouped sum gives the window size). Rows and facts only:
 * what the caller may do with each node is lib/views/tree-view.ts's `getConversationTree`.
 *
 * @throws AppError("not_found:conversation")
 */
export async function getConversationGraphRows(
  id: string,
  { counts = true }: { counts?: boolean } = {},
): Promise<ConversationGraphRows> {
  const db = getDb();
  const conversation = await findConversationWithProject(id);
  // One raw query (the same text on SQLite and PostgreSQL) for every node with its counts: at
  // 100,000 nodes and 200,000 items, a second grouped query per (node, role) and Prisma's row
  // mapping cost more than the reads (bench/graph-server.ts). Only the columns the graph shows.
  // Per node and role, what the model would see (lib/tree/entries.ts isSaid: failed, unfinished and
  // blank answers are not sent; references to inherited items count); the window's tokens are the
  // items' tokens plus one role heading per item (windowTokenTotal's rule, its figure per role).
  // Without `counts` (the tree route), the nodes alone: the join over every item is most of the
  // query's time at 100,000 nodes, and the counts follow from getConversationNodeCounts.
  const nodes = counts
    ? await db.$queryRaw<TreeNodeRow[]>`
    SELECT n."id", n."parentId", n."kind", n."status", n."title", n."inheritPolicy", n."branchPointItemId", n."sessionId", n."ownerId", n."createdAt", n."label", n."color", n."fanoutId", n."toolOutput",
      COUNT(i."id") AS "items",
      ${countColumn(roleHeadings())} AS "tokens"
    FROM "Node" n LEFT JOIN "Item" i ON ${countedItems}
    WHERE n."conversationId" = ${id}
    GROUP BY n."id"
    ORDER BY n."createdAt" ASC`
    : await nodeRowsOnly(id);
  const merges = await db.mergeEvent.findMany({
    where: { undoneAt: null, child: { conversationId: id } },
    orderBy: { createdAt: "asc" },
    select: { id: true, parentId: true, childId: true, mode: true, placement: true, createdAt: true },
  });
  const conflicts = await countMergeConflicts(merges.map((m) => m.id));
  const root = nodes.find((n) => n.parentId === null);
  return {
    ...conversationHeader(conversation, root),
    nodes: graphNodes(nodes),
    merges: merges.map((m) => {
      const counts = conflicts.get(m.id);
      return { ...m, createdAt: m.createdAt.toISOString(), ...(counts ? { conflicts: counts } : {}) };
    }),
  };
}

/** The columns of a node the tree reads, in the order of {@link nodeRowsOnly}'s arrays. */
type NodeTuple = [
  id: string,
  parentId: string | null,
  kind: string,
  status: string,
  title: string,
  inheritPolicy: string,
  branchPointItemId: string | null,
  sessionId: string | null,
  ownerId: string | null,
  createdAt: string,
  label: string | null,
  color: string | null,
  fanoutId: string | null,
  toolOutput: boolean | number | null,
];

/**
 * A conversation's nodes without counts, oldest first, as ONE row holding a JSON array of arrays:
 * at 100,000 nodes, 100,000 row objects from the driver and Prisma cost 0.35 s where the database
 * building the JSON and one JSON.parse take 0.14 s (bench/graph-server.ts). The same columns on
 * both databases; PostgreSQL's timestamps come without a zone (they are UTC).
 */
async function nodeRowsOnly(id: string): Promise<TreeNodeRow[]> {
  const db = getDb();
  const [row] =
    getDbKind() === "postgres"
      ? await db.$queryRaw<{ rows: string | null }[]>`
    SELECT CAST(json_agg(json_build_array(n."id", n."parentId", n."kind", n."status", n."title", n."inheritPolicy", n."branchPointItemId", n."sessionId", n."ownerId", n."createdAt", n."label", n."color", n."fanoutId", n."toolOutput") ORDER BY n."createdAt" ASC) AS TEXT) AS "rows"
    FROM "Node" n WHERE n."conversationId" = ${id}`
      : await db.$queryRaw<{ rows: string | null }[]>`
    SELECT json_group_array(json_array(n."id", n."parentId", n."kind", n."status", n."title", n."inheritPolicy", n."branchPointItemId", n."sessionId", n."ownerId", n."createdAt", n."label", n."color", n."fanoutId", n."toolOutput")) AS "rows"
    FROM (SELECT * FROM "Node" WHERE "conversationId" = ${id} ORDER BY "createdAt" ASC) n`;
  const tuples = (row?.rows ? JSON.parse(row.rows) : []) as NodeTuple[];
  const out: TreeNodeRow[] = new Array(tuples.length);
  for (let i = 0; i < tuples.length; i++) {
    const t = tuples[i];
    const at = t[9];
    out[i] = {
      id: t[0],
      parentId: t[1],
      kind: t[2] as TreeNodeRow["kind"],
      status: t[3] as TreeNodeRow["status"],
      title: t[4],
      inheritPolicy: t[5] as TreeNodeRow["inheritPolicy"],
      branchPointItemId: t[6],
      sessionId: t[7],
      ownerId: t[8],
      createdAt: at.endsWith("+00:00") ? `${at.slice(0, -6)}Z` : /(Z|[+-]\d\d:?\d\d)$/.test(at) ? at : `${at}Z`,
      label: t[10],
      color: t[11],
      fanoutId: t[12],
      toolOutput: Boolean(t[13]),
    };
  }
  return out;
}

/** The items a node's counts take (lib/tree/entries.ts isSaid), as the join's condition on `i` for node `n`. */
const countedItems = Prisma.sql`i."nodeId" = n."id" AND i."status" NOT IN ('streaming', 'error') AND (TRIM(i."content") <> '' OR i."refItemId" IS NOT NULL)`;

/** The window's tokens of a node's counted items: their tokens plus one role heading each. */
function countColumn(heading: Record<Role, number>): Prisma.Sql {
  return Prisma.sql`COALESCE(SUM(i."tokenCount" + CASE i."role" WHEN 'user' THEN CAST(${heading.user} AS INTEGER) WHEN 'assistant' THEN CAST(${heading.assistant} AS INTEGER) WHEN 'note' THEN CAST(${heading.note} AS INTEGER) ELSE 0 END), 0)`;
}

/** One node's counts, with what lib/views/tree-view needs to leave out another session's private asides. */
export interface NodeCountRow {
  id: string;
  parentId: string | null;
  kind: string;
  status: string;
  sessionId: string | null;
  ownerId: string | null;
  itemCount: number;
  tokenCount: number;
  /** Of those items, the images the node holds itself (its own and merged ones; inherited ones are its ancestors'). */
  imageCount: number;
  /** The first characters of the message the node branched from (null: none, or from the start). */
  branchText: string | null;
}

/** How much of a branch point's message the graph shows (its first words). */
const BRANCH_TEXT_CHARS = 80;

/**
 * Every node's message and token counts (the figures of getConversationGraphRows with `counts`),
 * read apart from the tree so that the tree's route answers without the join over every item.
 *
 * @throws AppError("not_found:conversation")
 */
export async function getConversationNodeCounts(id: string): Promise<NodeCountRow[]> {
  const db = getDb();
  const conversation = await db.conversation.findUnique({ where: { id }, select: { id: true } });
  if (!conversation)
    throw new AppError("not_found:conversation", "That conversation does not exist (it may have been deleted).");
  const rows = await db.$queryRaw<
    {
      id: string;
      parentId: string | null;
      kind: string;
      status: string;
      sessionId: string | null;
      ownerId: string | null;
      items: bigint | number;
      tokens: bigint | number | null;
      images: bigint | number;
    }[]
  >`
    SELECT n."id", n."parentId", n."kind", n."status", n."sessionId", n."ownerId", COUNT(i."id") AS "items", ${countColumn(roleHeadings())} AS "tokens", COUNT(i."mediaId") AS "images"
    FROM "Node" n LEFT JOIN "Item" i ON ${countedItems}
    WHERE n."conversationId" = ${id}
    GROUP BY n."id"
    ORDER BY n."createdAt" ASC`;
  // The branch points' first words: an inherited reference holds no text, its referenced item does.
  const branchTexts = await db.$queryRaw<{ id: string; text: string | null }[]>`
    SELECT n."id", SUBSTR(CASE WHEN bp."content" = '' AND ref."id" IS NOT NULL THEN ref."content" ELSE bp."content" END, 1, ${BRANCH_TEXT_CHARS}) AS "text"
    FROM "Node" n JOIN "Item" bp ON bp."id" = n."branchPointItemId" LEFT JOIN "Item" ref ON ref."id" = bp."refItemId"
    WHERE n."conversationId" = ${id}`;
  const branchText = new Map(branchTexts.map((b) => [b.id, b.text]));
  const out: NodeCountRow[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    out[i] = {
      id: r.id,
      parentId: r.parentId,
      kind: r.kind,
      status: r.status,
      sessionId: r.sessionId,
      ownerId: r.ownerId,
      itemCount: Number(r.items),
      tokenCount: Number(r.tokens ?? 0),
      imageCount: Number(r.images),
      branchText: branchText.get(r.id) || null,
    };
  }
  return out;
}

/** What one item's role heading adds to a window (`windowTokenTotal`), per role. */
function roleHeadings(): Record<Role, number> {
  const heading = (role: Role) => windowTokenTotal([{ role, count: 1, tokenCount: 0 }]);
  return Object.fromEntries(ROLES.map((role) => [role, heading(role)])) as Record<Role, number>;
}

/** An ISO time as toISOString writes it: kept as it is (100,000 Date objects are 0.1 s). */
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** The graph's node rows from the query's rows, in one plain loop (100,000 nodes: no spreads, no per-node arrays). */
function graphNodes(rows: TreeNodeRow[]): GraphNodeRow[] {
  const out: GraphNodeRow[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const n = rows[i];
    const node: GraphNodeRow = {
      id: n.id,
      parentId: n.parentId,
      kind: n.kind,
      status: n.status,
      title: n.title,
      branchPointItemId: n.branchPointItemId,
      inheritPolicy: n.inheritPolicy,
      itemCount: n.items === undefined ? null : Number(n.items),
      tokenCount: n.items === undefined ? null : Number(n.tokens ?? 0),
      createdAt:
        typeof n.createdAt !== "string"
          ? n.createdAt.toISOString()
          : ISO_UTC.test(n.createdAt)
            ? n.createdAt
            : new Date(n.createdAt).toISOString(),
      sessionId: n.sessionId,
      ownerId: n.ownerId,
      label: n.label,
      color: n.color,
    };
    // Only on fan-out branches: other nodes send exactly the fields they always did.
    if (n.fanoutId) node.fanoutId = n.fanoutId;
    // Only on tool asides (SQLite reads the boolean as 0 or 1).
    if (n.toolOutput) node.toolOutput = true;
    out[i] = node;
  }
  return out;
}

export async function renameConversation(id: string, title: string): Promise<void> {
  const found = await getDb().conversation.findUnique({ where: { id }, select: { id: true } });
  if (!found)
    throw new AppError("not_found:conversation", "That conversation does not exist (it may have been deleted).");
  // The root shares the conversation's title (see renameNode). Node rows before the conversation's,
  // the order every writer locks them in (lib/db/queries/live.ts): a turn in the root locks its node,
  // then the conversation for its live change.
  await getDb().$transaction([
    getDb().node.updateMany({ where: { conversationId: id, parentId: null }, data: { title } }),
    getDb().conversation.update({ where: { id }, data: { title } }),
  ]);
}

/**
 * Deletes a conversation with its nodes and items (cascade), refused while one of its nodes is
 * answering (no question is separated from its answer; the check and the delete are one transaction).
 *
 * @throws AppError not_found:conversation, conflict:node_answering
 */
export async function deleteConversation(id: string): Promise<void> {
  await transaction(async (tx) => {
    await assertScopeNotAnswering(tx, { conversationId: id });
    await detachNodes(tx, { conversationId: id });
    const { count } = await tx.conversation.deleteMany({ where: { id } });
    if (count === 0)
      throw new AppError("not_found:conversation", "That conversation does not exist (it may have been deleted).");
  }, DELETE_TX);
}

/** A delete may wait for a turn's short node lock, and a large cascade takes a while. */
const DELETE_TX = { maxWait: 10_000, timeout: 60_000 };

export const UNTITLED = "Untitled conversation";

/**
 * Names an untitled conversation (and its root) after its first message, so lists are readable.
 * Does nothing once the user or an earlier message has named it.
 */
export async function nameAfterFirstMessage(conversationId: string, rootNodeId: string, title: string): Promise<void> {
  const db = getDb();
  await db.conversation.updateMany({ where: { id: conversationId, title: UNTITLED }, data: { title } });
  await db.node.updateMany({ where: { id: rootNodeId, title: UNTITLED, parentId: null }, data: { title } });
}

export interface FoundNode {
  id: string;
  title: string;
  /** A few words of the matching message around the match. */
  snippet: string;
}

/**
 * Nodes of a conversation with a local message containing `q` (case-insensitive for ASCII, as
 * SQLite's LIKE): the graph's find box. Reads only; at most `limit` nodes, oldest first; none of
 * `hidden` (the nodes the reader may not see: lib/views/tree-view.ts `findNodes`).
 *
 * @throws AppError("not_found:conversation")
 */
export async function findNodesByText(
  conversationId: string,
  q: string,
  { limit = 8, hidden = new Set<string>() }: { limit?: number; hidden?: ReadonlySet<string> } = {},
): Promise<FoundNode[]> {
  const db = getDb();
  const found = await db.conversation.findUnique({ where: { id: conversationId }, select: { id: true } });
  if (!found)
    throw new AppError("not_found:conversation", "That conversation does not exist (it may have been deleted).");
  const rows = await db.item.findMany({
    where: {
      node: { conversationId, ...(hidden.size > 0 ? { id: { notIn: [...hidden] } } : {}) },
      origin: "local",
      content: { contains: q },
    },
    select: { content: true, node: { select: { id: true, title: true } } },
    orderBy: { createdAt: "asc" },
    take: limit * 4,
  });
  const out = new Map<string, FoundNode>();
  for (const row of rows) {
    if (out.has(row.node.id)) continue;
    const at = Math.max(0, row.content.toLowerCase().indexOf(q.toLowerCase()));
    const snippet = `${at > 20 ? "…" : ""}${row.content.slice(Math.max(0, at - 20), at + q.length + 30).trim()}`;
    out.set(row.node.id, { id: row.node.id, title: row.node.title, snippet });
    if (out.size >= limit) break;
  }
  return [...out.values()];
}

/** How many nodes a conversation has (every kind, asides included): what a load of its tree reads. */
export async function countConversationNodes(conversationId: string): Promise<number> {
  return getDb().node.count({ where: { conversationId } });
}
