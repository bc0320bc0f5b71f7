import type { ParseArgsConfig } from "node:util";
import { z } from "zod";
import { nodeAccess, projectAccess, type RecordSpec } from "@/lib/actions/access-specs";
import { createProjectSchema, idSchema } from "@/lib/actions/schemas";
import { resolveAccess } from "@/lib/auth/access";
import { runAsViewer } from "@/lib/auth/current";
import type { AccessTarget, Need, ProjectRole, Viewer } from "@/lib/auth/types";
import { getUserByEmail, instanceAdmin, viewerOf } from "@/lib/auth/users";
import { findProjectByName, type ProjectSettings } from "@/lib/db/queries/projects";
import { AppError } from "@/lib/errors";
import { parseFlags, usageError, validate } from "./args";
import { CLI_SESSION, type Command, type CommandResult } from "./command";

type Options = NonNullable<ParseArgsConfig["options"]>;
type Values<O extends Options> = ReturnType<typeof parseFlags<O>>["values"];

export interface CommandContext<O extends Options> {
  viewer: Viewer;
  values: Values<O>;
  positionals: string[];
  /** The viewer's role in the record's project, when the command declares `access`. */
  role?: ProjectRole;
}

export interface CommandDefinition<O extends Options, S extends z.ZodType> {
  name: string;
  usage: string;
  summary: string;
  flags: O;
  /** Flags that must be given (a usage error, exit 2, names the first one missing). */
  required?: Array<keyof O & string>;
  /** The raw input from the flags, validated with `schema` (messages name the flag). */
  input: (values: Values<O>, positionals: string[]) => Record<string, unknown>;
  schema: S;
  /** Usage checks across flags, after validation and before the guard (exit 2 whatever the record). */
  check?: (input: z.output<S>, values: Values<O>) => void;
  /**
   * The record the command acts on: the same membership guard as the server actions. A command that
   * does what an action does spreads that action's spec (`...ACCESS.mergeNode`, lib/actions/access-specs.ts).
   */
  access?: (input: z.output<S>) => AccessTarget;
  need?: Need;
  /** Instance admins only (the user commands). */
  admin?: boolean;
  run: (input: z.output<S>, ctx: CommandContext<O>) => Promise<CommandResult>;
}

/**
 * One command: parses its flags (plus `--user EMAIL`, which every command takes), checks the
 * required ones, validates the input with its zod schema, resolves the user it acts as (without
 * `--user`, the instance admin; on an empty database a local admin with no password is created),
 * applies the membership guard, and runs the command as that user.
 *
 * @example
 * export const windowCommand = defineCommand({ name: "window", usage, summary, flags: { node: { type: "string" } },
 *   required: ["node"], input: (v) => ({ nodeId: v.node }), schema: z.object({ nodeId: idSchema }),
 *   access: (i) => ({ nodeId: i.nodeId }), need: "read", run: async ({ nodeId }) => ... });
 */
export function defineCommand<O extends Options, S extends z.ZodType>(def: CommandDefinition<O, S>): Command {
  const flags = { ...def.flags, user: { type: "string" } } as O & { user: { type: "string" } };
  return {
    name: def.name,
    usage: `${def.usage} [--user EMAIL]`,
    summary: def.summary,
    async run(argv) {
      const { values, positionals } = parseFlags(argv, flags, def.usage);
      for (const flag of def.required ?? [])
        if ((values as Record<string, unknown>)[flag] === undefined) throw usageError(`Missing --${flag}.`, def.usage);
      const input = validate(def.schema, def.input(values as Values<O>, positionals));
      def.check?.(input, values as Values<O>);
      const viewer = await resolveCliViewer((values as { user?: string }).user);
      if (def.admin && viewer.role !== "admin")
        throw new AppError("forbidden:admin", "Only an administrator can do that.");
      return runAsViewer(viewer, async () => {
        const granted = def.access ? await resolveAccess(viewer, def.access(input), def.need ?? "read") : undefined;
        return def.run(input, { viewer, values: values as Values<O>, positionals, role: granted?.role });
      });
    },
  };
}

/** `--user EMAIL` (an enabled account), or the instance admin. */
export async function resolveCliViewer(email: string | undefined): Promise<Viewer> {
  const user = email ? await getUserByEmail(email) : await instanceAdmin();
  if (user.disabled) throw new AppError("forbidden:disabled", `The account ${user.email} is disabled.`);
  return viewerOf(user, CLI_SESSION);
}

/**
 * `--project NAME`, declared once for the commands that act on a project by name (docs, kt, search,
 * import, import-chats): the flag (plus `extra` flags), required, and its input and schema. The
 * command then finds the project with `projectNamed(input.project, viewer, need)`.
 *
 * @example
 * defineCommand({ name: "docs", usage, summary, ...projectOption(), run: async (input, { viewer }) => ... })
 */
export function projectOption<E extends Options = Record<never, never>>(extra?: E) {
  return {
    flags: { project: { type: "string" }, ...extra } as { project: { type: "string" } } & E,
    required: ["project"] as Array<"project">,
    input: (values: { project?: string }) => ({ project: values.project }),
    schema: z.object({ project: z.string() }),
  };
}

/**
 * `--node ID`, declared once for the commands that act on one node (say, purge, window): the flag
 * (plus `extra` flags), required, its input and schema, and the membership guard on that node: the
 * matching action's spec when there is one (`nodeOption(ACCESS.purgeNode)`), else what it needs.
 *
 * @example
 * defineCommand({ name: "window", usage, summary, ...nodeOption("read"), run: async ({ nodeId }) => ... })
 */
export function nodeOption<E extends Options = Record<never, never>>(
  spec: Need | RecordSpec<{ nodeId: string }>,
  extra?: E,
) {
  const { access, need } = typeof spec === "string" ? nodeAccess(spec) : spec;
  return {
    flags: { node: { type: "string" }, ...extra } as { node: { type: "string" } } & E,
    required: ["node"] as Array<"node">,
    input: (values: { node?: string }) => ({ nodeId: values.node }),
    schema: z.object({ nodeId: idSchema }),
    access,
    need,
  };
}

/** Applies an action's record spec (lib/actions/access-specs.ts) to `input`, for a command that finds its record itself. */
export function guard<I>(viewer: Viewer, spec: RecordSpec<I>, input: I) {
  return resolveAccess(viewer, spec.access(input), spec.need);
}

/**
 * The viewer's project of that name (`--project`), through the membership guard: the matching
 * action's spec when there is one (`ACCESS.askKnowledge`), else what the command needs.
 *
 * @throws AppError invalid:input (bad name), not_found:project, forbidden:write
 */
export async function projectNamed(
  name: string,
  viewer: Viewer,
  spec: Need | RecordSpec<{ projectId: string }>,
): Promise<ProjectSettings> {
  const valid = validate(createProjectSchema.pick({ name: true }), { name }).name;
  const project = await findProjectByName(valid, viewer.userId);
  if (project) await guard(viewer, typeof spec === "string" ? projectAccess(spec) : spec, { projectId: project.id });
  if (!project) {
    throw new AppError(
      "not_found:project",
      `There is no project named "${valid}". Create it with \`npm run canopy -- conversation create --project "${valid}"\`.`,
    );
  }
  return project;
}
