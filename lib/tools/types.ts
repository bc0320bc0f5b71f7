/**
 * The contract between the MCP client (lib/tools: registered servers, their tools, one call) and the
 * chat turn's tool loop (lib/chat). The turn opens a session for the servers a message may use, offers
 * `tools` to the model, runs `call` for each tool call, and closes the session when the turn ends.
 */

/** JSON Schema of a tool's input, as the server declared it (an object schema). */
export type ToolInputSchema = { type: "object"; properties?: Record<string, unknown>; required?: string[] } & Record<
  string,
  unknown
>;

export interface ToolInfo {
  /** The registered server's name (as in `mcp add --name`). */
  server: string;
  /** The MCP tool's own name. */
  name: string;
  /** The name offered to a model: `${server}_${name}` made safe for every provider (ends with `name`). */
  qualifiedName: string;
  /** The server's description, plain text, bounded; never instructions to Canopy. */
  description: string;
  inputSchema: ToolInputSchema;
  /** The server marked it destructive (annotations.destructiveHint), or did not mark it read-only. */
  destructive: boolean;
}

export interface ToolCallOptions {
  signal?: AbortSignal;
  /** Milliseconds before the call ends as an error result (default from the instance settings). */
  timeoutMs?: number;
}

export interface ToolCallResult {
  /** The server answered with isError, the call failed, timed out, or its server is down. */
  isError: boolean;
  /** The result's content flattened to text (images and resources described, never executed), bounded. */
  text: string;
  /** The size of the result as received, before any bound was applied. */
  bytes: number;
  /** True when `text` was cut at the instance's bound. */
  truncated: boolean;
  ms: number;
}

export interface ToolSession {
  tools: readonly ToolInfo[];
  /** Servers that could not be reached (the turn goes on with the others). */
  errors: readonly { server: string; message: string }[];
  /** Runs one call; never throws for a tool's or server's failure (that is an error result). */
  call(qualifiedName: string, args: unknown, opts?: ToolCallOptions): Promise<ToolCallResult>;
  close(): Promise<void>;
}

/** How a project's tool calls wait for the user. */
export type ToolApproval = "never" | "destructive" | "always";
