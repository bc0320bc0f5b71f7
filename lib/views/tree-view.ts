import "server-only";
import {
  getConversationGraphRows,
  getConversationNodeCounts,
  type ConversationGraphRows,
  type GraphNodeRow,
} from "@/lib/db/queries/conversations";
import { findLiveSessions } from "@/lib/db/queries/asides";
import { isUnresolved, nodeCapabilities, type NodeCapabilities } from "@/lib/tree/capabilities";

/** A node of the graph as the browser gets it: no session id of any browser, its state for this one. */
export interface GraphNodeData extends Omit<GraphNodeRow, "sessionId"> {
  /** A volatile aside this browser session does not own (lib/tree/capabilities `isUnresolved`): merge, purge or keep it. */
  unresolved: boolean;
  /** What the node may do (lib/tree/capabilities): every control that offers an operation reads this. */
  caps: NodeCapabilities;
}

export interface ConversationTree extends Omit<ConversationGraphRows, "nodes"> {
  nodes: GraphNodeData[];
}

/**
 * The conversation as a graph for one caller: every node the caller may see, with what that caller
 * may do with it, by the one rule (lib/tree/capabilities). `sessionId` is the caller's browser
 * session (which asides are its own); `canWrite` is false for a project's viewers (no capability at
 * all); `userId` is the caller (their own asides from their other sessions).
 *
 * Open asides are private to their session (README, "Accounts, sharing and security"): another
 * session's open aside, with everything under it, is left out, except for a caller who may write
 * when it is theirs (opened in another of their sessions) or abandoned (its session ended: signed
 * out or expired, or it never had one). Those show as unresolved, for the resolution tray.
 *
 * @throws AppError("not_found:conversation")
 */
export async function getConversationTree(
  id: string,
  sessionId: string | null = null,
  {
    canWrite = true,
    userId = null,
    counts = true,
  }: { canWrite?: boolean; userId?: string | null; counts?: boolean } = {},
): Promise<ConversationTree> {
  const graph = await getConversationGraphRows(id, { counts });
  const hidden = await privateAsides(graph.nodes, { sessionId, userId, canWrite });
  return treeView(withoutSubtrees(graph, hidden), sessionId, { canWrite });
}

/**
 * Each node's message and token counts, as columns in the tree's order: what the tree route leaves
 * out (`counts: false`), for the browser to load once the graph is up. `ids[i]` has `items[i]`
 * messages and `tokens[i]` tokens in its window.
 */
export interface TreeCounts {
  ids: string[];
  items: number[];
  tokens: number[];
  /** Sparse: index in `ids` -> the first words of the message that node branched from. */
  branch?: Record<number, string>;
}

/**
 * The counts of every node the caller sees: the same caller and the same rule as
 * {@link getConversationTree} (another session's private aside, and what is under it, is left out).
 *
 * @throws AppError("not_found:conversation")
 */
export async function getConversationCounts(
  id: string,
  sessionId: string | null = null,
  { canWrite = true, userId = null }: { canWrite?: boolean; userId?: string | null } = {},
): Promise<TreeCounts> {
  const rows = await getConversationNodeCounts(id);
  const hidden = await privateAsides(rows, { sessionId, userId, canWrite });
  const gone =
    hidden.length === 0
      ? null
      : subtreesOf(
          rows,
          hidden.map((n) => n.id),
        );
  const out: TreeCounts = { ids: [], items: [], tokens: [], branch: {} };
  for (const row of rows) {
    if (gone?.has(row.id)) continue;
    if (row.branchText) out.branch![out.ids.length] = branchWords(row.branchText);
    out.ids.push(row.id);
    out.items.push(row.itemCount);
    out.tokens.push(row.tokenCount);
  }
  return out;
}

/** A message's first words for the graph: whitespace folded, at most ten words or 60 characters. */
export function branchWords(text: string): string {
  const words = text.replace(/\s+/g, " ").trim().split(" ").slice(0, 10).join(" ");
  return words.length > 60 ? `${words.slice(0, 59).trimEnd()}…` : words;
}

/** Who is looking: their browser session, their account, and whether they may write in the project. */
export interface AsideCaller {
  sessionId: string | null;
  userId?: string | null;
  canWrite?: boolean;
}

/**
 * Which of `nodes` are open asides private to a session other than the caller's (the rule of
 * {@link getConversationTree}): all of them for a caller who may not write; for one who may, those
 * of a live session of another account (their own other sessions' and abandoned ones stay visible,
 * to be resolved).
 */
