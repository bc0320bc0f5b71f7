import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { exportConversation, pathMarkdown, treeMarkdown } from "../../lib/transfer";
import { parseFlags, required, usageError } from "../args";
import type { Command } from "../command";

const USAGE = "export --conversation ID --format json|md [--node ID] [--out FILE]";
const OPTIONS = { conversation: { type: "string" }, format: { type: "string" }, node: { type: "string" }, out: { type: "string" } } as const;

/** `export`: a conversation tree as lossless JSON, or Markdown of the tree (or of one node's path). */
export const exportCommand: Command = {
  name: "export",
  usage: USAGE,
  summary: "export a conversation as JSON (lossless, re-importable) or Markdown (the tree, or --node's path)",
  async run(argv) {
    const { values } = parseFlags(argv, OPTIONS, USAGE);
    const conversationId = required(values.conversation, "--conversation", USAGE);
    const format = values.format ?? "json";
    if (format !== "json" && format !== "md") throw usageError(`--format is json or md, not "${format}".`, USAGE);
    let body: string;
    let nodes: number | undefined;
    if (format === "json") {
      const exported = await exportConversation(conversationId);
      nodes = exported.conversation.nodes.length;
      body = JSON.stringify(exported, null, 2);
    } else {
      body = (values.node ? await pathMarkdown(values.node) : await treeMarkdown(conversationId)).markdown;
    }
    if (values.out) {
      const file = resolve(values.out);
      await writeFile(file, body, "utf8");
      return { data: { conversationId, format, file, bytes: Buffer.byteLength(body), ...(nodes !== undefined ? { nodes } : {}) }, text: `Wrote ${file}.` };
    }
    // Without --out the export itself is the output (with --json, wrapped in an object).
    return { data: { conversationId, format, ...(nodes !== undefined ? { nodes } : {}), content: format === "json" ? JSON.parse(body) : body }, text: body };
  },
};
