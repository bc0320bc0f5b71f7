import "server-only";
import { defineJob } from "@/lib/jobs/kinds";
import { assembleDetailed } from "./assemble";
import { foldKind } from "./fold-kind";

/**
 * The fold job's handler (lib/workers runs it): assembles the node's context with the fold inline,
 * which folds the overflowing entries into its memory tree and saves it. Queued by assembly itself
 * (`enqueueFold`, ./fold-kind.ts) when a turn with a model finds the window over budget.
 */
export const foldJob = defineJob({
  ...foldKind,
  async run({ nodeId }) {
    const { context } = await assembleDetailed({ nodeId, message: "", fold: "inline" });
    const { folded } = context.report;
    if (folded.error) throw new Error(folded.error);
    return { folded: folded.justFolded, items: folded.items };
  },
});
