import type { ConversationTree, GraphNodeData } from "@/lib/views/tree-view";
import type { CapabilityName } from "@/lib/tree/capabilities";

/**
 * The conversation tree as it travels to the browser: columns instead of one object per node, so
 * no key is repeated 10,000 times; parents as indexes, kinds and statuses as small numbers, the
 * capabilities as a bitmask, dates as offsets, and rare fields (labels, colours, branch points)
 * only where set. `unpackTree(packTree(t))` is `t` again, so every reader keeps `ConversationTree`.
 * At 10,000 nodes it is about a quarter of the plain JSON, and one string for the page to embed.
 *
 * @example
 * const wire = JSON.stringify(packTree(tree)); // route or page
 * const tree = unpackTree(JSON.parse(wire));   // browser, once per fetch
 */
export interface PackedTree {
  v: 1;
  id: string;
  title: string;
  projectId: string;
  projectName: string;
  rootNodeId: string;
  merges: ConversationTree["merges"];
  ids: string[];
  /** Index of the parent in `ids`, -1 for the root. */
  parent: number[];
  titles: string[];
  /** Index into `strings` of kind, status and inherit policy, per node. */
  kind: number[];
  status: number[];
  inherit: number[];
  strings: string[];
  /** Message and token counts per node; absent when the tree was read without them (the tree route's counts route has them). */
  items?: number[];
  tokens?: number[];
  /** createdAt in ms after `createdBase`. */
  created: number[];
  createdBase: number;
  /** Capabilities (bit i = CAPABILITY_BITS[i]) and, above them, the unresolved flag. */
  flags: number[];
  /** Sparse columns: node index -> value, only where not null. */
  label: Record<number, string>;
  color: Record<number, string>;
  fanout: Record<number, string>;
  branchPoint: Record<number, string>;
  /** Indexes of the automatic tool asides (tool output); absent when there are none. */
  toolOutput?: number[];
}

/** The order of capability bits in `flags`; a test checks it names every capability. */
export const CAPABILITY_BITS: readonly CapabilityName[] = [
  "write",
  "branch",
  "aside",
  "merge",
  "purge",
  "promote",
  "undo",
  "rename",
  "label",
];
const UNRESOLVED_BIT = 1 << CAPABILITY_BITS.length;

export function packTree(tree: ConversationTree): PackedTree {
  const index = new Map<string, number>();
  tree.nodes.forEach((n, i) => index.set(n.id, i));
  // lib/views/tree-view shares one flags object between nodes with the same answer: bits once each.
  const bitsOf = new Map<GraphNodeData["caps"], number>();
  const capabilityBits = (caps: GraphNodeData["caps"]) => {
    let bits = bitsOf.get(caps);
    if (bits === undefined) {
      bits = 0;
      CAPABILITY_BITS.forEach((name, bit) => {
        if (caps[name]) bits! |= 1 << bit;
      });
      bitsOf.set(caps, bits);
    }
    return bits;
  };
  const strings: string[] = [];
  const stringIndex = new Map<string, number>();
  const intern = (s: string) => {
    let i = stringIndex.get(s);
    if (i === undefined) stringIndex.set(s, (i = strings.push(s) - 1));
    return i;
  };
  const times = tree.nodes.map((n) => Date.parse(n.createdAt));
  // A loop, not Math.min(...times): spreading 10,000 arguments is close to the engine's limit.
  const base = times.reduce((m, t) => (t < m ? t : m), times[0] ?? 0);
  const packed: PackedTree = {
    v: 1,
    id: tree.id,
    title: tree.title,
    projectId: tree.projectId,
    projectName: tree.projectName,
    rootNodeId: tree.rootNodeId,
    merges: tree.merges,
    ids: [],
    parent: [],
    titles: [],
    kind: [],
    status: [],
    inherit: [],
    strings,
    created: [],
    createdBase: base,
    flags: [],
    label: {},
    color: {},
    fanout: {},
    branchPoint: {},
  };
  // The tree's reader reads every node's counts or none (lib/db/queries/conversations.ts).
  const items: number[] | null = tree.nodes[0]?.itemCount == null ? null : [];
  const tokens: number[] | null = items === null ? null : [];
  if (items !== null && tokens !== null) Object.assign(packed, { items, tokens });
  tree.nodes.forEach((n, i) => {
    packed.ids.push(n.id);
    packed.parent.push(n.parentId === null ? -1 : (index.get(n.parentId) ?? -1));
    packed.titles.push(n.title);
    packed.kind.push(intern(n.kind));
    packed.status.push(intern(n.status));
    packed.inherit.push(intern(n.inheritPolicy));
    if (items !== null && tokens !== null) {
      items.push(n.itemCount ?? 0);
      tokens.push(n.tokenCount ?? 0);
    }
    packed.created.push(times[i] - base);
    packed.flags.push(capabilityBits(n.caps) | (n.unresolved ? UNRESOLVED_BIT : 0));
    if (n.label !== null) packed.label[i] = n.label;
    if (n.color !== null) packed.color[i] = n.color;
    if (n.fanoutId) packed.fanout[i] = n.fanoutId;
    if (n.branchPointItemId !== null) packed.branchPoint[i] = n.branchPointItemId;
    if (n.toolOutput) (packed.toolOutput ??= []).push(i);
  });
  return packed;
}

export function unpackTree(packed: PackedTree): ConversationTree {
  const nodes: GraphNodeData[] = new Array(packed.ids.length);
  // One capabilities object per distinct answer, shared as the server shares them (never mutated):
  // a tree of 100,000 nodes has a handful, not 100,000 objects to build and collect.
  const capsOf = new Map<number, GraphNodeData["caps"]>();
  const capsMask = UNRESOLVED_BIT - 1;
  const toolOutput = new Set(packed.toolOutput ?? []);
  for (let i = 0; i < packed.ids.length; i++) {
    const flags = packed.flags[i];
    let caps = capsOf.get(flags & capsMask);
    if (caps === undefined) {
      const made = {} as GraphNodeData["caps"];
      CAPABILITY_BITS.forEach((name, bit) => {
        made[name] = (flags & (1 << bit)) !== 0;
      });
      capsOf.set(flags & capsMask, (caps = made));
    }
    nodes[i] = {
      id: packed.ids[i],
      parentId: packed.parent[i] < 0 ? null : packed.ids[packed.parent[i]],
      kind: packed.strings[packed.kind[i]] as GraphNodeData["kind"],
      status: packed.strings[packed.status[i]] as GraphNodeData["status"],
      title: packed.titles[i],
      inheritPolicy: packed.strings[packed.inherit[i]],
      branchPointItemId: packed.branchPoint[i] ?? null,
      itemCount: packed.items?.[i] ?? null,
      tokenCount: packed.tokens?.[i] ?? null,
      createdAt: new Date(packed.createdBase + packed.created[i]).toISOString(),
      unresolved: (flags & UNRESOLVED_BIT) !== 0,
      label: packed.label[i] ?? null,
      color: packed.color[i] ?? null,
      ...(packed.fanout?.[i] ? { fanoutId: packed.fanout[i] } : {}),
      ...(toolOutput.has(i) ? { toolOutput: true } : {}),
      caps,
    };
  }
  return {
    id: packed.id,
    title: packed.title,
    projectId: packed.projectId,
    projectName: packed.projectName,
    rootNodeId: packed.rootNodeId,
    nodes,
    merges: packed.merges,
  };
}
