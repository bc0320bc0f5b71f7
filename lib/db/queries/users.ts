import "server-only";
import { randomUUID } from "node:crypto";
import { getDb, transaction } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";

/** What the account queries include: each login method's provider and password hash (null for OAuth). */
const WITH_ACCOUNTS = { accounts: { select: { providerId: true, password: true } } } as const;

/** How many accounts the instance has. */
export async function countUsers(): Promise<number> {
  return getDb().user.count();
}

/** The account with this (already normalised) email, with its login methods; null when there is none. */
export async function findUserByEmail(email: string) {
  return getDb().user.findUnique({ where: { email }, include: WITH_ACCOUNTS });
}

/** Every account with its login methods, oldest first. */
export async function listUsersWithAccounts() {
  return getDb().user.findMany({ orderBy: { createdAt: "asc" }, include: WITH_ACCOUNTS });
}

/** The email of the oldest enabled admin, or null. */
export async function findOldestAdminEmail(): Promise<string | null> {
  const admin = await getDb().user.findFirst({
    where: { role: "admin", disabled: false },
    orderBy: { createdAt: "asc" },
    select: { email: true },
  });
  return admin?.email ?? null;
}

/** Whether the account is disabled; null when there is no such account. */
export async function findUserDisabled(userId: string): Promise<boolean | null> {
  const user = await getDb().user.findUnique({ where: { id: userId }, select: { disabled: true } });
  return user ? user.disabled : null;
}

/**
 * Inserts an account, with a credential login when `passwordHash` is given.
 * @throws Prisma's unique violation when the email is taken
 */
export async function insertUser(input: {
  id: string;
  email: string;
  name: string;
  role: "admin" | "user";
  passwordHash: string | null;
}): Promise<void> {
  const { id, email, name, role, passwordHash } = input;
  await getDb().user.create({
    data: {
      id,
      email,
      name,
      role,
      accounts: passwordHash
        ? { create: { id: randomUUID(), accountId: id, providerId: "credential", password: passwordHash } }
        : undefined,
    },
  });
}

/** Sets the password hash of the user's credential login, creating that login when it has none. */
export async function setCredentialPassword(userId: string, passwordHash: string): Promise<void> {
  const db = getDb();
  const existing = await db.account.findFirst({ where: { userId, providerId: "credential" } });
  if (existing) await db.account.update({ where: { id: existing.id }, data: { password: passwordHash } });
  else
    await db.account.create({
      data: { id: randomUUID(), accountId: userId, providerId: "credential", userId, password: passwordHash },
    });
}

/** Deletes every session of the user; returns how many there were. */
export async function deleteSessionsOf(userId: string): Promise<number> {
  return (await getDb().session.deleteMany({ where: { userId } })).count;
}

/** Sets the account's disabled flag; disabling also deletes its sessions, in the same transaction. */
export async function updateUserDisabled(userId: string, disabled: boolean): Promise<void> {
  const db = getDb();
  await db.$transaction([
    db.user.update({ where: { id: userId }, data: { disabled } }),
    ...(disabled ? [db.session.deleteMany({ where: { userId } })] : []),
  ]);
}

/**
 * Tries to take the first-admin claim, a Lease row under `key` held by `email` until `now + ttlMs`,
 * after deleting an expired one. Returns the claim's holder afterwards: `email` when this call took
 * it, another email when someone else holds it (a concurrent insert lost on the primary key), or
 * null when the claim vanished meanwhile.
 */
export async function takeFirstAdminClaim(
  key: string,
  email: string,
  now: Date,
  ttlMs: number,
): Promise<string | null> {
  const db = getDb();
  await db.lease.deleteMany({ where: { key, expiresAt: { lt: now } } });
  try {
    await db.lease.create({ data: { key, holder: email, expiresAt: new Date(now.getTime() + ttlMs) } });
    return email;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return (await db.lease.findUnique({ where: { key } }))?.holder ?? null;
  }
}

/** Sets the account's role (admin or user). */
export async function updateUserRole(userId: string, role: "admin" | "user"): Promise<void> {
  await getDb().user.update({ where: { id: userId }, data: { role } });
}

/** How many enabled admins the instance has. */
export async function countEnabledAdmins(): Promise<number> {
  return getDb().user.count({ where: { role: "admin", disabled: false } });
}

/**
 * Deletes an account in one transaction, its projects kept: each project it owns passes to `heirId`
 * (owner of the row and an owner membership), then the account goes with what belongs to it alone
 * (sessions, logins, memberships, the share links it made, its API tokens: cascades). Returns how
 * many projects changed hands.
 */
export async function deleteUserKeepingProjects(userId: string, heirId: string): Promise<number> {
  return transaction(async (tx) => {
    const owned = await tx.project.findMany({ where: { ownerId: userId }, select: { id: true } });
    for (const { id } of owned) {
      await tx.project.update({ where: { id }, data: { ownerId: heirId } });
      await tx.membership.upsert({
        where: { projectId_userId: { projectId: id, userId: heirId } },
        create: { projectId: id, userId: heirId, role: "owner" },
        update: { role: "owner" },
      });
    }
    await tx.user.delete({ where: { id: userId } });
    return owned.length;
  });
}
