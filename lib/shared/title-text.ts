import { OFFLINE_PHRASES } from "./offline-phrases";
import { escapeRegExp } from "./regexp";
import { stripEdges } from "@/lib/text/edges";

/**
 * How nodes and conversations are titled, in one place (pure and client-safe): after their
 * opening text ({@link titleFromPrompt}), as an aside ({@link asideTitle}), and told apart from
 * their siblings ({@link distinctTitle}, {@link versionTitle}). lib/chat names nodes with it, the
 * branch dialog shows the title a branch will get, imports disambiguate conversation titles.
 */

/** Titles given to an unnamed new node until its opening prompt names it. */
export const PLACEHOLDER_TITLES = { branch: "New branch", volatile: "Aside" } as const;

const ASIDE_PREFIX = "Aside: ";

const FILLER = /^(?:(?:hi|hey|hello|ok(?:ay)?|so|well|please|thanks|thank you)[,!.]?\s+)+/i;
const ASK =
  /^(?:(?:can|could|would|will) you(?: please)?|please|i (?:want|need|would like) (?:you )?to|help me(?: to)?|let'?s)\s+/i;
// The offline engine's framing at the start of an answer ("From this branch's context:", "Noted. ..."):
// words of the engine, not of the text being titled.
const FRAMING = Object.values(OFFLINE_PHRASES)
  .map(escapeRegExp)
  .sort((a, b) => b.length - a.length);
const FRAMING_PREFIX = new RegExp(`^(?:${FRAMING.join("|")})[\\s.:]*`, "i");

/**
 * A title from a text (a branch's opening prompt, an edited message): its first sentence without
 * greetings, "can you", Markdown or the offline engine's framing, cut to about six words (with no
 * trailing "…"), first letter capitalised.
 *
 * @example titleFromPrompt("Hi! Can you compare Postgres and SQLite for us?") // "Compare Postgres and SQLite for us?"
 * @example titleFromPrompt("From this branch's context:\n\n> The budget is 40k.") // "The budget is 40k."
 */
export function titleFromPrompt(prompt: string): string {
  const plain = prompt
    .replace(/```[\s\S]*?(```|$)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`~[\]|]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(FRAMING_PREFIX, "")
    .trim();
  // Greetings go first: "Hi! Can you …" is titled after the request, not "Hi!".
  const body = plain.replace(FILLER, "");
  const sentence = body.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? body;
  let text = sentence.replace(FILLER, "").replace(ASK, "").trim();
  if (text.length < 3) text = plain;
  const words = text.split(" ").filter(Boolean);
  if (words.length === 0) return PLACEHOLDER_TITLES.branch;
  // No "…" when words are left out: a title is a name, stored whole; where it is cut to fit, the
  // screen shows that (CSS), and a stored "…" read as part of the name everywhere else.
  const title = stripEdges(words.slice(0, 6).join(" "), "", ",;:");
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** The title of a volatile aside about `base`: "Aside: base". */
export function asideTitle(base: string): string {
  return `${ASIDE_PREFIX}${base}`;
}

/**
 * The title an aside keeps when it becomes a persistent branch ("Keep as branch"): without the
 * "Aside: " prefix; an unnamed aside becomes an unnamed branch.
 *
 * @example titleWithoutAside("Aside: Budget for Q3") // "Budget for Q3"
 */
export function titleWithoutAside(title: string): string {
  if (title === PLACEHOLDER_TITLES.volatile) return PLACEHOLDER_TITLES.branch;
  return title.startsWith(ASIDE_PREFIX) && title.length > ASIDE_PREFIX.length
    ? title.slice(ASIDE_PREFIX.length)
    : title;
}

/**
 * `base`, or `base` with the first free mark from 2 on, so that it differs from every title in
 * `taken` (compared without case).
 *
 * @example distinctTitle("Budget", ["Budget", "Budget (2)"]) // "Budget (3)"
 */
export function distinctTitle(
  base: string,
  taken: Iterable<string>,
  mark: (n: number) => string = (n) => ` (${n})`,
): string {
  const used = new Set([...taken].map((t) => t.toLowerCase()));
  if (!used.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}${mark(n)}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}

/**
 * The title of a version of something titled `base` (a regenerated answer, an edited message):
 * `base` when no title in `taken` (the original and its other versions) has it, else "base (v2)",
 * "base (v3)", … past them.
 *
 * @example versionTitle("What is the budget?", ["What is the budget?"]) // "What is the budget? (v2)"
 * @example versionTitle("What is the Q3 budget?", ["What is the budget?"]) // "What is the Q3 budget?"
 */
export function versionTitle(base: string, taken: Iterable<string>): string {
  return distinctTitle(base, taken, (n) => ` (v${n})`);
}
