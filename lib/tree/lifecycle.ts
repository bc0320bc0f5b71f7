import { assertCapable, isUnresolved } from "./capabilities";
import { AppError } from "@/lib/errors";
import { subtreeIds } from "./structure";
import type { TreeNode } from "@/lib/shared/tree-types";

/**
 * The rules of a node's life: who may write in it, what may be purged, and which volatile asides are
 * left unresolved. Volatile nodes follow create -> interact -> close -> merge | purge, and belong to
 * the browser session that created them.
 */

/**
 * Refuses a write (a message, an attachment) in `node` by the browser session `sessionId`: the
 * `write` capability, with the node's unresolved state for that session (./capabilities.ts
 * `isUnresolved`: an aside without a session is nobody's, so nobody writes in it).
 *
 * @throws AppError conflict:node_closed, conflict:volatile_foreign
 */
export function assertWritable(node: TreeNode, sessionId: string | null): void {
  assertCapable("write", { ...node, unresolved: isUnresolved(node, sessionId) });
}

/**
 * The ids a purge of `nodeId` deletes: the node and all its descendants, parents first.
 *
 * @throws AppError invalid:purge_root
 */
export function planPurge(nodes: TreeNode[], nodeId: string): string[] {
  const node = nodes.find((n) => n.id === nodeId);
  if (!node) throw new AppError("not_found:node", "That conversation node does not exist (it may have been purged).");
  assertCapable("purge", node);
  return subtreeIds(nodes, nodeId);
}

/** Open volatile nodes that the session `sessionId` does not own (`isUnresolved`): they must be merged or purged. */
export function unresolvedVolatiles(nodes: TreeNode[], sessionId: string | null): TreeNode[] {
  return nodes.filter((n) => isUnresolved(n, sessionId));
}

/** Abandoned volatile nodes whose last change is older than `afterMinutes`. */
export function dueForAutoResolution(
  nodes: TreeNode[],
  sessionId: string | null,
  now: Date,
  afterMinutes: number,
): TreeNode[] {
  const cutoff = now.getTime() - afterMinutes * 60_000;
  return unresolvedVolatiles(nodes, sessionId).filter((n) => n.updatedAt && Date.parse(n.updatedAt) <= cutoff);
}

/**
 * A merge can be undone until the parent changes again: no item written to the parent after it
 * (other than the merge's own), and no later merge into it or branch from it.
 */
export function canUndoMerge(input: {
  mergedAt: string;
  undoneAt: string | null;
  parentStatus: TreeNode["status"];
  laterParentItems: number;
  laterChildren: number;
  laterMerges: number;
  /** Additions under the parent since the merge, by its revision (lib/db/queries/merges.ts). */
  laterChanges?: number;
}): { ok: true } | { ok: false; reason: string } {
  if (input.undoneAt) return { ok: false, reason: "This merge was already undone." };
  if (input.parentStatus !== "open") return { ok: false, reason: "The parent has been merged since; it is read-only." };
  if (input.laterParentItems > 0 || input.laterChildren > 0 || input.laterMerges > 0 || (input.laterChanges ?? 0) > 0) {
    return { ok: false, reason: "The parent has changed since this merge, so it can no longer be undone." };
  }
  return { ok: true };
}
