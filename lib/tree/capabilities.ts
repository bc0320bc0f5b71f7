import { AppError } from "@/lib/errors";
import { roleRefusal, type ProjectRole } from "@/lib/shared/roles";
import type { NodeKind, NodeStatus } from "@/lib/shared/tree-types";

/**
 * What one conversation node may do, decided in one place. Every guard asks this module (the tree
 * plans in ./branch.ts, ./merge.ts and ./lifecycle.ts, the promote and label use cases), the server
 * sends its answer with each node (lib/views/tree-view.ts), and the graph, the context menu and the
 * chat header read those flags and show {@link refusal}'s reason on what they refuse, so the UI
 * never offers what the server refuses.
 *
 * Ownership: a volatile aside belongs to the browser session that opened it. An aside with no
 * session (`sessionId` null: opened outside a browser session, or by an old version) is owned by no
 * session, so it is unresolved for every caller, the server and the UI alike: it may be merged,
 * purged or promoted, never written in ({@link isUnresolved}).
 */

/** The operations on a node, in the order the graph's wire format packs them. */
export const OPERATIONS = ["write", "branch", "aside", "merge", "purge", "promote", "undo", "rename", "label"] as const;
export type CapabilityName = (typeof OPERATIONS)[number];

/** The answer for one operation: allowed, or refused with a stable error code and the reason to show. */
export type Verdict = { ok: true } | { ok: false; code: RefusalCode; reason: string };

/** The codes of refusals, one per kind of refusal (AppError codes: tests and clients branch on them). */
export type RefusalCode =
  | "forbidden:write"
  | "conflict:node_closed"
  | "conflict:volatile_foreign"
  | "conflict:volatile_parent"
  | "conflict:open_children"
  | "invalid:merge_root"
  | "invalid:purge_root"
  | "invalid:not_volatile"
  | "invalid:not_merged";

/** The flags sent with each node: `true` where {@link capabilities} answered ok. */
export type NodeCapabilities = Record<CapabilityName, boolean>;

/** The facts of a node the rule reads. */
export interface CapabilityNode {
  id: string;
  parentId: string | null;
  kind: NodeKind;
  status: NodeStatus;
  /** For the reasons' wording; "This node" when absent. */
  title?: string;
  /** A volatile aside no session of the caller owns ({@link isUnresolved}): merge, purge or promote only. */
  unresolved?: boolean;
}

/** What the rule knows beside the node. */
export interface CapabilityContext {
  /** The node's parent (a node is merged into an open parent only); absent = treated as open. */
  parent?: Pick<CapabilityNode, "status" | "title"> | null;
  /** The caller's permission on the project: false for a viewer, who may do nothing. */
  canWrite?: boolean;
  /** Children still open (merge refuses them); absent = not checked (the graph lets the server say). */
  openChildren?: readonly { title: string }[];
}

/**
 * Whether `node` is an aside left unresolved for the browser session `sessionId`: an open volatile
 * node that this session does not own. A node is owned only by the session recorded on it, so an
 * aside without a session is unresolved for everyone (also for a caller without a session).
 *
 * @example
 * isUnresolved({ kind: "volatile", status: "open", sessionId: null }, "s1"); // true
 */
export function isUnresolved(
  node: { kind: NodeKind; status: NodeStatus; sessionId?: string | null },
  sessionId: string | null | undefined,
): boolean {
  const owned = node.sessionId != null && node.sessionId === sessionId;
  return node.kind === "volatile" && node.status === "open" && !owned;
}

/**
 * Who asks about an aside: their account and their role in its project. The share page and other
 * readers without an account pass `userId: null` (they see no open aside).
 */
export interface AsideCaller {
  userId: string | null;
  role?: ProjectRole | null;
}

/** The facts of a node the aside rule reads: an open volatile node is an aside; `ownerId` its account. */
export interface AsideFacts {
  kind: string;
  status: string;
  ownerId?: string | null;
}

/** Whether `node` is an open aside (volatile, neither merged nor purged yet): private to its owner. */
export function isOpenAside(node: { kind: string; status: string }): boolean {
  return node.kind === "volatile" && node.status === "open";
}

