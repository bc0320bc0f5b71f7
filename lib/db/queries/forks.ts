import "server-only";
import { getDb } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";

/**
 * The reads behind a node's fork switchers (lib/chat/forks.ts): which children continue a node, and
 * where each continuation starts.
 */

/** A child node as the fork switchers see it. */
export interface ForkChild {
  id: string;
  parentId: string | null;
  title: string;
  kind: string;
  inheritPolicy: string;
  branchPointItemId: string | null;
  createdAt: Date;
}

/** The children of `parentIds` that are not volatile asides, oldest first. */
export async function listNonAsideChildren(parentIds: string[]): Promise<ForkChild[]> {
  return getDb().node.findMany({
    where: { parentId: { in: parentIds }, kind: { not: "volatile" } },
    orderBy: { createdAt: "asc" },
    select: {
      id: true,
      parentId: true,
      title: true,
      kind: true,
      inheritPolicy: true,
      branchPointItemId: true,
      createdAt: true,
    },
  });
}

/** A node's id and title; null when it does not exist. */
export async function findNodeTitle(nodeId: string): Promise<{ id: string; title: string } | null> {
  return getDb().node.findUnique({ where: { id: nodeId }, select: { id: true, title: true } });
}

/**
 * The first item that is not an inherited reference of each non-aside child of `parentIds`, by child
 * id (a child without one has no entry). Asked by parent, not by a list of child ids: a node with
 * thousands of children (an import with many regenerations) passed the database's parameter limit
 * (lib/db/in-list.ts). One row per child, by the (nodeId, position) index; `parentIds` is a node
 * and its parent.
 */
export async function firstOwnItemIdsOfChildren(parentIds: string[]): Promise<Map<string, string>> {
  if (parentIds.length === 0) return new Map();
  const rows = await getDb().$queryRaw<{ id: string; nodeId: string }[]>`
    SELECT i."id", i."nodeId" FROM "Item" i JOIN "Node" n ON n."id" = i."nodeId"
    WHERE n."parentId" IN (${Prisma.join(parentIds)}) AND n."kind" <> 'volatile' AND i."origin" <> 'inherited'
      AND i."position" = (SELECT MIN(j."position") FROM "Item" j WHERE j."nodeId" = i."nodeId" AND j."origin" <> 'inherited')`;
  return new Map(rows.map((r) => [r.nodeId, r.id]));
}

/**
 * The id of `nodeId`'s item right after `afterItemId` (its first item when that is null); null when
 * there is none, or when `afterItemId` is not an item of `nodeId`.
 */
export async function itemAfter(nodeId: string, afterItemId: string | null): Promise<string | null> {
  const db = getDb();
  const point = afterItemId
    ? await db.item.findUnique({ where: { id: afterItemId }, select: { position: true, nodeId: true } })
    : null;
  if (afterItemId && (!point || point.nodeId !== nodeId)) return null;
  const next = await db.item.findFirst({
    where: { nodeId, ...(point ? { position: { gt: point.position } } : {}) },
    orderBy: { position: "asc" },
    select: { id: true },
  });
  return next?.id ?? null;
}
