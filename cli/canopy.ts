import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { refreshModelRegistry } from "@/lib/connections/registry";
import { closeDb } from "@/lib/db/client";
import { isAppError } from "@/lib/errors";
import { usageError } from "./args";
import { processIo, type CliIo, type Command } from "./command";
import { askCommand } from "./commands/ask";
import { attachCommand } from "./commands/attach";
import { branchCommand } from "./commands/branch";
import { contextCommand } from "./commands/context";
import { connectionCommand } from "./commands/connection";
import { meCommand } from "./commands/me";
import { mcpCommand } from "./commands/mcp";
import { conversationCommand } from "./commands/conversation";
import { docsCommand } from "./commands/docs";
import { importCommand } from "./commands/import";
import { ktCommand } from "./commands/kt";
import { mergeCommand } from "./commands/merge";
import { compareCommand, fanoutCommand, modelsCommand } from "./commands/fanout";
import { projectCommand } from "./commands/project";
import { purgeCommand } from "./commands/purge";
import { continueCommand, retryCommand } from "./commands/resume";
import { sayCommand } from "./commands/say";
import { approveCommand } from "./commands/approve";
import { seedTreeCommand } from "./commands/seed-tree";
import { searchCommand } from "./commands/search";
import { exportCommand } from "./commands/export";
import { importChatsCommand } from "./commands/import-chats";
import { tokenCommand } from "./commands/token";
import { treeCommand } from "./commands/tree";
import { userCommand } from "./commands/user";
import { windowCommand } from "./commands/window";
import { assertDatabaseReady } from "./database";
import type { Remote } from "./remote/client";
import { REMOTE_COMMANDS } from "./remote/commands";

/**
 * Canopy's command line: `npm run canopy -- <command> [--json]`. Every command calls the same lib/
 * functions as the server actions and the chat route; `--json` prints one JSON object per run.
 */
export const COMMANDS: Command[] = [
  conversationCommand,
  sayCommand,
  approveCommand,
  retryCommand,
  continueCommand,
  branchCommand,
  mergeCommand,
  fanoutCommand,
  compareCommand,
  modelsCommand,
  connectionCommand,
  mcpCommand,
  purgeCommand,
  windowCommand,
  attachCommand,
  contextCommand,
  treeCommand,
  importCommand,
  askCommand,
  ktCommand,
  docsCommand,
  seedTreeCommand,
  searchCommand,
  exportCommand,
  importChatsCommand,
  userCommand,
  projectCommand,
  tokenCommand,
  meCommand,
];

export function usage(): string {
  return [
    "Usage: npm run canopy -- <command> [flags] [--json]",
    "",
    ...COMMANDS.flatMap((c) => [`  ${c.usage}`, `      ${c.summary}`]),
    "  help",
    "      this text",
    "",
    "--json prints one JSON object (on failure {error: {code, message}}); without it, readable text.",
    "Every command takes --user EMAIL (act as that account); without it, the instance's admin (a local",
    "admin with no password is created on a database with no account yet).",
    "The database is DATABASE_URL (default file:./data/canopy.db); run `npm run setup` once before.",
    "",
    "Remote mode: --url URL --token TOKEN (or CANOPY_URL and CANOPY_TOKEN) drive another instance over",
    "its HTTP API (/api/v1) as the token's account, instead of this database. Commands:",
    ...REMOTE_COMMANDS.map((c) => `  ${c.usage}`),
  ].join("\n");
}

/**
 * Runs one command line (without the `node script` prefix) and returns its exit code: 0 on
 * success, 2 when the flags are wrong (unknown, missing or invalid), 1 when the command failed. Output goes through `io`, so tests run
 * commands in-process.
 *
 * @example
 * const code = await run(["window", "--node", nodeId, "--json"], io);
 */
