import "server-only";
import { authSecret } from "@/lib/auth/secret";
import { decryptKey, encryptKey } from "@/lib/connections/crypto";
import { checkConnectionUrl, type UrlPolicyOptions } from "@/lib/connections/url-policy";
import {
  deleteMcpServerRow,
  findMcpServer,
  findMcpServersByName,
  insertMcpServer,
  listMcpServerRows,
  updateMcpServerStatus,
  type McpServerRow,
} from "@/lib/db/queries/mcp-servers";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { logError } from "@/lib/log";
import {
  addMcpServerSchema,
  mcpServerInputProblem,
  splitEnvLine,
  splitHeaderLine,
  type AddMcpServerInput,
  type McpServerView,
  type McpToolView,
} from "@/lib/shared/mcp-servers";
import { connectMcpServer, type McpServerConfig, type ToolListing } from "./client";

/**
 * MCP servers registered for the instance: add (connect, list the tools, store the status), list,
 * remove, check with retries. Headers (a bearer token is one) are encrypted with the instance secret
 * like provider keys and only their names leave this module. The rules: a URL passes the connections'
 * SSRF policy (lib/connections/url-policy.ts: never this instance; private and loopback addresses only
 * with MCP_ALLOW_PRIVATE_URLS=1), and a stdio server exists only with MCP_ALLOW_STDIO=1.
 */

/** Retries of one check, after the first attempt, and the wait before each (ms). */
const CHECK_RETRY_DELAYS_MS = [500, 2_000];

/** How long after a failed check a server is worth trying again: 30 s doubling per failure, at most 1 h. */
export function retryBackoffMs(failures: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, failures - 1), 3_600_000);
}

export interface McpAddResult {
  id: string;
  name: string;
  status: McpServerView["status"];
  error: string | null;
  tools: string[];
}

/** The URL policy of MCP servers: the connections' rule with its own flag. */
function urlPolicy(policy: UrlPolicyOptions): UrlPolicyOptions {
  return { allowPrivate: getEnv().MCP_ALLOW_PRIVATE_URLS, allowVariable: "MCP_ALLOW_PRIVATE_URLS", ...policy };
}

function stdioRefused(): AppError {
  return new AppError(
    "forbidden:mcp_stdio",
    "This instance does not run stdio MCP servers: an administrator allows them with MCP_ALLOW_STDIO=1 (a stdio server runs with this server's rights).",
  );
}

/**
 * Registers a server and checks it at once (the status says "connected" with its tools, or why not;
 * a failed first check still registers it, to be retried).
 *
 * @throws AppError invalid:input | invalid:connection_url | forbidden:mcp_stdio | conflict:mcp_server_name
 */
export async function addMcpServer(input: AddMcpServerInput, policy: UrlPolicyOptions = {}): Promise<McpAddResult> {
  const parsed = addMcpServerSchema.safeParse(input);
  if (!parsed.success) throw new AppError("invalid:input", parsed.error.issues[0]?.message ?? "Invalid MCP server.");
  const v = parsed.data;
  const problem = mcpServerInputProblem(v);
  if (problem) throw new AppError("invalid:input", problem);
  if (v.command && !getEnv().MCP_ALLOW_STDIO) throw stdioRefused();
  const url = v.url ? await checkConnectionUrl(v.url, urlPolicy(policy)) : null;
  const headers: Record<string, string> = {};
  for (const line of v.headers ?? []) {
    const h = splitHeaderLine(line);
    headers[h.name] = h.value;
  }
  if (v.bearer) headers.Authorization = `Bearer ${v.bearer}`;
  const names = Object.keys(headers);
  const env: Record<string, string> = {};
  for (const line of v.env ?? []) {
    const e = splitEnvLine(line);
    env[e.name] = e.value;
  }
  const envNames = Object.keys(env);
  const row = await insertMcpServer({
    name: v.name,
    transport: url ? "http" : "stdio",
    url,
    headersCipher: names.length ? encryptKey(JSON.stringify(headers), await authSecret()) : null,
    headerNames: names,
    command: v.command ?? null,
    args: v.args ?? [],
    envCipher: envNames.length ? encryptKey(JSON.stringify(env), await authSecret()) : null,
    envNames,
  });
  const view = await checkMcpServer(row.id, { policy, retries: 0 });
  return { id: row.id, name: row.name, status: view.status, error: view.error, tools: view.tools.map((t) => t.name) };
}

/** Every registered server with its status and cached tools (never a header's value). */
export async function listMcpServers(): Promise<McpServerView[]> {
  return (await listMcpServerRows()).map(toView);
}

/** @throws AppError not_found:mcp_server */
export async function removeMcpServer(ref: string): Promise<{ id: string; name: string }> {
  const row = await requireServer(ref);
  await deleteMcpServerRow(row.id);
  return { id: row.id, name: row.name };
}

/**
 * Connects to a server, lists its tools and stores the outcome, retrying a failure with a growing
 * wait (`retries` more attempts). The rules are applied again: the instance's flags may have changed.
 *
 * @throws AppError not_found:mcp_server (a failed check is a status, not an error)
 */
export async function checkMcpServer(
  ref: string,
  opts: { policy?: UrlPolicyOptions; retries?: number; timeoutMs?: number } = {},
): Promise<McpServerView> {
  const row = await requireServer(ref);
  const retries = Math.min(opts.retries ?? CHECK_RETRY_DELAYS_MS.length, CHECK_RETRY_DELAYS_MS.length);
  let error = "";
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, CHECK_RETRY_DELAYS_MS[attempt - 1]));
    try {
      const config = await configOf(row, opts.policy ?? {});
      const connection = await connectMcpServer(config, { timeoutMs: opts.timeoutMs });
      await connection.close();
      const updated = await recordCheck(row, connection.listing, null);
      return toView(updated ?? row);
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
      // A refusal by the rules will not change by retrying.
      if (e instanceof AppError) break;
    }
  }
  return toView((await recordCheck(row, null, error)) ?? row);
}

