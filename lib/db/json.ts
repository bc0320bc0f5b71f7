import type { Prisma } from "./generated/client";

/**
 * A value for a Json column. Prisma's input type wants an index signature, which our interfaces
 * (context reports, KT metadata) do not declare although they are plain JSON; this is the one cast.
 */
export function toJson(value: unknown): Prisma.InputJsonValue {
  return value as Prisma.InputJsonValue;
}

/** The strings of a Json column holding an id list; anything else reads as no ids. */
export function jsonIds(value: Prisma.JsonValue | null): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/**
 * A JSON column read by a raw query: text on SQLite, already parsed on PostgreSQL. Text that is not
 * JSON reads as null (a settings column written by hand reads as none rather than failing the read).
 */
export function rawJson(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}
