import { parseArgs, type ParseArgsConfig } from "node:util";
import type { z } from "zod";
import { AppError } from "@/lib/errors";

type Options = NonNullable<ParseArgsConfig["options"]>;

/** Bad command-line usage: an unknown command or flag, a missing flag or argument. Exit code 2. */
export function usageError(message: string, usage?: string): AppError {
  return new AppError("invalid:usage", usage ? `${message}\nUsage: npm run canopy -- ${usage}` : message);
}

/**
 * The one subcommand of a command (`user create`, `connection list`, `project share`): the only
 * positional, one of `allowed`, or a usage error ("Missing the subcommand." / "Unknown subcommand").
 */
export function subcommand<T extends string>(positionals: string[], allowed: readonly T[], usage: string): T {
  const [sub, ...extra] = positionals;
  if (!sub || !(allowed as readonly string[]).includes(sub) || extra.length)
    throw usageError(sub ? `Unknown subcommand "${positionals.join(" ")}".` : "Missing the subcommand.", usage);
  return sub as T;
}

/**
 * Parses a command's flags with node:util parseArgs (strict: an unknown flag or a flag without its
 * value is a usage error, never silently ignored).
 */
export function parseFlags<T extends Options>(argv: string[], options: T, usage: string) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw usageError(error instanceof Error ? error.message : String(error), usage);
  }
}

/** The value of a required flag, or a usage error naming it. */
export function required<T>(value: T | undefined, flag: string, usage: string): T {
  if (value === undefined) throw usageError(`Missing ${flag}.`, usage);
  return value;
}

/** "a, b,,c" -> ["a", "b", "c"]; undefined stays undefined. */
export function idList(value: string | undefined): string[] | undefined {
  return value
    ?.split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Schema keys as the flags a user typed, so that validation messages point at the right flag. */
const FLAG_OF: Record<string, string> = {
  nodeId: "--node",
  itemId: "--item",
  fromItemId: "--from",
  conversationId: "--conversation",
  name: "--project",
  title: "--title",
  policy: "--policy",
  prompt: "--prompt",
  query: "--query",
  budget: "--budget",
  selectedIds: "--items",
  note: "--note",
  mode: "--mode",
  placement: "--insert",
};

/**
 * Validates flag values with a server action's zod schema (the same rules as the UI), reporting
 * the first problem against its flag: "--budget: The budget cannot be below zero."
 *
 * @throws AppError invalid:input
 */
export function validate<S extends z.ZodType>(schema: S, input: Record<string, unknown>): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const key = issue?.path[0];
  const where = key === undefined ? "" : `${FLAG_OF[String(key)] ?? String(key)}: `;
  throw new AppError("invalid:input", `${where}${issue?.message ?? "Invalid input."}`);
}
