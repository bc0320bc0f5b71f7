import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";
import { BoundedStdioTransport, TransportFault, boundedFetch } from "./bounded-io";
import { TOOL_LIMITS } from "./limits";
import { displayName, plainDescription } from "./names";
import type { ToolCallResult, ToolInputSchema } from "./types";

/**
 * One connection to one MCP server (the official SDK's client over a bounded transport): connect,
 * list its tools within bounds, call one, close. Used by the registry (check a server) and by a tool
 * session (a turn's calls). Nothing here throws for a tool's failure: a call resolves to a result.
 */

/** How to reach a server, with its secrets already decrypted. */
export type McpServerConfig =
  | { name: string; transport: "http"; url: string; headers?: Record<string, string> }
  | { name: string; transport: "stdio"; command: string; args?: string[]; cwd?: string; env?: Record<string, string> };

/** A tool as a server listed it, bounded and cleaned (no qualified name yet: that is per session). */
export interface ListedTool {
  name: string;
  /** The name shown to people (control characters removed). */
  title: string;
  description: string;
  inputSchema: ToolInputSchema;
  destructive: boolean;
}

export interface ToolListing {
  tools: ListedTool[];
  /** How many the server offered when that is more than were kept (bounded listing). */
  offered: number;
  /** True when the listing was cut at the bound. */
  truncated: boolean;
}

export interface McpConnection {
  listing: ToolListing;
  call(tool: string, args: unknown, opts?: { signal?: AbortSignal; timeoutMs?: number }): Promise<ToolCallResult>;
  close(): Promise<void>;
}

const OPEN_SCHEMA: ToolInputSchema = { type: "object", properties: {} };

/**
 * Connects to a server and lists its tools (both under `timeoutMs`).
 *
 * @throws Error with a message fit for a status line ("ECONNREFUSED ...", "timed out after 10 s")
 */
export async function connectMcpServer(
  config: McpServerConfig,
  opts: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<McpConnection> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await connectOnce(config, opts);
    } catch (error) {
      // A kept-alive socket the server closes as the request goes out fails it ("other side
      // closed"): seen when several turns connect at once after a quiet spell (bench/tool-load.ts).
      // Connecting is safe to repeat (no tool has run), so an HTTP server gets two more tries.
      if (attempt >= 3 || config.transport !== "http" || !staleSocket(error) || opts.signal?.aborted) throw error;
    }
  }
}

function staleSocket(error: unknown): boolean {
  const cause = error instanceof Error ? rootCause(error) : null;
  return cause?.code === "UND_ERR_SOCKET" || cause?.code === "ECONNRESET";
}

async function connectOnce(
  config: McpServerConfig,
  opts: { timeoutMs?: number; signal?: AbortSignal },
): Promise<McpConnection> {
  const timeoutMs = opts.timeoutMs ?? TOOL_LIMITS.connectTimeoutMs;
  const inflight = new Set<AbortController>();
  let fault: TransportFault | null = null;
  // Every fault fails the calls waiting on the server; only a permanent one (exit, close) fails later calls too.
  const onFault = (f: TransportFault) => {
    if (f.permanent && !fault) fault = f;
    for (const controller of inflight) controller.abort(f);
  };
  const transport: Transport & { stderrTail?: string } =
    config.transport === "http"
      ? new StreamableHTTPClientTransport(new URL(config.url), {
          requestInit: { headers: config.headers ?? {} },
          fetch: boundedFetch(TOOL_LIMITS.maxMessageBytes, onFault),
          reconnectionOptions: {
            maxRetries: 0,
            initialReconnectionDelay: 1000,
            maxReconnectionDelay: 1000,
            reconnectionDelayGrowFactor: 1,
          },
        })
      : new BoundedStdioTransport({
          command: config.command,
          args: config.args,
          cwd: config.cwd,
          env: config.env,
          maxLineBytes: TOOL_LIMITS.maxMessageBytes,
          maxStderrChars: TOOL_LIMITS.maxStderrChars,
          onFault,
        });
  const client = new Client({ name: "canopy", version: "1.0.0" }, { capabilities: {} });
  client.onerror = () => undefined; // faults that matter reach the waiting calls through onFault
  client.onclose = () => onFault(fault ?? new TransportFault("The server closed the connection.", true));

  // Connecting and listing are one bounded step; a fault or the caller's signal ends it early.
  const controller = new AbortController();
  inflight.add(controller);
  const stop = () => controller.abort(opts.signal?.reason ?? new TransportFault("Cancelled."));
  opts.signal?.addEventListener("abort", stop, { once: true });
  try {
    await client.connect(transport, { timeout: timeoutMs, signal: controller.signal });
    const listing = await listTools(client, { timeout: timeoutMs, signal: controller.signal });
    return {
      listing,
      call: (tool, args, callOpts) => callTool(client, inflight, () => fault, tool, args, callOpts),
      close: () => client.close().catch(() => undefined),
    };
  } catch (error) {
    await client.close().catch(() => undefined);
    throw new Error(describeError(error, transport.stderrTail), { cause: error });
  } finally {
    inflight.delete(controller);
    opts.signal?.removeEventListener("abort", stop);
  }
}

async function listTools(client: Client, options: { timeout: number; signal: AbortSignal }): Promise<ToolListing> {
  const tools: ListedTool[] = [];
  let offered = 0;
  let cursor: string | undefined;
  for (let page = 0; page < TOOL_LIMITS.maxListPages; page++) {
    const result = await client.listTools(cursor ? { cursor } : undefined, options);
    for (const tool of result.tools) {
      offered++;
      if (tools.length >= TOOL_LIMITS.maxToolsPerServer) continue;
      const listed = toListed(tool);
      if (listed) tools.push(listed);
    }
    cursor = result.nextCursor;
    if (!cursor) break;
  }
  return { tools, offered, truncated: offered > tools.length || Boolean(cursor) };
}

