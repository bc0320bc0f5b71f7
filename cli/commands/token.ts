import { z } from "zod";
import { createApiToken, createTokenSchema, listApiTokensOf, revokeApiToken } from "@/lib/auth/tokens";
import { DEFAULT_TOKEN_DAYS } from "@/lib/shared/api-tokens";
import { subcommand, usageError } from "@/cli/args";
import { defineCommand, projectNamed } from "@/cli/define";

const USAGE =
  "token create --name NAME --scope read|write [--project NAME] [--expires-days N] | token revoke --id ID | token list [--all]";
const SUBCOMMANDS = ["create", "revoke", "list"] as const;

const schema = z.object({
  sub: z.enum(SUBCOMMANDS, { message: "Use token create, revoke or list." }),
  name: createTokenSchema.shape.name.optional(),
  scope: createTokenSchema.shape.scope.optional(),
  project: z.string().optional(),
  expiresInDays: createTokenSchema.shape.expiresInDays.default(DEFAULT_TOKEN_DAYS),
  id: z.string().min(1).max(64).optional(),
  all: z.boolean().optional(),
});

/**
 * `token`: personal API tokens of the account it acts as (`--user EMAIL`), through the same
 * lib/auth/tokens.ts as the Account page. `create --json` prints `{id, token}` (the token is shown
 * this once); `revoke` takes the account's own token (an admin: anyone's).
 */
export const tokenCommand = defineCommand({
  name: "token",
  usage: USAGE,
  summary: "create, revoke and list personal API tokens (Authorization: Bearer)",
  flags: {
    name: { type: "string" },
    scope: { type: "string" },
    project: { type: "string" },
    "expires-days": { type: "string" },
    id: { type: "string" },
    all: { type: "boolean" },
  },
  input: (values, positionals) => {
    const days = values["expires-days"];
    return {
      sub: subcommand(positionals, SUBCOMMANDS, USAGE),
      name: values.name,
      scope: values.scope,
      project: values.project,
      expiresInDays: days === undefined ? undefined : Number(days),
      id: values.id,
      all: values.all,
    };
  },
  schema,
  check: (input) => {
    if (input.sub === "create" && !input.name) throw usageError("Missing --name.", USAGE);
    if (input.sub === "create" && !input.scope) throw usageError("Missing --scope.", USAGE);
    if (input.sub === "revoke" && !input.id) throw usageError("Missing --id.", USAGE);
  },
  async run({ sub, name, scope, project, expiresInDays, id, all }, { viewer }) {
    if (sub === "create") {
      const projectId = project ? (await projectNamed(project, viewer, "read")).id : null;
      const created = await createApiToken(viewer, { name: name!, scope: scope!, projectId, expiresInDays });
      return {
        data: { id: created.id, token: created.token },
        text: `${created.token}\nToken ${created.id} (${scope}${project ? `, project "${project}"` : ""}, expires ${created.view.expiresAt}). It is shown only now: keep it somewhere safe.`,
      };
    }
    if (sub === "revoke") {
      await revokeApiToken(viewer, id!);
      return { data: { id: id!, revoked: true }, text: `Revoked token ${id}.` };
    }
    const tokens = await listApiTokensOf(viewer, { all: all ?? false });
    return {
      data: { tokens },
      text: tokens
        .map((t) => `${t.id}\t${t.prefix}\t${t.name}\t${t.scope}\t${t.projectName ?? "all projects"}\t${t.status}`)
        .join("\n"),
    };
  },
});
