import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { ParseArgsConfig } from "node:util";
import {
  askKnowledgeOp,
  createBranchOp,
  createConversationOp,
  createProjectOp,
  exportConversationOp,
  getConversationOp,
  getNodeOp,
  listConversationsOp,
  listProjectsOp,
  mergeNodeOp,
  previewBranchOp,
  purgeNodeOp,
  sayOp,
  searchOp,
} from "@/lib/api/operations";
import { AppError } from "@/lib/errors";
import { idList, parseFlags, usageError } from "@/cli/args";
import type { CommandResult } from "@/cli/command";
import { callRemote, type Remote } from "./client";

type Options = NonNullable<ParseArgsConfig["options"]>;
type Json = Record<string, unknown>;

/** A command of the remote mode: its flags are parsed here, its input validated by the server. */
export interface RemoteCommand {
  name: string;
  usage: string;
  run(argv: string[], remote: Remote): Promise<CommandResult>;
}

function defineRemote<O extends Options>(def: {
  name: string;
  usage: string;
  flags: O;
  required?: Array<keyof O & string>;
  run: (
    values: ReturnType<typeof parseFlags<O>>["values"],
    positionals: string[],
    remote: Remote,
  ) => Promise<CommandResult>;
}): RemoteCommand {
  return {
    name: def.name,
    usage: def.usage,
    async run(argv, remote) {
      const { values, positionals } = parseFlags(argv, def.flags, def.usage);
      for (const flag of def.required ?? [])
        if ((values as Record<string, unknown>)[flag] === undefined) throw usageError(`Missing --${flag}.`, def.usage);
      return def.run(values, positionals, remote);
    },
  };
}

/** The subcommand of `project` / `conversation`, or a usage error. */
function subcommand(positionals: string[], allowed: string[], usage: string): string {
  const [sub, ...extra] = positionals;
  if (!sub || !allowed.includes(sub) || extra.length)
    throw usageError(sub ? `Unknown subcommand "${positionals.join(" ")}".` : "Missing the subcommand.", usage);
  return sub;
}

/** The caller's project of that name on the remote instance. */
async function projectNamed(remote: Remote, name: string): Promise<{ id: string; name: string } | undefined> {
  const { projects } = await callRemote<{ projects: Array<{ id: string; name: string }> }>(remote, listProjectsOp, {});
  return projects.find((p) => p.name === name.trim());
}

async function requireProject(remote: Remote, name: string) {
  const project = await projectNamed(remote, name);
  if (!project) throw new AppError("not_found:project", `There is no project named "${name}" on that instance.`);
  return project;
}

const lines = (rows: string[], empty: string) => (rows.length ? rows.join("\n") : empty);