/**
 * The one rule of who may know an open aside: see it in a tree or its counts, find it (search, the
 * palette, a conversation's find), read or preview it, merge, purge, promote or export it. An open
 * aside is its owner's alone (the account that opened it, in any of their sessions; other sessions
 * of theirs resolve it, only the opening session writes in it: {@link isUnresolved}). Nobody else
 * learns it exists: project owners, editors, viewers, instance admins and the share page get
 * not_found for it, as for a node that never existed. An aside with no recorded owner (opened by a
 * version before owners were recorded, or whose owner is unknown) is resolved by the project's
 * owner only. Abandoned asides (their owner's session ended) stay their owner's, who finds them in
 * the resolution tray on the next visit; the project's setting for abandoned asides (purge or
 * condensed merge after a time) resolves them without anyone reading them. Once merged, purged or
 * promoted, a node is the conversation's like any other.
 *
 * @example
 * maySeeAside({ kind: "volatile", status: "open", ownerId: "u1" }, { userId: "u2", role: "owner" }); // false
 */
export function maySeeAside(node: AsideFacts, caller: AsideCaller): boolean {
  if (!isOpenAside(node)) return true;
  if (node.ownerId != null) return caller.userId !== null && node.ownerId === caller.userId;
  return caller.role === "owner";
}

/**
 * The ids of the nodes of a conversation hidden from `caller` by {@link maySeeAside}: each open
 * aside they may not see, with everything under it (iterative: chains can be thousands deep).
 * What every list (the tree, its counts, search, find, exports, the share page) leaves out.
 *
 * @example
 * const hidden = hiddenFrom(nodes, { userId, role }); nodes.filter((n) => !hidden.has(n.id));
 */
export function hiddenFrom(
  nodes: readonly (AsideFacts & { id: string; parentId: string | null })[],
  caller: AsideCaller,
): Set<string> {
  const out = new Set<string>();
  const roots = nodes.filter((n) => !maySeeAside(n, caller));
  if (roots.length === 0) return out;
  const children = new Map<string, string[]>();
  for (const n of nodes) if (n.parentId) children.set(n.parentId, [...(children.get(n.parentId) ?? []), n.id]);
  const stack = roots.map((n) => n.id);
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (out.has(id)) continue;
    out.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return out;
}

const OK: Verdict = Object.freeze({ ok: true });
/** The guard's own wording for a viewer's write (lib/auth/access.ts). */
const VIEWER_REASON = roleRefusal("viewer", "write")!;

/**
 * The rule itself: why `op` is refused on `node`, as a code, or null when it is allowed. Rules: a
 * viewer may do nothing; a merged node is read-only (it may be purged, or its merge undone); the
 * root is never merged or purged (delete the conversation instead); asides do not branch (branch
 * from the parent); an unresolved aside cannot be written in until it is resolved; a node is merged
 * only into an open parent and without open children. No strings are built here, so the flags of a
 * 10,000-node tree stay cheap; {@link capabilities} words the refusals.
 */
export function refusalCode(op: CapabilityName, node: CapabilityNode, ctx: CapabilityContext = {}): RefusalCode | null {
  if (ctx.canWrite === false) return "forbidden:write";
  const closed = node.status !== "open";
  const root = node.parentId === null || node.kind === "root";
  const volatile = node.kind === "volatile";
  const parentClosed = ctx.parent != null && ctx.parent.status !== "open";
  switch (op) {
    case "write":
      return closed ? "conflict:node_closed" : node.unresolved ? "conflict:volatile_foreign" : null;
    case "branch":
    case "aside":
      return volatile ? "conflict:volatile_parent" : closed ? "conflict:node_closed" : null;
    case "merge":
      if (root) return "invalid:merge_root";
      if (closed || parentClosed) return "conflict:node_closed";
      return (ctx.openChildren?.length ?? 0) > 0 ? "conflict:open_children" : null;
    case "purge":
      return root ? "invalid:purge_root" : null;
    case "promote":
      return !volatile ? "invalid:not_volatile" : closed ? "conflict:node_closed" : null;
    case "undo":
      return node.status !== "merged" ? "invalid:not_merged" : parentClosed ? "conflict:node_closed" : null;
    case "rename":
    case "label":
      return null;
  }
}

