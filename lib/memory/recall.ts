import type { KtEngine } from "./engine";
import { askTree } from "./ask-tree";
import { askedWords, closestInMeaning, meaningCover } from "./meaning-match";
import { passageIndex } from "./passage-index";
import { rememberedTree } from "./recall-cache";
import { queryFrame } from "@/lib/extract/query-frame";
import { isCitationLine, navigateTree, NO_ANSWER, type KtTraceStep, type NavigationResult } from "./navigate";
import { statesFact } from "@/lib/extract/filler";
import { splitSentences } from "@/lib/extract";
import { isQuestion, statesValue, supersedes } from "@/lib/extract/answer";
import { contentWords } from "@/lib/extract";
import { isSpeakerHeading } from "@/lib/extract/fields";
import { squeezeSpaces } from "@/lib/extract/chars";
import { leavesInOrder, refreshInternal } from "./nodes";
import { createOfflineEngine } from "./offline-engine";
import { DEFAULT_CONTENT_TYPES } from "@/lib/extract/taxonomy";
import type { KnowledgeTree, KtNode } from "./types";
import { countTokens } from "@/lib/text/count-tokens";
import { excerpt, sourceItemIds, trimToTokens, withoutQuotedReplies, withoutSentences } from "./render";

/** One tree searched for this turn's recall: the node's own memory, or an ancestor's (restricted). */
export interface RecallSearch {
  treeId: string;
  /** The conversation node whose history the tree holds. */
  ownerNodeId: string;
  /** "own" for the node's tree; "ancestor" for a parent's (only leaves this node inherited). */
  scope: "own" | "ancestor";
  status: "complete" | "partial" | "none";
  answer: string;
  /** Leaves the answer cites. */
  citations: string[];
  tokensRead: number;
  tokensTotal: number;
}

/** A navigation step, with the tree it was taken in. */
export type RecallTraceStep = KtTraceStep & { treeId: string };

/** How this turn's memory was recalled: every tree searched and every step of the walks. */
export interface RecallReport {
  /** The engine that navigated ("offline" or a model id). */
  engine: string;
  searches: RecallSearch[];
  trace: RecallTraceStep[];
  /** Tokens the navigation read (metadata presented plus leaves read), across the trees. */
  tokensRead: number;
  /** Tokens of every leaf searched: what reading everything would have cost. */
  tokensTotal: number;
  /** The leaves quoted in the prompt, with the tokens of their excerpt (filled when the prompt is composed). */
  quoted: { treeNodeId: string; treeId: string; tokens: number }[];
  /** Set when navigation failed (the prompt went without recall). */
  error?: string;
}

/**
 * Recall: navigate a node's memory tree (and, for a branch that inherited `full`, its ancestors'
 * trees restricted to what it inherited) with the user's message, and write what was found into
 * the prompt within the recall budget. No database: trees come in as plain objects.
 */

/** A memory tree to search. Ancestors' trees are passed through {@link restrictTree} first. */
export interface MemorySource {
  treeId: string;
  ownerNodeId: string;
  scope: "own" | "ancestor";
  tree: KnowledgeTree;
}

/** What one tree answered, with the leaves it cites. */
export interface RecallHit {
  treeId: string;
  ownerNodeId: string;
  scope: "own" | "ancestor";
  status: "complete" | "partial";
  answer: string;
  leaves: { id: string; text: string; itemIds: string[] }[];
  /** Quoted statements the answer gives at their latest value instead: not shown in its leaves' excerpts either. */
  replaced?: string[];
  /** Leaves the answer quotes one sentence of (met by meaning beside the ask's evidence): cited, never excerpted. */
  quotedOnly?: string[];
}

/**
 * `tree` with only the leaves whose folded items are all in `allowed`, and the branches above
 * them: what a branch may recall from an ancestor's memory (never the ancestor's later items,
 * never a sibling's). A branch that lost children is summarised again from the ones it keeps
 * (with the offline engine: free and deterministic; only the nodes above the branch point's
 * boundary change, about one per level), so that no metadata the navigator reads describes a leaf left out. Returns an
 * empty tree when no leaf qualifies.
 *
 * @example await restrictTree(parentTree, new Set(childWindow.filter(e => e.origin === "inherited").map(e => e.contentItemId)))
 */
