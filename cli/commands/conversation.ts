import { createConversation, UNTITLED } from "@/lib/db/queries/conversations";
import { ACCESS } from "@/lib/actions/access-specs";
import { createProject, findProjectByName } from "@/lib/db/queries/projects";
import { createConversationSchema, createProjectSchema } from "@/lib/actions/schemas";
import { subcommand, usageError } from "@/cli/args";
import { defineCommand, guard } from "@/cli/define";

const USAGE = "conversation create --project NAME [--title TITLE]";
const OPTIONS = { project: { type: "string" }, title: { type: "string" } } as const;

/** `conversation create`: a conversation with its root node, in the named project (created if missing). */
export const conversationCommand = defineCommand({
  name: "conversation",
  usage: USAGE,
  summary: "create a conversation (and its project, if there is none of that name)",
  flags: OPTIONS,
  input: (values, positionals) => {
    subcommand(positionals, ["create"], USAGE);
    if (values.project === undefined) throw usageError("Missing --project.", USAGE);
    return { name: values.project, title: values.title };
  },
  schema: createProjectSchema.pick({ name: true }).extend(createConversationSchema.pick({ title: true }).shape),
  async run({ name, title }, { viewer }) {
    // The user's own project of that name (one shared with them needs editor rights), or a new one they own.
    const existing = await findProjectByName(name, viewer.userId);
    if (existing) await guard(viewer, ACCESS.createConversation, { projectId: existing.id });
    const project = existing ?? (await createProject({ name, ownerId: viewer.userId }));
    const created = await createConversation({ projectId: project.id, title: title || UNTITLED });
    return {
      data: {
        conversationId: created.conversationId,
        rootNodeId: created.rootNodeId,
        projectId: project.id,
        projectCreated: !existing,
      },
      text: `Created conversation ${created.conversationId} (root node ${created.rootNodeId}) in ${existing ? "" : "new "}project "${name}".`,
    };
  },
});
