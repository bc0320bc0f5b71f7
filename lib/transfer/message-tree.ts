import { countTokens } from "@/lib/text/count-tokens";
import type { ConversationPlan, PlanItem, PlanNode } from "./plan";

/** The roles a Canopy conversation keeps (system and tool messages become notes). */
export type CanopyRole = "user" | "assistant" | "note";

/** A chat as other apps export it: messages with parent links (a tree when turns were edited or regenerated). */
export interface MessageTree<R extends string = CanopyRole> {
  title: string;
  createdAt?: string;
  messages: TreeMessage<R>[];
  /** The message the user last saw (ChatGPT's current_node): its path becomes the main thread. */
  currentId?: string;
}

export interface TreeMessage<R extends string = CanopyRole> {
  id: string;
  /** null (or an id not in the tree) for a first message. */
  parentId: string | null;
  role: R;
  text: string;
  createdAt?: string;
}

const BRANCH_TITLE_MAX = 80;

/**
 * A message tree as a Canopy conversation: each chain of messages is one node; wherever a message
 * has several replies (an edited or regenerated turn), the first continues the node and every other
 * one opens a branch from that point, inheriting everything before it by reference (policy full).
 * Alternative first messages become branches from the root's start. The main thread follows the
 * path to `currentId`. Iterative throughout: a 50,000-message chain is a loop, not a recursion.
 */
export function planFromTree(tree: MessageTree, answeredBy = "Imported"): ConversationPlan {
  const byId = new Map(tree.messages.map((m) => [m.id, m]));
  const children = new Map<string | null, TreeMessage[]>();
  for (const m of tree.messages) {
    const parent = m.parentId !== null && byId.has(m.parentId) && m.parentId !== m.id ? m.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), m]);
  }
  // The path to the current message goes first at every fork.
  const onPath = new Set<string>();
  for (let id = tree.currentId; id && byId.has(id) && !onPath.has(id); id = byId.get(id)!.parentId ?? undefined)
    onPath.add(id);
  const ordered = (list: TreeMessage[] = []) =>
    [...list].sort((a, b) => Number(onPath.has(b.id)) - Number(onPath.has(a.id)));

  const nodes: PlanNode[] = [];
  const root: PlanNode = {
    id: "n0",
    parentId: null,
    kind: "root",
    status: "open",
    title: tree.title,
    branchPointItemId: null,
    inheritPolicy: "none",
    createdAt: tree.createdAt ?? null,
    items: [],
  };
  nodes.push(root);
  const windows = new Map<string, PlanItem[]>([[root.id, []]]);
  const seen = new Set<string>();
  const tasks: Array<{ message: TreeMessage; node: PlanNode }> = [];
  const starts = ordered(children.get(null));
  if (starts[0]) tasks.push({ message: starts[0], node: root });
  for (const alternative of starts.slice(1).reverse())
    tasks.push({ message: alternative, node: branch(root, null, alternative) });

  function branch(parent: PlanNode, at: PlanItem | null, first: TreeMessage): PlanNode {
    const window = windows.get(parent.id)!;
    const prefix = at ? window.slice(0, window.indexOf(at) + 1) : [];
    const node: PlanNode = {
      id: `n${nodes.length}`,
      parentId: parent.id,
      kind: "branch",
      status: "open",
      // Six words, and never more than a line: a hostile export's one-word 10 MB message is no title.
      title: first.text.split(/\s+/).slice(0, 6).join(" ").slice(0, BRANCH_TITLE_MAX) || "Imported branch",
      branchPointItemId: at?.id ?? null,
      inheritPolicy: at ? "full" : "none",
      createdAt: first.createdAt ?? null,
      items: [],
    };
    node.items = prefix.map((p, i) => ({
      ...p,
      id: `${node.id}-i${i}`,
      position: i + 1,
      origin: "inherited",
      content: "",
      refItemId: p.refItemId ?? p.id,
      sourceNodeId: parent.id,
      sourceItemIds: [p.refItemId ?? p.id],
      pinned: false,
      mergeEventId: null,
      contextReport: undefined,
    }));
    // The window of the new node, in terms of originals (what its own branches inherit).
    windows.set(node.id, [...node.items]);
    nodes.push(node);
    return node;
  }

  while (tasks.length > 0) {
    const { node, message: first } = tasks.pop()!;
    let message = first;
    for (;;) {
      if (seen.has(message.id)) break;
      seen.add(message.id);
      const window = windows.get(node.id)!;
      const item: PlanItem = {
        id: `${node.id}-m${node.items.length}`,
        position: node.items.length + 1,
        role: message.role,
        content: message.text,
        origin: "local",
        refItemId: null,
        sourceNodeId: null,
        sourceItemIds: [],
        status: "complete",
        error: null,
        tokenCount: countTokens(message.text),
        model: message.role === "assistant" ? answeredBy : null,
        pinned: false,
        mergeEventId: null,
        createdAt: message.createdAt ?? null,
      };
      node.items.push(item);
      window.push(item);
      const next = ordered(children.get(message.id));
      for (const alternative of next.slice(1).reverse())
        tasks.push({ message: alternative, node: branch(node, item, alternative) });
      if (!next[0]) break;
      message = next[0];
    }
  }
  return { title: tree.title, nodes, mergeEvents: [] };
}