export async function restrictTree(tree: KnowledgeTree, allowed: ReadonlySet<string>): Promise<KnowledgeTree> {
  if (!tree.rootId) return tree;
  const nodes: Record<string, KtNode> = {};
  const changed: string[] = [];
  /** Keeps `id` if any of its leaves qualifies; "changed" when something below it was left out. */
  const keep = (id: string): "same" | "changed" | "gone" => {
    const node = tree.nodes[id];
    if (!node) return "gone";
    if (node.level === "leaf") {
      const ids = itemsOf(node);
      if (ids.length === 0 || !ids.every((i) => allowed.has(i))) return "gone";
      nodes[id] = node;
      return "same";
    }
    const kept = node.childIds.map((c) => [c, keep(c)] as const).filter(([, k]) => k !== "gone");
    if (kept.length === 0) return "gone";
    if (kept.length === node.childIds.length && kept.every(([, k]) => k === "same")) {
      nodes[id] = node;
      return "same";
    }
    const childIds = kept.map(([c]) => c);
    nodes[id] = { ...node, childIds };
    childIds.forEach((c, order) => (nodes[c] = nodes[c].order === order ? nodes[c] : { ...nodes[c], order }));
    changed.push(id);
    return "changed";
  };
  if (keep(tree.rootId) === "gone") return { nodes: {}, rootId: null };
  // `changed` is in post-order: children before their parents.
  for (const id of changed)
    nodes[id] = await refreshInternal(nodes[id], nodes, offline, DEFAULT_CONTENT_TYPES, id === tree.rootId);
  return { nodes, rootId: tree.rootId };
}

const offline = createOfflineEngine();

// Tree nodes are immutable and shared between versions of a tree: parse each leaf's sourceRef once.
const leafItems = new WeakMap<KtNode, string[]>();
function itemsOf(leaf: KtNode): string[] {
  let ids = leafItems.get(leaf);
  if (!ids) leafItems.set(leaf, (ids = sourceItemIds(leaf.sourceRef)));
  return ids;
}

/** Item ids of every leaf of a tree: the entries folded into it. */
export function foldedItemIds(tree: KnowledgeTree): Set<string> {
  const ids = new Set<string>();
  for (const node of Object.values(tree.nodes)) if (node.level === "leaf") for (const id of itemsOf(node)) ids.add(id);
  return ids;
}

/**
 * A node memory leaf's sourceRef is the list of items it was folded from, not a document: the
 * evidence's citations drop it (the recall report lists those items).
 */
function withoutItemCitations(answer: string, tree: KnowledgeTree): string {
  let out = answer;
  for (const node of Object.values(tree.nodes)) {
    if (node.level !== "leaf" || !node.sourceRef || !out.includes(node.sourceRef)) continue;
    out = out.replaceAll(`\n[${node.sourceRef}]`, "").replaceAll(`${node.sourceRef} › `, "");
  }
  return out;
}

/** Whether a line of `answer` (citation lines aside) states a fact: an entity, a value or a commitment (`statesFact`). */
function statesAnyFact(answer: string): boolean {
  const lines = answer.split("\n").filter((l) => l.trim() !== "" && !isCitationLine(l.trim()));
  return lines.some((l) => splitSentences(unquoted(l)).some(statesFact));
}

/** A walk that quoted only small talk: nothing recalled. */
const NOTHING = (walked: NavigationResult): NavigationResult => ({
  ...walked,
  status: "none",
  answer: NO_ANSWER,
  citations: [],
});

/** The longest recalled answer (characters): the evidence passage, not a page of it; the leaf excerpt follows. */
const RECALL_ANSWER_CHARS = 600;

/**
 * A question to one memory tree (`ownWords`: its replies' quotes of earlier messages left out):
 * `askTree`, the knowledge ask, which never quotes evidence that
 * states no fact ("Sounds good to me."): small talk answers "none" there, not here. A statement
 * asked in other words ("who's taking the photos?" of "we went with Priya for photography") loses
 * the ask's ranking to a look-alike sharing the question's words: the one sentence meeting the
 * question by meaning (`closestInMeaning`) is quoted too when it meets more of the question than
 * every line the ask quotes (a quote holding every asked word as written is met in full), for
 * an engine answering by quotes (a model's prose answer is left as it is). The ask refuses what it
 * cannot tie to a value of the asked kind or a word the tree never uses, which suits a project's
 * documents; a folded message refused there would be gone from the prompt, so then the sentence
 * meant answers alone, and with nothing meant the tree walk recalls what the question is about (as
 * every recall did before the ask), and the model answering the turn judges it.
 */
