import { createConversation, UNTITLED } from "../../lib/db/queries/conversations";
import { createProject, findProjectByName } from "../../lib/db/queries/projects";
import { createConversationSchema, createProjectSchema } from "../../lib/actions/schemas";
import { parseFlags, required, usageError, validate } from "../args";
import type { Command } from "../command";

const USAGE = "conversation create --project NAME [--title TITLE]";
const OPTIONS = { project: { type: "string" }, title: { type: "string" } } as const;

/** `conversation create`: a conversation with its root node, in the named project (created if missing). */
export const conversationCommand: Command = {
  name: "conversation",
  usage: USAGE,
  summary: "create a conversation (and its project, if there is none of that name)",
  async run(argv) {
    const { values, positionals } = parseFlags(argv, OPTIONS, USAGE);
    if (positionals.length !== 1 || positionals[0] !== "create") {
      throw usageError(positionals.length ? `Unknown subcommand "${positionals.join(" ")}".` : "Missing the subcommand.", USAGE);
    }
    const { name } = validate(createProjectSchema.pick({ name: true }), { name: required(values.project, "--project", USAGE) });
    const { title } = validate(createConversationSchema.pick({ title: true }), { title: values.title });

    const existing = await findProjectByName(name);
    const project = existing ?? (await createProject({ name }));
    const created = await createConversation({ projectId: project.id, title: title || UNTITLED });
    return {
      data: { conversationId: created.conversationId, rootNodeId: created.rootNodeId, projectId: project.id, projectCreated: !existing },
      text: `Created conversation ${created.conversationId} (root node ${created.rootNodeId}) in ${existing ? "" : "new "}project "${name}".`,
    };
  },
};