/** The words of a refusal of `op` with `code`, for the person reading it (the messages users already saw). */
function reasonFor(op: CapabilityName, code: RefusalCode, node: CapabilityNode, ctx: CapabilityContext): string {
  const name = node.title === undefined ? "This node" : `"${node.title}"`;
  const parent = ctx.parent?.title === undefined ? "Its parent" : `"${ctx.parent.title}"`;
  switch (code) {
    case "forbidden:write":
      return VIEWER_REASON;
    case "conflict:volatile_foreign":
      return `${name} is an aside opened in another session: merge it, purge it or promote it to a branch.`;
    case "conflict:volatile_parent":
      return `${name} is a volatile aside: merge, purge or promote it to a branch before branching from it.`;
    case "conflict:open_children": {
      const names = (ctx.openChildren ?? []).map((c) => `"${c.title}"`).join(", ");
      return `Resolve ${names} first: ${name} still has open branches.`;
    }
    case "invalid:merge_root":
      return "The root of a conversation has no parent to merge into.";
    case "invalid:purge_root":
      return "The root holds the whole conversation; delete the conversation instead of purging its root.";
    case "invalid:not_volatile":
      return `${name} is already a persistent ${node.kind}.`;
    case "invalid:not_merged":
      return `${name} is not merged: there is no merge to undo.`;
    case "conflict:node_closed":
      // The node itself is closed, or (merge, undo) the parent it would go back into.
      if (node.status === "open" || op === "undo") return `${parent} is ${ctx.parent?.status} and read-only.`;
      if (op === "write") return `${name} is ${node.status} and read-only; continue in its parent or branch from it.`;
      if (op === "branch" || op === "aside")
        return `${name} is ${node.status} and read-only; branch from an open node.`;
      if (op === "merge") return `${name} is already ${node.status}.`;
      return `${name} is ${node.status}.`;
  }
}

/** The verdict on one operation: {@link refusalCode}'s decision, worded. */
export function verdict(op: CapabilityName, node: CapabilityNode, ctx: CapabilityContext = {}): Verdict {
  const code = refusalCode(op, node, ctx);
  return code === null ? OK : { ok: false, code, reason: reasonFor(op, code, node, ctx) };
}

/**
 * The verdict on every operation of `node` (see {@link refusalCode} for the rules).
 *
 * @example
 * const merge = capabilities(node, { parent }).merge;
 * if (!merge.ok) throw new AppError(merge.code, merge.reason);
 */
export function capabilities(node: CapabilityNode, ctx: CapabilityContext = {}): Record<CapabilityName, Verdict> {
  return Object.fromEntries(OPERATIONS.map((op) => [op, verdict(op, node, ctx)])) as Record<CapabilityName, Verdict>;
}

/**
 * The flags sent with a node: which operations the rule allows. Callers with a whole tree pass each
 * node's parent (look it up in a Map by id, so that a tree stays linear).
 *
 * @example
 * const caps = nodeCapabilities(node, { parent: byId.get(node.parentId), canWrite: role !== "viewer" });
 */
export function nodeCapabilities(node: CapabilityNode, ctx: CapabilityContext = {}): NodeCapabilities {
  return {
    write: refusalCode("write", node, ctx) === null,
    branch: refusalCode("branch", node, ctx) === null,
    aside: refusalCode("aside", node, ctx) === null,
    merge: refusalCode("merge", node, ctx) === null,
    purge: refusalCode("purge", node, ctx) === null,
    promote: refusalCode("promote", node, ctx) === null,
    undo: refusalCode("undo", node, ctx) === null,
    rename: refusalCode("rename", node, ctx) === null,
    label: refusalCode("label", node, ctx) === null,
  };
}

/**
 * Throws the refusal of `op` on `node`, if it is refused: what every server guard calls.
 *
 * @throws AppError with the verdict's code and reason
 */
export function assertCapable(op: CapabilityName, node: CapabilityNode, ctx: CapabilityContext = {}): void {
  const code = refusalCode(op, node, ctx);
  if (code !== null) throw new AppError(code, reasonFor(op, code, node, ctx));
}

/**
 * Why the server refused `op` on a node it sent with `caps` (the UI's disabled control says this),
 * or null when it allows it. The code and reason are the rule's own, from the facts sent with the
 * node; a refusal those facts do not explain is the caller's role (a viewer).
 *
 * @example
 * const why = refusal("write", treeNode, { parent }); // the composer's disabled reason
 */
export function refusal(
  op: CapabilityName,
  node: CapabilityNode & { caps: NodeCapabilities },
  ctx: Pick<CapabilityContext, "parent"> = {},
): { code: RefusalCode; reason: string } | null {
  if (node.caps[op]) return null;
  const code = refusalCode(op, node, ctx) ?? "forbidden:write";
  return { code, reason: reasonFor(op, code, node, ctx) };
}
