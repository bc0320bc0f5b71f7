import "server-only";
import { getDb, type Tx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/errors";
import type { NodeKind, NodeStatus } from "@/lib/shared/tree-types";
import type { NodeTarget } from "./fanouts";
import type { NodeRecord } from "./nodes";
import type { ProjectSettings } from "./projects";

/**
 * The reads of a chat turn (lib/chat/turn.ts) in as few statements as the turn needs: everything
 * before its transaction in one, the node's state under its lock in one.
 */

/** What a turn reads once before it writes: the node, its project, its own settings and what memory it has. */
export interface TurnStart {
  node: NodeRecord;
  project: ProjectSettings;
  /** The node's own model and system prompt (a fan-out branch's). */
  target: NodeTarget;
  /** The node's memory-tree row, or null (nothing was ever folded in this node). */
  memoryTreeId: string | null;
  /** False when no node of the conversation has a memory tree with a root: no ancestor can be recalled from. */
  conversationHasMemory: boolean;
}

type TurnStartRow = {
  id: string;
  conversationId: string;
  parentId: string | null;
  kind: NodeKind;
  status: NodeStatus;
  title: string;
  branchPointItemId: string | null;
  inheritPolicy: string;
  sessionId: string | null;
  updatedAt: Date | string | number;
  fanoutId: string | null;
  nodeModel: string | null;
  nodeSystemPrompt: string | null;
  projectId: string;
  projectName: string;
  projectSystemPrompt: string;
  projectModel: string;
  contextBudget: number | bigint;
  volatileResolution: string;
  volatileAfterMinutes: number | bigint;
  memoryTreeId: string | null;
  conversationHasMemory: number | bigint | boolean;
};

/**
 * A turn's node with its project, its own settings and its memory's presence, in one statement
 * (the same text on SQLite and PostgreSQL).
 *
 * @throws AppError not_found:node
 */
export async function readTurnStart(nodeId: string, tx: Tx = getDb()): Promise<TurnStart> {
  const [row] = await tx.$queryRaw<TurnStartRow[]>`
    SELECT n."id", n."conversationId", n."parentId", n."kind", n."status", n."title", n."branchPointItemId",
      n."inheritPolicy", n."sessionId", n."updatedAt", n."fanoutId", n."model" AS "nodeModel",
      n."systemPrompt" AS "nodeSystemPrompt", p."id" AS "projectId", p."name" AS "projectName",
      p."systemPrompt" AS "projectSystemPrompt", p."model" AS "projectModel", p."contextBudget",
      p."volatileResolution", p."volatileAfterMinutes", kt."id" AS "memoryTreeId",
      EXISTS (
        SELECT 1 FROM "KnowledgeTree" k JOIN "Node" o ON o."id" = k."ownerNodeId"
        WHERE o."conversationId" = n."conversationId" AND k."rootId" IS NOT NULL
      ) AS "conversationHasMemory"
    FROM "Node" n
    JOIN "Conversation" c ON c."id" = n."conversationId"
    JOIN "Project" p ON p."id" = c."projectId"
    LEFT JOIN "KnowledgeTree" kt ON kt."ownerNodeId" = n."id"
    WHERE n."id" = ${nodeId}`;
  if (!row) throw new AppError("not_found:node", "That conversation node does not exist (it may have been purged).");
  return {
    node: {
      id: row.id,
      parentId: row.parentId,
      kind: row.kind,
      status: row.status,
      title: row.title,
      branchPointItemId: row.branchPointItemId,
      inheritPolicy: row.inheritPolicy,
      sessionId: row.sessionId,
      updatedAt: new Date(row.updatedAt).toISOString(),
      conversationId: row.conversationId,
      projectId: row.projectId,
    },
    project: {
      id: row.projectId,
      name: row.projectName,
      systemPrompt: row.projectSystemPrompt,
      model: row.projectModel,
      contextBudget: Number(row.contextBudget),
      volatileResolution: row.volatileResolution as ProjectSettings["volatileResolution"],
      volatileAfterMinutes: Number(row.volatileAfterMinutes),
    },
    target: { fanoutId: row.fanoutId, model: row.nodeModel, systemPrompt: row.nodeSystemPrompt },
    memoryTreeId: row.memoryTreeId,
    conversationHasMemory: Boolean(Number(row.conversationHasMemory)),
  };
}

/** What may have changed about a node between the turn's first read and its lock. */
export type LockedNodeState = Pick<NodeRecord, "status" | "kind" | "sessionId" | "parentId">;

/**
 * Takes the node's write lock in the caller's transaction (as `lockNodeForWrite`: an UPDATE) and
 * returns its state at that moment, in one statement: the turn checks it may still write there.
 *
 * @throws AppError not_found:node (purged meanwhile)
 */
export async function lockNodeReading(
  tx: Tx,
  nodeId: string,
  { adding = false }: { adding?: boolean } = {},
): Promise<LockedNodeState> {
  // `adding`: the turn appends its rows, counted in Node.revision (merge Undo's order) by this statement.
  const set = adding ? Prisma.sql`"revision" = "revision" + 1` : Prisma.sql`"updatedAt" = "updatedAt"`;
  const [row] = await tx.$queryRaw<LockedNodeState[]>`
    UPDATE "Node" SET ${set} WHERE "id" = ${nodeId}
    RETURNING "status", "kind", "sessionId", "parentId"`;
  if (!row) throw new AppError("not_found:node", "That conversation node does not exist (it may have been purged).");
  return row;
}
