import { createBranchSchema, previewBranchSchema } from "@/lib/actions/schemas";
import { ACCESS } from "@/lib/actions/access-specs";
import { createBranch } from "@/lib/tree-ops/create-branch";
import { previewBranch } from "@/lib/tree-ops/branch";
import { idList, usageError } from "@/cli/args";
import { defineCommand } from "@/cli/define";
import { updateNodeParams } from "@/lib/connections/node-params";
import { modelIdSchema } from "@/lib/shared/connections";

const USAGE =
  "branch --node ID [--from ITEM_ID] --policy none|full|selective|compressed [--volatile] [--prompt TEXT] [--budget TOKENS] [--items ID,ID] [--note TEXT] [--title T] [--model ID] [--session ID]";
const OPTIONS = {
  node: { type: "string" },
  from: { type: "string" },
  policy: { type: "string" },
  volatile: { type: "boolean" },
  prompt: { type: "string" },
  budget: { type: "string" },
  items: { type: "string" },
  note: { type: "string" },
  title: { type: "string" },
  session: { type: "string" },
  model: { type: "string" },
} as const;

const schema = createBranchSchema.omit({ conversationId: true }).extend({
  prompt: previewBranchSchema.shape.prompt,
  budget: previewBranchSchema.shape.budget,
  model: modelIdSchema.optional(),
});

/**
 * `branch`: a child of a node. selective keeps the preview's scored selection for --prompt within
 * --budget (or exactly --items, pinned entries always added); compressed inherits the preview's note
 * (or --note). Both go through previewBranch and createBranch, as the branch dialog does.
 */
export const branchCommand = defineCommand({
  name: "branch",
  usage: USAGE,
  summary: "create a branch (or, with --volatile, an aside) of a node",
  flags: OPTIONS,
  required: ["node", "policy"],
  input: (values) => ({
    nodeId: values.node,
    fromItemId: values.from ?? null,
    policy: values.policy,
    title: values.title,
    volatile: values.volatile,
    prompt: values.prompt,
    budget: values.budget,
    selectedIds: idList(values.items),
    note: values.note,
    model: values.model,
  }),
  schema,
  check: (input, values) => {
    const misplaced =
      input.policy !== "selective"
        ? (["prompt", "budget", "items"] as const).find((f) => values[f] !== undefined)
        : undefined;
    if (misplaced) throw usageError(`--${misplaced} only applies to --policy selective.`, USAGE);
    if (input.policy !== "compressed" && values.note !== undefined)
      throw usageError("--note only applies to --policy compressed.", USAGE);
  },
  ...ACCESS.createBranch,
  async run(input, { values, viewer }) {
    const fromItemId = input.fromItemId ?? null;
    let { selectedIds, note } = input;
    if ((input.policy === "selective" && !selectedIds) || (input.policy === "compressed" && !note)) {
      const preview = await previewBranch({
        nodeId: input.nodeId,
        fromItemId,
        policy: input.policy,
        prompt: input.prompt,
        budget: input.budget,
      });
      if (preview.policy === "selective") selectedIds = preview.selection.selectedIds;
      if (preview.policy === "compressed") note = preview.note;
    }
    const created = await createBranch({
      parentId: input.nodeId,
      fromItemId,
      policy: input.policy,
      title: input.title,
      kind: input.volatile ? "volatile" : "branch",
      sessionId: input.volatile ? (values.session ?? viewer.sessionId) : undefined,
      ownerId: input.volatile ? viewer.userId : undefined,
      selectedIds,
      note,
    });
    // The child answers with its parent's model (inherited at creation) unless --model names another.
    if (input.model)
      await updateNodeParams(created.nodeId, { model: input.model }, values.session ?? viewer.sessionId, viewer.userId);
    const tokens = created.inherited.reduce((sum, i) => sum + i.tokens, 0);
    return {
      data: { nodeId: created.nodeId, inherited: created.inherited },
      text: `Created ${input.volatile ? "volatile aside" : "branch"} ${created.nodeId} (${input.policy}: ${created.inherited.length} inherited item(s), ${tokens} tokens).`,
    };
  },
});
