import "server-only";
import { randomInt, randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { findInstanceSettings, setSignupModeSetting } from "@/lib/db/queries/instance-settings";
import { adoptOwnerlessProjects } from "@/lib/db/queries/memberships";
import {
  countEnabledAdmins,
  countUsers,
  deleteSessionsOf,
  deleteUserKeepingProjects,
  findOldestAdminEmail,
  findUserByEmail,
  insertUser,
  listUsersWithAccounts,
  setCredentialPassword,
  takeFirstAdminClaim,
  updateUserDisabled,
  updateUserRole,
} from "@/lib/db/queries/users";
import { AppError } from "@/lib/errors";
import type { Viewer } from "./types";

export type SignupMode = "open" | "invite" | "closed";
export const SIGNUP_MODES: SignupMode[] = ["open", "invite", "closed"];

export interface UserSummary {
  id: string;
  email: string;
  name: string;
  role: "admin" | "user";
  disabled: boolean;
  hasPassword: boolean;
  createdAt: string;
}

/** Whether the instance has no account yet (the next one will be the admin). Reads only. */
export async function isFirstAccount(): Promise<boolean> {
  return (await countUsers()) === 0;
}

const FIRST_ADMIN_CLAIM = "instance:first-admin";
/** How long an unused first-admin claim holds (its account's creation failed). */
const FIRST_ADMIN_CLAIM_MS = 60_000;

/**
 * The role of an account about to be created for `email`: "admin" for the instance's first account,
 * else "user". Decided by a claim row (the Lease table's primary key), not by counting alone: two
 * sign-ups racing on an empty instance both count zero, but only one can insert the claim. A claim
 * whose account never appeared expires, so a failed first sign-up does not leave the instance
 * without an admin.
 */
export async function firstUserRole(email: string): Promise<"admin" | "user"> {
  if (!(await isFirstAccount())) return "user";
  const holder = await takeFirstAdminClaim(FIRST_ADMIN_CLAIM, email, new Date(), FIRST_ADMIN_CLAIM_MS);
  return holder === email ? "admin" : "user";
}

/** Projects created before accounts existed (no owner) go to the first admin. */
export async function adoptOrphanProjects(userId: string): Promise<number> {
  return adoptOwnerlessProjects(userId);
}

export async function getSignupMode(): Promise<SignupMode> {
  const row = await findInstanceSettings();
  return (row?.signupMode as SignupMode | undefined) ?? "open";
}

export async function setSignupMode(mode: SignupMode): Promise<SignupMode> {
  await setSignupModeSetting(mode);
  return mode;
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Creates an account directly (command line, admin page, tests): the first account is always the
 * admin; `password` may be omitted for a local account that cannot sign in on the web yet.
 *
 * @throws AppError conflict:email
 */
export async function createUser(input: {
  email: string;
  password?: string;
  name?: string;
  admin?: boolean;
}): Promise<UserSummary> {
  const email = normaliseEmail(input.email);
  if (await findUserByEmail(email)) throw new AppError("conflict:email", `There is already an account for ${email}.`);
  const role = input.admin || (await firstUserRole(email)) === "admin" ? "admin" : "user";
  const id = randomUUID();
  const hash = input.password ? await hashPassword(input.password) : null;
  await insertUser({ id, email, name: input.name ?? email.split("@")[0] ?? email, role, passwordHash: hash });
  if (role === "admin") await adoptOrphanProjects(id);
  return getUserByEmail(email);
}

/** Sets (or first gives) an account's password; the account's sessions end. */
export async function setPassword(email: string, password: string): Promise<UserSummary> {
  const user = await getUserByEmail(email);
  await setCredentialPassword(user.id, await hashPassword(password));
  await deleteSessionsOf(user.id);
  return getUserByEmail(email);
}

/** Disables (or enables) an account; disabling ends all of its sessions at once. */
export async function setUserDisabled(email: string, disabled: boolean): Promise<UserSummary> {
  const user = await getUserByEmail(email);
  if (disabled) await keepAnAdmin(user);
  await updateUserDisabled(user.id, disabled);
  return getUserByEmail(email);
}

/** Letters and digits that cannot be mistaken for one another when read aloud or copied by hand. */
const TEMPORARY_ALPHABET = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A temporary password: 16 characters of `TEMPORARY_ALPHABET` (about 93 bits), from the system's CSPRNG. */
export function temporaryPassword(): string {
  return Array.from({ length: 16 }, () => TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)]).join("");
}

