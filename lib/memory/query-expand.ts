import { contentWords } from "@/lib/extract";
import type { PassageIndex } from "./passage-index";

// How people ask for a default without the word: "out of the box", "unless told otherwise",
// "if I don't give one", "when none is given", "normally".
const DEFAULT_IDIOMS =
  /\b(out of the box|unless (?:told|changed|set|specified|configured|stated) otherwise|unless (?:changed|overridden)|(?:when|if) (?:none|nothing) is (?:given|passed|specified|set)|(?:if|when|unless) (?:i|you|we|one) (?:don't|do not|didn't) (?:give|pass|choose|specify|set|say)\b|if not (?:given|specified|set)|normally)\b/i;

/**
 * The question in the documents' words, from the documents' own vocabulary (no hand list of
 * synonyms): two adjacent words the index holds as one term ("file mode" -> "filemode",
 * "time out" -> "timeout"), and "default" for the idioms that ask for one. Returns the words to
 * add; the question's own words stay.
 *
 * @example expandQuery(index, "In which file mode does basicConfig open its log unless told otherwise?") // ["filemode", "default"]
 */
export function expandQuery(index: PassageIndex, query: string): string[] {
  const out = new Set<string>();
  // Words as written between spaces: "http.server" is one already, "local-time" is two.
  const raw = query.split(/[\s-]+/).map((w) => w.replace(/^\W+|\W+$/g, "").toLowerCase());
  for (let i = 0; i + 1 < raw.length; i++) {
    const [a, b] = [raw[i], raw[i + 1]];
    if (!/^\p{L}{3,}$/u.test(a) || !/^\p{L}{3,}$/u.test(b)) continue;
    // Both halves content words (not "for the"); the joined term one of the documents'.
    if (contentWords(a).length === 0 || contentWords(b).length === 0) continue;
    const [term] = contentWords(a + b);
    if (term && index.df.has(term)) out.add(a + b);
  }
  if (DEFAULT_IDIOMS.test(query) && !/\bdefault/i.test(query)) out.add("default");
  return [...out];
}
