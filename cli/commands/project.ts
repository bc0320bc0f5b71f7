import { z } from "zod";
import { ACCESS } from "@/lib/actions/access-specs";
import { shareProject } from "@/lib/auth/membership";
import { findProjectByName } from "@/lib/db/queries/projects";
import { shareProjectSchema } from "@/lib/actions/schemas";
import { AppError } from "@/lib/errors";
import { TOOL_APPROVALS } from "@/lib/shared/mcp-servers";
import { updateProjectToolSettings } from "@/lib/tools";
import { idList, usageError } from "@/cli/args";
import { defineCommand, guard } from "@/cli/define";
import { subcommand } from "@/cli/args";

const USAGE =
  "project share --project NAME --email E --role viewer|editor | project tools --project NAME [--enable SERVER[,SERVER]] [--approve never|destructive|always] [--aside-tokens N]";

const schema = z.discriminatedUnion("sub", [
  shareProjectSchema.omit({ projectId: true }).extend({ sub: z.literal("share"), name: z.string().trim().min(1) }),
  z.object({
    sub: z.literal("tools"),
    name: z.string().trim().min(1),
    servers: z.array(z.string()).optional(),
    approval: z.enum(TOOL_APPROVALS, { message: "--approve is never, destructive or always." }).optional(),
    asideTokens: z.coerce.number().int().optional(),
  }),
]);

/**
 * `project share`: the owner shares a project (found by name among the user's projects).
 * `project tools`: the owner chooses the MCP servers its turns may use (`--enable ""` enables none),
 * the approval mode and the aside threshold; prints `{projectId, servers, approval, asideTokens}`.
 */
export const projectCommand = defineCommand({
  name: "project",
  usage: USAGE,
  summary: "share a project, or set its tools (MCP servers, approval, aside threshold)",
  flags: {
    project: { type: "string" },
    email: { type: "string" },
    role: { type: "string" },
    enable: { type: "string" },
    approve: { type: "string" },
    "aside-tokens": { type: "string" },
  },
  required: ["project"],
  input: (values, positionals) => {
    if (subcommand(positionals, ["share", "tools"], USAGE) === "share") {
      for (const flag of ["email", "role"] as const)
        if (values[flag] === undefined) throw usageError(`Missing --${flag}.`, USAGE);
      return { sub: "share", name: values.project, email: values.email, role: values.role };
    }
    return {
      sub: "tools",
      name: values.project,
      servers: values.enable === undefined ? undefined : (idList(values.enable) ?? []),
      approval: values.approve,
      asideTokens: values["aside-tokens"],
    };
  },
  schema,
  async run(input, { viewer }) {
    const project = await findProjectByName(input.name, viewer.userId);
    if (!project) throw new AppError("not_found:project", `You have no project named "${input.name}".`);
    if (input.sub === "tools") {
      await guard(viewer, ACCESS.updateProjectTools, { projectId: project.id });
      const settings = await updateProjectToolSettings({
        projectId: project.id,
        servers: input.servers,
        approval: input.approval,
        asideTokens: input.asideTokens,
      });
      return {
        data: { projectId: project.id, ...settings },
        text: `Tools of "${input.name}": ${settings.servers.join(", ") || "no servers"}; approval ${settings.approval}; asides above ${settings.asideTokens} tokens.`,
      };
    }
    await guard(viewer, ACCESS.shareProject, { projectId: project.id });
    const member = await shareProject(project.id, input.email, input.role);
    return {
      data: { projectId: project.id, ...member },
      text: `Shared "${input.name}" with ${member.email} as ${member.role} (if no account has that address, nobody was added).`,
    };
  },
});