export async function run(argv: string[], io: CliIo = processIo): Promise<number> {
  const { args: withRemote, json } = takeJsonFlag(argv);
  try {
    const { args, remote } = takeRemoteFlags(withRemote);
    const [name, ...rest] = args;
    if (name === undefined || name === "help" || name === "--help" || name === "-h") {
      io.out(json ? JSON.stringify({ usage: usage() }) : usage());
      return 0;
    }
    const command = remote ? REMOTE_COMMANDS.find((c) => c.name === name) : COMMANDS.find((c) => c.name === name);
    if (!command) {
      const local = remote && COMMANDS.some((c) => c.name === name);
      throw usageError(
        local
          ? `"${name}" works on the local database only, not with --url. Remote commands: ${REMOTE_COMMANDS.map((c) => c.name).join(", ")}.`
          : `Unknown command "${name}". Run \`npm run canopy -- help\` for the list.`,
      );
    }
    if (rest.includes("--help")) {
      io.out(json ? JSON.stringify({ usage: command.usage }) : `Usage: npm run canopy -- ${command.usage}`);
      return 0;
    }
    let result;
    if (remote) result = await (command as (typeof REMOTE_COMMANDS)[number]).run(rest, remote);
    else {
      await assertDatabaseReady();
      await refreshModelRegistry(); // the stored connections' models, as the server holds them
      result = await (command as Command).run(rest);
    }
    io.out(json ? JSON.stringify(result.data) : result.text);
    return 0;
  } catch (error) {
    const payload = describe(error);
    io.err(`canopy: ${payload.message} (${payload.code})`);
    if (json) io.out(JSON.stringify({ error: payload }));
    return payload.code === "invalid:usage" || payload.code === "invalid:input" ? 2 : 1;
  }
}

/** `--json` may appear anywhere before a `--` terminator (after it, it is message text). */
function takeJsonFlag(argv: string[]): { args: string[]; json: boolean } {
  const end = argv.indexOf("--");
  const head = end < 0 ? argv : argv.slice(0, end);
  const tail = end < 0 ? [] : argv.slice(end);
  return { args: [...head.filter((a) => a !== "--json"), ...tail], json: head.includes("--json") };
}

/**
 * `--url URL` and `--token TOKEN` (either before or after the command, or `--url=URL`), else the
 * CANOPY_URL and CANOPY_TOKEN variables: remote mode. Read here, at the command line's entry, as
 * the flags they stand for; `--` ends them like every flag.
 */
function takeRemoteFlags(argv: string[]): { args: string[]; remote: Remote | null } {
  const end = argv.indexOf("--");
  const head = end < 0 ? argv : argv.slice(0, end);
  const found: Record<"url" | "token", string | undefined> = { url: undefined, token: undefined };
  const args: string[] = [];
  // `connection add|edit --url URL` (also `me connection add`) and `mcp add --url URL` are the server's own URL (local commands only).
  const own = head.findIndex((a) => a === "connection" || a === "mcp");
  for (let i = 0; i < head.length; i++) {
    const flag = own >= 0 && i > own ? /^--(token)(?:=(.*))?$/ : /^--(url|token)(?:=(.*))?$/;
    const match = flag.exec(head[i]!);
    if (!match) {
      args.push(head[i]!);
      continue;
    }
    const value = match[2] ?? head[++i];
    if (value === undefined || value.startsWith("--")) throw usageError(`--${match[1]} needs a value.`);
    found[match[1] as "url" | "token"] = value;
  }
  const url = found.url ?? process.env.CANOPY_URL;
  const token = found.token ?? process.env.CANOPY_TOKEN;
  if (!url) {
    if (found.token) throw usageError("--token needs --url (the instance to drive).");
    return { args: [...args, ...(end < 0 ? [] : argv.slice(end))], remote: null };
  }
  if (!/^https?:\/\//.test(url)) throw usageError(`--url is an http(s) address, not "${url}".`);
  return { args: [...args, ...(end < 0 ? [] : argv.slice(end))], remote: { url, token } };
}

/** Expected failures keep their code and message; anything else is reported with its message (local tool). */
function describe(error: unknown): { code: string; message: string } {
  if (isAppError(error)) return { code: error.code, message: error.message };
  return { code: "internal:unexpected", message: error instanceof Error ? error.message : String(error) };
}

/** .env.local then .env, as Next reads them (variables already set win). */
function loadEnvFiles(): void {
  for (const file of [".env.local", ".env"]) if (existsSync(file)) process.loadEnvFile(file);
}

const isEntryPoint = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntryPoint) {
  loadEnvFiles();
  const code = await run(process.argv.slice(2));
  await closeDb();
  process.exitCode = code;
}
