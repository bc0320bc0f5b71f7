import { AppError } from "../errors";
import type { InheritPolicy, NodeKind, Role, TreeNode, WindowEntry } from "./types";
import { windowUpTo } from "./window";

export interface InheritedRef {
  refItemId: string;
  sourceNodeId: string;
  sourceItemIds: string[];
  role: Role;
  position: number;
}

export interface BranchPlan {
  parentId: string;
  kind: Extract<NodeKind, "branch" | "volatile">;
  title: string;
  branchPointItemId: string | null;
  inheritPolicy: InheritPolicy;
  inherited: InheritedRef[];
}

export interface BranchInput {
  parent: TreeNode;
  parentWindow: WindowEntry[];
  /** The parent's window entry to branch after; null branches after the parent's last entry. */
  fromEntryId: string | null;
  policy: InheritPolicy;
  title?: string;
  kind?: "branch" | "volatile";
}

/**
 * Plans a new child of `parent` (phi-down). The child inherits, by reference, the parent's window
 * up to the branch point (`full`) or nothing (`none`); never the parent's later items, and never a
 * sibling's, because it only ever reads the parent's own window prefix.
 *
 * @example
 * const plan = planBranch({ parent, parentWindow, fromEntryId: answer.id, policy: "full" });
 * // plan.inherited: one reference per entry of parentWindow up to `answer`
 */
export function planBranch(input: BranchInput): BranchPlan {
  const { parent, parentWindow, policy } = input;
  if (parent.status !== "open") {
    throw new AppError("conflict:node_closed", `"${parent.title}" is ${parent.status} and read-only; branch from an open node.`);
  }
  const fromEntryId = input.fromEntryId ?? parentWindow.at(-1)?.id ?? null;
  const prefix = fromEntryId ? windowUpTo(parentWindow, fromEntryId) : [];
  const branchPoint = prefix.at(-1);
  if (branchPoint?.status === "streaming") {
    throw new AppError("conflict:item_streaming", "That answer is still being written; branch once it has finished.");
  }

  const inherited: InheritedRef[] =
    policy === "full"
      ? prefix.map((entry, index) => ({
          refItemId: entry.contentItemId,
          sourceNodeId: entry.sourceNodeId ?? entry.nodeId,
          sourceItemIds: [entry.contentItemId],
          role: entry.role,
          position: index + 1,
        }))
      : [];

  return {
    parentId: parent.id,
    kind: input.kind ?? "branch",
    title: input.title?.trim() || defaultBranchTitle(branchPoint?.content),
    branchPointItemId: branchPoint?.id ?? null,
    inheritPolicy: policy,
    inherited,
  };
}

/** A short title from the branch point's text: its first words. */
export function defaultBranchTitle(content: string | undefined): string {
  const words = (content ?? "").replace(/[#>*_`\[\]]/g, " ").split(/\s+/).filter(Boolean);
  if (words.length === 0) return "New branch";
  const head = words.slice(0, 6).join(" ");
  return words.length > 6 ? `${head}…` : head;
}
