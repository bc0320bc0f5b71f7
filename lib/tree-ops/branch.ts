import "server-only";
import { taskModelFor } from "@/lib/connections/registry";
import { getNode } from "@/lib/db/queries/nodes";
import { getNodeWindow } from "@/lib/views/node-window";
import { getProject } from "@/lib/db/queries/projects";
import { selectForBranch, type Selection } from "@/lib/tree/selective";
import type { InheritPolicy, WindowEntry } from "@/lib/shared/tree-types";
import { windowUpTo } from "@/lib/tree/window";
import { condenseEntries } from "./condense";
import { engineFor } from "@/lib/memory/engines";

export interface BranchPreviewInput {
  nodeId: string;
  fromItemId: string | null;
  policy: InheritPolicy;
  /** selective: the child's opening prompt, which relevance is scored against. */
  prompt?: string;
  /** selective: token budget of the inherited selection (default: a quarter of the project budget). */
  budget?: number;
}

export type BranchPreview =
  | { policy: "none"; messages: 0; tokens: 0 }
  | { policy: "full"; messages: number; tokens: number }
  | { policy: "selective"; selection: Selection }
  | { policy: "compressed"; note: string; pinned: number; sourceMessages: number };

/**
 * What a new branch would inherit, shown before it is created: counts for full/none, the scored
 * selection for selective (the user then toggles entries), the generated note for compressed (the
 * user may edit it). Writes nothing but usage rows for model calls.
 *
 * @throws AppError not_found:node, provider:* (compressed: the model failed; no keys or addresses)
 */
export async function previewBranch(input: BranchPreviewInput): Promise<BranchPreview> {
  const parent = await getNode(input.nodeId);
  const window = await getNodeWindow(parent.id);
  const fromId = input.fromItemId ?? window.at(-1)?.id ?? null;
  const prefix: WindowEntry[] = fromId ? windowUpTo(window, fromId) : [];
  switch (input.policy) {
    case "none":
      return { policy: "none", messages: 0, tokens: 0 };
    case "full":
      return { policy: "full", messages: prefix.length, tokens: prefix.reduce((t, e) => t + e.tokenCount, 0) };
    case "selective": {
      const project = await getProject(parent.projectId);
      const budget = input.budget ?? Math.floor(project.contextBudget / 4);
      return { policy: "selective", selection: selectForBranch(prefix, input.prompt ?? "", budget) };
    }
    case "compressed": {
      const project = await getProject(parent.projectId);
      const engine = engineFor(await taskModelFor(project), {
        projectId: project.id,
        conversationId: parent.conversationId,
        nodeId: parent.id,
        purpose: "compress",
      });
      // A failing model answers as a provider error (condenseEntries), not internal:unexpected.
      const { note } = await condenseEntries(prefix, engine);
      return {
        policy: "compressed",
        note,
        pinned: prefix.filter((e) => e.pinned).length,
        sourceMessages: prefix.length,
      };
    }
  }
}
