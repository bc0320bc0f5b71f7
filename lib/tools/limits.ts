/**
 * Bounds of the MCP client: what one server may list and send, and how long Canopy waits. A server is
 * software an administrator chose, not a trusted part of Canopy: everything it says is bounded here.
 */
export const TOOL_LIMITS = {
  /** Tools kept per server; a server listing more is cut here (its status says so). */
  maxToolsPerServer: 128,
  /** Pages of `tools/list` read per server (a server paging forever ends here). */
  maxListPages: 20,
  /** A tool name longer than this is skipped (no provider accepts it; it would only flood the UI). */
  maxToolNameChars: 256,
  /** Description characters kept (plain text, control characters removed). */
  maxDescriptionChars: 1_000,
  /** A tool's input schema larger than this (as JSON) is replaced by an open object schema. */
  maxSchemaChars: 32_000,
  /** Characters of a result's text kept for the model (about 1 MB). */
  maxResultChars: 1_000_000,
  /** One message from a server, in bytes: larger ones are refused while they stream, never held whole. */
  maxMessageBytes: 8 * 1024 * 1024,
  /** Milliseconds for connecting and listing tools. */
  connectTimeoutMs: 10_000,
  /** Milliseconds for one call when the caller sets none. */
  callTimeoutMs: 60_000,
  /** stderr characters of a stdio server kept for error messages. */
  maxStderrChars: 2_000,
} as const;
