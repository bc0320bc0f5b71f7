import { isQuestion } from "./answer";
import { splitSentences } from "./sentences";

/**
 * A chat message read once into what it states and what it asks: the sentences that state
 * something (they join the context the question is answered from) and the question's parts (a
 * question asking two things is answered part by part). Every stage reads this frame; none works
 * the message out again.
 */
export type MessageFrame = {
  /** Sentences that state something ("The budget is 3000 euros."), in order. */
  statements: string[];
  /** The question, split into the parts it asks; empty when the message asks nothing. */
  parts: string[];
};

/**
 * The words that open the second part of a coordinated question ("..., and when ...?"). A
 * declarative table: `query-frame.test.ts` reads it and checks every entry splits.
 */
export const PART_OPENERS: readonly string[] = [
  "what",
  "which",
  "who",
  "whom",
  "whose",
  "when",
  "where",
  "why",
  "how",
  "is",
  "are",
  "was",
  "were",
  "do",
  "does",
  "did",
  "can",
  "could",
  "will",
  "would",
  "should",
];

/**
 * Prepositions that open an elliptical second part ("What time does it open on weekdays, and on
 * weekends?"): the part is the first one with its last phrase under the same preposition replaced.
 */
export const ELLIPSIS_PREPOSITIONS: readonly string[] = [
  "on",
  "in",
  "at",
  "for",
  "during",
  "with",
  "from",
  "to",
  "by",
  "before",
  "after",
];

const JOINER = /(?:\s*[,;]\s*|\s+)(?:and|or|also|plus)\s+/giu;
const opens = (words: readonly string[], text: string) =>
  words.includes((/^[\p{L}']+/u.exec(text.toLowerCase())?.[0] ?? "").split("'")[0]);

/**
 * A message's frame.
 *
 * @example messageFrame("The budget is 3000 euros. Who books the flights?")
 * // { statements: ["The budget is 3000 euros."], parts: ["Who books the flights?"] }
 * @example messageFrame("When does it open on weekdays, and on weekends?").parts
 * // ["When does it open on weekdays?", "When does it open on weekends?"]
 */
export function messageFrame(message: string): MessageFrame {
  const sentences = splitSentences(message);
  const asking = (s: string) => /\?["'”’)\]]*$/.test(s.trim()) || isQuestion(s);
  const questions = sentences.filter(asking);
  if (questions.length === 0) return { statements: sentences, parts: [] };
  return {
    statements: sentences.filter((s) => !asking(s)),
    parts: questions.flatMap(questionParts),
  };
}

/** The parts of one question sentence: split where a joiner is followed by a question word, or an elliptical phrase. */
export function questionParts(question: string): string[] {
  const text = question.trim();
  const end = /[?.!]*$/.exec(text)?.[0] ?? "";
  const body = text.slice(0, text.length - end.length);
  const mark = end.includes("?") || end === "" ? "?" : end;
  const parts: string[] = [];
  let start = 0;
  for (const m of body.matchAll(JOINER)) {
    const rest = body.slice(m.index + m[0].length);
    const first = body.slice(start, m.index).trim();
    if (opens(PART_OPENERS, rest)) {
      parts.push(first);
      start = m.index + m[0].length;
    } else if (opens(ELLIPSIS_PREPOSITIONS, rest) && parts.length === 0 && start === 0) {
      // "..., and on weekends": the first part again, its last phrase under that preposition replaced.
      const preposition = rest.split(/\s+/)[0].toLowerCase();
      const at = first.toLowerCase().lastIndexOf(` ${preposition} `);
      if (at < 0) continue;
      return [`${first}${mark}`, `${first.slice(0, at)} ${rest.trim()}${mark}`];
    }
  }
  parts.push(body.slice(start).trim());
  const kept = parts.filter((p) => /\p{L}/u.test(p));
  if (kept.length <= 1) return [text];
  return kept.map((p) => `${p.charAt(0).toUpperCase()}${p.slice(1)}${mark}`);
}