async function askMemory(
  whole: KnowledgeTree,
  query: string,
  engine: KtEngine,
): Promise<NavigationResult & { replaced?: string[]; quotedOnly?: string[] }> {
  const tree = ownWords(whole);
  const asked = await askTree(tree, query, engine, { maxAnswer: RECALL_ANSWER_CHARS });
  // Read by meaning only where it may be quoted: the ask found nothing, or its engine answers by quotes.
  const closest =
    asked.status === "none" || engine.cite
      ? closestInMeaning(passageIndex(tree), query, queryFrame(query).valueKind)
      : null;
  const meant = closest && statesFact(closest.sentence) ? closest : null;
  if (asked.status === "none") {
    if (meant) return { ...asked, status: "partial", answer: `> ${meant.sentence}`, citations: [meant.passage.leafId] };
    const walked = await navigateTree(tree, query, engine);
    return walked.status === "none" || statesAnyFact(walked.answer) ? walked : NOTHING(walked);
  }
  const leaves = leavesInOrder(tree);
  const sentence = meant ? squeezeSpaces(meant.sentence.trim()) : "";
  if (!meant || asked.answer.includes(sentence) || !meetsMore(query, sentence, asked.answer))
    return { ...asked, ...atLatest(inTreeOrder(withoutItemCitations(asked.answer, tree), leaves), leaves, query) };
  const own = asked.citations.includes(meant.passage.leafId);
  return {
    ...asked,
    citations: own ? asked.citations : [...asked.citations, meant.passage.leafId],
    // Its sentence is all it gives: no excerpt of its leaf takes the recall budget from the ask's.
    ...(own ? {} : { quotedOnly: [meant.passage.leafId] }),
    ...atLatest(inTreeOrder(withoutItemCitations(`${asked.answer}\n\n> ${sentence}`, tree), leaves), leaves, query),
  };
}

/**
 * Whether `sentence` meets more of `query` by meaning (`meaningCover`) than every quoted line of
 * `answer`, each read whole (a passage holding every asked word across two sentences is met in
 * full); lines that quote nothing (an ask's note of what the documents lack) are not read.
 */
function meetsMore(query: string, sentence: string, answer: string): boolean {
  const words = askedWords(query);
  const quoted = answer
    .split("\n")
    .filter((line) => line.startsWith(">"))
    .map((line) => meaningCover(words, unquoted(line)).cover);
  return meaningCover(words, sentence).cover > Math.max(0, ...quoted);
}

// Trees and leaves are immutable: a tree or leaf object asked again is stripped once. A memory loaded
// afresh is asked as the object an earlier turn asked when its content is the same (./recall-cache.ts),
// else stripped again (linear in its text, as its passage index is built).
const ownLeaves = new WeakMap<KtNode, KtNode>();
const ownTrees = new WeakMap<KnowledgeTree, KnowledgeTree>();

/**
 * A memory tree as it is asked: each leaf `withoutQuotedReplies`, so that a reply quoting earlier
 * messages (the offline engine's "Noted. Related in this branch's context: > ...") is not taken
 * for something said, as the recall's excerpts and restatements read it too.
 */
function ownWords(tree: KnowledgeTree): KnowledgeTree {
  let got = ownTrees.get(tree);
  if (got) return got;
  const nodes: Record<string, KtNode> = {};
  let changed = false;
  for (const [id, node] of Object.entries(tree.nodes)) {
    let own = node.level === "leaf" ? ownLeaves.get(node) : node;
    if (!own) {
      const text = withoutQuotedReplies(node.text ?? "");
      // Its size in proportion (a turn's recall strips every leaf of a memory loaded afresh: no re-encoding).
      const tokens = Math.ceil((node.tokens * text.length) / Math.max(1, node.text?.length ?? 0));
      own = text === node.text ? node : { ...node, text, chars: text.length, tokens };
      ownLeaves.set(node, own);
    }
    changed ||= own !== node;
    nodes[id] = own;
  }
  got = changed ? { ...tree, nodes } : tree;
  ownTrees.set(tree, got);
  return got;
}

/** A sentence stating a value, with its content words. */
type Stated = { text: string; words: Set<string> };

