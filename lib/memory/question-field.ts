import { contentWords } from "@/lib/extract";

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
 * @example askedField("What is the default timeout of gzip.open?") // "timeout"
 */
export function askedField(query: string): string | null {
  const q = query.replace(/[?!.]+\s*$/, "");
  const phrase =
    q.match(
      /^\s*what(?:'s| is| was| are| were)\s+(?:the\s+|a\s+)?([a-z][a-z -]{1,40}?)\s+(?:of|for|in|on|that|when|if)\b/i,
    )?.[1] ?? null;
  // "the budget and the vendor of ...": two fields, each in its own passage; neither is required of one.
  if (!phrase || /\band\b|,/.test(phrase)) return null;
  // A relative clause ends the noun phrase: "the largest precision I can declare for ..." asks for the precision.
  const noun = phrase.split(/\s+(?:i|you|we|they|one|people|users?)\s+/i)[0];
  const words = contentWords(noun.split(/\s+/).at(-1) ?? "");
  const head = words.at(-1);
  return head && !GENERIC.has(head) ? head : null;
}
