import "server-only";
import { environmentConnectionNames, environmentConnections } from "@/lib/ai/providers";
import { listServerModels, type ConnectionProvider, type ListedModel } from "@/lib/ai/model-lists";
import { knownCapabilities } from "@/lib/ai/model-catalog";
import { authSecret } from "@/lib/auth/secret";
import {
  deleteConnectionRow,
  findConnection,
  findConnectionByName,
  insertConnection,
  listConnectionRowsOf,
  updateConnectionRow,
  type ConnectionRow,
} from "@/lib/db/queries/connections";
import { AppError, isAppError } from "@/lib/errors";
import { decryptKey, encryptKey, maskKey } from "./crypto";
import { refreshModelRegistry } from "./registry";
import type { AddConnectionInput, UpdateConnectionInput } from "@/lib/shared/connections";
import { checkConnectionUrl, type UrlPolicyOptions } from "./url-policy";

/**
 * Connections as administrators manage them (the settings page, /api/v1, the command line): add,
 * edit, test, remove, list. Keys are encrypted before they are stored and only their masked form
 * ever leaves this module. Every write bumps the connections version, so every instance's registry
 * picks it up at its next turn (./registry.ts).
 */

/** A connection as people see it: never its key, only the key's masked form. */
export interface ConnectionView {
  id: string;
  name: string;
  provider: ConnectionProvider;
  /** As given (null: the provider's default address). */
  url: string | null;
  /** Masked ("sk-...4f2a"), or null without a key. */
  key: string | null;
  vision: boolean;
  /** The model names the last test listed. */
  models: string[];
  testedAt: string | null;
  /** "app": managed here; "environment": from variables, read-only (edit them and restart). */
  source: "app" | "environment";
  /** For an environment connection: the variable that configures it. */
  variable?: string;
}

export type TestResult = { ok: true; models: string[] } | { ok: false; error: string };

/** How long adding a connection waits for its first model list (a test can always be run later). */
const ADD_LIST_TIMEOUT_MS = 5_000;

/**
 * Every connection of the instance: the stored ones, then the environment's (read-only). Users' own
 * connections are not among them (./own-connections.ts: only their owner lists them).
 */
export async function listConnections(): Promise<ConnectionView[]> {
  const rows = await listConnectionRowsOf(null);
  const shadowed = new Set(environmentConnectionNames());
  const env: ConnectionView[] = environmentConnections().map((c) => ({
    id: `env:${c.name}`,
    name: c.name,
    provider: c.provider,
    url: c.url,
    key: c.key ? maskKey(c.key) : null,
    vision: c.vision,
    models: c.models.map((m) => m.name),
    testedAt: null,
    source: "environment",
    variable: c.variable,
  }));
  return [...rows.filter((r) => !shadowed.has(r.name)).map(toView), ...env];
}

export function toView(row: ConnectionRow): ConnectionView {
  return {
    id: row.id,
    name: row.name,
    provider: row.provider as ConnectionProvider,
    url: row.url,
    key: row.keyHint,
    vision: row.vision,
    models: modelsOf(row).map((m) => m.name),
    testedAt: row.testedAt?.toISOString() ?? null,
    source: "app",
  };
}

function modelsOf(row: ConnectionRow): ListedModel[] {
  return Array.isArray(row.models) ? (row.models as ListedModel[]) : [];
}

/**
 * Adds a connection: checks its name, URL (./url-policy.ts) and key, encrypts the key, stores it,
 * and asks its server for the model list (a few seconds at most; a failure is not an error here:
 * `test` reports it in words).
 *
 * @throws AppError invalid:connection_url | invalid:input | conflict:connection_name
 */
export async function addConnection(
  input: AddConnectionInput,
  policy: UrlPolicyOptions = {},
  /** A user's own connection (./own-connections.ts); null: the instance's. */
  ownerId: string | null = null,
) {
  if (environmentConnectionNames().includes(input.name))
    throw new AppError(
      "conflict:connection_name",
      `"${input.name}" is the name of a connection set by environment variables: choose another name.`,
    );
  const url = input.url ? await checkConnectionUrl(input.url, policy) : null;
  if (input.provider === "openai-compatible" && !url)
    throw new AppError(
      "invalid:input",
      "An OpenAI-compatible connection needs its server's URL (for Ollama: http://host:11434/v1).",
      { fields: { url: "Enter the server's URL." } },
    );
  const key = input.key || null;
  const listed = await listServerModels({ provider: input.provider, url, key, timeoutMs: ADD_LIST_TIMEOUT_MS }).catch(
    () => null,
  );
  const row = await insertConnection({
    name: input.name,
    provider: input.provider,
    url,
    keyCipher: key ? encryptKey(key, await authSecret()) : null,
    keyHint: key ? maskKey(key) : null,
    vision: input.vision ?? false,
    models: listed ?? undefined,
    testedAt: listed ? new Date() : null,
    ownerId,
  });
  await refreshModelRegistry();
  return { id: row.id, name: row.name, models: (listed ?? []).map((m) => m.name) };
}

