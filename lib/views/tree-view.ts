import "server-only";
import { findAsideRuleNodes } from "@/lib/db/queries/search";
import {
  findNodesByText,
  getConversationGraphRows,
  getConversationNodeCounts,
  type FoundNode,
  type ConversationGraphRows,
  type GraphNodeRow,
} from "@/lib/db/queries/conversations";
import type { ProjectRole } from "@/lib/shared/roles";
import {
  hiddenFrom,
  isUnresolved,
  nodeCapabilities,
  type AsideCaller,
  type NodeCapabilities,
} from "@/lib/tree/capabilities";

/** A node of the graph as the browser gets it: no session id of any browser, its state for this one. */
export interface GraphNodeData extends Omit<GraphNodeRow, "sessionId" | "ownerId"> {
  /** A volatile aside this browser session does not own (lib/tree/capabilities `isUnresolved`): merge, purge or keep it. */
  unresolved: boolean;
  /** What the node may do (lib/tree/capabilities): every control that offers an operation reads this. */
  caps: NodeCapabilities;
}

export interface ConversationTree extends Omit<ConversationGraphRows, "nodes"> {
  nodes: GraphNodeData[];
}

/**
 * Who reads a conversation: their browser session (which of their asides they write in), their
 * account and role in the project (which open asides they see: lib/tree/capabilities
 * `maySeeAside`), and whether they may write (a viewer's nodes carry no capability). The share
 * page reads with no account: it sees no open aside.
 */
export interface Reader {
  sessionId?: string | null;
  userId?: string | null;
  role?: ProjectRole | null;
  canWrite?: boolean;
}

/** The aside rule's caller for a reader (lib/tree/capabilities). */
export function asideCaller(reader: Reader): AsideCaller {
  return { userId: reader.userId ?? null, role: reader.role ?? null };
}

/**
 * The conversation as a graph for one reader: every node they may see, with what they may do with
 * it, by the one rule (lib/tree/capabilities). Another member's open aside, with everything under
 * it, is left out (`hiddenFrom`); the reader's own asides opened in another of their sessions show
 * as unresolved, for the resolution tray.
 *
 * @throws AppError("not_found:conversation")
 */
export async function getConversationTree(
  id: string,
  reader: Reader = {},
  { counts = true }: { counts?: boolean } = {},
): Promise<ConversationTree> {
  const graph = await getConversationGraphRows(id, { counts });
  const hidden = hiddenFrom(graph.nodes, asideCaller(reader));
  return treeView(withoutNodes(graph, hidden), reader.sessionId ?? null, { canWrite: reader.canWrite ?? true });
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
  /** Sparse: index in `ids` -> the images that node holds (the graph's marker); absent: none. */
  images?: Record<number, number>;
}

/**
 * The counts of every node the reader sees: the same reader and the same rule as
 * {@link getConversationTree}.
 *
 * @throws AppError("not_found:conversation")
 */
export async function getConversationCounts(id: string, reader: Reader = {}): Promise<TreeCounts> {
  const rows = await getConversationNodeCounts(id);
  const gone = hiddenFrom(rows, asideCaller(reader));
  const out: TreeCounts = { ids: [], items: [], tokens: [], branch: {} };
  for (const row of rows) {
    if (gone.has(row.id)) continue;
    if (row.branchText) out.branch![out.ids.length] = branchWords(row.branchText);
    if (row.imageCount) (out.images ??= {})[out.ids.length] = row.imageCount;
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

/**
 * The nodes of `conversationIds` hidden from `reader` (lib/tree/capabilities `hiddenFrom`): what
 * search, the palette and a conversation's find leave out. Only conversations with an open aside
 * are read node by node.
 */
export async function hiddenNodesIn(conversationIds: string[], reader: Reader): Promise<Set<string>> {
  const nodes = await findAsideRuleNodes(conversationIds);
  return nodes.length === 0 ? new Set() : hiddenFrom(nodes, asideCaller(reader));
}

/**
 * Nodes of a conversation with a local message containing `q`, among those the reader sees: the
 * graph's find box.
 *
 * @throws AppError("not_found:conversation")
 */
export async function findNodes(conversationId: string, q: string, reader: Reader): Promise<FoundNode[]> {
  const hidden = await hiddenNodesIn([conversationId], reader);
  return findNodesByText(conversationId, q, { hidden });
}

function withoutNodes(graph: ConversationGraphRows, gone: Set<string>): ConversationGraphRows {
  if (gone.size === 0) return graph;
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
    if (n.toolOutput) node.toolOutput = true;
    nodes[i] = node;
  }
  return { ...graph, nodes };
}
