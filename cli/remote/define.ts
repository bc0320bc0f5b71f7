import type { ParseArgsConfig } from "node:util";
import { listProjectsOp } from "@/lib/api/operations";
import { AppError } from "@/lib/errors";
import { parseFlags, usageError } from "@/cli/args";
import type { CommandResult } from "@/cli/command";
import { callRemote, type Remote } from "./client";

/** Re-exported for the commands that import it from here. */
export { subcommand } from "@/cli/args";

type Options = NonNullable<ParseArgsConfig["options"]>;
export type Json = Record<string, unknown>;

/** A command of the remote mode: its flags are parsed here, its input validated by the server. */
export interface RemoteCommand {
  name: string;
  usage: string;
  run(argv: string[], remote: Remote): Promise<CommandResult>;
}

/**
 * One remote command: parses its flags (strict, as the local commands), checks the required ones,
 * and runs; the input is validated and guarded by the server (its error comes back as an AppError).
 */
export function defineRemote<O extends Options>(def: {
  name: string;
  usage: string;
  flags: O;
  required?: Array<keyof O & string>;
  run: (
    values: ReturnType<typeof parseFlags<O>>["values"],
    positionals: string[],
    remote: Remote,
  ) => Promise<CommandResult>;
}): RemoteCommand {
  return {
    name: def.name,
    usage: def.usage,
    async run(argv, remote) {
      const { values, positionals } = parseFlags(argv, def.flags, def.usage);
      for (const flag of def.required ?? [])
        if ((values as Record<string, unknown>)[flag] === undefined) throw usageError(`Missing --${flag}.`, def.usage);
      return def.run(values, positionals, remote);
    },
  };
}

/** The caller's project of that name on the remote instance. */
export async function projectNamed(remote: Remote, name: string): Promise<{ id: string; name: string } | undefined> {
  const { projects } = await callRemote<{ projects: Array<{ id: string; name: string }> }>(remote, listProjectsOp, {});
  return projects.find((p) => p.name === name.trim());
}

export async function requireProject(remote: Remote, name: string) {
  const project = await projectNamed(remote, name);
  if (!project) throw new AppError("not_found:project", `There is no project named "${name}" on that instance.`);
  return project;
}

export const lines = (rows: string[], empty: string) => (rows.length ? rows.join("\n") : empty);
