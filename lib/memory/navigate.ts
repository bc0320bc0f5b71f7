import { supersedes } from "@/lib/extract/answer";
import type { KtAnswer, KtEngine } from "./engine";
import { citedLeaves, laterLeavesUpdating, searchLeaves, unknownIdentifiers } from "./search";
import { leavesInOrder } from "./nodes";
import type { KnowledgeTree, KtLevel, KtNode } from "./types";

/** Options for {@link navigateTree}. */
export type NavigateOptions = {
  /** Leaf-holding branches to try before giving up (default 3). */
  maxBranchAttempts?: number;
  /** Leaves to read in one branch before backtracking out of it (default 2). */
  leavesPerBranch?: number;
  /** Shown to the engine as project context. */
  projectName?: string;
  /** Leaves the whole-tree search may read when navigation finds no complete answer (default 2). */
  fallbackLeaves?: number;
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
  /** Tokens the engine read: the metadata of every option presented and the text of every leaf read, each once. */
  tokensRead: number;
  /** Tokens of the whole tree (every leaf's text and every node's metadata): what reading everything would cost. */
  tokensTotal: number;
  /** The engine's name ("offline" or a model id). */
  engine: string;
  /** A question asking several things: each part and whether it was found (see ask-parts.ts). */
  parts?: { question: string; status: "complete" | "partial" | "none" }[];
};

/** The answer when no leaf had anything. */
export const NO_ANSWER = "No answer found in the knowledge tree.";

/** Whether `line` is a citation on a line of its own, as answers cite a passage ("[doc › heading]"). */
export function isCitationLine(line: string): boolean {
  return line.startsWith("[") && line.endsWith("]") && line.indexOf("]") === line.length - 1 && !line.includes("\n");
}

/**
 * Answer `query` by walking the tree as in the seed: at each non-leaf the engine picks a child
 * from the children's full metadata (with a reason); at a leaf it answers complete, partial or
 * none. On partial or none the leaf is set aside and the branch asked again; after
 * `leavesPerBranch` leaves the branch is set aside and the walk backs up to its parent, at most
 * `maxBranchAttempts` branches in all. A root that holds leaves directly counts as that many
 * branch attempts, so small trees get the same reading budget.
 *
 * Then, so that a fact is found wherever it sits:
 * - a question naming an identifier that no leaf holds is answered "none" without reading;
 * - when the walk ends without a complete answer (or the engine says no option matches), a
 *   whole-tree search (`searchLeaves`, RAPTOR's collapsed tree) reads the best unread leaves;
 * - a complete answer is checked against the latest later leaf that restates a quoted statement
 *   with another value ("the freeze is now ...", "moved to ..."): the two leaves are read
 *   together, in order, and the engine answers with the current value;
 * - partial answers are combined and asked again: together they may answer the whole question.
 *
 * Tokens read count each node's metadata and each leaf's text once, however often presented, so
 * they never exceed `tokensTotal` (every node's metadata and every leaf's text). Citations are the
 * leaves whose text the answer quotes.
 *
 * @example const result = await navigateTree(tree, "Who fixes the navbar?", createOfflineEngine());
 */