const projectCommand = defineRemote({
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

const conversationCommand = defineRemote({
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

const sayCommand = defineRemote({
  name: "say",
  usage: 'say --node ID "text"',
  flags: { node: { type: "string" } },
  required: ["node"],
  async run(values, positionals, remote) {
    const answer = await callRemote<Json>(remote, sayOp, { nodeId: values.node, text: positionals.join(" ") });
    return {
      data: answer,
      text: `${String(answer.reply)}\n(${String(answer.engine)}; answer ${String(answer.assistantItemId)})`,
    };
  },
});

const branchCommand = defineRemote({
  name: "branch",
  usage:
    "branch --node ID [--from ITEM_ID] --policy none|full|selective|compressed [--volatile] [--prompt TEXT] [--budget TOKENS] [--items ID,ID] [--note TEXT] [--title T]",
  flags: {
    node: { type: "string" },
    from: { type: "string" },
    policy: { type: "string" },
    volatile: { type: "boolean" },
    prompt: { type: "string" },
    budget: { type: "string" },
    items: { type: "string" },
    note: { type: "string" },
    title: { type: "string" },
  },
  required: ["node", "policy"],
  async run(values, _positionals, remote) {
    const base = { nodeId: values.node, fromItemId: values.from, policy: values.policy };
    let selectedIds = idList(values.items);
    let note = values.note;
    // As the branch dialog and the local command: selective keeps the preview's selection, compressed its note.
    if ((values.policy === "selective" && !selectedIds) || (values.policy === "compressed" && !note)) {
      const preview = await callRemote<{ selection?: { selectedIds: string[] }; note?: string }>(
        remote,
        previewBranchOp,
        { ...base, prompt: values.prompt, budget: values.budget === undefined ? undefined : Number(values.budget) },
      );
      selectedIds ??= preview.selection?.selectedIds;
      note ??= preview.note;
    }
    const created = await callRemote<{ nodeId: string; inherited: Array<{ itemId: string; tokens: number }> }>(
      remote,
      createBranchOp,
      { ...base, title: values.title, volatile: values.volatile, selectedIds, note },
    );
    const tokens = created.inherited.reduce((sum, i) => sum + i.tokens, 0);
    return {
      data: { nodeId: created.nodeId, inherited: created.inherited },
      text: `Created ${values.volatile ? "volatile aside" : "branch"} ${created.nodeId} (${String(values.policy)}: ${created.inherited.length} inherited item(s), ${tokens} tokens).`,
    };
  },
});

const mergeCommand = defineRemote({
  name: "merge",
  usage: "merge --node ID --mode full|selected|condensed [--items ID,ID] [--note TEXT] --insert append|chronological",
  flags: {
    node: { type: "string" },
    mode: { type: "string" },
    items: { type: "string" },
    note: { type: "string" },
    insert: { type: "string" },
  },
  required: ["node", "mode", "insert"],
  async run(values, _positionals, remote) {
    const merged = await callRemote<{ parentId: string; insertedItemIds: string[]; mergeEventId: string }>(
      remote,
      mergeNodeOp,
      {
        nodeId: values.node,
        mode: values.mode,
        placement: values.insert,
        selectedIds: idList(values.items),
        note: values.note,
      },
    );
    return {
      data: { parentId: merged.parentId, insertedItemIds: merged.insertedItemIds, mergeEventId: merged.mergeEventId },
      text: `Merged ${String(values.node)} into ${merged.parentId} (${String(values.mode)}, ${String(values.insert)}): ${merged.insertedItemIds.length} item(s) inserted; merge ${merged.mergeEventId}.`,
    };
  },
});

const purgeCommand = defineRemote({
  name: "purge",
  usage: "purge --node ID",
  flags: { node: { type: "string" } },
  required: ["node"],
  async run(values, _positionals, remote) {
    const purged = await callRemote<{ purgedNodeIds: string[] }>(remote, purgeNodeOp, { nodeId: values.node });
    return { data: purged, text: `Purged ${purged.purgedNodeIds.length} node(s).` };
  },
});

const searchCommand = defineRemote({
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

const askCommand = defineRemote({
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

const exportCommand = defineRemote({
  name: "export",
  usage: "export --conversation ID --format json|md [--node ID] [--out FILE]",
  flags: {
    conversation: { type: "string" },
    format: { type: "string" },
    node: { type: "string" },
    out: { type: "string" },
  },
  required: ["conversation"],
  async run(values, _positionals, remote) {
    const format = values.format ?? "json";
    const response = await callRemote<Response>(
      remote,
      exportConversationOp,
      { conversationId: values.conversation, format, node: values.node },
      { raw: true },
    );
    const body = await response.text();
    if (values.out) {
      const file = resolve(values.out);
      await writeFile(file, body, "utf8");
      return {
        data: { conversationId: values.conversation, format, file, bytes: Buffer.byteLength(body) },
        text: `Wrote ${file}.`,
      };
    }
    return {
      data: { conversationId: values.conversation, format, content: format === "json" ? JSON.parse(body) : body },
      text: body,
    };
  },
});

const windowCommand = defineRemote({
  name: "window",
  usage: "window --node ID",
  flags: { node: { type: "string" } },
  required: ["node"],
  async run(values, _positionals, remote) {
    const { node, window } = await callRemote<{ node: Json; window: Json[] }>(remote, getNodeOp, {
      nodeId: values.node,
    });
    const items = window.map((e) => ({
      id: e.id,
      role: e.role,
      origin: e.origin,
      content: e.content,
      sourceNodeId: e.sourceNodeId,
    }));
    return {
      data: { items },
      text: [
        `"${String(node.title)}" (${String(node.kind)}, ${String(node.status)}): ${items.length} item(s)`,
        ...items.map((i) => `[${String(i.role)}] ${String(i.content).replace(/\s+/g, " ").slice(0, 160)}`),
      ].join("\n"),
    };
  },
});

const treeCommand = defineRemote({
  name: "tree",
  usage: "tree --conversation ID",
  flags: { conversation: { type: "string" } },
  required: ["conversation"],
  async run(values, _positionals, remote) {
    const tree = await callRemote<{ title: string; nodes: Json[] }>(remote, getConversationOp, {
      conversationId: values.conversation,
    });
    return {
      data: tree,
      text: [
        `"${tree.title}": ${tree.nodes.length} node(s)`,
        ...tree.nodes.map((n) => `${String(n.id)}  ${String(n.title)} (${String(n.kind)}, ${String(n.status)})`),
      ].join("\n"),
    };
  },
});

/** The commands that map onto /api/v1, as `--url` runs them against a remote instance. */
export const REMOTE_COMMANDS: readonly RemoteCommand[] = [
  projectCommand,
  conversationCommand,
  sayCommand,
  branchCommand,
  mergeCommand,
  purgeCommand,
  searchCommand,
  askCommand,
  exportCommand,
  windowCommand,
  treeCommand,
];
