import { mergeSchema } from "@/lib/actions/schemas";
import { ACCESS } from "@/lib/actions/access-specs";
import { condenseBranch, mergeNode } from "@/lib/tree-ops/merge";
import { idList, usageError } from "@/cli/args";
import { defineCommand } from "@/cli/define";

const USAGE =
  "merge --node ID --mode full|selected|condensed [--items ID,ID] [--note TEXT] --insert append|chronological";
const OPTIONS = {
  node: { type: "string" },
  mode: { type: "string" },
  items: { type: "string" },
  note: { type: "string" },
  insert: { type: "string" },
} as const;

const schema = mergeSchema.omit({ conversationId: true });

/** `merge`: a node into its parent (psi-up). condensed inserts condenseBranch's note unless --note is given. */
export const mergeCommand = defineCommand({
  name: "merge",
  usage: USAGE,
  summary: "merge a branch or aside into its parent",
  flags: OPTIONS,
  required: ["node", "mode", "insert"],
  input: (values) => ({
    nodeId: values.node,
    mode: values.mode,
    placement: values.insert,
    selectedIds: idList(values.items),
    note: values.note,
  }),
  schema,
  check: (request) => {
    if (request.mode === "selected" && !request.selectedIds?.length)
      throw usageError("--mode selected needs --items ID,ID.", USAGE);
    if (request.mode !== "selected" && request.selectedIds)
      throw usageError("--items only applies to --mode selected.", USAGE);
    if (request.mode !== "condensed" && request.note)
      throw usageError("--note only applies to --mode condensed.", USAGE);
  },
  ...ACCESS.mergeNode,
  async run(request) {
    const note =
      request.mode === "condensed" ? (request.note ?? (await condenseBranch(request.nodeId)).note) : undefined;
    const merged = await mergeNode({ ...request, note });
    return {
      data: { parentId: merged.parentId, insertedItemIds: merged.insertedItemIds, mergeEventId: merged.mergeEventId },
      text: `Merged ${merged.childId} into ${merged.parentId} (${request.mode}, ${request.placement}): ${merged.insertedItemIds.length} item(s) inserted; merge ${merged.mergeEventId}.`,
    };
  },
});
