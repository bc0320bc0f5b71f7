import { z } from "zod";
import { selfHostsOf } from "@/lib/connections/url-policy";
import { addMcpServer, checkMcpServer, listMcpServers, removeMcpServer } from "@/lib/tools";
import { usageError } from "@/cli/args";
import { defineCommand } from "@/cli/define";
import { subcommand } from "@/cli/remote/define";

const USAGE =
  'mcp add --name NAME (--url URL [--header "Name: value"]... [--bearer TOKEN] | --command CMD [--arg A]... [--env NAME=value]...) | mcp list | mcp check --name NAME | mcp remove --name NAME';
const SUBCOMMANDS = ["add", "list", "check", "remove"] as const;

const schema = z.object({
  sub: z.enum(SUBCOMMANDS, { message: "Use mcp add, list, check or remove." }),
  server: z.string().trim().min(1).max(64).optional(),
  url: z.string().optional(),
  headers: z.array(z.string()).optional(),
  bearer: z.string().optional(),
  command: z.string().optional(),
  args: z.array(z.string()).optional(),
  env: z.array(z.string()).optional(),
});

/** The hosts this instance serves at, as the command line knows them (APP_URL is added by the policy). */
const selfHosts = () => selfHostsOf(null);

/**
 * `mcp`: the MCP servers registered for the instance, for administrators, through the same lib/tools
 * functions as Admin -> MCP servers and /api/v1. `add --json` prints `{id, name, status, error, tools}`
 * (tool names); `list --json` prints `{servers: [{name, status, error?, tools: [{name}]}]}`. Stdio
 * servers need MCP_ALLOW_STDIO=1, private addresses MCP_ALLOW_PRIVATE_URLS=1 (read here as by the server).
 */
export const mcpCommand = defineCommand({
  name: "mcp",
  usage: USAGE,
  summary: "register, list, check and remove MCP servers (administrators)",
  flags: {
    name: { type: "string" },
    url: { type: "string" },
    header: { type: "string", multiple: true },
    bearer: { type: "string" },
    command: { type: "string" },
    arg: { type: "string", multiple: true },
    env: { type: "string", multiple: true },
  },
  input: (values, positionals) => {
    return {
      sub: subcommand(positionals, [...SUBCOMMANDS], USAGE),
      server: values.name,
      url: values.url,
      headers: values.header,
      bearer: values.bearer,
      command: values.command,
      args: values.arg,
      env: values.env,
    };
  },
  schema,
  check: (input) => {
    if (input.sub !== "list" && !input.server) throw usageError("Missing --name.", USAGE);
    if (input.sub === "add" && !input.url === !input.command)
      throw usageError("Give --url (Streamable HTTP) or --command (stdio).", USAGE);
  },
  admin: true,
  async run({ sub, server, url, headers, bearer, command, args, env }) {
    if (sub === "add") {
      const added = await addMcpServer(
        { name: server!, url, headers, bearer, command, args, env },
        { selfHosts: selfHosts() },
      );
      return {
        data: { ...added },
        text:
          added.status === "connected"
            ? `Added MCP server ${added.name}: connected, ${added.tools.length} tool(s).`
            : `Added MCP server ${added.name}: failed: ${added.error} (mcp check --name ${added.name} retries).`,
      };
    }
    if (sub === "list") {
      const servers = (await listMcpServers()).map((s) => ({
        id: s.id,
        name: s.name,
        transport: s.transport,
        url: s.url,
        command: s.command,
        ...(s.envNames.length ? { envNames: s.envNames } : {}),
        status: s.status,
        ...(s.error ? { error: s.error } : {}),
        truncated: s.truncated,
        tools: s.tools.map((t) => ({ name: t.name, destructive: t.destructive })),
      }));
      return {
        data: { servers },
        text:
          servers
            .map(
              (s) =>
                `${s.name}\t${s.transport}\t${s.url ?? s.command}\t${s.status === "failed" ? `failed: ${s.error}` : `${s.status}, ${s.tools.length} tools`}`,
            )
            .join("\n") || "No MCP servers registered (mcp add adds one).",
      };
    }
    if (sub === "check") {
      const view = await checkMcpServer(server!, { policy: { selfHosts: selfHosts() } });
      return {
        data: { name: view.name, status: view.status, error: view.error, tools: view.tools.map((t) => t.name) },
        text: view.status === "connected" ? `connected, ${view.tools.length} tools` : `failed: ${view.error}`,
      };
    }
    const removed = await removeMcpServer(server!);
    return { data: removed, text: `Removed MCP server ${removed.name}.` };
  },
});
