import { SPACES, stripEdges, wordsAsWritten } from "./chars";
import { singular } from "./stem";
import { contentWords } from "./tokens";
import { isStopword } from "./stopwords";

// Head nouns that say nothing about what is asked ("the value of X", "the name of Y").
const GENERIC = new Set(
  [
    "value",
    "values",
    "number",
    "name",
    "kind",
    "type",
    "way",
    "thing",
    "setting",
    "settings",
    "default",
    "purpose",
    "effect",
    "role",
    "meaning",
    "use",
    "difference",
    "result",
    "one",
    // The kind of value, which the value itself satisfies ("the code freeze date of ...": a date).
    "date",
    "day",
    "year",
    "time",
  ].flatMap((w) => contentWords(w)),
);

/**
 * The field a question asks for, stemmed as the index stems it, or null: the head noun of "what is
 * the (default) compression level of ..." ("level"). Not "which command did Bob use": that asks
 * for an instance ("git clone"), which the text need not call a command. The evidence must name it: a passage about the entity that states another
 * field (gzip.open's mode when its timeout is asked) does not answer.
 *
 * @example askedField("What is the default retry interval of heron.connect?") // "interval"
 */
export function askedField(query: string): string | null {
  const q = stripEdges(query.trimEnd(), "", "?!.");
  const phrase =
    q.match(
      /^\s*what(?:'s| is| was| are| were)\s+(?:the\s+|a\s+)?([a-z][a-z -]{1,40}?)\s+(?:of|for|in|on|that|when|if)\b/i,
    )?.[1] ?? null;
  // "the budget and the vendor of ...": two fields, each in its own passage; neither is required of one.
  if (!phrase || /\band\b|,/.test(phrase)) return null;
  const words = contentWords(phrase.split(SPACES).at(-1) ?? "");
  const head = words.at(-1);
  return head && !GENERIC.has(head) ? head : null;
}

// Units are the kind of value (a size, a duration), not a thing counted.
const UNITS =
  /^(?:bytes?|bits?|kilobytes?|megabytes?|gigabytes?|kb|mb|gb|seconds?|minutes?|hours?|days?|weeks?|months?|years?|milliseconds?|ms|times|percent)$/i;

/**
 * The noun a "how many" question counts ("triggers" in "How many triggers can a table have?"), its
 * surface as written, or null (no count asked, or a unit: "how many bytes" asks for a size).
 *
 * @example countedNoun("How many autovacuum workers can run at once?") // "workers"
 */
export function countedNoun(query: string): string | null {
  const after = query.match(/\bhow many\s+(?:more\s+|fewer\s+|different\s+)?([^?.!,;]*)/i)?.[1];
  if (!after) return null;
  const words: string[] = [];
  for (const w of after.split(SPACES).filter(Boolean)) {
    // A function word ends the counted noun phrase (an auxiliary, a modal, a preposition: "can", "of", "per").
    const lower = w.toLowerCase();
    if (isStopword(lower) || lower === "per") break;
    words.push(w);
  }
  const head = words.at(-1);
  return head && /^[a-z][a-z-]*$/i.test(head) && !UNITS.test(head) ? head : null;
}

// Before a verb: "to", a negation, a modal or auxiliary, a relative pronoun ("to trigger", "which triggers").
const VERB_BEFORE =
  /^(?:to|not|never|will|would|can|could|may|might|must|shall|should|does|do|did|that|which|who|it|also)$/i;
// After a verb: its object's determiner ("trigger a VACUUM", "triggers the launcher").
const VERB_AFTER = /^(?:a|an|the|this|these|those|any|some|each|every|its|their|no|all)$/i;

/**
 * Whether `text` holds `noun` (the counted noun as the question writes it: "triggers") as a noun: the
 * word in its singular or plural form ("trigger", "triggers"; {@link singular} reads both), not
 * "triggered" or "processing", and not as a verb ("needed to trigger a VACUUM", "will not trigger",
 * "which triggers the launcher").
 */
export function holdsNoun(text: string, noun: string): boolean {
  const one = singular(noun.toLowerCase());
  const words = wordsAsWritten(text);
  return words.some(
    (w, i) =>
      singular(w.toLowerCase()) === one &&
      !VERB_BEFORE.test(words[i - 1] ?? "") &&
      !VERB_AFTER.test(words[i + 1] ?? ""),
  );
}
