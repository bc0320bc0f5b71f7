import type { KtEngine } from "./engine";
import type { KnowledgeTree, KtLevel, KtNode } from "./types";

/** Options for {@link navigateTree}. */
export type NavigateOptions = {
  /** Leaf-holding branches to try before giving up (default 3). */
  maxBranchAttempts?: number;
  /** Leaves to read in one branch before backtracking out of it (default 2). */
  leavesPerBranch?: number;
  /** Shown to the engine as project context. */
  projectName?: string;
};

/** One step of a navigation, in the order taken. */
export type KtTraceStep = {
  nodeId: string;
  level: KtLevel;
  depth: number;
  /** choose: picked a child of this node; read: answered from this leaf; backtrack: gave up on this node. */
  action: "choose" | "read" | "backtrack";
  /** choose: the ids presented, in order. */
  options?: string[];
  /** choose: the id of the child picked. */
  choice?: string;
  reason: string;
  /** read: the leaf's answer status. */
  outcome?: "complete" | "partial" | "none";
  /** read: the leaf's answer, if any. */
  answer?: string;
};

/** The answer to a question asked of a knowledge tree, with how it was found. */
export type NavigationResult = {
  answer: string;
  status: "complete" | "partial" | "none";
  /** Leaves the answer comes from. */
  citations: string[];
  trace: KtTraceStep[];
  /** Tokens the engine read: the metadata of every option presented plus every leaf read. */
  tokensRead: number;
  /** Tokens of all leaves: what reading everything would cost. */
  tokensTotal: number;
  /** The engine's name ("offline" or a model id). */
  engine: string;
};

/** The answer when no leaf had anything. */
export const NO_ANSWER = "No answer found in the knowledge tree.";

/**
 * Answer `query` by walking the tree as in the seed: at each non-leaf the engine picks a child
 * from the children's full metadata (with a reason); at a leaf it answers complete, partial or
 * none. On partial or none the leaf is set aside and the branch asked again; after
 * `leavesPerBranch` leaves the branch is set aside and the walk backs up to its parent, at most
 * `maxBranchAttempts` branches in all. A complete answer returns at once; otherwise the partial
 * answers are combined, best first. A root that holds leaves directly counts as that many
 * branch attempts, so small trees get the same reading budget.
 *
 * @example const result = await navigateTree(tree, "Who fixes the navbar?", createOfflineEngine());
 */
export async function navigateTree(tree: KnowledgeTree, query: string, engine: KtEngine, opts: NavigateOptions = {}): Promise<NavigationResult> {
  const maxBranches = Math.max(1, opts.maxBranchAttempts ?? 3);
  const perBranch = Math.max(1, opts.leavesPerBranch ?? 2);
  const leaves = Object.values(tree.nodes).filter((n) => n.level === "leaf");
  const tokensTotal = leaves.reduce((a, n) => a + n.tokens, 0);
  const trace: KtTraceStep[] = [];
  const partials: { leafId: string; answer: string }[] = [];
  let tokensRead = 0;

  const result = (status: NavigationResult["status"], answer: string, citations: string[]): NavigationResult => ({
    answer, status, citations, trace, tokensRead, tokensTotal, engine: engine.name,
  });
  if (!tree.rootId || leaves.length === 0) return result("none", NO_ANSWER, []);

  const root = tree.nodes[tree.rootId];
  const setAside = new Set<string>();
  const readIn = new Map<string, number>();
  let branchesTried = 0;
  let current: KtNode | null = root;

  while (current) {
    const node: KtNode = current;
    const remaining = node.childIds.filter((id) => !setAside.has(id));
    const holdsLeaves = node.depth === 1;
    const budget = holdsLeaves && node.id === root.id ? perBranch * maxBranches : perBranch;
    const spent = holdsLeaves && (readIn.get(node.id) ?? 0) >= budget;
    if (remaining.length === 0 || spent) {
      if (holdsLeaves) branchesTried += node.id === root.id ? maxBranches : 1;
      setAside.add(node.id);
      const why = spent ? `Read ${budget} leaves here without a complete answer` : "No unexplored children left";
      const out = branchesTried >= maxBranches ? `; ${maxBranches} branch attempts used, stopping` : "";
      trace.push({ nodeId: node.id, level: node.level, depth: node.depth, action: "backtrack", reason: `${why}${out}.` });
      current = branchesTried >= maxBranches || !node.parentId ? null : tree.nodes[node.parentId];
      continue;
    }

    const options = remaining.map((id, index) => ({ index, metadata: tree.nodes[id].metadata }));
    tokensRead += remaining.reduce((a, id) => a + tree.nodes[id].metadataTokens, 0);
    const picked = await engine.choose({
      query,
      options,
      context: {
        level: holdsLeaves ? "leaf" : "branch",
        rootSummary: root.metadata.summary,
        selected: node.id === root.id ? undefined : node.metadata,
        projectName: opts.projectName,
      },
    });
    const childId = remaining[Math.min(Math.max(0, Math.trunc(picked.index)), remaining.length - 1)];
    trace.push({ nodeId: node.id, level: node.level, depth: node.depth, action: "choose", options: remaining, choice: childId, reason: picked.reason });

    const child = tree.nodes[childId];
    if (child.level !== "leaf") {
      current = child;
      continue;
    }
    const reply = await engine.answer({ query, text: child.text ?? "" });
    tokensRead += child.tokens;
    readIn.set(node.id, (readIn.get(node.id) ?? 0) + 1);
    setAside.add(child.id);
    trace.push({
      nodeId: child.id, level: child.level, depth: child.depth, action: "read", outcome: reply.status,
      reason: READ_REASON[reply.status], ...(reply.answer ? { answer: reply.answer } : {}),
    });
    if (reply.status === "complete") return result("complete", reply.answer, [child.id]);
    if (reply.status === "partial" && reply.answer.trim() !== "") partials.push({ leafId: child.id, answer: reply.answer });
  }

  if (partials.length === 0) return result("none", NO_ANSWER, []);
  return result("partial", partials.map((p) => p.answer).join("\n\n"), partials.map((p) => p.leafId));
}

const READ_REASON = {
  complete: "The leaf answers the whole question.",
  partial: "The leaf answers part of the question; looking further.",
  none: "Nothing in this leaf answers the question; looking elsewhere.",
} as const;
