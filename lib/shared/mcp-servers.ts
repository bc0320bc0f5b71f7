import { z } from "zod";

/**
 * Input schemas of MCP servers and project tool settings, shared by the server actions, /api/v1, the
 * command line and the forms (one set of rules and messages). Client-safe.
 */

export const TOOL_APPROVALS = ["never", "destructive", "always"] as const;
export type ToolApprovalMode = (typeof TOOL_APPROVALS)[number];

export const mcpServerNameSchema = z
  .string()
  .trim()
  .min(1, "Name the server.")
  .max(32, "Keep the name to 32 characters.")
  .regex(
    /^[a-zA-Z0-9][a-zA-Z0-9_-]*$/,
    "A server name is letters, digits, dashes and underscores (it starts the tool names a model sees: fs_read_file).",
  );

const oneLine = (what: string, max: number) =>
  z
    .string()
    .max(max, `That ${what} is too long.`)
    .refine(
      (v) => ![...v].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f),
      `The ${what} contains a line break or control characters.`,
    );

/** A header as typed on the command line or in the form: "Name: value" (see `splitHeaderLine`). */
export const headerLineSchema = z
  .string()
  .trim()
  .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}:.+$/s, 'Write a header as "Name: value".')
  .pipe(oneLine("header", 8000));

/** "Name: value" -> its name and value (a line `headerLineSchema` accepted). */
export function splitHeaderLine(line: string): { name: string; value: string } {
  const colon = line.indexOf(":");
  return { name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() };
}

/** An environment variable for a stdio server as typed: "NAME=value" (see `splitEnvLine`). */
export const envLineSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z_][A-Za-z0-9_]{0,99}=/, 'Write an environment variable as "NAME=value".')
  .pipe(oneLine("environment variable", 8000));

/** "NAME=value" -> its name and value (a line `envLineSchema` accepted). */
export function splitEnvLine(line: string): { name: string; value: string } {
  const eq = line.indexOf("=");
  return { name: line.slice(0, eq), value: line.slice(eq + 1) };
}

export const addMcpServerSchema = z.object({
  name: mcpServerNameSchema,
  url: z.string().trim().max(2000, "That URL is too long.").optional(),
  headers: z.array(headerLineSchema).max(20, "At most 20 headers.").optional(),
  /** A bearer token: stored as an Authorization header. */
  bearer: oneLine("token", 8000).optional(),
  command: oneLine("command", 1000).optional(),
  args: z.array(oneLine("argument", 4000)).max(50, "At most 50 arguments.").optional(),
  /** A stdio server's own environment ("NAME=value"): stored encrypted, never sent back. */
  env: z.array(envLineSchema).max(50, "At most 50 environment variables.").optional(),
});

/* Which transport (a URL or a command, not both) is checked by `mcpServerInputProblem`, not by a
   refinement: the API's OpenAPI document is made from this plain object schema. */

/** What is wrong with a server's input across fields, or null. */
export function mcpServerInputProblem(v: {
  url?: string;
  command?: string;
  headers?: string[];
  bearer?: string;
  env?: string[];
}): string | null {
  if (Boolean(v.url) === Boolean(v.command))
    return "Give either a URL (Streamable HTTP) or a command (stdio), not both.";
  if (v.command && (v.headers?.length || v.bearer)) return "Headers and tokens go with a URL, not a command.";
  if (v.url && v.env?.length) return "Environment variables go with a command (stdio), not a URL.";
  return null;
}

export type AddMcpServerInput = z.input<typeof addMcpServerSchema>;

export const mcpServerRefSchema = z.object({ name: z.string().trim().min(1).max(64) });

export const projectToolSettingsSchema = z.object({
  projectId: z.string().trim().min(1).max(64),
  /** The registered servers the project may use (replaces the list). */
  servers: z.array(mcpServerNameSchema).max(50, "At most 50 servers.").optional(),
  approval: z.enum(TOOL_APPROVALS, { message: "Approval is never, destructive or always." }).optional(),
  asideTokens: z.coerce
    .number()
    .int("The aside threshold is a whole number of tokens.")
    .min(100, "The aside threshold is at least 100 tokens.")
    .max(1_000_000, "The aside threshold is at most 1,000,000 tokens.")
    .optional(),
});
export type ProjectToolSettingsInput = z.input<typeof projectToolSettingsSchema>;

/** A server as the browser, the API and the command line see it: never a header's value. */
export interface McpServerView {
  id: string;
  name: string;
  transport: "http" | "stdio";
  url: string | null;
  headerNames: string[];
  command: string | null;
  args: string[];
  /** A stdio server's environment variable names (their values are never sent back). */
  envNames: string[];
  status: "connected" | "failed" | "unknown";
  error: string | null;
  tools: McpToolView[];
  /** How many tools the server offered, when more than were kept. */
  offered: number;
  truncated: boolean;
  checkedAt: string | null;
}

export interface McpToolView {
  name: string;
  title: string;
  description: string;
  destructive: boolean;
}

export interface ProjectToolSettings {
  servers: string[];
  approval: ToolApprovalMode;
  asideTokens: number;
}
