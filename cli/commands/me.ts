import { z } from "zod";
import {
  addOwnConnection,
  listOwnConnections,
  removeOwnConnection,
  testOwnConnection,
} from "@/lib/connections/own-connections";
import { selfHostsOf } from "@/lib/connections/url-policy";
import { AppError } from "@/lib/errors";
import { connectionNameSchema } from "@/lib/shared/connections";
import { subcommand, usageError } from "@/cli/args";
import { defineCommand } from "@/cli/define";
import { CONNECTION_FLAGS, connectionFields, connectionLine, testResultText } from "./connection";

const USAGE =
  "me connection add --name NAME --provider openai|anthropic|google|openai-compatible [--url URL] [--key KEY] [--vision] | me connection test --name NAME | me connection remove --name NAME | me connection list";
const AREAS = ["connection"] as const;
const SUBCOMMANDS = ["add", "test", "remove", "list"] as const;

const schema = z.object({
  sub: z.enum(SUBCOMMANDS, { message: "Use me connection add, test, remove or list." }),
  ...connectionFields,
});

/** The account's own connection named `name`, or not_found (another person's is not found either). */
async function ownNamed(userId: string, name: string) {
  const found = (await listOwnConnections(userId)).find((c) => c.name === name);
  if (!found)
    throw new AppError(
      "not_found:connection",
      `You have no connection named "${name}" (me connection list shows them).`,
    );
  return found;
}

/**
 * `me connection`: the account's own connections (users' keys, when the instance allows them), as
 * `--user EMAIL` (or the default admin), through the same lib/connections/own-connections.ts as
 * Account -> "Your own keys" and /api/v1/me/connections. Only their owner lists, tests, uses or
 * removes them; `list` masks the key; a failed `test` exits 0 with `{ok: false, error}`.
 */
export const meCommand = defineCommand({
  name: "me",
  usage: USAGE,
  summary: "add, test, remove and list your own connections (your own keys, when the instance allows them)",
  flags: CONNECTION_FLAGS,
  input: (values, positionals) => {
    subcommand(positionals.slice(0, 1), AREAS, USAGE);
    return {
      sub: subcommand(positionals.slice(1), SUBCOMMANDS, USAGE),
      name: values.name,
      provider: values.provider,
      url: values.url,
      key: values.key,
      vision: values.vision,
    };
  },
  schema,
  check: (input) => {
    if (input.sub !== "list" && !input.name) throw usageError("Missing --name.", USAGE);
    if (input.sub === "add" && !input.provider) throw usageError("Missing --provider.", USAGE);
  },
  async run({ sub, name, provider, url, key, vision }, { viewer }) {
    const policy = { selfHosts: selfHostsOf(null) };
    if (sub === "add") {
      const added = await addOwnConnection(
        viewer.userId,
        { name: connectionNameSchema.parse(name), provider: provider!, url, key, vision },
        policy,
      );
      return {
        data: { id: added.id, name: added.name, models: added.models },
        text: `Added your connection ${added.name} (${added.id})${added.models.length ? `: ${added.models.length} model(s)` : ": no model list yet (run me connection test)"}.`,
      };
    }
    if (sub === "list") {
      const connections = await listOwnConnections(viewer.userId);
      return {
        data: { connections },
        text: connections.map(connectionLine).join("\n") || "You have no connections of your own.",
      };
    }
    const own = await ownNamed(viewer.userId, name!);
    if (sub === "test") {
      const result = await testOwnConnection(viewer.userId, own.id, policy);
      return { data: result, text: testResultText(result) };
    }
    const removed = await removeOwnConnection(viewer.userId, own.id);
    return { data: removed, text: `Removed your connection ${removed.name}.` };
  },
});
