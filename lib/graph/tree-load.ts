import "server-only";
import { countConversationNodes } from "@/lib/db/queries/conversations";
import { AppError } from "@/lib/errors";
import { runInThread } from "@/lib/jobs/thread";
import { currentWorkContext, type WorkContext } from "@/lib/observability/context";
import {
  getConversationCounts,
  getConversationTree,
  type ConversationTree,
  type GraphNodeData,
  type Reader,
  type TreeCounts,
} from "@/lib/views/tree-view";
import { encodeCounts, encodedResponse, encodeTree, plain, type EncodedBody } from "./tree-response";

/**
 * A read of a conversation's tree, as every caller asks for it: the tree route and its counts
 * route (`packed` as they are asked), /api/v1's and MCP's tree and children reads.
 */
export type TreeRead =
  | { read: "tree"; conversationId: string; reader: Reader; packed: string | null; counts?: boolean }
  | { read: "counts"; conversationId: string; reader: Reader; packed: string | null; node?: string | null }
  | { read: "children"; conversationId: string; reader: Reader; nodeId: string };

/**
 * Trees of this many nodes or more are built in a worker thread; a smaller one is built here (a
 * few ms: a thread's round trip and its wait for a free lane would cost more than it saves). The
 * same size at which a tree load starts to count against RATE_LIMIT_TREE (lib/auth/rate-limit.ts).
 */
export const OFF_THREAD_NODES = 1000;

/** The node counts a request has read, per conversation (see {@link conversationNodeCount}). */
const countsOf = new WeakMap<WorkContext, Map<string, Promise<number>>>();

/**
 * How many nodes a conversation has, counted once per request: a tree load's rate limit
 * (`treeLoadHitsOf`, lib/auth/rate-limit.ts) and {@link readTreeBody}'s choice of thread both ask,
 * and the second answer is the first one's (one COUNT per load, not two). Outside a request or a
 * job, counted each time.
 */
export function conversationNodeCount(conversationId: string): Promise<number> {
  const context = currentWorkContext();
  if (!context) return countConversationNodes(conversationId);
  let counts = countsOf.get(context);
  if (!counts) countsOf.set(context, (counts = new Map()));
  let count = counts.get(conversationId);
  if (!count) {
    count = countConversationNodes(conversationId);
    counts.set(conversationId, count);
    count.catch(() => counts.delete(conversationId)); // a failed count is not remembered
  }
  return count;
}

/**
 * A tree load (the tree and counts routes) counts one request of the `tree` bucket per this many
 * nodes, and nothing below it: reloading a 5,000-child tree in a loop costs the server ~0.1 s a
 * time, so one member may not do it without end (RATE_LIMIT_TREE, lib/auth/rate-limit.ts: 120 per window, 24 loads of a
 * 5,000-node tree a minute, or 12 opens of its workspace: tree and counts), while every tree of
 * ordinary size is never counted.
 */
export const TREE_NODES_PER_HIT = 1000;

/** The requests of the `tree` bucket a load of a tree of `nodes` nodes counts for. */
export const treeLoadHits = (nodes: number) => Math.floor(nodes / TREE_NODES_PER_HIT);

/**
 * The requests of the `tree` bucket a load of a conversation's tree counts for (one cheap count of
 * its nodes: the routes' `rateHits`; the load itself reuses it, see `conversationNodeCount`).
 */
export async function treeLoadHitsOf(conversationId: string): Promise<number> {
  return treeLoadHits(await conversationNodeCount(conversationId));
}

/** How long a tree's build may take in its thread, and the heap it may use (100,000 nodes fit). */
const TREE_THREAD_MS = 60_000;
const TREE_THREAD_HEAP_MB = 768;

/**
 * The body of a tree read, built and encoded where it runs: reading the rows, applying the aside
 * rule and the capabilities, packing, stringifying, hashing and gzipping (the thread's task, and
 * what runs here for a small tree).
 *
 * @throws AppError("not_found:conversation")
 */
export async function buildTreeBody(ask: TreeRead): Promise<EncodedBody> {
  if (ask.read === "counts") {
    const counts = await getConversationCounts(ask.conversationId, ask.reader);
    return encodeCounts(ask.node ? onlyNode(counts, ask.node) : counts, ask.packed);
  }
  const tree = await getConversationTree(ask.conversationId, ask.reader, {
    counts: ask.read === "children" || (ask.counts ?? true),
  });
  if (ask.read === "children") return plain(childrenOf(tree, ask.nodeId));
  return encodeTree(tree, ask.packed);
}

/**
 * The one way every server path reads a conversation's tree (issue 32: the workspace of a 5,000-child
 * tree held the server's event loop for every reload, and other users' p99 went to 5.3x). A tree
 * of {@link OFF_THREAD_NODES} nodes or more is built and encoded in a worker thread
 * (./tree-thread.ts, on lib/jobs/thread's pool, as a small task: it never waits behind an export or
 * an import), and only its bytes come back, moved; a smaller one is built here.
 *
 * @throws AppError not_found:conversation | too_large:tree (over its thread's time or memory)
 */
export async function readTreeBody(ask: TreeRead): Promise<EncodedBody> {
  if ((await conversationNodeCount(ask.conversationId)) < OFF_THREAD_NODES) return buildTreeBody(ask);
  return runInThread<EncodedBody>(
    { name: "graph-thread", source: "lib/graph/tree-thread.ts" },
    { ...ask, reader: { ...ask.reader } } satisfies TreeRead,
    {
      timeoutMs: TREE_THREAD_MS,
      maxHeapMb: TREE_THREAD_HEAP_MB,
      small: true,
      refusal: (limit) =>
        new AppError(
          "too_large:tree",
          `The conversation's tree needs more ${limit === "time" ? "time" : "memory"} to load than a load may use.`,
        ),
    },
  );
}

/** {@link readTreeBody} as the route's response (304 when `ifNoneMatch` names its ETag). */
export async function treeReadResponse(ask: TreeRead, ifNoneMatch: string | null): Promise<Response> {
  return encodedResponse(await readTreeBody(ask), ifNoneMatch);
}

/** {@link readTreeBody} as a value (MCP's tools answer values; the JSON is parsed back here). */
export async function readTree(ask: TreeRead & { read: "tree" }): Promise<ConversationTree>;
export async function readTree(ask: TreeRead & { read: "counts" }): Promise<TreeCounts>;
export async function readTree(ask: TreeRead & { read: "children" }): Promise<{ children: GraphNodeData[] }>;
export async function readTree(ask: TreeRead): Promise<unknown> {
  const body = await readTreeBody({ ...ask, ...(ask.read === "children" ? {} : { packed: null }) });
  return JSON.parse(new TextDecoder().decode(body.bytes));
}

/** The children of one node, as the reader sees them. */
function childrenOf(tree: ConversationTree, nodeId: string): { children: GraphNodeData[] } {
  return { children: tree.nodes.filter((n) => n.parentId === nodeId) };
}

/** The counts of one node (none when it is not among them). */
function onlyNode(counts: TreeCounts, nodeId: string): TreeCounts {
  const at = counts.ids.indexOf(nodeId);
  return at < 0
    ? { ids: [], items: [], tokens: [] }
    : {
        ids: [nodeId],
        items: [counts.items[at]],
        tokens: [counts.tokens[at]],
        ...(counts.branch?.[at] ? { branch: { 0: counts.branch[at] } } : {}),
        ...(counts.images?.[at] ? { images: { 0: counts.images[at] } } : {}),
      };
}
