import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import {
  findApiTokenByHash,
  findApiTokenOwner,
  insertApiToken,
  listApiTokens,
  revokeApiTokenRow,
  touchApiToken,
} from "@/lib/db/queries/api-tokens";
import { AppError } from "@/lib/errors";
import { MAX_TOKEN_DAYS } from "@/lib/shared/api-tokens";
import { resolveAccess } from "./access";
import type { TokenScope, Viewer } from "./types";

/** What every token starts with (so secret scanners and people recognise it). */
export const TOKEN_PREFIX = "cnp_";
/** lastUsedAt is written at most this often per token (and only by state-changing requests). */
const TOUCH_INTERVAL_MS = 60_000;

const SHORT_ID_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";
const TOKEN_PATTERN = /^cnp_([a-z2-9]{8})_([A-Za-z0-9_-]{43})$/;

/** A new token's fields (the Account page, the admin's command line). */
export const createTokenSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Name the token (what will use it?).")
    .max(80, "Token names have at most 80 characters."),
  scope: z.enum(["read", "write"], { message: "The scope is read or write." }),
  projectId: z.string().min(1).max(64).nullish(),
  expiresInDays: z
    .number()
    .int("Give a whole number of days.")
    .min(1, "A token lasts at least one day.")
    .max(MAX_TOKEN_DAYS, `A token lasts at most ${MAX_TOKEN_DAYS} days.`),
});
export type CreateTokenInput = z.infer<typeof createTokenSchema>;

/** A token as lists show it: never its secret or hash. */
export interface TokenView {
  id: string;
  name: string;
  /** "cnp_ab12cd34": the visible start of the token. */
  prefix: string;
  scope: TokenScope;
  projectId: string | null;
  projectName: string | null;
  userId: string;
  userEmail: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
  status: "active" | "expired" | "revoked";
}

/** SHA-256 of the whole token, hex: what the database keeps. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function shortId(): string {
  return [...randomBytes(8)].map((b) => SHORT_ID_ALPHABET[b % SHORT_ID_ALPHABET.length]).join("");
}

/**
 * Creates a personal API token for `viewer` and returns it once: `token` is shown to the user and
 * never stored (only its SHA-256 is). A project-scoped token needs read access to that project now
 * (a stranger's project is not_found); what it may do there is decided at each use by the guard.
 * Tokens cannot mint tokens.
 *
 * @example
 * const { token } = await createApiToken(viewer, { name: "CI", scope: "read", expiresInDays: 30 });
 * @throws AppError forbidden:token | not_found:project
 */
export async function createApiToken(
  viewer: Viewer,
  input: CreateTokenInput,
  now = new Date(),
): Promise<{ id: string; token: string; view: TokenView }> {
  if (viewer.token) throw tokensCannotManageTokens();
  const { name, scope, expiresInDays } = createTokenSchema.parse(input);
  const projectId = input.projectId ?? null;
  if (projectId) await resolveAccess(viewer, { projectId }, "read");
  const prefix = `${TOKEN_PREFIX}${shortId()}`;
  const token = `${prefix}_${randomBytes(32).toString("base64url")}`;
  const row = await insertApiToken({
    userId: viewer.userId,
    name,
    prefix,
    tokenHash: hashToken(token),
    scope,
    projectId,
    expiresAt: new Date(now.getTime() + expiresInDays * 86_400_000),
  });
  return { id: row.id, token, view: present(row, now) };
}

/** The viewer's own tokens, or (`all`, admins only) every user's, newest first. */
export async function listApiTokensOf(viewer: Viewer, { all = false } = {}, now = new Date()): Promise<TokenView[]> {
  if (all && viewer.role !== "admin") throw new AppError("forbidden:admin", "Only an administrator can do that.");
  return (await listApiTokens(all ? null : viewer.userId)).map((row) => present(row, now));
}

/**
 * Revokes a token: its owner's, or any as an admin. Someone else's token is not_found, like a
 * missing one. Revoking twice is fine (the first time counts).
 *
 * @throws AppError not_found:token | forbidden:token
 */
export async function revokeApiToken(viewer: Viewer, id: string, now = new Date()): Promise<void> {
  if (viewer.token) throw tokensCannotManageTokens();
  const owner = await findApiTokenOwner(id);
  if (!owner || (owner !== viewer.userId && viewer.role !== "admin"))
    throw new AppError("not_found:token", "That token does not exist (it may have been deleted).");
  await revokeApiTokenRow(id, now);
}

/**
 * The viewer an `Authorization: Bearer` token stands for, or null (401) when the token is malformed,
 * unknown, revoked or expired, or its user is disabled. Reads only; see `noteTokenUse`.
 */
export async function authenticateToken(token: string, now = new Date()): Promise<Viewer | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = await findApiTokenByHash(hashToken(token));
  if (!row || row.revokedAt || (row.expiresAt && row.expiresAt <= now) || row.user.disabled) return null;
  return {
    userId: row.user.id,
    email: row.user.email,
    name: row.user.name,
    role: row.user.role === "admin" ? "admin" : "user",
    sessionId: `token:${row.id}`,
    token: { id: row.id, scope: row.scope, projectId: row.projectId },
  };
}

/** The token of an `Authorization` header value ("Bearer <token>"), or null when it is not one. */
export function bearerToken(authorization: string | null): string | null {
  const match = /^bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  return match ? match[1]! : null;
}

/**
 * Records that a token was used by a state-changing request (at most one write a minute per
 * token). Reads never call it: GET routes do not write, so lastUsedAt is "last write".
 */
export async function noteTokenUse(viewer: Viewer, now = new Date()): Promise<void> {
  if (!viewer.token) return;
  await touchApiToken(viewer.token.id, now, new Date(now.getTime() - TOUCH_INTERVAL_MS));
}

/**
 * The one project a viewer's token is limited to, or null (a session, or an unscoped token).
 * Routes that list across projects (search, project lists, /v1/models) keep only this one.
 */
export function tokenProjectScope(viewer: Viewer | null): string | null {
  return viewer?.token?.projectId ?? null;
}

function tokensCannotManageTokens(): AppError {
  return new AppError("forbidden:token", "API tokens cannot create or revoke tokens: sign in to manage them.");
}

type Row = Awaited<ReturnType<typeof listApiTokens>>[number];

function present(row: Row, now: Date): TokenView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scope: row.scope,
    projectId: row.projectId,
    projectName: row.project?.name ?? null,
    userId: row.user.id,
    userEmail: row.user.email,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: row.revokedAt ? "revoked" : row.expiresAt && row.expiresAt <= now ? "expired" : "active",
  };
}