function toListed(tool: Tool): ListedTool | null {
  if (typeof tool.name !== "string" || !tool.name || tool.name.length > TOOL_LIMITS.maxToolNameChars) return null;
  const schema = tool.inputSchema as ToolInputSchema | undefined;
  const schemaText = schema ? JSON.stringify(schema) : "";
  const annotations = tool.annotations ?? {};
  return {
    name: tool.name,
    title: displayName(typeof tool.title === "string" && tool.title ? tool.title : tool.name),
    description: plainDescription(tool.description),
    inputSchema:
      schema && schema.type === "object" && schemaText.length <= TOOL_LIMITS.maxSchemaChars ? schema : OPEN_SCHEMA,
    // MCP's defaults: a tool not marked read-only is destructive unless it says it is not.
    destructive: annotations.readOnlyHint !== true && annotations.destructiveHint !== false,
  };
}

async function callTool(
  client: Client,
  inflight: Set<AbortController>,
  currentFault: () => TransportFault | null,
  tool: string,
  args: unknown,
  opts: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<ToolCallResult> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  const timeoutMs = opts.timeoutMs ?? TOOL_LIMITS.callTimeoutMs;
  const failure = (text: string): ToolCallResult => ({ isError: true, text, bytes: 0, truncated: false, ms: ms() });
  if (args !== undefined && (args === null || typeof args !== "object" || Array.isArray(args)))
    return failure("The tool's arguments must be a JSON object.");
  const down = currentFault();
  if (down) return failure(down.message);
  const controller = new AbortController();
  const cancel = () => controller.abort(opts.signal?.reason ?? new TransportFault("The call was cancelled."));
  if (opts.signal?.aborted) return failure("The call was cancelled.");
  opts.signal?.addEventListener("abort", cancel, { once: true });
  inflight.add(controller);
  try {
    const result = (await client.callTool(
      { name: tool, arguments: (args ?? {}) as Record<string, unknown> },
      undefined,
      { timeout: timeoutMs, signal: controller.signal },
    )) as CallToolResult;
    return { ...flattenResult(result), ms: ms() };
  } catch (error) {
    // The SDK wraps an abort's reason in a timeout error: a fault or a cancel says what it was.
    const why: unknown = controller.signal.aborted ? controller.signal.reason : currentFault();
    if (why instanceof Error) return failure(describeError(why));
    return failure(describeError(error, undefined, timeoutMs));
  } finally {
    inflight.delete(controller);
    opts.signal?.removeEventListener("abort", cancel);
  }
}

/** A call's content as text: text parts joined, other parts described (never executed), bounded. */
export function flattenResult(result: CallToolResult): Omit<ToolCallResult, "ms"> {
  const bytes = Buffer.byteLength(JSON.stringify(result), "utf8");
  const parts: string[] = [];
  for (const part of result.content ?? []) {
    if (part.type === "text") parts.push(part.text);
    else if (part.type === "image" || part.type === "audio")
      parts.push(`[${part.type}: ${part.mimeType}, ${Math.round((part.data.length * 3) / 4)} bytes]`);
    else if (part.type === "resource") {
      const r = part.resource;
      parts.push(
        "text" in r && typeof r.text === "string" ? `[resource ${r.uri}]\n${r.text}` : `[resource ${r.uri}: binary]`,
      );
    } else if (part.type === "resource_link")
      parts.push(`[resource link: ${part.uri}${part.name ? ` (${part.name})` : ""}]`);
  }
  if (parts.length === 0 && result.structuredContent !== undefined)
    parts.push(JSON.stringify(result.structuredContent));
  const text = parts.join("\n");
  const truncated = text.length > TOOL_LIMITS.maxResultChars;
  return {
    isError: result.isError === true,
    text: truncated ? `${text.slice(0, TOOL_LIMITS.maxResultChars)}\n[… cut: the result was ${bytes} bytes]` : text,
    bytes,
    truncated,
  };
}

/** An error in words for a status line or an error result. */
export function describeError(error: unknown, stderr?: string, timeoutMs?: number): string {
  const reason = error instanceof Error ? error : new Error(String(error));
  if (reason instanceof TransportFault) return reason.message;
  const code = (reason as { code?: unknown }).code;
  const root = rootCause(reason);
  let text: string;
  if (root !== reason)
    text =
      root.code && !root.message.includes(root.code)
        ? `${root.code}: ${root.message}`
        : root.message || root.code || reason.message;
  else if (code === -32001 || /timed out/i.test(reason.message))
    text = `The server did not answer within ${Math.round((timeoutMs ?? TOOL_LIMITS.connectTimeoutMs) / 1000)} s (timed out).`;
  else if (typeof code === "string" && code.startsWith("E")) text = `${code}: ${reason.message}`;
  else text = reason.message.replace(/^MCP error -?\d+: /, "");
  if (stderr) text += ` (stderr: ${stderr.slice(-300)})`;
  return text.slice(0, 1_000);
}

/** The innermost cause of a network error (undici's "fetch failed" hides ECONNREFUSED in its cause). */
function rootCause(error: Error): Error & { code?: string } {
  let current: Error & { code?: string; errors?: unknown[] } = error;
  for (let depth = 0; depth < 5; depth++) {
    const next = current.cause ?? current.errors?.[0];
    if (!(next instanceof Error)) break;
    current = next;
  }
  return current;
}
