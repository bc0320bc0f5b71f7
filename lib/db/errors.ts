/** True for Prisma's "unique constraint failed" (P2002), on SQLite and PostgreSQL alike. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}
