import "server-only";
import { getDb, type Tx } from "@/lib/db/client";
import { rawJson } from "@/lib/db/json";
import { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/errors";
import type { NodeKind, NodeStatus } from "@/lib/shared/tree-types";
import type { NodeTarget } from "./fanouts";
import type { NodeRecord } from "./nodes";
import type { ProjectSettings } from "./projects";
import type { NodeParams } from "./node-params";
import type { InstanceModelSettings } from "./connections";
import type { ProjectToolRow } from "./mcp-servers";

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
  /** The node's own model and parameters (null: the project's). */
  params: NodeParams;
  /** The instance's model settings (their version tells whether this process's connections are current). */
  instance: InstanceModelSettings;
  /** The project's tool settings as stored. */
  tools: ProjectToolRow;
  /** The owner of the open aside the node is in (itself or an ancestor; "*": an aside without owner), or null. */
  asideOwner: string | null;
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
  projectTemperature: number | null;
  projectMaxOutputTokens: number | bigint | null;
  projectTaskModel: string | null;
  contextBudget: number | bigint;
  volatileResolution: string;
  volatileAfterMinutes: number | bigint;
  memoryTreeId: string | null;
  conversationHasMemory: number | bigint | boolean;
  nodeTemperature: number | null;
  nodeMaxOutputTokens: number | bigint | null;
  toolServers: unknown;
  toolApproval: string;
  toolAsideTokens: number | bigint;
  connectionsVersion: number | bigint | null;
  taskModel: string | null;
  userKeys: number | bigint | boolean | null;
  asideOwner: string | null;
};

/**
 * A turn's node with its project, its own settings and its memory's presence, the instance's model
 * settings, the project's tool settings and the open aside it is in, in one statement (the same
 * text on SQLite and PostgreSQL).
 *
 * @throws AppError not_found:node
 */
export async function readTurnStart(nodeId: string, tx: Tx = getDb()): Promise<TurnStart> {
  const [row] = await tx.$queryRaw<TurnStartRow[]>`
    SELECT n."id", n."conversationId", n."parentId", n."kind", n."status", n."title", n."branchPointItemId",
      n."inheritPolicy", n."sessionId", n."updatedAt", n."fanoutId", n."model" AS "nodeModel",
      n."systemPrompt" AS "nodeSystemPrompt", p."id" AS "projectId", p."name" AS "projectName",
      p."systemPrompt" AS "projectSystemPrompt", p."model" AS "projectModel", p."contextBudget",
      p."temperature" AS "projectTemperature", p."maxOutputTokens" AS "projectMaxOutputTokens",
      p."taskModel" AS "projectTaskModel",
      p."volatileResolution", p."volatileAfterMinutes", kt."id" AS "memoryTreeId",
      EXISTS (
        SELECT 1 FROM "KnowledgeTree" k JOIN "Node" o ON o."id" = k."ownerNodeId"
        WHERE o."conversationId" = n."conversationId" AND k."rootId" IS NOT NULL
      ) AS "conversationHasMemory",
      n."temperature" AS "nodeTemperature", n."maxOutputTokens" AS "nodeMaxOutputTokens",
      p."toolServers", p."toolApproval", p."toolAsideTokens",
      s."connectionsVersion", s."taskModel", s."userKeys",
      (
        WITH RECURSIVE up(id, "parentId", kind, status, "ownerId") AS (
          SELECT id, "parentId", kind, status, "ownerId" FROM "Node" WHERE id = ${nodeId}
          UNION ALL
          SELECT a.id, a."parentId", a.kind, a.status, a."ownerId" FROM "Node" a JOIN up ON a.id = up."parentId"
        )
        SELECT COALESCE("ownerId", '*') FROM up WHERE kind = 'volatile' AND status = 'open' LIMIT 1
      ) AS "asideOwner"
    FROM "Node" n
    JOIN "Conversation" c ON c."id" = n."conversationId"
    JOIN "Project" p ON p."id" = c."projectId"
    LEFT JOIN "KnowledgeTree" kt ON kt."ownerNodeId" = n."id"
    LEFT JOIN "InstanceSettings" s ON s."id" = 'instance'
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
      temperature: row.projectTemperature === null ? null : Number(row.projectTemperature),
      maxOutputTokens: row.projectMaxOutputTokens === null ? null : Number(row.projectMaxOutputTokens),
      taskModel: row.projectTaskModel,
      contextBudget: Number(row.contextBudget),
      volatileResolution: row.volatileResolution as ProjectSettings["volatileResolution"],
      volatileAfterMinutes: Number(row.volatileAfterMinutes),
    },
    target: { fanoutId: row.fanoutId, model: row.nodeModel, systemPrompt: row.nodeSystemPrompt },
    memoryTreeId: row.memoryTreeId,
    conversationHasMemory: Boolean(Number(row.conversationHasMemory)),
    params: {
      model: row.nodeModel,
      systemPrompt: row.nodeSystemPrompt,
      temperature: row.nodeTemperature === null ? null : Number(row.nodeTemperature),
      maxOutputTokens: row.nodeMaxOutputTokens === null ? null : Number(row.nodeMaxOutputTokens),
    },
    // No settings row yet: what `instanceModelSettings` answers then.
    instance: {
      connectionsVersion: Number(row.connectionsVersion ?? 0),
      taskModel: row.taskModel,
      userKeys: Boolean(Number(row.userKeys ?? 0)),
    },
    tools: {
      toolServers: rawJson(row.toolServers),
      toolApproval: row.toolApproval,
      toolAsideTokens: Number(row.toolAsideTokens),
    },
    asideOwner: row.asideOwner,
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
