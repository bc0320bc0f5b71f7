import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import {
  createBranchOp,
  exportConversationOp,
  getConversationOp,
  getNodeOp,
  mergeNodeOp,
  previewBranchOp,
  purgeNodeOp,
  sayOp,
  approveToolCallOp,
} from "@/lib/api/operations";
import { idList } from "@/cli/args";
import { callRemote } from "./client";
import { defineRemote, type Json } from "./define";

export const sayCommand = defineRemote({
  name: "say",
  usage: 'say --node ID [--tools SERVER[,SERVER]] "text"',
  flags: { node: { type: "string" }, tools: { type: "string" } },
  required: ["node"],
  async run(values, positionals, remote) {
    const tools = values.tools === undefined ? undefined : { servers: values.tools.split(",").map((s) => s.trim()) };
    const answer = await callRemote<Json>(remote, sayOp, { nodeId: values.node, text: positionals.join(" "), tools });
    return { data: answer, text: answerText(answer) };
  },
});

export const approveCommand = defineRemote({
  name: "approve",
  usage: "approve --call ID [--deny]",
  flags: { call: { type: "string" }, deny: { type: "boolean" } },
  required: ["call"],
  async run(values, _positionals, remote) {
    const answer = await callRemote<Json>(remote, approveToolCallOp, {
      callId: values.call,
      deny: values.deny ?? false,
    });
    return { data: answer, text: answerText(answer) };
  },
});

function answerText(answer: Json): string {
  const calls = (answer.toolCalls as Array<Record<string, unknown>> | undefined) ?? [];
  const lines = calls.map(
    (c) => `[tool ${String(c.server)}.${String(c.tool)}: ${String(c.status)}] (call ${String(c.id)})`,
  );
  return [
    ...lines,
    `${String(answer.reply)}\n(${String(answer.engine)}; answer ${String(answer.assistantItemId)})`,
  ].join("\n");
}

export const branchCommand = defineRemote({
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

export const mergeCommand = defineRemote({
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

export const purgeCommand = defineRemote({
  name: "purge",
  usage: "purge --node ID",
  flags: { node: { type: "string" } },
  required: ["node"],
  async run(values, _positionals, remote) {
    const purged = await callRemote<{ purgedNodeIds: string[] }>(remote, purgeNodeOp, { nodeId: values.node });
    return { data: purged, text: `Purged ${purged.purgedNodeIds.length} node(s).` };
  },
});

export const exportCommand = defineRemote({
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

export const windowCommand = defineRemote({
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
      // A tool call: its provenance as the local command shows it.
      ...(e.role === "tool" && e.tool && typeof e.tool === "object" ? (e.tool as Json) : {}),
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

export const treeCommand = defineRemote({
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
