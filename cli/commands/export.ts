import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { embedImages, exportConversation, pathMarkdown, treeMarkdown } from "@/lib/transfer";
import { z } from "zod";
import { idSchema } from "@/lib/actions/schemas";
import { usageError } from "@/cli/args";
import { defineCommand } from "@/cli/define";
import { requireNodeIn } from "@/lib/actions/guards";
import { readerOf } from "@/lib/auth/access";

const USAGE = "export --conversation ID --format json|md [--node ID] [--out FILE]";
const OPTIONS = {
  conversation: { type: "string" },
  format: { type: "string" },
  node: { type: "string" },
  out: { type: "string" },
} as const;

/** `export`: a conversation tree as lossless JSON, or Markdown of the tree (or of one node's path). */
export const exportCommand = defineCommand({
  name: "export",
  usage: USAGE,
  summary: "export a conversation as JSON (lossless, re-importable) or Markdown (the tree, or --node's path)",
  flags: OPTIONS,
  required: ["conversation"],
  input: (values) => ({ conversationId: values.conversation, nodeId: values.node }),
  schema: z.object({ conversationId: idSchema, nodeId: idSchema.optional() }),
  check: (_input, values) => {
    const format = values.format ?? "json";
    if (format !== "json" && format !== "md") throw usageError(`--format is json or md, not "${format}".`, USAGE);
  },
  access: (input) => ({ conversationId: input.conversationId }),
  need: "read",
  async run({ conversationId, nodeId }, { values, viewer, role }) {
    const own = readerOf({ viewer, role }); // other members' open asides are left out
    const format = values.format === "md" ? "md" : "json";
    // A --node of another conversation is refused like a missing one.
    if (nodeId) await requireNodeIn(conversationId, nodeId);
    let body: string;
    let nodes: number | undefined;
    if (format === "json") {
      const exported = await embedImages(await exportConversation(conversationId, own));
      nodes = exported.conversation.nodes.length;
      body = JSON.stringify(exported, null, 2);
    } else {
      body = (nodeId ? await pathMarkdown(nodeId, own) : await treeMarkdown(conversationId, own)).markdown;
    }
    if (values.out) {
      const file = resolve(values.out);
      await writeFile(file, body, "utf8");
      return {
        data: {
          conversationId,
          format,
          file,
          bytes: Buffer.byteLength(body),
          ...(nodes !== undefined ? { nodes } : {}),
        },
        text: `Wrote ${file}.`,
      };
    }
    // Without --out the export itself is the output (with --json, wrapped in an object).
    return {
      data: {
        conversationId,
        format,
        ...(nodes !== undefined ? { nodes } : {}),
        content: format === "json" ? JSON.parse(body) : body,
      },
      text: body,
    };
  },
});