/**
 * How far back a recall looks for a later statement of a quoted value: the latest leaves of the
 * tree, and of those at most `READ_LEAVES` read sentence by sentence (the ones that may share two
 * words with the quote). A turn's recall then costs the same on a history of any length.
 */
const LATEST_LEAVES = 2000;
const READ_LEAVES = 200;

/** The sentences of a leaf that state a value, in reading order (an assistant's quotes of earlier messages left out). */
function statedIn(leaf: KtNode): Stated[] {
  const out: Stated[] = [];
  for (const text of splitSentences(withoutQuotedReplies(leaf.text ?? ""))) {
    if (!isSpeakerHeading(text) && statesValue(text)) out.push({ text, words: new Set(contentWords(text)) });
  }
  return out;
}

/**
 * Whether lower-cased `text` may hold two of the stemmed `words`: each looked for without its last
 * letter when longer than three (the stemmer rewrites an ending: "city" is "citi"). Never false
 * for a text that does hold two, so it only saves reading the ones that cannot.
 */
function mayShareTwo(text: string, words: Iterable<string>): boolean {
  let n = 0;
  for (const w of words) if (text.includes(w.length > 3 ? w.slice(0, -1) : w) && ++n >= 2) return true;
  return false;
}

/**
 * The answer with each quote that a later message of the conversation restates with another value
 * (`supersedes` for `query`: "moved from X to Y", "is now") replaced by that latest statement, once:
 * the memory recalls what holds now, not the value it replaced. Only the latest leaves are looked
 * at (`LATEST_LEAVES`, `READ_LEAVES`), latest first.
 */
function atLatest(answer: string, leaves: KtNode[], query: string): { answer: string; replaced: string[] } {
  const blocks = answer.split("\n\n");
  const quotes = blocks.map((b) => unquoted(b.split("\n")[0]).trim());
  const replaced: string[] = [];
  if (!quotes.some((q) => statesValue(q))) return { answer, replaced };
  const from = Math.max(0, leaves.length - LATEST_LEAVES);
  const read = new Map<number, Stated[]>();
  const statedAt = (j: number): Stated[] => {
    let got = read.get(j);
    if (!got) read.set(j, (got = statedIn(leaves[j])));
    return got;
  };
  const lower = new Map<number, string>();
  const lowerAt = (j: number): string => {
    let got = lower.get(j);
    if (got === undefined) lower.set(j, (got = (leaves[j].text ?? "").toLowerCase()));
    return got;
  };
  /** Where the quote was said: its first own statement among the latest leaves (leaf -1: before them, or an assistant's quote only). */
  const saidAt = (sentences: string[]): { leaf: number; k: number } => {
    const own = sentences.map((q) => q.trim()).filter((q) => q !== "");
    for (let j = from; j < leaves.length; j++) {
      if (!own.some((q) => (leaves[j].text ?? "").includes(q))) continue;
      const k = statedAt(j).findIndex((s) => own.includes(s.text));
      if (k >= 0) return { leaf: j, k };
    }
    return { leaf: -1, k: -1 };
  };
  const given = new Set<string>();
  let changed = false;
  const out = blocks.flatMap((block, i) => {
    const rest = block.split("\n").slice(1);
    const sentences = splitSentences(quotes[i]);
    const at = saidAt(sentences);
    const latest = sentences.flatMap((q) => {
      if (!statesValue(q)) return [];
      const words = new Set(contentWords(q));
      let budget = READ_LEAVES;
      for (let j = leaves.length - 1; j >= Math.max(at.leaf, from) && budget > 0; j--) {
        if (!mayShareTwo(lowerAt(j), words)) continue;
        budget--;
        const stated = statedAt(j);
        for (let k = stated.length - 1; k > (j === at.leaf ? at.k : -1); k--) {
          const s = stated[k];
          let shared = 0;
          for (const w of s.words) if (words.has(w)) shared++;
          if (shared >= 2 && s.text !== q.trim() && supersedes(s.text, q, query)) {
            replaced.push(q.trim());
            return [s.text];
          }
        }
      }
      return [];
    });
    if (latest.length === 0) return [block];
    changed = true;
    const fresh = latest.filter((l) => !given.has(l));
    for (const l of fresh) given.add(l);
    return fresh.length === 0 ? [] : [[`> ${fresh.join(" ")}`, ...rest].join("\n")];
  });
  return { answer: changed ? out.join("\n\n") : answer, replaced };
}

