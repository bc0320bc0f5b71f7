import "server-only";
import { randomBytes } from "node:crypto";

/**
 * A new row id in the form Prisma's `@default(cuid())` gives ("c" + 24 base-36 characters), for rows
 * inserted in bulk with `createMany` (which returns no ids): the caller knows each row's id up front.
 */
export function newRowId(): string {
  const alphabet = "0123456789abcdefghijklmnopqrstuvwxyz";
  return "c" + Array.from(randomBytes(24), (b) => alphabet[b % 36]).join("");
}

/**
 * `count` new row ids that sort (as strings) in the order given, and after the ids of earlier calls
 * in this process (to the millisecond): for rows read back `orderBy: { id: "asc" }` as "the order
 * they were found" (a merge's conflicts), inserted in bulk. Same form as {@link newRowId}: "c", the
 * time (8 base-36 digits), the index (5), then random characters.
 */
export function newOrderedRowIds(count: number): string[] {
  const time = Date.now().toString(36).padStart(8, "0");
  return Array.from({ length: count }, (_, i) => `c${time}${i.toString(36).padStart(5, "0")}${newRowId().slice(14)}`);
}
