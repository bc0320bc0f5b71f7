import { z } from "zod";
import { ACCESS } from "@/lib/actions/access-specs";
import { shareProject } from "@/lib/auth/membership";
import { findProjectByName } from "@/lib/db/queries/projects";
import { shareProjectSchema } from "@/lib/actions/schemas";
import { AppError } from "@/lib/errors";
import { usageError } from "@/cli/args";
import { defineCommand, guard } from "@/cli/define";

const USAGE = "project share --project NAME --email E --role viewer|editor";

/** `project share`: the owner shares a project (found by name among the user's projects). */
export const projectCommand = defineCommand({
  name: "project",
  usage: USAGE,
  summary: "share a project with an account as viewer or editor",
  flags: { project: { type: "string" }, email: { type: "string" }, role: { type: "string" } },
  required: ["project", "email", "role"],
  input: (values, positionals) => {
    if (positionals.length !== 1 || positionals[0] !== "share")
      throw usageError(
        positionals.length ? `Unknown subcommand "${positionals.join(" ")}".` : "Missing the subcommand.",
        USAGE,
      );
    return { name: values.project, email: values.email, role: values.role };
  },
  schema: shareProjectSchema.omit({ projectId: true }).extend({ name: z.string().trim().min(1) }),
  async run({ name, email, role }, { viewer }) {
    const project = await findProjectByName(name, viewer.userId);
    if (!project) throw new AppError("not_found:project", `You have no project named "${name}".`);
    await guard(viewer, ACCESS.shareProject, { projectId: project.id });
    const member = await shareProject(project.id, email, role);
    return {
      data: { projectId: project.id, ...member },
      text: `Shared "${name}" with ${member.email} as ${member.role} (if no account has that address, nobody was added).`,
    };
  },
});
