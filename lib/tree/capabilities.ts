import type { NodeKind, NodeStatus } from "./types";

/**
 * What one conversation node may do, decided in one place. The server computes it with each node
 * it sends (the graph, the context menu, the chat header read the flags) and the flow operations
 * check the same flags before they write, so the UI never offers what the server refuses.
 */
export interface NodeCapabilities {
  /** Write in the node's chat (send a message). */
  write: boolean;
  /** Create a persistent branch from it. */
  branch: boolean;
  /** Open a volatile aside from it. */
  aside: boolean;
  /** Merge it up into its parent. */
  merge: boolean;
  /** Purge it (and its subtree) for good. */
  purge: boolean;
  /** Keep a volatile aside as a persistent branch. */
  promote: boolean;
  /** Undo the merge that closed it (only while the parent is unchanged; the server checks that part). */
  undo: boolean;
  /** Rename it. */
  rename: boolean;
  /** Set its label and colour in the graph. */
  label: boolean;
}

/** The fields of a node the rules read. */
export interface CapabilityNode {
  id: string;
  parentId: string | null;
  kind: NodeKind;
  status: NodeStatus;
  /** A volatile aside left open by an ended session: it may only be merged, purged or promoted. */
  unresolved?: boolean;
}

export type CapabilityName = keyof NodeCapabilities;

/**
 * The capabilities of `node` in its tree. `canWrite` is the caller's permission on the project
 * (false for viewers); every flag is false without it.
 *
 * Rules: a merged node is read-only (it may be purged, or its merge undone); the root is never
 * merged or purged (delete the conversation instead); asides do not branch (branch from the
 * parent); an unresolved aside cannot be written in until it is resolved.
 *
 * @example
 * const caps = nodeCapabilities(node, tree.nodes, { canWrite: membership.role !== "viewer" });
 * if (!caps.purge) throw new AppError("forbidden:purge", "...");
 */
export function nodeCapabilities(
  node: CapabilityNode,
  tree: readonly CapabilityNode[] | ReadonlyMap<string, CapabilityNode> = [],
  { canWrite = true }: { canWrite?: boolean } = {},
): NodeCapabilities {
  if (!canWrite) return NONE;
  const open = node.status === "open";
  const root = node.parentId === null || node.kind === "root";
  const volatile = node.kind === "volatile";
  // A node is merged into an open parent; a merged parent makes the whole chain read-only.
  // Callers with a whole tree pass a Map (by id) so that flags for every node stay linear.
  const parent = !node.parentId
    ? undefined
    : "get" in tree
      ? tree.get(node.parentId)
      : tree.find((n) => n.id === node.parentId);
  const parentOpen = !parent || parent.status === "open";
  return {
    write: open && !node.unresolved,
    branch: open && !volatile && !node.unresolved,
    aside: open && !volatile && !node.unresolved,
    merge: open && !root && parentOpen,
    purge: !root,
    promote: open && volatile,
    undo: node.status === "merged" && parentOpen,
    rename: true,
    label: true,
  };
}

const NONE: NodeCapabilities = Object.freeze({
  write: false,
  branch: false,
  aside: false,
  merge: false,
  purge: false,
  promote: false,
  undo: false,
  rename: false,
  label: false,
});

/** Human wording of a refused capability, for the error the server returns. */
export const CAPABILITY_REFUSALS: Record<CapabilityName, string> = {
  write: "This node is read-only.",
  branch: "This node cannot be branched from (it is merged, or an aside: branch from its parent).",
  aside: "An aside cannot be opened from this node.",
  merge: "This node cannot be merged (it is the root, already merged, or its parent is merged).",
  purge: "The root holds the whole conversation; delete the conversation instead of purging its root.",
  promote: "Only an open aside can be kept as a branch.",
  undo: "Only a merged node whose parent is open can have its merge undone.",
  rename: "You may not rename this node.",
  label: "You may not label this node.",
};
