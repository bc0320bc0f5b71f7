import { SPACES, hasDigit } from "./chars";
import { contentWords } from "@/lib/extract";
import { capitalisedNames, valuesIn } from "./about";
import { NUMBER_WORD_SOURCE } from "./number-words";
import { WEEKDAY } from "./months";

/**
 * What carries no fact: sentences with nothing specific (no value, no name) and under two content
 * words ("Thanks!", "Sounds good."). Condensed notes and leaf summaries leave them out. (Lists of
 * acknowledgements and of assistants' framing were removed: no suite lost a question without them.)
 */

/** True for a sentence with nothing specific and under two content words. */
export function isFiller(sentence: string): boolean {
  const s = sentence.trim();
  if (valuesIn(s).length > 0 || capitalisedNames(s).length > 0) return false;
  // As many words stemmed or not (stemming changes words, not which are kept): the stemmed ones are already made.
  return contentWords(s).length < 2;
}

/** Words about the talk itself (greetings, thinking, agreeing, pacing): never the topic of a fact. */
const TALK = new Set(
  `good morning afternoon evening night day hello hi hey thanks thank sound sounds great fine nice sure okay ok right
   think thinking thought second seconds sec minute minutes moment bit wait see look check idea point question talk
   chat later first then now lot help helps helpful coffee tea lunch break ready start let us me agree agreed true
   perfect cool awesome love like glad happy sorry worries problem`.split(SPACES),
);
/** A finite verb or auxiliary: what makes a run of words a statement rather than a fragment. */
const FINITE =
  /\b(?:is|are|was|were|be|been|am|has|have|had|will|would|shall|should|must|can|could|may|might|does|do|did|won['’]t|can['’]t|isn['’]t|aren['’]t|wasn['’]t|doesn['’]t|don['’]t|didn['’]t|\p{L}+['’](?:s|re|ll|ve|d))\b|\b\p{L}{3,}ed\b|\b\p{L}{2,}[^s\W]s\b/iu;
// A weekday or a number in words states something; "zero" does not in talk ("Zero worries!").
const WEEKDAY_OR_NUMBER = new RegExp(`\\b(?:${WEEKDAY}|(?!zero\\b)${NUMBER_WORD_SOURCE})\\b`, "i");

/**
 * True when a sentence states something a note should keep: an entity or a value (a name, an
 * identifier, a figure, a date or weekday), or a statement about a topic (a finite verb and at
 * least two words that are not about the talk itself). Greetings, pacing and reactions ("Good
 * morning!", "Coffee first, then planning.", "Sounds good to me.", "Let me think about that for a
 * second.") state nothing: decided by the sentence's shape, not by a list of phrases.
 */
export function statesFact(sentence: string): boolean {
  const s = sentence.trim();
  if (valuesIn(s).length > 0 || capitalisedNames(s).length > 0 || hasDigit(s) || WEEKDAY_OR_NUMBER.test(s)) return true;
  const topical = contentWords(s, { stem: false }).filter((w) => !TALK.has(w));
  return FINITE.test(s) && topical.length >= 2;
}
