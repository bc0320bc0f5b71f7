/**
 * Lists of ids bound into one query, in pieces the database accepts. Prisma refuses a query whose
 * bound parameters pass the engine's limit ("The query parameter limit supported by your database
 * is exceeded"): 999 on SQLite, 32,767 on PostgreSQL, and it splits a long `in` list itself only for
 * a plain `findMany` (not with `orderBy`, `take`, `count`, `updateMany` or `deleteMany`). Every query
 * whose list grows with the data (a subtree, a fan-out, a chain of ancestors) goes through here.
 */

/** Ids per query: well under SQLite's 999, with room for the query's other parameters. */
export const IN_LIST_CHUNK = 500;

/**
 * `list` in consecutive pieces of at most `size` (none for an empty list).
 *
 * @example
 * for (const ids of chunked(nodeIds)) await tx.item.updateMany({ where: { nodeId: { in: ids } }, data });
 */
export function chunked<T>(list: readonly T[], size = IN_LIST_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}
