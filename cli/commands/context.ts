import { z } from "zod";
import { idSchema } from "@/lib/actions/schemas";
import { getContextPreview } from "@/lib/context/assemble";
import { questionSchema } from "@/lib/knowledge/schemas";
import { defineCommand } from "@/cli/define";

const USAGE = "context --node ID [--query TEXT]";
const OPTIONS = { node: { type: "string" }, query: { type: "string" } } as const;

/** `context`: the prompt the next turn in a node would send (sections, recall, prefix reuse), writing nothing. */
export const contextCommand = defineCommand({
  name: "context",
  usage: USAGE,
  summary: "show what the next turn in a node would send: sections, recalled memory, tokens, prefix reuse",
  flags: OPTIONS,
  required: ["node"],
  input: (values) => ({ nodeId: values.node, query: values.query }),
  schema: z.object({ nodeId: idSchema, query: questionSchema.optional() }),
  access: ({ nodeId }) => ({ nodeId }),
  need: "read",
  async run({ nodeId, query }) {
    const preview = await getContextPreview(nodeId, query ?? "");
    const pct = (x: number) => `${Math.round(x * 100)}%`;
    const lines = [
      `Next turn in ${nodeId}: ${preview.totalTokens.toLocaleString("en")} of ${preview.budget.toLocaleString("en")} tokens, prefix reuse ${pct(preview.prefixReuse)}`,
      ...preview.sections.map(
        (s) =>
          `  ${s.name.padEnd(9)} ${String(s.tokens).padStart(6)} tokens  ${s.items.length} item(s)${s.ktNodeIds.length ? `, ${s.ktNodeIds.length} memory node(s)` : ""}`,
      ),
      `  folded: ${preview.folded.items} item(s)${preview.folded.pending ? `, ${preview.folded.pending} more on the next turn` : ""}${preview.folded.treeId ? ` (tree ${preview.folded.treeId})` : ""}`,
      ...preview.recalled.map((r) => `  recalled leaf ${r.treeNodeId}: ${r.tokens} tokens`),
    ];
    return { data: { ...preview }, text: lines.join("\n") };
  },
});
