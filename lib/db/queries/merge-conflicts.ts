import "server-only";
import { chunked, IN_LIST_CHUNK } from "@/lib/db/in-list";
import { getDb, type Tx } from "@/lib/db/client";
import { insertRows, type Column } from "@/lib/db/bulk-insert";
import { newOrderedRowIds } from "@/lib/db/ids";
import { Prisma } from "@/lib/db/generated/client";

/** A merge conflict's settlement as stored (Prisma enum names). */
export type StoredResolution = "keep_parent" | "take_branch" | "both";

export interface NewMergeConflict {
  about: string;
  branchItemId: string;
  branchText: string;
  parentItemId: string;
  parentText: string;
  resolution: StoredResolution | null;
}

const CONFLICT_COLUMNS: Column[] = [
  { name: "id" },
  { name: "mergeEventId" },
  { name: "about" },
  { name: "branchItemId" },
  { name: "branchText" },
  { name: "parentItemId" },
  { name: "parentText" },
  { name: "resolution", pg: '"ConflictResolution"' },
];

/**
 * Records the conflicts a merge found and the choice made for each (null: unresolved), in bulk
 * (lib/db/bulk-insert.ts) with ids in the order found: a long tool result can bring thousands, and
 * Prisma's `createMany` took about a millisecond a row inside the merge's transaction.
 */
export async function insertMergeConflicts(tx: Tx, mergeEventId: string, rows: NewMergeConflict[]): Promise<void> {
  if (rows.length === 0) return;
  const ids = newOrderedRowIds(rows.length);
  await insertRows(
    tx,
    "MergeConflict",
    CONFLICT_COLUMNS,
    rows.map((r, i) => [
      ids[i]!,
      mergeEventId,
      r.about,
      r.branchItemId,
      r.branchText,
      r.parentItemId,
      r.parentText,
      r.resolution,
    ]),
  );
}

/** Per merge event: how many conflicts it recorded and how many were left unresolved. */
export async function countMergeConflicts(
  mergeEventIds: string[],
  tx: Tx = getDb(),
): Promise<Map<string, { total: number; unresolved: number }>> {
  const out = new Map<string, { total: number; unresolved: number }>();
  if (mergeEventIds.length === 0) return out;
  const rows = await tx.mergeConflict.findMany({
    where: { mergeEventId: { in: mergeEventIds } },
    select: { mergeEventId: true, resolution: true },
  });
  for (const r of rows) {
    const entry = out.get(r.mergeEventId) ?? { total: 0, unresolved: 0 };
    entry.total++;
    if (r.resolution === null) entry.unresolved++;
    out.set(r.mergeEventId, entry);
  }
  return out;
}

/** The conflicts of several merges (a window's merged entries), in the order they were found. */
export async function listConflictsOfMerges(mergeEventIds: string[], tx: Tx = getDb()) {
  if (mergeEventIds.length === 0) return [];
  return tx.mergeConflict.findMany({
    where: { mergeEventId: { in: mergeEventIds } },
    orderBy: { id: "asc" },
    select: { mergeEventId: true, about: true, branchText: true, parentText: true, resolution: true },
  });
}

/** A merge's conflicts, in the order they were found. */
export async function listMergeConflicts(mergeEventId: string, tx: Tx = getDb()) {
  return tx.mergeConflict.findMany({
    where: { mergeEventId },
    orderBy: { id: "asc" },
    select: {
      id: true,
      about: true,
      branchItemId: true,
      branchText: true,
      parentItemId: true,
      parentText: true,
      resolution: true,
    },
  });
}

type OverrulingRow = {
  id: string;
  resolution: StoredResolution;
  branchText: string;
  parentText: string;
  parentItemId: string;
  /** A keep-parent conflict's item the merge brought up (one row each); null for take-branch. */
  itemId: string | null;
};

/**
 * The settled conflicts (kept the parent's, took the branch's) of merges not undone that overrule
 * one of `itemIds`: a parent item whose value the branch's replaced, or an item a merge brought up
 * whose value the parent's kept. Each with the statement that won and the items it overrules.
 */
export async function listOverruling(
  itemIds: string[],
  tx: Tx = getDb(),
): Promise<{ winner: string; itemIds: string[] }[]> {
  // One raw statement per piece (a turn's window reads it before its first token); the list is
  // bound twice: pieces of half the usual size (SQLite takes 999).
  const found = new Map<string, { winner: string; itemIds: Set<string> }>();
  for (const ids of chunked([...new Set(itemIds)], Math.floor(IN_LIST_CHUNK / 2))) {
    const list = Prisma.join(ids);
    // From the listed ids by index: the parent items a take-branch conflict names, and the items a
    // keep-parent merge brought up (by their merge event).
    const rows = await tx.$queryRaw<OverrulingRow[]>`
      SELECT c."id", c."resolution", c."branchText", c."parentText", c."parentItemId", CAST(NULL AS TEXT) AS "itemId"
      FROM "MergeConflict" c
      JOIN "MergeEvent" e ON e."id" = c."mergeEventId" AND e."undoneAt" IS NULL
      WHERE c."resolution" = 'take_branch' AND c."parentItemId" IN (${list})
      UNION ALL
      SELECT c."id", c."resolution", c."branchText", c."parentText", c."parentItemId", i."id" AS "itemId"
      FROM "Item" i
      JOIN "MergeEvent" e ON e."id" = i."mergeEventId" AND e."undoneAt" IS NULL
      JOIN "MergeConflict" c ON c."mergeEventId" = e."id" AND c."resolution" = 'keep_parent'
      WHERE i."id" IN (${list})`;
    for (const r of rows) {
      const entry = found.get(r.id) ?? {
        winner: r.resolution === "take_branch" ? r.branchText : r.parentText,
        itemIds: new Set<string>(),
      };
      entry.itemIds.add(r.resolution === "take_branch" ? r.parentItemId : r.itemId!);
      found.set(r.id, entry);
    }
  }
  // In the conflicts' order (ids), as one query would have listed them.
  return [...found.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, e]) => ({ winner: e.winner, itemIds: [...e.itemIds] }));
}