/** An account and the temporary password it was given: shown once to the admin, never stored in clear. */
export interface IssuedPassword {
  user: UserSummary;
  temporaryPassword: string;
}

/**
 * Invites a person: creates their account with a temporary password, which the admin hands over
 * (no e-mail is sent); they sign in with it and choose their own on the account page.
 *
 * @throws AppError conflict:email
 */
export async function inviteUser(input: { email: string; role: "admin" | "user" }): Promise<IssuedPassword> {
  const password = temporaryPassword();
  const user = await createUser({ email: input.email, password, admin: input.role === "admin" });
  return { user, temporaryPassword: password };
}

/** Resets an account's password to a new temporary one; its sessions end. */
export async function resetPassword(email: string): Promise<IssuedPassword> {
  const password = temporaryPassword();
  const user = await setPassword(email, password);
  return { user, temporaryPassword: password };
}

/**
 * The instance must keep an enabled admin: refuses to demote, disable or delete the last one.
 *
 * @throws AppError invalid:last_admin
 */
async function keepAnAdmin(user: UserSummary): Promise<void> {
  if (user.role === "admin" && !user.disabled && (await countEnabledAdmins()) <= 1)
    throw new AppError("invalid:last_admin", `${user.email} is the last enabled admin; make another admin first.`);
}

/** Makes an account an admin or a plain user. */
export async function setUserRole(email: string, role: "admin" | "user"): Promise<UserSummary> {
  const user = await getUserByEmail(email);
  if (user.role === role) return user;
  if (role === "user") await keepAnAdmin(user);
  await updateUserRole(user.id, role);
  return getUserByEmail(email);
}

/**
 * Deletes an account. Its conversations are kept: every project it owns passes to `heirId` (the
 * admin who deletes it), who becomes their owner; its memberships in other projects, its sessions,
 * API tokens and the share links it made go with it. Returns how many projects changed hands.
 */
export async function deleteUser(email: string, heirId: string): Promise<{ email: string; projectsMoved: number }> {
  const user = await getUserByEmail(email);
  if (user.id === heirId) throw new AppError("invalid:self", "You cannot delete your own account.");
  await keepAnAdmin(user);
  return { email: user.email, projectsMoved: await deleteUserKeepingProjects(user.id, heirId) };
}

/** Ends every session of a user (sign out everywhere). */
export async function endAllSessions(userId: string): Promise<number> {
  return deleteSessionsOf(userId);
}

/** The id of the account with this address (normalised), or null: for callers that must not tell which addresses have accounts. */
export async function findUserIdByEmail(email: string): Promise<string | null> {
  return (await findUserByEmail(normaliseEmail(email)))?.id ?? null;
}

/** @throws AppError not_found:user */
export async function getUserByEmail(email: string): Promise<UserSummary> {
  const user = await findUserByEmail(normaliseEmail(email));
  if (!user) throw new AppError("not_found:user", `There is no account for ${normaliseEmail(email)}.`);
  return summary(user);
}

export async function listUsers(): Promise<UserSummary[]> {
  const users = await listUsersWithAccounts();
  return users.map(summary);
}

function summary(user: {
  id: string;
  email: string;
  name: string;
  role: string;
  disabled: boolean;
  createdAt: Date;
  accounts: Array<{ password: string | null }>;
}): UserSummary {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role === "admin" ? "admin" : "user",
    disabled: user.disabled,
    hasPassword: user.accounts.some((a) => a.password),
    createdAt: user.createdAt.toISOString(),
  };
}

/** The viewer a non-web caller (CLI, tests) acts as. */
export function viewerOf(user: UserSummary, sessionId: string): Viewer {
  return { userId: user.id, email: user.email, name: user.name, role: user.role, sessionId };
}

/**
 * The instance's admin, for the command line without `--user`: the oldest enabled admin, or on a
 * database with no account yet a local admin with no password ("admin@canopy.local").
 */
export async function instanceAdmin(): Promise<UserSummary> {
  const adminEmail = await findOldestAdminEmail();
  if (adminEmail) return getUserByEmail(adminEmail);
  if ((await countUsers()) === 0) return createUser({ email: "admin@canopy.local", name: "Local admin", admin: true });
  throw new AppError("not_found:user", "This instance has no enabled admin. Pass --user EMAIL.");
}
