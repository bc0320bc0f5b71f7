import type { UrlPolicyOptions } from "@/lib/connections/url-policy";
import { logError } from "@/lib/log";
import { connectMcpServer, type McpConnection, type McpServerConfig, type ToolListing } from "./client";
import { qualifyToolNames } from "./names";
import { recordCheck, serverConfigs } from "./registry";
import type { ToolCallOptions, ToolCallResult, ToolInfo, ToolSession } from "./types";

/**
 * A turn's tool session: the servers a message may use, connected at once, their tools named for the
 * model, one call at a time or several in parallel, closed when the turn ends.
 */

export interface OpenToolSessionOptions {
  /** Qualified names (as `ToolInfo.qualifiedName`) the user switched off for this message. */
  disabledTools?: readonly string[];
  /** Milliseconds for connecting to one server and listing its tools. */
  connectTimeoutMs?: number;
  /** Default milliseconds of one call (a call's own `timeoutMs` wins). */
  callTimeoutMs?: number;
  signal?: AbortSignal;
  /** Told each server's outcome (the registry stores it as the server's status). */
  onConnected?: (server: string, listing: ToolListing | null, error: string | null) => void;
}

/**
 * Opens a session on registered servers by name (the project's or the message's choice). Servers
 * that are not registered, refused by the instance's rules, or unreachable are in `errors`; the
 * session works with the others. Each outcome is stored as the server's status.
 *
 * @example
 * const session = await openToolSession(["fs"], { disabledTools: ["fs_write_file"] });
 * try { await session.call("fs_read_text_file", { path: "/tmp/a.txt" }); } finally { await session.close(); }
 */
export async function openToolSession(
  serverNames: readonly string[],
  opts: OpenToolSessionOptions & { policy?: UrlPolicyOptions } = {},
): Promise<ToolSession> {
  // Name order, as the composer's menu names them (./tool-menu.ts): the same qualified names.
  const { configs, rows, errors } = await serverConfigs([...new Set(serverNames)].sort(), opts.policy);
  return openToolSessionFor(
    configs,
    {
      ...opts,
      onConnected: (server, listing, error) => {
        const row = rows.find((r) => r.name === server);
        if (row) recordCheck(row, listing, error).catch((e) => logError("tools: storing a server's status", e));
        opts.onConnected?.(server, listing, error);
      },
    },
    errors,
  );
}

/**
 * Connects to the given servers (in parallel; one that fails is listed in `errors`, the others work)
 * and offers their tools. The qualified names are given in the order of `configs`, then of each
 * server's listing, so the same servers and listings always give the same names.
 */
export async function openToolSessionFor(
  configs: readonly McpServerConfig[],
  opts: OpenToolSessionOptions = {},
  preErrors: readonly { server: string; message: string }[] = [],
): Promise<ToolSession> {
  const settled = await Promise.allSettled(
    configs.map((c) => connectMcpServer(c, { timeoutMs: opts.connectTimeoutMs, signal: opts.signal })),
  );
  const connections = new Map<string, McpConnection>();
  const errors = [...preErrors];
  settled.forEach((s, i) => {
    const server = configs[i]!.name;
    if (s.status === "fulfilled") {
      connections.set(server, s.value);
      opts.onConnected?.(server, s.value.listing, null);
    } else {
      const message = s.reason instanceof Error ? s.reason.message : String(s.reason);
      errors.push({ server, message });
      opts.onConnected?.(server, null, message);
    }
  });
  const listed = [...connections].flatMap(([server, c]) => c.listing.tools.map((t) => ({ server, tool: t })));
  const qualified = qualifyToolNames(listed.map(({ server, tool }) => ({ server, name: tool.name })));
  const disabled = new Set(opts.disabledTools ?? []);
  const all: ToolInfo[] = listed.map(({ server, tool }, i) => ({
    server,
    name: tool.name,
    qualifiedName: qualified[i]!,
    description: tool.description,
    inputSchema: tool.inputSchema,
    destructive: tool.destructive,
  }));
  const tools = all.filter((t) => !disabled.has(t.qualifiedName));
  const byName = new Map(tools.map((t) => [t.qualifiedName, t]));
  let closed = false;

  return {
    tools,
    errors,
    async call(qualifiedName: string, args: unknown, callOpts: ToolCallOptions = {}): Promise<ToolCallResult> {
      const tool = byName.get(qualifiedName);
      const connection = tool ? connections.get(tool.server) : undefined;
      if (!tool || !connection || closed)
        return {
          isError: true,
          text: closed ? "The tool session is closed." : `No tool named "${qualifiedName.slice(0, 100)}" is offered.`,
          bytes: 0,
          truncated: false,
          ms: 0,
        };
      return connection.call(tool.name, args, { timeoutMs: opts.callTimeoutMs, ...callOpts });
    },
    async close() {
      closed = true;
      await Promise.all([...connections.values()].map((c) => c.close()));
    },
  };
}
