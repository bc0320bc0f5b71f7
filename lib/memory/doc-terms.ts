import type { PassageIndex } from "./passage-index";

const cache = new WeakMap<PassageIndex, Map<string, Set<string>>>();

/**
 * Per document (`sourceRef`), the terms that name what the whole document is about: held by a
 * tenth of its passages or more (and by three or more), the way "sqlite" runs through SQLite's
 * manual. A passage satisfies such a term by belonging to the document, even when its own
 * sentence does not repeat it ("REAL. The value is stored as an 8-byte IEEE number").
 */
export function documentTerms(index: PassageIndex): Map<string, Set<string>> {
  let map = cache.get(index);
  if (map) return map;
  const counts = new Map<string, { n: number; df: Map<string, number> }>();
  index.passages.forEach((p, i) => {
    const key = p.sourceRef ?? "";
    let doc = counts.get(key);
    if (!doc) counts.set(key, (doc = { n: 0, df: new Map() }));
    doc.n++;
    for (const t of index.terms[i]) doc.df.set(t, (doc.df.get(t) ?? 0) + 1);
  });
  map = new Map();
  for (const [key, doc] of counts) {
    const set = new Set<string>();
    for (const [t, df] of doc.df) if (df >= 3 && df >= doc.n / 10) set.add(t);
    map.set(key, set);
  }
  cache.set(index, map);
  return map;
}
