import { getDb } from "@/lib/db/client";
import type { ToolCallResult, ToolInfo, ToolSession } from "@/lib/tools/types";

/**
 * An in-memory ToolSession for unit tests of the turn's tool loop (integration tests and Playwright
 * use real MCP servers). Each tool is a function of its arguments; `calls` records what ran.
 */
export interface FakeTool {
  server: string;
  name: string;
  destructive?: boolean;
  required?: string[];
  properties?: Record<string, unknown>;
  run: (args: Record<string, unknown>, signal?: AbortSignal) => Promise<string> | string;
}

export function fakeToolSessions(tools: FakeTool[]) {
  const calls: { tool: string; args: unknown }[] = [];
  let opened = 0;
  let closed = 0;
  const infos = (servers: string[]): ToolInfo[] =>
    tools
      .filter((t) => servers.includes(t.server))
      .map((t) => ({
        server: t.server,
        name: t.name,
        qualifiedName: `${t.server}_${t.name}`,
        description: `${t.name} of ${t.server}`,
        inputSchema: { type: "object", properties: t.properties ?? {}, required: t.required ?? [] },
        destructive: t.destructive ?? false,
      }));
  const open = async (servers: string[]): Promise<ToolSession> => {
    opened++;
    const offered = infos(servers);
    return {
      tools: offered,
      errors: [],
      async call(qualifiedName, args, opts): Promise<ToolCallResult> {
        const started = Date.now();
        const t = tools.find((x) => `${x.server}_${x.name}` === qualifiedName);
        calls.push({ tool: qualifiedName, args });
        if (!t) return { isError: true, text: `Unknown tool ${qualifiedName}`, bytes: 0, truncated: false, ms: 0 };
        try {
          const run = Promise.resolve(t.run(args as Record<string, unknown>, opts?.signal));
          const timeout = opts?.timeoutMs
            ? new Promise<never>((_, reject) => {
                const timer = setTimeout(
                  () => reject(new Error(`timed out after ${opts.timeoutMs} ms`)),
                  opts.timeoutMs,
                );
                timer.unref?.();
              })
            : null;
          const text = await (timeout ? Promise.race([run, timeout]) : run);
          return { isError: false, text, bytes: Buffer.byteLength(text), truncated: false, ms: Date.now() - started };
        } catch (error) {
          return {
            isError: true,
            text: (error as Error).message,
            bytes: 0,
            truncated: false,
            ms: Date.now() - started,
          };
        }
      },
      close: async () => {
        closed++;
      },
    };
  };
  return {
    open,
    calls,
    get opened() {
      return opened;
    },
    get closed() {
      return closed;
    },
  };
}

/**
 * A tool call waiting for approval, written straight into a node's window before its first entry
 * (the guard tables: answering it is a write). Returns the tool item's id (the call's id).
 */
export async function seedWaitingToolCall(nodeId: string, answerItemId = "none"): Promise<string> {
  const item = await getDb().item.create({
    data: {
      nodeId,
      position: 0.5,
      role: "tool",
      content: "Tool call fs.write_file {}\nWaiting for the user's approval.",
      tool: {
        callId: "c1",
        server: "fs",
        tool: "write_file",
        args: {},
        status: "awaiting_approval",
        servers: ["fs"],
        answerItemId,
      },
    },
  });
  return item.id;
}
