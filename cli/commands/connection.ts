import { z } from "zod";
import {
  addConnection,
  listConnections,
  removeConnection,
  testConnection,
  updateConnection,
  type ConnectionView,
  type TestResult,
} from "@/lib/connections/connections";
import { getModelSettings, updateModelSettings } from "@/lib/connections/model-settings";
import { selfHostsOf } from "@/lib/connections/url-policy";
import { findConnectionByName } from "@/lib/db/queries/connections";
import { AppError } from "@/lib/errors";
import {
  connectionKeySchema,
  connectionNameSchema,
  connectionProviderSchema,
  connectionUrlSchema,
  modelIdSchema,
} from "@/lib/shared/connections";
import { subcommand, usageError } from "@/cli/args";
import { defineCommand } from "@/cli/define";

const USAGE =
  "connection add --name NAME --provider openai|anthropic|google|openai-compatible [--url URL] [--key KEY] [--vision] | connection edit --name NAME [--rename NEW] [--url URL] [--key KEY] [--vision|--no-vision] | connection test --name NAME | connection remove --name NAME | connection list | connection settings [--task-model ID|--no-task-model] [--user-keys|--no-user-keys]";
const SUBCOMMANDS = ["add", "edit", "test", "remove", "list", "settings"] as const;

/** The flags of a connection's add, shared with `me connection` (./me.ts). */
export const CONNECTION_FLAGS = {
  name: { type: "string" },
  provider: { type: "string" },
  url: { type: "string" },
  key: { type: "string" },
  vision: { type: "boolean" },
} as const;

/** Their checked values, shared with `me connection`. */
export const connectionFields = {
  name: z.string().trim().min(1).max(40).optional(),
  provider: connectionProviderSchema.optional(),
  url: connectionUrlSchema.optional(),
  key: connectionKeySchema.optional(),
  vision: z.boolean().optional(),
};

/** One connection as `list` prints it (key masked). */
export const connectionLine = (c: ConnectionView) =>
  `${c.name}\t${c.provider}\t${c.url ?? "(default URL)"}\t${c.key ?? "(no key)"}`;

/** What `test` prints without --json. */
export const testResultText = (result: TestResult) =>
  result.ok ? `OK: ${result.models.join(", ") || "(no models)"}` : `Failed: ${result.error}`;

const schema = z.object({
  sub: z.enum(SUBCOMMANDS, { message: "Use connection add, edit, test, remove, list or settings." }),
  ...connectionFields,
  rename: connectionNameSchema.optional(),
  taskModel: modelIdSchema.nullable().optional(),
  userKeys: z.boolean().optional(),
});

/** The hosts this instance serves at, as the command line knows them (APP_URL is added by the policy). */
const selfHosts = () => selfHostsOf(null);

/**
 * `connection`: the instance's provider connections, for administrators, through the same
 * lib/connections functions as Admin -> Connections and /api/v1. `add --json` prints `{id, name}`;
 * `list --json` prints `{connections: [{id, name, provider, url, key}]}` with the key masked;
 * `test --json` prints `{ok: true, models}` or `{ok: false, error}` (exit 0 either way).
 */
export const connectionCommand = defineCommand({
  name: "connection",
  usage: USAGE,
  summary: "add, edit, test, remove and list provider connections (administrators)",
  flags: {
    ...CONNECTION_FLAGS,
    rename: { type: "string" },
    "no-vision": { type: "boolean" },
    "task-model": { type: "string" },
    "no-task-model": { type: "boolean" },
    "user-keys": { type: "boolean" },
    "no-user-keys": { type: "boolean" },
  },
  input: (values, positionals) => {
    return {
      sub: subcommand(positionals, SUBCOMMANDS, USAGE),
      name: values.name,
      rename: values.rename,
      provider: values.provider,
      url: values.url,
      key: values.key,
      vision: values["no-vision"] ? false : values.vision,
      taskModel: values["no-task-model"] ? null : values["task-model"],
      userKeys: values["no-user-keys"] ? false : values["user-keys"],
    };
  },
  schema,
  check: (input) => {
    if (input.sub !== "list" && input.sub !== "settings" && !input.name) throw usageError("Missing --name.", USAGE);
    if (input.sub === "add" && !input.provider) throw usageError("Missing --provider.", USAGE);
  },
  admin: true,
  async run({ sub, name, rename, provider, url, key, vision, taskModel, userKeys }) {
    if (sub === "settings") {
      // Without a flag: shows them. The same function as Admin -> Connections and POST /api/v1/settings/models.
      const settings =
        taskModel === undefined && userKeys === undefined
          ? await getModelSettings()
          : await updateModelSettings({ taskModel, userKeys });
      return {
        data: { ...settings },
        text: `Task model: ${settings.taskModel ? `${settings.taskModelLabel}${settings.taskModelAvailable ? "" : " (not available: each conversation's model answers)"}` : "each conversation's own model"}\nUsers' own keys: ${settings.userKeys ? "allowed" : "off"}`,
      };
    }
    if (sub === "add") {
      const added = await addConnection(
        { name: connectionNameSchema.parse(name), provider: provider!, url, key, vision },
        { selfHosts: selfHosts() },
      );
      return {
        data: { id: added.id, name: added.name, models: added.models },
        text: `Added connection ${added.name} (${added.id})${added.models.length ? `: ${added.models.length} model(s)` : ": no model list yet (run connection test)"}.`,
      };
    }
    if (sub === "list") {
      const connections = await listConnections();
      return {
        data: { connections },
        text: connections.map((c) => `${connectionLine(c)}\t${c.source}`).join("\n"),
      };
    }
    if (sub === "test") {
      const result = await testConnection(name!, { selfHosts: selfHosts() });
      return { data: result, text: testResultText(result) };
    }
    const row = await findConnectionByName(name!);
    if (!row && sub === "edit")
      throw new AppError("not_found:connection", `No connection named "${name}" (connection list shows them).`);
    if (sub === "edit") {
      const updated = await updateConnection(
        { connectionId: row!.id, name: rename, url, key, vision },
        { selfHosts: selfHosts() },
      );
      return { data: { id: updated.id, name: updated.name }, text: `Updated connection ${updated.name}.` };
    }
    const removed = await removeConnection(row?.id ?? name!);
    return { data: removed, text: `Removed connection ${removed.name}.` };
  },
});
