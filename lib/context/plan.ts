import type { ModelMessage } from "ai";
import { countTokens } from "@/lib/text/count-tokens";
import { entryBlock, entryTokens, type PromptEntry } from "@/lib/memory/render";
import { renderRecall, type RecallHit } from "@/lib/memory/recall";
import type { ContextReport, ContextSection, FoldReport, RecallReport } from "./types";

/**
 * The pure core of prompt assembly (DESIGN.md "Context assembly"): which entries to fold, and the
 * prompt itself with its report. Plain objects in, plain objects out; no database, no engine, so
 * the bench times it directly and the tests check every rule without a server.
 */

/** Tuning of assembly; every share is of the budget. */
export const CONTEXT_DEFAULTS = {
  /** Tokens of one prompt when the project sets none. */
  budget: 8000,
  /** Reserved for recalled memory, placed late in the prompt. */
  recallShare: 0.2,
  /** Most the memory digest may take. */
  digestShare: 0.1,
  /** A fold goes down to this share, so that folds are rare and the prefix stays stable between them. */
  foldTo: 0.55,
  /** Entries always kept verbatim at the end of the window (unless they alone exceed the budget). */
  keepLast: 4,
  /** Characters of one memory leaf at most (the knowledge tree's chunk size). */
  leafChars: 2500,
};
export type ContextOptions = Partial<typeof CONTEXT_DEFAULTS>;

/** The token limits of one prompt. */
export interface Budgets {
  budget: number;
  /** Recall reserve. */
  recall: number;
  /** Digest cap. */
  digest: number;
  /** Over this (budget minus the recall reserve) the window is folded. */
  high: number;
  /** A fold stops at or under this. */
  low: number;
  keepLast: number;
  /** Characters per leaf: a recalled leaf should fit the recall reserve. */
  leafChars: number;
}

export function budgetsFor(budget: number, opts: ContextOptions = {}): Budgets {
  const o = { ...CONTEXT_DEFAULTS, ...opts };
  const b = Math.max(1, Math.round(budget || o.budget));
  const recall = Math.floor(b * o.recallShare);
  return {
    budget: b,
    recall,
    digest: Math.floor(b * o.digestShare),
    high: b - recall,
    low: Math.floor(b * o.foldTo),
    keepLast: o.keepLast,
    // About 3.5 characters per token, so that one leaf takes at most the recall reserve.
    leafChars: Math.max(400, Math.min(o.leafChars, Math.floor(recall * 3.5))),
  };
}

/** Entries to fold into memory (oldest first) and the ones kept verbatim. */
export interface FoldPlan {
  fold: PromptEntry[];
  keep: PromptEntry[];
}

/**
 * Which of the unfolded entries to fold this turn. Nothing while the prompt (system prompt, digest,
 * window, message) fits under the budget minus the recall reserve. Past that, the oldest entries
 * go, inherited ones included, until the prompt is at or under `foldTo` of the budget with the
 * digest at its cap: folding happens in large steps, rarely. The last `keepLast` entries stay
 * verbatim unless they alone overflow, in which case only as many recent entries as fit stay.
 *
 * @param entries the unfolded prompt entries, in window order
 */
export function planFold(input: {
  entries: PromptEntry[];
  systemTokens: number;
  digestTokens: number;
  messageTokens: number;
  budgets: Budgets;
}): FoldPlan {
  const { entries, budgets } = input;
  const sizes = entries.map(entryTokens);
  let window = sizes.reduce((a, s) => a + s, 0);
  const fixedNow = input.systemTokens + input.digestTokens + input.messageTokens;
  if (fixedNow + window <= budgets.high || entries.length === 0) return { fold: [], keep: entries };

  // After a fold the digest is rewritten: plan with its cap so the next prompt surely fits.
  const fixed = input.systemTokens + Math.max(input.digestTokens, budgets.digest) + input.messageTokens;
  let cut = 0;
  const minKeep = Math.min(budgets.keepLast, entries.length);
  while (cut < entries.length - minKeep && fixed + window > budgets.low) window -= sizes[cut++];
  while (cut < entries.length && fixed + window > budgets.high) window -= sizes[cut++];
  return { fold: entries.slice(0, cut), keep: entries.slice(cut) };
}

/** A prompt ready for the AI SDK, with its report and its serialisation. */
export interface AssembledContext {
  system: string | undefined;
  messages: ModelMessage[];
  report: ContextReport;
  /** The prompt as one text (`serialisePrompt`): what the next turn's prefix reuse compares. */
  serialised: string;
}

export interface ComposeInput {
  model: string;
  budgets: Budgets;
  systemPrompt: string;
  /** The memory digest and the tree node it comes from (the root). */
  digest: { text: string; ktNodeIds: string[] } | null;
  /** The entries sent verbatim, in window order (folded ones already left out). */
  entries: PromptEntry[];
  message: string;
  recall: { hits: RecallHit[]; report: RecallReport } | null;
  /** The previous turn's serialised prompt in this node (null on the first turn; see {@link previousSerialisation}). */
  previous: string | null;
  folded: FoldReport;
  /** The saved item of the message (a turn's question), named by the message section. */
  messageItemId?: string;
}

