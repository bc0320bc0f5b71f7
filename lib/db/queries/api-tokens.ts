import "server-only";
import { getDb } from "@/lib/db/client";

/** What a token row shows in lists (never its hash). */
const LISTED = {
  id: true,
  name: true,
  prefix: true,
  scope: true,
  projectId: true,
  project: { select: { name: true } },
  expiresAt: true,
  lastUsedAt: true,
  revokedAt: true,
  createdAt: true,
  user: { select: { id: true, email: true } },
} as const;

/** Inserts a token row (the hash of the token, never the token). */
export async function insertApiToken(input: {
  userId: string;
  name: string;
  prefix: string;
  tokenHash: string;
  scope: "read" | "write";
  projectId: string | null;
  expiresAt: Date | null;
}) {
  return getDb().apiToken.create({ data: input, select: LISTED });
}

/** The token with this hash and its user (for authentication), or null. */
export async function findApiTokenByHash(tokenHash: string) {
  return getDb().apiToken.findUnique({
    where: { tokenHash },
    select: {
      id: true,
      scope: true,
      projectId: true,
      expiresAt: true,
      revokedAt: true,
      user: { select: { id: true, email: true, name: true, role: true, disabled: true } },
    },
  });
}

/** Tokens, newest first: one user's (`userId`), or every user's (admins). */
export async function listApiTokens(userId: string | null, take = 500) {
  return getDb().apiToken.findMany({
    where: userId ? { userId } : {},
    orderBy: { createdAt: "desc" },
    take,
    select: LISTED,
  });
}

/** One token's owner, or null when there is no such token. */
export async function findApiTokenOwner(id: string): Promise<string | null> {
  return (await getDb().apiToken.findUnique({ where: { id }, select: { userId: true } }))?.userId ?? null;
}

/** Revokes the token at `at` unless it already is; returns how many rows changed (0 or 1). */
export async function revokeApiTokenRow(id: string, at: Date): Promise<number> {
  return (await getDb().apiToken.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: at } })).count;
}

/** Sets lastUsedAt to `now` unless it was set after `since` (at most one write per interval). */
export async function touchApiToken(id: string, now: Date, since: Date): Promise<void> {
  await getDb().apiToken.updateMany({
    where: { id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: since } }] },
    data: { lastUsedAt: now },
  });
}
