import {
  askKnowledgeOp,
  createConversationOp,
  createProjectOp,
  listConversationsOp,
  listProjectsOp,
  searchOp,
} from "@/lib/api/operations";
import { usageError } from "@/cli/args";
import { callRemote } from "./client";
import { defineRemote, lines, projectNamed, requireProject, subcommand, type Json } from "./define";

export const projectCommand = defineRemote({
  name: "project",
  usage: "project list | project create --project NAME",
  flags: { project: { type: "string" } },
  async run(values, positionals, remote) {
    if (subcommand(positionals, ["list", "create"], this.usage) === "list") {
      const { projects } = await callRemote<{ projects: Json[] }>(remote, listProjectsOp, {});
      return {
        data: { projects },
        text: lines(
          projects.map((p) => `${String(p.id)}  ${String(p.name)} (${String(p.conversationCount)} conversations)`),
          "No projects.",
        ),
      };
    }
    if (values.project === undefined) throw usageError("Missing --project.", this.usage);
    const created = await callRemote<{ projectId: string }>(remote, createProjectOp, { name: values.project });
    return { data: created, text: `Created project ${created.projectId}.` };
  },
});

export const conversationCommand = defineRemote({
  name: "conversation",
  usage: "conversation create --project NAME [--title TITLE] | conversation list --project NAME",
  flags: { project: { type: "string" }, title: { type: "string" } },
  required: ["project"],
  async run(values, positionals, remote) {
    const name = values.project!;
    if (subcommand(positionals, ["create", "list"], this.usage) === "list") {
      const project = await requireProject(remote, name);
      const { conversations } = await callRemote<{ conversations: Json[] }>(remote, listConversationsOp, {
        projectId: project.id,
      });
      return {
        data: { conversations },
        text: lines(
          conversations.map((c) => `${String(c.id)}  ${String(c.title)} (root ${String(c.rootNodeId)})`),
          "No conversations.",
        ),
      };
    }
    // As the local command: the caller's project of that name, or a new one they own.
    const existing = await projectNamed(remote, name);
    const projectId =
      existing?.id ?? (await callRemote<{ projectId: string }>(remote, createProjectOp, { name })).projectId;
    const created = await callRemote<{ conversationId: string; rootNodeId: string }>(remote, createConversationOp, {
      projectId,
      title: values.title,
    });
    return {
      data: {
        conversationId: created.conversationId,
        rootNodeId: created.rootNodeId,
        projectId,
        projectCreated: !existing,
      },
      text: `Created conversation ${created.conversationId} (root node ${created.rootNodeId}) in ${existing ? "" : "new "}project "${name}".`,
    };
  },
});

export const searchCommand = defineRemote({
  name: "search",
  usage: 'search --project NAME "words"',
  flags: { project: { type: "string" } },
  required: ["project"],
  async run(values, positionals, remote) {
    const text = positionals.join(" ").trim();
    if (!text) throw usageError("Give the words to search for.", this.usage);
    const project = await requireProject(remote, values.project!);
    const { hits } = await callRemote<{ hits: Array<Json & { snippet: { text: string } }> }>(remote, searchOp, {
      q: text,
      projectId: project.id,
    });
    const data = hits.map((h) => ({
      kind: h.kind,
      conversationId: h.conversationId,
      nodeId: h.nodeId,
      itemId: h.itemId,
      documentId: h.documentId,
      snippet: h.snippet.text,
    }));
    return {
      data: { hits: data },
      text: lines(
        data.map((h, i) => `${i + 1}. ${String(h.kind)}: ${h.snippet}`),
        `Nothing in "${project.name}" matches "${text}".`,
      ),
    };
  },
});

export const askCommand = defineRemote({
  name: "ask",
  usage: 'ask --project NAME "question"',
  flags: { project: { type: "string" } },
  required: ["project"],
  async run(values, positionals, remote) {
    const project = await requireProject(remote, values.project!);
    const result = await callRemote<Json & { citations: string[] }>(remote, askKnowledgeOp, {
      projectId: project.id,
      question: positionals.join(" "),
    });
    return {
      data: result,
      text: `${String(result.answer)}\n\nStatus: ${String(result.status)}; citations: ${result.citations.join(", ") || "none"}; ${String(result.engine)}.`,
    };
  },
});
