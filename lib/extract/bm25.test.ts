import { describe, expect, it } from "vitest";
import { createBm25, topForTerms } from "./bm25";
import { contentWords } from "./tokens";

const docs = [
  "The launch code is ORCHID-7.",
  "Lunch is served at noon in the cafeteria.",
  "The rocket launch was delayed by weather, and the launch window moved.",
  "Code review happens on Fridays.",
];

describe("createBm25", () => {
  it("ranks the document matching most query terms first", () => {
    const index = createBm25(docs);
    const hits = index.top("What is the launch code?", 3);
    expect(hits[0].index).toBe(0);
    expect(hits.map((h) => h.index)).toEqual(expect.arrayContaining([0, 2, 3]));
  });

  it("scores every document, zero without overlap", () => {
    const scores = createBm25(docs).score("launch code");
    expect(scores).toHaveLength(4);
    expect(scores[1]).toBe(0);
    expect(scores[0]).toBeGreaterThan(scores[3]);
  });

  it("scores documents given already tokenised as it scores their text, and refuses a list per another corpus", () => {
    const terms = docs.map((d) => contentWords(d));
    const query = "When was the launch window moved?";
    expect(createBm25(docs, { terms }).score(query)).toEqual(createBm25(docs).score(query));
    // The given terms are what is scored, not the text again.
    expect(createBm25(docs, { terms: [["zebra"], [], [], []] }).top("zebra", 1)[0].index).toBe(0);
    expect(() => createBm25(docs, { terms: terms.slice(1) })).toThrow(/one term list per document/);
  });

  it("matches identifiers whole and by part", () => {
    const index = createBm25(docs);
    expect(index.top("ORCHID-7", 1)[0].index).toBe(0);
    expect(index.top("orchid", 1)[0].index).toBe(0);
  });

  it("returns nothing for unknown terms, empty corpora or k = 0", () => {
    expect(createBm25(docs).top("zebra", 3)).toEqual([]);
    expect(createBm25([]).top("launch", 3)).toEqual([]);
    expect(createBm25(docs).top("launch", 0)).toEqual([]);
  });

  it("gives rarer terms a higher idf and unseen terms the highest", () => {
    const index = createBm25(docs);
    expect(index.idf("lunch")).toBeGreaterThan(index.idf("launch"));
    expect(index.idf("zebra")).toBeGreaterThan(index.idf("lunch"));
  });

  it("penalises long documents (b) and saturates repeats (k1)", () => {
    const index = createBm25(["alpha beta", "alpha beta gamma delta epsilon zeta eta theta"]);
    const [short, long] = index.score("alpha");
    expect(short).toBeGreaterThan(long);
    const flat = createBm25(["alpha", "alpha beta gamma delta"], { b: 0 }).score("alpha");
    expect(flat[0]).toBeCloseTo(flat[1]);
  });

  it("is deterministic and breaks ties by position", () => {
    const index = createBm25(["same words here", "same words here"]);
    expect(index.top("words", 2).map((h) => h.index)).toEqual([0, 1]);
  });

  it("takes a larger collection's statistics for the terms it counted (a bounded view)", () => {
    const part = ["changed in version 3", "changed the handler", "announces the version"];
    // In these three, "changed" and "version" look equally rare; in the whole collection "changed" is everywhere.
    const local = createBm25(part);
    expect(local.idf("chang")).toBeCloseTo(local.idf("version"));
    const wide = createBm25(part, {
      corpus: {
        docs: 1000,
        df: new Map([
          ["chang", 600],
          ["version", 5],
        ]),
      },
    });
    expect(wide.idf("version")).toBeGreaterThan(3 * wide.idf("chang"));
    // A term the collection did not count keeps the part's own idf.
    expect(wide.idf("handler")).toBeCloseTo(local.idf("handler"));
    const [, changed, version] = wide.score("changed version");
    expect(version).toBeGreaterThan(3 * changed);
  });

  it("topForTerms gives createBm25's top hits exactly, on tokenised documents and query", () => {
    // A seeded generator: many documents of a small vocabulary, with repeats, empty ones and ties.
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const vocabulary = ["launch", "cod", "orchid-7", "orchid", "7", "lunch", "noon", "kestrel", "rollback", "port"];
    for (let round = 0; round < 50; round++) {
      const docs = Array.from({ length: 1 + Math.floor(next() * 30) }, () =>
        Array.from({ length: Math.floor(next() * 12) }, () => vocabulary[Math.floor(next() * vocabulary.length)]),
      );
      const query = Array.from({ length: 1 + Math.floor(next() * 6) }, () => vocabulary[Math.floor(next() * 10)]);
      const k = Math.floor(next() * 10);
      // createBm25 over texts whose tokens are the given words (joined and split again).
      const index = createBm25(
        docs.map((d) => d.join(" ")),
        { tokenize: (text) => (text === "" ? [] : text.split(" ")) },
      );
      expect(topForTerms(docs, query, k)).toEqual(index.top(query.join(" "), k));
    }
  });
});