/**
 * The answer's quoted passages in the order the conversation said them (leaf order, then place in
 * the leaf), not by rank: a fact said again with another value reads after what it restates.
 */
function inTreeOrder(answer: string, leafNodes: KtNode[]): string {
  const leaves = leafNodes.map((leaf) => leaf.text ?? "");
  const blocks = answer.split("\n\n");
  const where = (block: string) => {
    const quote = splitSentences(unquoted(block.split("\n")[0]))[0]?.trim() ?? "";
    for (const [i, text] of leaves.entries()) {
      const at = quote === "" ? -1 : text.indexOf(quote);
      if (at >= 0) return i * 1e7 + at;
    }
    return Infinity;
  };
  const keyed = blocks.map((block, i) => ({ block, key: where(block), i }));
  return keyed
    .sort((a, b) => (a.key === b.key ? a.i - b.i : a.key === Infinity ? 1 : b.key === Infinity ? -1 : a.key - b.key))
    .map((k) => k.block)
    .join("\n\n");
}

/**
 * Ask every source `query` (the knowledge ask: hybrid passage retrieval, then the tree walk) (own tree first, then ancestors nearest first) and collect
 * the answers with their cited leaves. Empty trees are skipped; a failing engine rejects.
 */
export async function recallMemory(input: {
  sources: MemorySource[];
  query: string;
  engine: KtEngine;
}): Promise<{ hits: RecallHit[]; report: RecallReport }> {
  const report: RecallReport = {
    engine: input.engine.name,
    searches: [],
    trace: [],
    tokensRead: 0,
    tokensTotal: 0,
    quoted: [],
  };
  const hits: RecallHit[] = [];
  const question = isQuestion(input.query);
  for (const source of input.sources) {
    if (!source.tree.rootId) continue;
    // The tree an earlier turn asked, when this one loaded the same content: its indexes are built.
    const { tree } = rememberedTree(source);
    // A question is asked the way a project's knowledge is (passages that satisfy it, then the tree
    // walk); a statement has no value to look up, so the walk only recalls what it is about.
    const result: NavigationResult & { replaced?: string[]; quotedOnly?: string[] } = question
      ? await askMemory(tree, input.query, input.engine)
      : await navigateTree(tree, input.query, input.engine);
    const search: RecallSearch = {
      treeId: source.treeId,
      ownerNodeId: source.ownerNodeId,
      scope: source.scope,
      status: result.status,
      answer: result.answer,
      citations: result.citations,
      tokensRead: result.tokensRead,
      tokensTotal: result.tokensTotal,
    };
    report.searches.push(search);
    report.trace.push(...result.trace.map((step) => ({ ...step, treeId: source.treeId })));
    report.tokensRead += result.tokensRead;
    report.tokensTotal += result.tokensTotal;
    if (result.status === "none") continue;
    hits.push({
      treeId: source.treeId,
      ownerNodeId: source.ownerNodeId,
      scope: source.scope,
      status: result.status,
      answer: result.answer,
      ...(result.replaced?.length ? { replaced: result.replaced } : {}),
      ...(result.quotedOnly ? { quotedOnly: result.quotedOnly } : {}),
      // In the order they were said, not the order the answer cites them: an excerpt read after
      // another is taken as said after it.
      leaves: inSaidOrder(result.citations, tree).flatMap((id) => {
        const leaf = tree.nodes[id];
        return leaf ? [{ id, text: leaf.text ?? "", itemIds: sourceItemIds(leaf.sourceRef) }] : [];
      }),
    });
  }
  return { hits, report };
}

/**
 * `ids` (leaves of `tree`) in the tree's leaf order: the order their messages were said. Ids not in
 * the tree go last.
 *
 * @example inSaidOrder(["l7", "l2"], tree) // ["l2", "l7"]
 */
export function inSaidOrder(ids: string[], tree: KnowledgeTree): string[] {
  const at = new Map(leavesInOrder(tree).map((leaf, i) => [leaf.id, i]));
  const place = (id: string) => at.get(id) ?? at.size;
  return [...ids].sort((a, b) => place(a) - place(b));
}

/** Heading of the recall message. */
export const RECALL_HEADING =
  "Recalled memory: earlier messages of this conversation, folded out of the prompt, that relate to the message below. They are older than every message above; where those say otherwise, the later word holds.";