export async function privateAsides<N extends { kind: string; status: string; sessionId?: string | null }>(
  nodes: readonly N[],
  { sessionId, userId = null, canWrite = true }: AsideCaller,
): Promise<N[]> {
  const others = nodes.filter((n) => isOpenAside(n) && !(n.sessionId != null && n.sessionId === sessionId));
  if (others.length === 0 || !canWrite) return others;
  const live = await findLiveSessions([...new Set(others.flatMap((n) => n.sessionId ?? []))]);
  return others.filter((n) => {
    const owner = n.sessionId == null ? undefined : live.get(n.sessionId);
    return owner !== undefined && owner !== userId;
  });
}

function isOpenAside(node: { kind: string; status: string }): boolean {
  return node.kind === "volatile" && node.status === "open";
}

/**
 * The ids of `roots` and every node under them (iterative: chains can be thousands deep).
 *
 * @example
 * subtreesOf([{ id: "a", parentId: null }, { id: "b", parentId: "a" }], ["a"]); // Set {"a", "b"}
 */
export function subtreesOf(nodes: readonly { id: string; parentId: string | null }[], roots: string[]): Set<string> {
  const children = new Map<string, string[]>();
  for (const n of nodes) if (n.parentId) children.set(n.parentId, [...(children.get(n.parentId) ?? []), n.id]);
  const out = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (out.has(id)) continue;
    out.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return out;
}

/**
 * The open asides of a conversation that are private to a session other than `sessionId` (every
 * open aside when it is null), with everything under them: what exports and the share page leave
 * out.
 */
export function othersAsides(
  nodes: readonly { id: string; parentId: string | null; kind: string; status: string; sessionId?: string | null }[],
  sessionId: string | null | undefined,
): Set<string> {
  const roots = nodes.filter((n) => isOpenAside(n) && !(n.sessionId != null && n.sessionId === sessionId));
  return subtreesOf(
    nodes,
    roots.map((n) => n.id),
  );
}

function withoutSubtrees(graph: ConversationGraphRows, hidden: GraphNodeRow[]): ConversationGraphRows {
  if (hidden.length === 0) return graph;
  const gone = subtreesOf(
    graph.nodes,
    hidden.map((n) => n.id),
  );
  return {
    ...graph,
    nodes: graph.nodes.filter((n) => !gone.has(n.id)),
    merges: graph.merges.filter((m) => !gone.has(m.parentId) && !gone.has(m.childId)),
  };
}

/** The pure part of {@link getConversationTree}: rows and a caller in, the browser's view out. */
export function treeView(
  graph: ConversationGraphRows,
  sessionId: string | null,
  { canWrite = true }: { canWrite?: boolean } = {},
): ConversationTree {
  const byId = new Map<string, GraphNodeRow>();
  for (const n of graph.nodes) byId.set(n.id, n);
  // The rule reads only a few facts of a node and its parent, so a tree of 100,000 nodes has a
  // handful of distinct answers: each is computed once and shared (the flags are never mutated).
  const answers = new Map<string, NodeCapabilities>();
  const nodes: GraphNodeData[] = new Array(graph.nodes.length);
  for (let i = 0; i < graph.nodes.length; i++) {
    const n = graph.nodes[i];
    const unresolved = isUnresolved(n, sessionId);
    const parent = n.parentId === null ? null : byId.get(n.parentId);
    const key = `${n.kind}|${n.status}|${n.parentId === null}|${unresolved}|${parent === undefined ? "-" : (parent?.status ?? "")}`;
    let caps = answers.get(key);
    if (caps === undefined) {
      caps = nodeCapabilities({ ...n, unresolved }, { parent, canWrite });
      answers.set(key, caps);
    }
    // Field by field (no rest or spread: 100,000 of those cost more than the rest of the loop);
    // the session id of the aside's owner stays on the server.
    const node: GraphNodeData = {
      id: n.id,
      parentId: n.parentId,
      kind: n.kind,
      status: n.status,
      title: n.title,
      branchPointItemId: n.branchPointItemId,
      inheritPolicy: n.inheritPolicy,
      itemCount: n.itemCount,
      tokenCount: n.tokenCount,
      createdAt: n.createdAt,
      label: n.label,
      color: n.color,
      unresolved,
      caps,
    };
    if (n.fanoutId) node.fanoutId = n.fanoutId;
    nodes[i] = node;
  }
  return { ...graph, nodes };
}
