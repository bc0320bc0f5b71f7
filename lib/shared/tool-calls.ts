/**
 * A tool call as the tree stores it (Item.tool of a `role: "tool"` item) and as every reader shows it:
 * the chat's card, `window --json`, export. Plain data, safe for the browser.
 */
export const TOOL_CALL_STATUSES = ["running", "done", "error", "awaiting_approval", "denied"] as const;
export type ToolCallStatus = (typeof TOOL_CALL_STATUSES)[number];

export interface ToolProvenance {
  /** The model's call id (the id `approve --call` takes is the tool item's id). */
  callId: string;
  /** The registered MCP server's name. */
  server: string;
  /** The MCP tool's own name. */
  tool: string;
  /** The arguments the model sent (JSON), as sent. */
  args: unknown;
  status: ToolCallStatus;
  /** Milliseconds the call took (the tool's own time); null until it ran. */
  ms: number | null;
  /** The result's size as received, in bytes; null until it ran. */
  bytes: number | null;
  /** The whole result's size in tokens (what a window would have grown by). */
  resultTokens: number | null;
  /** The automatic aside holding the whole result, when it was over the threshold; null otherwise. */
  asideNodeId: string | null;
  /** The error the call ended with (a failed, timed-out or denied call); null otherwise. */
  error: string | null;
  /** The servers the turn offered (a turn resumed after an approval offers the same). */
  servers: string[];
  /** Tools switched off for that message (qualified names). */
  disabledTools?: string[];
  /** When the call began waiting for approval (ISO), for the expiry. */
  requestedAt?: string | null;
  /** The answer this call belongs to. */
  answerItemId: string;
}

/** A call as `say`, `approve` and /api/v1 report it. */
export interface ToolCallSummary {
  id: string;
  server: string;
  tool: string;
  status: ToolCallStatus;
  resultTokens: number | null;
  asideNodeId: string | null;
  error: string | null;
}

/** The summary of a stored tool item. */
export function summarizeToolCall(itemId: string, tool: ToolProvenance): ToolCallSummary {
  return {
    id: itemId,
    server: tool.server,
    tool: tool.tool,
    status: tool.status,
    resultTokens: tool.resultTokens,
    asideNodeId: tool.asideNodeId,
    error: tool.error,
  };
}

/** The tool choice a message may carry (the composer's tool menu, `say --tools`, the API's `tools`). */
export interface ToolChoice {
  /** Server names to offer; null or absent: the project's enabled servers. */
  servers?: string[] | null;
  /** Qualified tool names switched off for this message. */
  disabledTools?: string[];
}

/**
 * The title of the automatic aside that holds a call's whole result: how the condensed note names
 * it, and what the call's card turns into a link to it.
 */
export function toolAsideTitle(tool: Pick<ToolProvenance, "server" | "tool">): string {
  return `Aside: ${tool.server}.${tool.tool} output`;
}
