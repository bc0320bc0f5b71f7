import { mergeSchema } from "@/lib/actions/schemas";
import { ACCESS } from "@/lib/actions/access-specs";
import { condenseBranch, mergeNode, previewMerge } from "@/lib/tree-ops/merge";
import { idList, usageError } from "@/cli/args";
import { defineCommand } from "@/cli/define";

const USAGE =
  "merge --node ID --mode full|selected|condensed [--items ID,ID] [--note TEXT] --insert append|chronological [--preview] [--conflicts keep-parent|take-branch|both]";
const OPTIONS = {
  node: { type: "string" },
  mode: { type: "string" },
  items: { type: "string" },
  note: { type: "string" },
  insert: { type: "string" },
  preview: { type: "boolean" },
  conflicts: { type: "string" },
} as const;

const schema = mergeSchema.omit({ conversationId: true });

/**
 * `merge`: a node into its parent (psi-up). condensed inserts condenseBranch's note unless --note is
 * given. Every merge first checks for conflicts with what the parent said after the branch point
 * (`conflicts` in the output); `--conflicts CHOICE` settles all of them (unset: left unresolved), and
 * `--preview` prints the parent's resulting window and the conflicts without merging.
 */
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
    conflictChoice: values.conflicts,
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
  async run(request, { values }) {
    const note =
      request.mode === "condensed" ? (request.note ?? (await condenseBranch(request.nodeId)).note) : undefined;
    const conflictsOf = (list: { about: string; branch: object; parent: object; choice?: string }[]) =>
      list.map((c) => ({
        about: c.about,
        branch: c.branch,
        parent: c.parent,
        ...(c.choice ? { choice: c.choice } : {}),
      }));
    if (values.preview) {
      const preview = await previewMerge({ ...request, note });
      return {
        data: { parentId: preview.parentId, entries: preview.entries, conflicts: conflictsOf(preview.conflicts) },
        text: [
          `Merging ${request.nodeId} into ${preview.parentId} would insert ${preview.entries.filter((e) => e.inserted).length} item(s).`,
          ...preview.conflicts.map(
            (c) => `Conflict about ${c.about}: branch "${c.branch.text}" / parent "${c.parent.text}"`,
          ),
        ].join("\n"),
      };
    }
    const merged = await mergeNode({ ...request, note });
    const unresolved = merged.conflicts.filter((c) => !c.choice).length;
    return {
      data: {
        parentId: merged.parentId,
        insertedItemIds: merged.insertedItemIds,
        mergeEventId: merged.mergeEventId,
        conflicts: conflictsOf(merged.conflicts),
      },
      text: `Merged ${merged.childId} into ${merged.parentId} (${request.mode}, ${request.placement}): ${merged.insertedItemIds.length} item(s) inserted; merge ${merged.mergeEventId}.${merged.conflicts.length ? ` ${merged.conflicts.length} conflict(s), ${unresolved} unresolved.` : ""}`,
    };
  },
});
