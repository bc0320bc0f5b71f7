import { LINE_BREAK, squeezeSpaces } from "./chars";
import { contentWords, splitSentences, tokensByLine } from "@/lib/extract";
import { isHeadingLine, withoutHashes } from "./sentences";
import { topForTerms } from "./bm25";
import { isFiller } from "./filler";
import { ACTION, DATE, DECISION, EVENT, frequentTerms, isLabelLine } from "./shapes";
import { CONTENT_TYPE_CUES } from "./taxonomy";

/**
 * The offline engine's rule-based extraction: each field of a leaf's metadata from the sentences
 * of its chunk, by cue words and shapes (keys, dates, names). Pure functions, no model.
 */

/** Ticket keys such as BMVP-66 or OSP-1203. */

const FIELD_LIMIT = 6;
const ITEM_CHARS = 220;

/** Sentences matching the field cues: decisions first, then actions and events not already taken. */
export function extractFields(all: string[]) {
  // "Date: 2024-03-01", "Status: Done": header lines, not events or decisions.
  const sentences = all.filter((s) => !isLabelLine(s));
  const decisions = pick(sentences, (s) => DECISION.test(s));
  const taken = new Set(decisions);
  const criticalActions = pick(sentences, (s) => !taken.has(s) && ACTION.test(s));
  for (const a of criticalActions) taken.add(a);
  const noteworthyEvents = pick(sentences, (s) => !taken.has(s) && (EVENT.test(s) || DATE.test(s)));
  return { decisions, criticalActions, noteworthyEvents };
}

function pick(sentences: string[], test: (s: string) => boolean): string[] {
  return sentences
    .filter(test)
    .slice(0, FIELD_LIMIT)
    .map((s) => clip(s, ITEM_CHARS));
}

/** `text` cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  const t = squeezeSpaces(text).trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

/**
 * An extractive summary: a heading line as title, then the `max` sentences most central to the
 * chunk (BM25 against its own most frequent terms), in reading order, clipped to `chars`.
 */
export function extractiveSummary(text: string, sentences: string[], max = 2, chars = 420): string {
  const firstLine = withoutHashes(text.trimStart().split(LINE_BREAK)[0]?.trim() ?? "");
  // A speaker heading of a chat ("### User") says nothing about the content: never a title.
  const title =
    firstLine.length > 0 &&
    firstLine.length <= 120 &&
    !".!?".includes(firstLine.slice(-1)) &&
    !isSpeakerHeading(firstLine)
      ? firstLine
      : "";
  // Acknowledgements and pleasantries say nothing about the content: never summary sentences.
  const body = sentences.filter((s) => s !== title && !isSpeakerHeading(s) && !isFiller(s));
  if (body.length === 0) return clip(title, chars);
  const query = frequentTerms(text, 1)
    .slice(0, 15)
    .map((t) => t.term)
    .join(" ");
  // BM25 of each sentence against the query (topForTerms: createBm25's scores, without its index).
  const hits = topForTerms(
    body.map((s) => contentWords(s)),
    contentWords(query),
    max * 4,
  );
  // Central but not redundant: skip a sentence that mostly repeats one already taken.
  const taken: { i: number; words: Set<string> }[] = [];
  for (const hit of hits) {
    const words = new Set(contentWords(body[hit.index]));
    if (taken.some((t) => overlap(t.words, words) > 0.6)) continue;
    taken.push({ i: hit.index, words });
    if (taken.length === max) break;
  }
  const chosen = taken
    .map((t) => t.i)
    .sort((a, b) => a - b)
    .map((i) => body[i]);
  const picked = chosen.length > 0 ? chosen : body.slice(0, max);
  return clip([title, picked.join(" ")].filter(Boolean).join(" — "), chars);
}

/** Shared share of the smaller set (0..1). */
function overlap(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / Math.max(1, Math.min(a.size, b.size));
}

/**
 * Content types by keyword rules: each type's cues are the words of its label plus
 * {@link CONTENT_TYPE_CUES}; a heading match counts double. Up to three types close to the best.
 */
export function classify(text: string, taxonomy: readonly string[]): string[] {
  const counts = new Map<string, number>();
  // contentWords(text), line by line (tokensByLine: the same words, the sentences' tokens reused),
  // counted only where a type's cue reads them.
  const wanted = taxonomyCues(taxonomy);
  const count = (w: string) => {
    if (wanted.has(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  };
  for (const line of tokensByLine(text))
    for (const t of line) {
      count(t.term);
      for (const part of t.parts) count(part);
    }
  return rankTypes(taxonomy, counts, new Set(contentWords(text.slice(0, 200))));
}

/**
 * The content types of a text from its words' counts and its heading's words: each type scores
 * its cues' counts (at most 3 each) plus 3 per cue in the heading; up to three types close to the
 * best, none below 2.
 */
export function rankTypes(
  taxonomy: readonly string[],
  counts: ReadonlyMap<string, number>,
  heading: ReadonlySet<string>,
): string[] {
  const scored = taxonomy.map((type) => {
    let score = 0;
    for (const cue of typeCues(type)) score += Math.min(counts.get(cue) ?? 0, 3) + (heading.has(cue) ? 3 : 0);
    return { type, score };
  });
  scored.sort((a, b) => b.score - a.score);
  const best = scored[0]?.score ?? 0;
  if (best < 2) return [];
  return scored
    .filter((s) => s.score >= Math.max(3, best * 0.6))
    .slice(0, 3)
    .map((s) => s.type);
}

/** Every cue term of a taxonomy's types, kept per taxonomy list (an import classifies every chunk against one). */
function taxonomyCues(taxonomy: readonly string[]): ReadonlySet<string> {
  let cues = taxonomyCueCache.get(taxonomy);
  if (cues === undefined) {
    cues = new Set(taxonomy.flatMap((type) => [...typeCues(type)]));
    taxonomyCueCache.set(taxonomy, cues);
  }
  return cues;
}
const taxonomyCueCache = new WeakMap<readonly string[], ReadonlySet<string>>();

/**
 * A content type's cue terms: the words of its label and its {@link CONTENT_TYPE_CUES}, stemmed. A
 * function of the label alone (the cues are constants), so kept per label: every chunk of an
 * import is classified against the same taxonomy.
 */
export function typeCues(type: string): ReadonlySet<string> {
  let cues = cueCache.get(type);
  if (cues === undefined) {
    cues = new Set(contentWords([type, ...(CONTENT_TYPE_CUES[type] ?? [])].join(" ")));
    // A project's own taxonomy may name many types; the memo stays small.
    if (cueCache.size >= 1_000) cueCache.clear();
    cueCache.set(type, cues);
  }
  return cues;
}

const cueCache = new Map<string, ReadonlySet<string>>();

/** Sentences of a chunk, deduplicated, markdown headings left out (they are titles, not statements). */
export function chunkSentences(text: string): string[] {
  const body = text
    .split(LINE_BREAK)
    .filter((line) => !isHeadingLine(line.trimStart()))
    .join("\n");
  return [...new Set(splitSentences(body))];
}

/** "User", "Assistant", "Note" (the role headings of rendered chat messages), with or without a full stop. */
export function isSpeakerHeading(line: string): boolean {
  const role = withoutHashes(line.trim());
  return SPEAKERS.has((role.endsWith(".") ? role.slice(0, -1) : role).toLowerCase());
}

const SPEAKERS = new Set(["user", "assistant", "note", "system"]);