/**
 * Edits a stored connection (environment connections are read-only). An empty key removes it; an
 * empty URL returns to the provider's default address.
 *
 * @throws AppError not_found:connection | forbidden:connection | invalid:connection_url | conflict:connection_name
 */
export async function updateConnection(input: UpdateConnectionInput, policy: UrlPolicyOptions = {}) {
  const row = await storedConnection(input.connectionId);
  if (input.name && input.name !== row.name && environmentConnectionNames().includes(input.name))
    throw new AppError("conflict:connection_name", `"${input.name}" is the name of an environment connection.`);
  const patch: Parameters<typeof updateConnectionRow>[1] = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.vision !== undefined) patch.vision = input.vision;
  if (input.url !== undefined) {
    patch.url = input.url ? await checkConnectionUrl(input.url, policy) : null;
    if (!patch.url && row.provider === "openai-compatible")
      throw new AppError("invalid:input", "An OpenAI-compatible connection needs its server's URL.", {
        fields: { url: "Enter the server's URL." },
      });
  }
  if (input.key !== undefined) {
    patch.keyCipher = input.key ? encryptKey(input.key, await authSecret()) : null;
    patch.keyHint = input.key ? maskKey(input.key) : null;
  }
  const updated = await updateConnectionRow(row.id, patch);
  await refreshModelRegistry();
  return toView(updated);
}

/** @throws AppError not_found:connection | forbidden:connection */
export async function removeConnection(
  connectionId: string,
  ownerId: string | null = null,
): Promise<{ id: string; name: string }> {
  const row = await storedConnection(connectionId, ownerId);
  await deleteConnectionRow(row.id);
  await refreshModelRegistry();
  return { id: row.id, name: row.name };
}

/**
 * Tests a connection: asks its server for its model list and reports the models, or what went wrong
 * in plain words (unreachable, refused key, wrong URL, timeout, not a model list, too large). A
 * stored connection keeps the list (the picker offers it). The URL is checked again: the instance's
 * policy may have changed since it was saved.
 *
 * @throws AppError not_found:connection (a failed test is a result, not an error)
 */
export async function testConnection(
  connectionId: string,
  policy: UrlPolicyOptions = {},
  ownerId: string | null = null,
): Promise<TestResult> {
  const env = ownerId
    ? undefined
    : environmentConnections().find((c) => `env:${c.name}` === connectionId || c.name === connectionId);
  const row = env ? null : await findStored(connectionId, ownerId);
  if (!env && !row) throw notFound();
  try {
    const provider = (env?.provider ?? row!.provider) as ConnectionProvider;
    const url = env ? env.url : row!.url ? await checkConnectionUrl(row!.url, policy) : null;
    const key = env ? env.key : row!.keyCipher ? decryptKey(row!.keyCipher, await authSecret()) : null;
    const models = await listServerModels({ provider, url, key });
    if (row) {
      await updateConnectionRow(row.id, { models: withCatalog(models), testedAt: new Date() });
      await refreshModelRegistry();
    }
    return { ok: true, models: models.map((m) => m.name) };
  } catch (error) {
    if (isAppError(error) && error.code !== "not_found:connection") return { ok: false, error: error.message };
    throw error;
  }
}

/** Keeps what the list said, and adds what the catalog knows where the list said nothing. */
function withCatalog(models: ListedModel[]): ListedModel[] {
  return models.map((m) => ({ ...knownCapabilities(m.name), ...m }));
}

/**
 * A stored connection by id or name, of `ownerId` only (null: the instance's): a user's own
 * connection is not found by administrators, nor anyone's by another user.
 */
async function findStored(ref: string, ownerId: string | null = null): Promise<ConnectionRow | null> {
  const row = (await findConnection(ref)) ?? (await findConnectionByName(ref));
  return row && row.ownerId === ownerId ? row : null;
}

async function storedConnection(ref: string, ownerId: string | null = null): Promise<ConnectionRow> {
  const row = await findStored(ref, ownerId);
  if (row) return row;
  if (ref.startsWith("env:") || environmentConnectionNames().includes(ref))
    throw new AppError(
      "forbidden:connection",
      "This connection comes from environment variables: change them and restart, or add a connection here.",
    );
  throw notFound();
}

function notFound() {
  return new AppError("not_found:connection", "That connection does not exist (it may have been removed).");
}
