import type { Viewer } from "@/lib/auth/types";
import { createApiToken, revokeApiToken } from "@/lib/auth/tokens";
import { getDb } from "@/lib/db/client";

/** The API tokens the guard tables try every route and MCP tool with. */
export interface TestTokens {
  /** The owner's, all projects, read and write. */
  write: string;
  /** The owner's, all projects, read only. */
  read: string;
  /** The owner's, read only, limited to `projectId`. */
  project: string;
  /** The stranger's (a member of nothing), read and write. */
  stranger: string;
  /** The owner's, limited to another project the owner has. */
  elsewhere: string;
  /** The owner's, revoked. */
  revoked: string;
  /** The owner's, past its expiry. */
  expired: string;
}

/**
 * One token of each kind the guard must tell apart, for `owner` (who owns `projectId`) and a
 * `stranger`: made through lib/auth/tokens as the Account page makes them (another project is
 * created for the `elsewhere` token).
 */
export async function createTestTokens(owner: Viewer, stranger: Viewer, projectId: string): Promise<TestTokens> {
  const other = await getDb().project.create({ data: { name: "Elsewhere", ownerId: owner.userId } });
  await getDb().membership.create({ data: { projectId: other.id, userId: owner.userId, role: "owner" } });
  const make = (who: Viewer, scope: "read" | "write", only: string | null = null) =>
    createApiToken(who, { name: "test", scope, projectId: only, expiresInDays: 30 });
  const revoked = await make(owner, "write");
  await revokeApiToken(owner, revoked.id);
  const expired = await make(owner, "write");
  await getDb().apiToken.update({ where: { id: expired.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
  return {
    write: (await make(owner, "write")).token,
    read: (await make(owner, "read")).token,
    project: (await make(owner, "read", projectId)).token,
    stranger: (await make(stranger, "write")).token,
    elsewhere: (await make(owner, "write", other.id)).token,
    revoked: revoked.token,
    expired: expired.token,
  };
}
