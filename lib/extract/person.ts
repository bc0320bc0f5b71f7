import { SPACES, allAs, endsAs, stripEdges } from "./chars";
import { FULL_MONTHS, WEEKDAYS } from "./months";
/**
 * Whether a text names a person: the value a "Who ...?" question asks for. Pure, no model.
 *
 * A person is written two ways:
 * - two capitalised words or more inside a sentence ("written by Zac Hatfield-Dodds", "Irit Katriel
 *   added"); a sentence's first two words ("New Features") and names after an article ("the Billing
 *   Team") are left out;
 * - a first name (or first and last name) doing something: a capitalised word followed by a verb,
 *   an auxiliary or a modal ("Dana will migrate", "Aisha owns", "Priya migrated", "Rosa has"),
 *   anywhere in a sentence, but never a pronoun or a word that opens sentences ("The server will",
 *   "It has", "When is"), a day or a month ("Friday will"), a gerund ("Catering will") or a word
 *   after an article ("the Python packages").
 */
export function mentionsPerson(text: string): boolean {
  if (FULL_NAME.test(text)) return true;
  // A title of up to three words with no sentence end ("Known issues", "Examples") states no one doing anything.
  const end = stripEdges(text.trim(), "", `"')]`);
  const title = text.trim().split(SPACES).length <= 3 && !(end !== "" && ".!?".includes(end.slice(-1)));
  for (const m of title ? [] : text.matchAll(DOER)) {
    const before = text.slice(0, m.index);
    if (isFirstName(m[1], before)) return true;
    // "Today Dana will ...": the first word opens the sentence, the second is the name.
    if (m[2] && NOT_NAMES.has(m[1].toLowerCase()) && isFirstName(m[2], `${before}${m[1]} `)) return true;
  }
  for (const m of text.matchAll(AGENT)) if (isFirstName(m[1], "")) return true;
  return false;
}

// Two capitalised words or more ("Zac Hatfield-Dodds", "Guido van Rossum"), never from a sentence's first word
// nor after an article ("the Billing Team"), nor from the middle of a run ("the Python Software Foundation"),
// nor from an article written with a capital inside a sentence ("Copyright 2026 The Apache Software Foundation").
const FULL_NAME =
  /(?<![.!?]\s|^|\b(?:[Tt]he|[Aa]n?|[Tt]his|[Tt]hat|[Tt]hese|[Tt]hose|[Oo]ur|[Tt]heir|[Ii]ts|[Hh]is|[Hh]er|[Mm]y|[Yy]our)\s|\p{Lu}[\p{L}'’-]*\s)\b(?!(?:The|An?|This|That|These|Those|Our|Their|Its|His|Her|My|Your)\s)\p{Lu}[\p{Ll}'’-]+(?:\s+(?:van|von|de|da|del|der|le|la)?\s*\p{Lu}[\p{L}'’-]+)+/u;

// A verb as it follows its subject: an auxiliary or a modal, a present "-s" or past "-ed" form, or a
// common irregular past. Lowercase only: "Dana Okafor" is a name, not a verb.
const VERB =
  "(?:will|would|shall|should|can|could|may|might|must|has|had|have|is|was|does|did|owns|leads|" +
  "wrote|led|built|took|made|ran|gave|sent|kept|held|told|sold|bought|brought|paid|said|found|knew|chose|" +
  "began|won|came|went|left|met|set|put|got|became|drew|spoke|\\p{Ll}{2,}(?:ed|s)(?<!ss))";
// A capitalised word (and an optional capitalised last name) then a verb.
const DOER = new RegExp(
  `(?<![\\p{L}\\p{N}_.'’-])(\\p{Lu}\\p{Ll}+)(?:\\s+(\\p{Lu}\\p{Ll}[\\p{L}'’-]*))?\\s+(?:not\\s+|also\\s+|now\\s+)?${VERB}(?![\\p{L}\\p{N}_-])`,
  "gu",
);
// The agent of a passive: "written by Guido", "handled by Rosa".
const AGENT = /\bby\s+(\p{Lu}\p{Ll}+)(?![\p{L}\p{N}_-])/gu;

// Words that open sentences or stand for someone without naming them.
const NOT_NAMES = new Set(
  (
    "the this that these those it its we they he she i you our their his her my your us them " +
    "a an if when while where what which who whom whose why how there here then also but and or so yet nor " +
    "each every all some any no none nothing everything something anything someone everyone anyone nobody " +
    "after before since until once as in on at for from to with without by of about into over under " +
    "today tomorrow yesterday now please let note update action item todo done yes ok okay thanks hello hi " +
    "both either neither most many few several such other another only just maybe perhaps still even " +
    "however therefore thus meanwhile instead finally first second third next last new old " +
    "default version release section chapter table figure example see use using"
  )
    .split(" ")
    .concat(WEEKDAYS, FULL_MONTHS),
);

function isFirstName(word: string, before: string): boolean {
  const lower = word.toLowerCase();
  if (NOT_NAMES.has(lower)) return false;
  // "Catering will", "Logging has": a gerund names an activity, not a person.
  if (lower.length > 5 && lower.endsWith("ing")) return false;
  // "the Python packages", "a Debian user": a word after an article or a possessive is a thing.
  return !afterArticle(before);
}

const ARTICLES: ReadonlySet<string> = new Set(
  "the a an this that these those our their its his her my your each every some any no".split(" "),
);

/** Whether `before` ends with an article or a possessive and white space: its last run of word characters is one. */
function afterArticle(before: string): boolean {
  if (!endsAs(before, "space")) return false;
  const last = before.trimEnd();
  let from = last.length;
  while (from > 0 && allAs(last[from - 1], "word")) from--;
  return ARTICLES.has(last.slice(from).toLowerCase());
}