/** The label over each answer a recall message gives, before its quotes. */
export const MEMORY_ANSWER_LABEL = "Answer found in memory:";

/** The recall message as written into the prompt, and what it quotes. */
export interface RenderedRecall {
  text: string;
  tokens: number;
  ktNodeIds: string[];
  itemIds: string[];
  leaves: { treeNodeId: string; treeId: string; tokens: number }[];
}

/**
 * The hits as one message within `maxTokens`: complete answers before partial ones, the node's
 * own memory before its ancestors'. A complete answer comes with an excerpt of its leaf around
 * it; a partial one is its answer only (the quoted sentences), which keeps recall small on turns
 * where memory only half matches. Each cited leaf is listed with the tokens sent from it (its
 * excerpt, or its share of the answer). Null when nothing fits or nothing was found.
 */
export function renderRecall(hits: RecallHit[], maxTokens: number): RenderedRecall | null {
  const ordered = [...hits].sort((a, b) => rank(a) - rank(b));
  const parts = [RECALL_HEADING];
  let used = countTokens(RECALL_HEADING);
  if (ordered.length === 0 || used >= maxTokens) return null;
  const seen = new Set<string>();
  const out: RenderedRecall = { text: "", tokens: 0, ktNodeIds: [], itemIds: [], leaves: [] };
  const cite = (leaf: RecallHit["leaves"][number], treeId: string, tokens: number) => {
    out.ktNodeIds.push(leaf.id);
    out.leaves.push({ treeNodeId: leaf.id, treeId, tokens });
    for (const id of leaf.itemIds) if (!out.itemIds.includes(id)) out.itemIds.push(id);
  };
  // Every hit's answer first, then the excerpts of the complete ones: a long excerpt of one tree
  // never crowds out another tree's answer (an ancestor's after a half-matching own leaf).
  const answered: { hit: RecallHit; leaves: RecallHit["leaves"]; answerTokens: number }[] = [];
  for (const hit of ordered) {
    const leaves = hit.leaves.filter((l) => !seen.has(l.text));
    if (leaves.length === 0) continue;
    // On its own paragraph: the answer's first quote is a sentence of its own, not glued to this label.
    const answer = trimToTokens(`${MEMORY_ANSWER_LABEL}\n\n${hit.answer.trim()}`, Math.min(maxTokens - used - 2, 400));
    if (answer === "") break;
    const answerTokens = countTokens(answer) + 1;
    parts.push(answer);
    used += answerTokens;
    // A leaf quoted one sentence of is not shown: another tree's answer citing it still gives its own.
    for (const leaf of leaves) if (!hit.quotedOnly?.includes(leaf.id)) seen.add(leaf.text);
    answered.push({ hit, leaves, answerTokens });
  }
  for (const { hit, leaves, answerTokens } of answered) {
    for (const leaf of leaves) {
      // The leaf's own statements (an assistant's quotes of earlier messages would say a replaced value
      // again), and no statement the answer updates shown beside it.
      const quoted =
        hit.status === "complete" && !hit.quotedOnly?.includes(leaf.id)
          ? withoutSentences(
              excerpt(withoutQuotedReplies(leaf.text), hit.answer, maxTokens - used - 2),
              new Set(hit.replaced),
            )
          : "";
      const tokens = quoted === "" ? 0 : countTokens(quoted) + 1;
      if (quoted !== "") {
        parts.push(quoted);
        used += tokens;
      }
      cite(leaf, hit.treeId, tokens + Math.round(answerTokens / leaves.length));
    }
  }
  if (parts.length === 1) return null;
  // Over the budget by the joins: whole lines go from the end, so no sentence is cut (a cut one,
  // "is kept in the Copper …", read after the whole one, would be taken as what was said last).
  let text = parts.join("\n\n");
  while (countTokens(text) > maxTokens && text.includes("\n")) text = text.slice(0, text.lastIndexOf("\n")).trimEnd();
  out.text = trimToTokens(text, maxTokens);
  out.tokens = countTokens(out.text);
  return out;
}

function rank(hit: RecallHit): number {
  return (hit.status === "complete" ? 0 : 2) + (hit.scope === "own" ? 0 : 1);
}

/** A quoted line without its "> " mark. */
function unquoted(line: string): string {
  return line.startsWith(">") ? line.slice(1).trimStart() : line;
}
