import { TOOL_LIMITS } from "./limits";

/**
 * Names and texts that come from an MCP server, made safe for providers and people. Pure.
 */

/** What every provider accepts as a tool name. */
export const PROVIDER_TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

/** A registered server's name: short, a letter or digit first, letters, digits, "_" and "-". */
export const SERVER_NAME = /^[a-zA-Z0-9][a-zA-Z0-9_-]{0,31}$/;

function sanitise(name: string): string {
  return name.replace(/[^a-zA-Z0-9_-]/g, "_");
}

/**
 * Gives each (server, tool) pair the name offered to a model: `${server}_${tool}`, characters outside
 * `[a-zA-Z0-9_-]` replaced by "_", at most 64 characters, unique in the list, and ending with the
 * tool's own name whenever that name is itself valid (the server part is shortened first, and a
 * clash is told apart by a number in the server part).
 *
 * @example qualifyToolNames([{ server: "fs", name: "read_text_file" }]) // ["fs_read_text_file"]
 */
export function qualifyToolNames(tools: readonly { server: string; name: string }[]): string[] {
  const taken = new Set<string>();
  return tools.map(({ server, name }) => {
    // At most 62 characters of the tool's name, its end kept, so a server part of one character fits.
    const tool = (sanitise(name) || "tool").slice(-62);
    const base = sanitise(server) || "server";
    const room = 63 - tool.length;
    for (let n = 1; ; n++) {
      const suffix = n === 1 ? "" : String(n);
      const prefix = base.slice(0, Math.max(0, room - suffix.length)) + suffix;
      // A long number leaves less room: the tool part gives up its first characters then.
      const candidate = `${prefix}_${tool.slice(-(63 - prefix.length))}`;
      if (!taken.has(candidate)) {
        taken.add(candidate);
        return candidate;
      }
    }
  });
}

// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A server's description as plain text: control and bidirectional-override characters removed,
 * runs of blank lines collapsed, cut at a bound with an ellipsis. It stays text: the UI renders it as
 * text and the turn offers it to the model as the tool's description, never as instructions to Canopy.
 */
export function plainDescription(raw: unknown, max: number = TOOL_LIMITS.maxDescriptionChars): string {
  if (typeof raw !== "string") return "";
  const text = raw
    .replace(/\r\n?/g, "\n")
    .replace(CONTROL, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** A name shown to people: control characters removed, cut to 200 characters. */
export function displayName(raw: string): string {
  const text = raw.replace(CONTROL, "");
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}