/** Re-checks the failed servers whose backoff has passed (for a periodic caller); returns how many. */
export async function retryFailedMcpServers(now: Date = new Date()): Promise<number> {
  const due = (await listMcpServerRows()).filter(
    (r) =>
      r.status === "failed" && (!r.checkedAt || now.getTime() - r.checkedAt.getTime() >= retryBackoffMs(r.failures)),
  );
  for (const r of due) await checkMcpServer(r.id, { retries: 0 });
  return due.length;
}

/**
 * Stores what a connection found (a check, or a turn's session connecting): the listing as the tools
 * cache, or the error. A turn calls this too, so the settings page shows what the last use saw.
 */
export async function recordCheck(
  row: Pick<McpServerRow, "id" | "failures">,
  listing: ToolListing | null,
  error: string | null,
): Promise<McpServerRow | null> {
  return updateMcpServerStatus(row.id, {
    status: listing ? "connected" : "failed",
    lastError: listing ? null : (error ?? "unknown error").slice(0, 1_000),
    checkedAt: new Date(),
    failures: listing ? 0 : row.failures + 1,
    ...(listing
      ? {
          tools: {
            tools: listing.tools.map(({ name, title, description, destructive }) => ({
              name,
              title,
              description,
              destructive,
            })),
            offered: listing.offered,
            truncated: listing.truncated,
          },
        }
      : {}),
  });
}

/**
 * How to reach the named servers (headers decrypted), for a tool session. A name that is not
 * registered, or that the instance's rules now refuse, comes back in `errors`.
 */
export async function serverConfigs(
  names: readonly string[],
  policy: UrlPolicyOptions = {},
): Promise<{ configs: McpServerConfig[]; rows: McpServerRow[]; errors: { server: string; message: string }[] }> {
  const rows = await findMcpServersByName(names);
  const errors: { server: string; message: string }[] = [];
  const configs: McpServerConfig[] = [];
  const found: McpServerRow[] = [];
  for (const name of names) {
    const row = rows.find((r) => r.name === name);
    if (!row) {
      errors.push({ server: name, message: `No MCP server named "${name.slice(0, 64)}" is registered.` });
      continue;
    }
    try {
      configs.push(await configOf(row, policy));
      found.push(row);
    } catch (e) {
      errors.push({ server: name, message: e instanceof Error ? e.message : String(e) });
    }
  }
  return { configs, rows: found, errors };
}

async function configOf(row: McpServerRow, policy: UrlPolicyOptions): Promise<McpServerConfig> {
  if (row.transport === "stdio") {
    if (!getEnv().MCP_ALLOW_STDIO) throw stdioRefused();
    const env = row.envCipher
      ? (JSON.parse(decryptKey(row.envCipher, await authSecret())) as Record<string, string>)
      : undefined;
    return { name: row.name, transport: "stdio", command: row.command ?? "", args: stringList(row.args), env };
  }
  const url = await checkConnectionUrl(row.url ?? "", urlPolicy(policy));
  const headers = row.headersCipher
    ? (JSON.parse(decryptKey(row.headersCipher, await authSecret())) as Record<string, string>)
    : {};
  return { name: row.name, transport: "http", url, headers };
}

async function requireServer(ref: string): Promise<McpServerRow> {
  const row = await findMcpServer(ref);
  if (!row) throw new AppError("not_found:mcp_server", `No MCP server named "${ref.slice(0, 64)}" is registered.`);
  return row;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

interface ToolsCache {
  tools?: McpToolView[];
  offered?: number;
  truncated?: boolean;
}

/** The cached tools of a row (what the last check or session listed). */
export function cachedTools(row: Pick<McpServerRow, "tools">): {
  tools: McpToolView[];
  offered: number;
  truncated: boolean;
} {
  const cache = (row.tools && typeof row.tools === "object" ? row.tools : {}) as ToolsCache;
  const tools = Array.isArray(cache.tools) ? cache.tools : [];
  return { tools, offered: cache.offered ?? tools.length, truncated: cache.truncated === true };
}

function toView(row: McpServerRow): McpServerView {
  const { tools, offered, truncated } = cachedTools(row);
  return {
    id: row.id,
    name: row.name,
    transport: row.transport === "stdio" ? "stdio" : "http",
    url: row.url,
    headerNames: stringList(row.headerNames),
    envNames: stringList(row.envNames),
    command: row.command,
    args: stringList(row.args),
    status: row.status === "connected" || row.status === "failed" ? row.status : "unknown",
    error: row.lastError,
    tools,
    offered,
    truncated,
    checkedAt: row.checkedAt?.toISOString() ?? null,
  };
}

/** How often the server looks for failed servers whose backoff has passed. */
const RETRY_TICK_MS = 30_000;

/**
 * Starts the background retry of failed servers (lib/workers, once per server process): every 30 s,
 * the failed servers whose backoff (`retryBackoffMs`) has passed are checked again.
 */
export function startMcpRetrySchedule(): void {
  const g = globalThis as unknown as { canopyMcpRetry?: NodeJS.Timeout };
  if (g.canopyMcpRetry) return;
  let running = false;
  g.canopyMcpRetry = setInterval(() => {
    if (running) return;
    running = true;
    retryFailedMcpServers()
      .catch((error) => logError("[tools] retrying failed MCP servers", error))
      .finally(() => (running = false));
  }, RETRY_TICK_MS);
  g.canopyMcpRetry.unref();
}