export async function navigateTree(
  tree: KnowledgeTree,
  query: string,
  engine: KtEngine,
  opts: NavigateOptions = {},
): Promise<NavigationResult> {
  const maxBranches = Math.max(1, opts.maxBranchAttempts ?? 3);
  const perBranch = Math.max(1, opts.leavesPerBranch ?? 2);
  const fallbackLeaves = Math.max(0, opts.fallbackLeaves ?? 2);
  const nodes = Object.values(tree.nodes);
  const leaves = nodes.filter((n) => n.level === "leaf");
  const tokensTotal =
    leaves.reduce((a, n) => a + n.tokens, 0) +
    nodes.filter((n) => n.id !== tree.rootId).reduce((a, n) => a + n.metadataTokens, 0);
  const trace: KtTraceStep[] = [];
  const answers: { leaf: KtNode; status: "complete" | "partial"; answer: string }[] = [];
  const metadataRead = new Set<string>();
  const textRead = new Set<string>();
  const tokensRead = () =>
    [...metadataRead].reduce((a, id) => a + tree.nodes[id].metadataTokens, 0) +
    [...textRead].reduce((a, id) => a + tree.nodes[id].tokens, 0);

  const result = (status: NavigationResult["status"], answer: string, citations: string[]): NavigationResult => ({
    answer,
    status,
    citations,
    trace,
    tokensRead: tokensRead(),
    tokensTotal,
    engine: engine.name,
  });
  if (!tree.rootId || leaves.length === 0) return result("none", NO_ANSWER, []);
  const root = tree.nodes[tree.rootId];

  const unknown = unknownIdentifiers(tree, query);
  if (unknown.length > 0) {
    trace.push({
      nodeId: root.id,
      level: root.level,
      depth: root.depth,
      action: "backtrack",
      reason: `No document mentions ${unknown.map((u) => u.toUpperCase()).join(", ")}; nothing to read.`,
    });
    return result("none", NO_ANSWER, []);
  }

  const read = async (leaf: KtNode, how: string): Promise<KtAnswer> => {
    const reply = await engine.answer({ query, text: leaf.text ?? "" });
    textRead.add(leaf.id);
    trace.push({
      nodeId: leaf.id,
      level: leaf.level,
      depth: leaf.depth,
      action: "read",
      outcome: reply.status,
      reason: `${how}${READ_REASON[reply.status]}`,
      ...(reply.answer ? { answer: reply.answer } : {}),
    });
    return reply;
  };

  // 1. Top-down navigation.
  const setAside = new Set<string>();
  const readIn = new Map<string, number>();
  let branchesTried = 0;
  let current: KtNode | null = root;
  let complete: { leaf: KtNode; answer: string } | null = null;
  while (current && !complete) {
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
      trace.push({
        nodeId: node.id,
        level: node.level,
        depth: node.depth,
        action: "backtrack",
        reason: `${why}${out}.`,
      });
      current = branchesTried >= maxBranches || !node.parentId ? null : tree.nodes[node.parentId];
      continue;
    }

    const options = remaining.map((id, index) => ({ index, metadata: tree.nodes[id].metadata }));
    for (const id of remaining) metadataRead.add(id);
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
    if (picked.unmatched) {
      // Nothing here mentions the question: walking on would read at random; search instead.
      trace.push({
        nodeId: node.id,
        level: node.level,
        depth: node.depth,
        action: "backtrack",
        reason: `${picked.reason.split(";")[0]}; searching the whole tree instead.`,
      });
      break;
    }
    const childId = remaining[Math.min(Math.max(0, Math.trunc(picked.index)), remaining.length - 1)];
    trace.push({
      nodeId: node.id,
      level: node.level,
      depth: node.depth,
      action: "choose",
      options: remaining,
      choice: childId,
      reason: picked.reason,
    });

    const child = tree.nodes[childId];
    if (child.level !== "leaf") {
      current = child;
      continue;
    }
    const reply = await read(child, "");
    readIn.set(node.id, (readIn.get(node.id) ?? 0) + 1);
    setAside.add(child.id);
    if (reply.status === "complete") complete = { leaf: child, answer: reply.answer };
    else if (reply.status === "partial" && reply.answer.trim() !== "")
      answers.push({ leaf: child, status: "partial", answer: reply.answer });
  }

  // A complete answer may have been updated later in the history: the latest later leaf with a
  // statement restating a quoted one with another value is read together with the answer's leaf,
  // so the engine sees both in order and answers with the current value.
  const completeWith = async (leaf: KtNode, answer: string): Promise<NavigationResult> => {
    const later = laterLeavesUpdating(tree, query, leaf.id, answer)
      .filter((l) => !textRead.has(l.id))
      .at(-1);
    if (later) {
      const reply = await engine.answer({ query, text: `${leaf.text ?? ""}\n\n${later.text ?? ""}` });
      textRead.add(later.id);
      trace.push({
        nodeId: later.id,
        level: later.level,
        depth: later.depth,
        action: "read",
        outcome: reply.status,
        reason: `A later leaf restates the answer with another value; read with the first. ${READ_REASON[reply.status]}`,
        ...(reply.answer ? { answer: reply.answer } : {}),
      });
      if (reply.status === "complete" && reply.answer.trim() !== "") {
        const cited = citedLeaves(reply.answer, [leaf, later]);
        return result("complete", reply.answer, cited.length ? cited : [later.id]);
      }
    }
    return result("complete", answer, [leaf.id]);
  };
  if (complete) return completeWith(complete.leaf, complete.answer);

  // 3. Whole-tree search for what navigation did not find.
  const found = searchLeaves(tree, query, fallbackLeaves, textRead);
  for (const leaf of found) {
    const reply = await read(leaf, "Found by whole-tree search. ");
    if (reply.status === "complete") return completeWith(leaf, reply.answer);
    if (reply.status === "partial" && reply.answer.trim() !== "")
      answers.push({ leaf, status: "partial", answer: reply.answer });
  }
  if (answers.length === 0) return result("none", NO_ANSWER, []);

  // A partial answer may have been updated later too: the latest leaf restating one is read.
  const order = new Map(leavesInOrder(tree).map((l, i) => [l.id, i]));
  const updating = answers
    .flatMap((a) => laterLeavesUpdating(tree, query, a.leaf.id, a.answer))
    .filter((l) => !textRead.has(l.id))
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
    .at(-1);
  if (updating) {
    const reply = await read(updating, "A later leaf restates a partial answer with another value. ");
    if (reply.status === "complete" && reply.answer.trim() !== "")
      return result("complete", reply.answer, [updating.id]);
    if (reply.status === "partial" && reply.answer.trim() !== "")
      answers.push({ leaf: updating, status: "partial", answer: reply.answer });
  }

  // 4. Partial answers together, in reading order (so a later value reads after what it updates).
  answers.sort((a, b) => (order.get(a.leaf.id) ?? 0) - (order.get(b.leaf.id) ?? 0));
  const joined = withoutSuperseded(
    answers.map((a) => a.answer),
    query,
  ).join("\n\n");
  if (answers.length > 1) {
    const together = await engine.answer({ query, text: joined });
    if (together.status === "complete" && together.answer.trim() !== "") {
      trace.push({
        nodeId: root.id,
        level: root.level,
        depth: root.depth,
        action: "read",
        outcome: "complete",
        reason: "The partial answers together answer the whole question.",
        answer: together.answer,
      });
      const cited = citedLeaves(
        together.answer,
        answers.map((a) => a.leaf),
      );
      return result("complete", together.answer, cited.length ? cited : answers.map((a) => a.leaf.id));
    }
  }
  return result(
    "partial",
    joined,
    answers.map((a) => a.leaf.id),
  );
}

/**
 * Answers in reading order with each quoted line ("> ...") that a later answer's quoted line
 * restates with another value (`supersedes`) left out: partial answers put together say only the
 * latest value.
 */
function withoutSuperseded(answers: string[], query: string): string[] {
  const quotes = answers.map((a) =>
    a
      .split("\n")
      .filter((l) => l.startsWith("> "))
      .map((l) => l.slice(2)),
  );
  return answers
    .map((answer, i) =>
      answer
        .split("\n")
        .filter(
          (line) =>
            !line.startsWith("> ") ||
            !quotes.slice(i + 1).some((later) => later.some((q) => supersedes(q, line.slice(2), query))),
        )
        .join("\n"),
    )
    .filter((a) => a.trim() !== "");
}

const READ_REASON = {
  complete: "The leaf answers the whole question.",
  partial: "The leaf answers part of the question; looking further.",
  none: "Nothing in this leaf answers the question; looking elsewhere.",
} as const;