/**
 * The prompt, in the order that keeps its prefix stable: system prompt and memory digest (the
 * system message), inherited entries, local and merged entries oldest first, recalled memory,
 * then the user's message. Recall gets what the budget leaves, at most the recall reserve.
 */
export function composePrompt(input: ComposeInput): AssembledContext {
  const { budgets } = input;
  const systemText = input.systemPrompt.trim();
  const digestText = input.digest?.text.trim() ?? "";
  // The inherited section is the leading run of inherited entries, so sections keep window order.
  const firstOwn = input.entries.findIndex((e) => e.origin !== "inherited");
  const split = firstOwn < 0 ? input.entries.length : firstOwn;
  const inherited = input.entries.slice(0, split);
  const history = input.entries.slice(split);

  const section = (
    name: ContextSection["name"],
    text: string,
    tokens = countTokens(text),
    itemIds: string[] = [],
    ktNodeIds: string[] = [],
  ): ContextSection => ({
    name,
    tokens,
    itemIds,
    ktNodeIds,
    text,
  });
  const entriesSection = (name: "inherited" | "history", list: PromptEntry[]) =>
    section(
      name,
      list.map(entryBlock).join("\n\n"),
      list.reduce((a, e) => a + entryTokens(e), 0),
      list.map((e) => e.id),
    );

  const sections = [
    section("system", systemText),
    section("digest", digestText, countTokens(digestText), [], digestText ? (input.digest?.ktNodeIds ?? []) : []),
    entriesSection("inherited", inherited),
    entriesSection("history", history),
    section("recall", ""),
    section("message", input.message, countTokens(input.message), input.messageItemId ? [input.messageItemId] : []),
  ];
  const others = sections.reduce((a, s) => a + s.tokens, 0);
  const rendered = input.recall
    ? renderRecall(input.recall.hits, Math.min(budgets.recall, budgets.budget - others))
    : null;
  if (rendered) sections[4] = section("recall", rendered.text, rendered.tokens, rendered.itemIds, rendered.ktNodeIds);

  // Pieces of the serialisation with their tokens: prefix reuse counts whole pieces, re-tokenising only the one cut.
  const pieces = [
    ...(systemText ? [{ text: systemText, tokens: sections[0].tokens }] : []),
    ...(digestText ? [{ text: digestText, tokens: sections[1].tokens }] : []),
    ...input.entries.map((e) => ({ text: entryBlock(e), tokens: entryTokens(e) })),
    ...(rendered ? [{ text: userBlock(rendered.text), tokens: rendered.tokens }] : []),
    ...(input.message ? [{ text: userBlock(input.message), tokens: sections[5].tokens }] : []),
  ];
  const serialised = pieces.map((p) => p.text).join("\n\n");
  const totalTokens = sections.reduce((a, s) => a + s.tokens, 0);
  const prefixTokens = input.previous ? Math.min(totalTokens, commonPrefixTokens(input.previous, pieces)) : 0;

  const system = [systemText, digestText].filter(Boolean).join("\n\n") || undefined;
  const messages: ModelMessage[] = input.entries.map(toModelMessage);
  if (rendered) messages.push({ role: "user", content: rendered.text });
  if (input.message) messages.push({ role: "user", content: input.message });

  return {
    system,
    messages,
    serialised,
    report: {
      model: input.model,
      sections,
      recall: input.recall ? { ...input.recall.report, quoted: rendered?.leaves ?? [] } : null,
      totalTokens,
      budget: budgets.budget,
      overBudget: totalTokens > budgets.budget,
      folded: input.folded,
      prefixTokens,
      prefixReuse: totalTokens === 0 ? 0 : prefixTokens / totalTokens,
      pieces: pieces.map((p) => pieceHash(p.text)),
    },
  };
}

/** The sections whose text is the window's items (or the message's): stored as ids, re-derived from them. */
const BY_REFERENCE = new Set<ContextSection["name"]>(["inherited", "history", "message"]);

/**
 * The report as an answer stores it: the sections made of the window's items (inherited, history)
 * and the message keep their item ids but not their text (it is the items' own, re-derived when
 * shown: {@link withSectionTexts}); the system prompt, the memory digest and the recall message are
 * snapshots of what changes later, kept as text. `pieces` (hashes of the serialised prompt's pieces)
 * let the next turn measure its prefix reuse against a prompt rebuilt from ids ({@link previousSerialisation}).
 */
export function storedReport(report: ContextReport): ContextReport {
  return {
    ...report,
    sections: report.sections.map((s) =>
      BY_REFERENCE.has(s.name) && s.itemIds.length ? { ...s, text: undefined } : s,
    ),
  } as ContextReport;
}

