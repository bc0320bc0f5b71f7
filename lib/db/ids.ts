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
