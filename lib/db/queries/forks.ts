import "server-only";
import { getDb } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { chunked } from "@/lib/db/in-list";

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
}

/**
 * The children of `parentIds` (a node and its parent) that are not volatile asides, oldest first.
 * One raw query: a fan-out of thousands read through the model's mapping took 40-200 ms.
 */
export async function listNonAsideChildren(parentIds: string[]): Promise<ForkChild[]> {
  if (parentIds.length === 0) return [];
  return getDb().$queryRaw<ForkChild[]>`
    SELECT n."id", n."parentId", n."title", n."kind", n."inheritPolicy", n."branchPointItemId" FROM "Node" n
    WHERE n."parentId" IN (${Prisma.join(parentIds)}) AND n."kind" <> 'volatile'
    ORDER BY n."createdAt" ASC, n."id" ASC`;
}

/** A node's id and title; null when it does not exist. */
export async function findNodeTitle(nodeId: string): Promise<{ id: string; title: string } | null> {
  return getDb().node.findUnique({ where: { id: nodeId }, select: { id: true, title: true } });
}

/**
 * The first item that is not an inherited reference of each of `nodeIds`, by node id (a node
 * without one has no entry). For the fork options a chat shows (a few dozen at most,
 * lib/chat/forks.ts), never a whole fan-out: one row per node, by the (nodeId, position) index.
 */
export async function firstOwnItemIds(nodeIds: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const ids of chunked(nodeIds)) {
    const rows = await getDb().$queryRaw<{ id: string; nodeId: string }[]>`
      SELECT i."id", i."nodeId" FROM "Item" i
      WHERE i."nodeId" IN (${Prisma.join(ids)}) AND i."origin" <> 'inherited'
        AND i."position" = (SELECT MIN(j."position") FROM "Item" j WHERE j."nodeId" = i."nodeId" AND j."origin" <> 'inherited')`;
    for (const r of rows) out.set(r.nodeId, r.id);
  }
  return out;
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