/** A stored report (text of sections by reference left out) as a report again, their text rebuilt from the window's entries. */
export function withSectionTexts(
  report: ContextReport,
  entries: Pick<PromptEntry, "id" | "role" | "content">[],
): ContextReport {
  const byId = new Map(entries.map((e) => [e.id, e]));
  return {
    ...report,
    sections: report.sections.map((s) => {
      if (typeof s.text === "string") return s;
      const found = s.itemIds.map((id) => byId.get(id));
      const text =
        s.name === "message"
          ? (found[0]?.content ?? "")
          : found.flatMap((e) => (e ? [entryBlock(e)] : [])).join("\n\n");
      return { ...s, text };
    }),
  };
}

/**
 * The serialised prompt of the node's previous turn, from its stored report and the entries of this
 * turn's window (which hold every item that prompt named): its pieces rebuilt one by one as long as
 * each matches the hash stored for it (an item changed or gone ends it there, so reuse is never
 * over-counted). A report from before hashes were stored carries its texts: {@link serialisePrompt}.
 */
export function previousSerialisation(
  report: ContextReport | null | undefined,
  entries: Pick<PromptEntry, "id" | "role" | "content">[],
): string | null {
  if (!report?.sections?.length) return null;
  if (!Array.isArray(report.pieces)) return serialisePrompt(report);
  const byId = new Map(entries.map((e) => [e.id, e]));
  const named = (name: ContextSection["name"]) => report.sections.find((s) => s.name === name);
  const texts: (string | undefined)[] = [];
  for (const name of ["system", "digest"] as const) if (named(name)?.text) texts.push(named(name)!.text);
  for (const name of ["inherited", "history"] as const)
    for (const id of named(name)?.itemIds ?? []) texts.push(byId.has(id) ? entryBlock(byId.get(id)!) : undefined);
  const recall = named("recall")?.text;
  if (recall) texts.push(userBlock(recall));
  const message = named("message");
  if (message && message.tokens > 0)
    texts.push(
      message.text
        ? userBlock(message.text)
        : byId.has(message.itemIds[0])
          ? userBlock(byId.get(message.itemIds[0])!.content)
          : undefined,
    );
  const out: string[] = [];
  for (let i = 0; i < texts.length && i < report.pieces.length; i++) {
    const text = texts[i];
    if (text === undefined || pieceHash(text) !== report.pieces[i]) break;
    out.push(text);
  }
  return out.length ? out.join("\n\n") : null;
}

/** A short hash of one piece of a serialised prompt (FNV-1a, 32 bits, with its length): equal pieces, equal hashes. */
export function pieceHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return `${(h >>> 0).toString(16)}.${text.length.toString(36)}`;
}

/**
 * The serialised prompt of a stored report, or null for an older report without text: the
 * sections' text joined by blank lines, the recall and the message written as user blocks like the
 * entries before them (so a message repeated as history on the next turn counts as reused, as a
 * provider's prompt cache would count it).
 */
export function serialisePrompt(report: Pick<ContextReport, "sections"> | null | undefined): string | null {
  if (!report?.sections?.length || report.sections.some((s) => typeof s.text !== "string")) return null;
  return report.sections
    .filter((s) => s.text !== "")
    .map((s) => (s.name === "recall" || s.name === "message" ? userBlock(s.text) : s.text))
    .join("\n\n");
}

function userBlock(text: string): string {
  return entryBlock({ role: "user", content: text });
}

/**
 * Tokens of the longest common prefix of `previous` and the pieces joined by blank lines: whole
 * pieces count their known tokens; the piece where the two differ is tokenised up to that point.
 */
export function commonPrefixTokens(previous: string, pieces: { text: string; tokens: number }[]): number {
  const current = pieces.map((p) => p.text).join("\n\n");
  const limit = Math.min(previous.length, current.length);
  let same = 0;
  while (same < limit && previous.charCodeAt(same) === current.charCodeAt(same)) same++;
  let tokens = 0;
  let offset = 0;
  for (const piece of pieces) {
    const end = offset + piece.text.length;
    if (end <= same) {
      tokens += piece.tokens;
      offset = end + 2;
      continue;
    }
    if (same > offset) tokens += countTokens(piece.text.slice(0, same - offset));
    break;
  }
  return tokens;
}

function toModelMessage(entry: PromptEntry): ModelMessage {
  if (entry.role === "assistant") return { role: "assistant", content: entry.content };
  // Notes (summaries, merged condensations) are context the user brought in, not model output.
  if (entry.role === "note") return { role: "user", content: `Note: ${entry.content}` };
  // An earlier turn's tool call: its text (the call and its result, or the condensed note of an
  // aside) as the assistant's own record; the call itself belonged to that turn (lib/chat/tool-items.ts).
  if (entry.role === "tool") return { role: "assistant", content: entry.content };
  return { role: "user", content: entry.content };
}
