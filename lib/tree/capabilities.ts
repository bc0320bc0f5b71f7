import { AppError } from "@/lib/errors";
import type { NodeKind, NodeStatus } from "./types";

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

const OK: Verdict = Object.freeze({ ok: true });
/** The guard's own wording for a viewer's write (lib/auth/access.ts). */
const VIEWER: Verdict = Object.freeze({
  ok: false,
  code: "forbidden:write",
  reason: "You can view this project but not change it: the owner shared it with you as a viewer.",
});

/**
 * The verdict on every operation of `node`. Rules: a viewer may do nothing; a merged node is
 * read-only (it may be purged, or its merge undone); the root is never merged or purged (delete the
 * conversation instead); asides do not branch (branch from the parent); an unresolved aside cannot be
 * written in until it is resolved; a node is merged only into an open parent and without open children.
 *
 * @example
 * const verdict = capabilities(node, { parent }).merge;
 * if (!verdict.ok) throw new AppError(verdict.code, verdict.reason);
 */
export function capabilities(node: CapabilityNode, ctx: CapabilityContext = {}): Record<CapabilityName, Verdict> {
  if (ctx.canWrite === false) {
    return Object.fromEntries(OPERATIONS.map((op) => [op, VIEWER])) as Record<CapabilityName, Verdict>;
  }
  const name = node.title === undefined ? "This node" : `"${node.title}"`;
  const closed = node.status !== "open" ? `${name} is ${node.status}` : null;
  const root = node.parentId === null || node.kind === "root";
  const volatile = node.kind === "volatile";
  const parent = ctx.parent ?? null;
  const parentClosed =
    parent && parent.status !== "open"
      ? refuse(
          "conflict:node_closed",
          `${parent.title === undefined ? "Its parent" : `"${parent.title}"`} is ${parent.status} and read-only.`,
        )
      : null;
  const branchFrom: Verdict = volatile
    ? refuse(
        "conflict:volatile_parent",
        `${name} is a volatile aside: merge, purge or promote it to a branch before branching from it.`,
      )
    : closed
      ? refuse("conflict:node_closed", `${closed} and read-only; branch from an open node.`)
      : OK;
  const openChildren = ctx.openChildren ?? [];
  return {
    write: closed
      ? refuse("conflict:node_closed", `${closed} and read-only; continue in its parent or branch from it.`)
      : node.unresolved
        ? refuse(
            "conflict:volatile_foreign",
            `${name} is an aside left open by an earlier session: merge it, purge it or promote it to a branch.`,
          )
        : OK,
    branch: branchFrom,
    aside: branchFrom,
    merge: root
      ? refuse("invalid:merge_root", "The root of a conversation has no parent to merge into.")
      : closed
        ? refuse("conflict:node_closed", `${name} is already ${node.status}.`)
        : (parentClosed ??
          (openChildren.length > 0
            ? refuse(
                "conflict:open_children",
                `Resolve ${openChildren.map((c) => `"${c.title}"`).join(", ")} first: ${name} still has open branches.`,
              )
            : OK)),
    purge: root
      ? refuse(
          "invalid:purge_root",
          "The root holds the whole conversation; delete the conversation instead of purging its root.",
        )
      : OK,
    promote: !volatile
      ? refuse("invalid:not_volatile", `${name} is already a persistent ${node.kind}.`)
      : closed
        ? refuse("conflict:node_closed", `${closed}.`)
        : OK,
    undo:
      node.status !== "merged"
        ? refuse("invalid:not_merged", `${name} is not merged: there is no merge to undo.`)
        : (parentClosed ?? OK),
    rename: OK,
    label: OK,
  };
}

/**
 * The flags sent with a node: which operations {@link capabilities} allows. Callers with a whole
 * tree pass each node's parent (look it up in a Map by id, so that a tree stays linear).
 *
 * @example
 * const caps = nodeCapabilities(node, { parent: byId.get(node.parentId), canWrite: role !== "viewer" });
 */
export function nodeCapabilities(node: CapabilityNode, ctx: CapabilityContext = {}): NodeCapabilities {
  const verdicts = capabilities(node, ctx);
  return Object.fromEntries(OPERATIONS.map((op) => [op, verdicts[op].ok])) as NodeCapabilities;
}

/**
 * Throws the refusal of `op` on `node`, if it is refused: what every server guard calls.
 *
 * @throws AppError with the verdict's code and reason
 */
export function assertCapable(op: CapabilityName, node: CapabilityNode, ctx: CapabilityContext = {}): void {
  const verdict = capabilities(node, ctx)[op];
  if (!verdict.ok) throw new AppError(verdict.code, verdict.reason);
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
  const verdict = capabilities(node, ctx)[op];
  const refused = verdict.ok ? VIEWER : verdict;
  return refused.ok ? null : { code: refused.code, reason: refused.reason };
}

function refuse(code: RefusalCode, reason: string): Verdict {
  return { ok: false, code, reason };
}
