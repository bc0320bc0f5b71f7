import { describe, expect, it } from "vitest";
import { fitsFeatures } from "@/lib/text/linear-model";
import shipped from "./sentence-weights.json";
import {
  MAX_CANDIDATES,
  rerankedQuotes,
  SENTENCE_FEATURES,
  sentenceFeatures,
  weighedCandidates,
  type SentenceWeights,
} from "./sentence-rank";

/** A model reading one feature, every other weight 0 (features as they are: mean 0, spread 1). */
function only(feature: (typeof SENTENCE_FEATURES)[number], weight: number, switchMargin: number): SentenceWeights {
  return {
    features: [...SENTENCE_FEATURES],
    mean: SENTENCE_FEATURES.map(() => 0),
    scale: SENTENCE_FEATURES.map(() => 1),
    weights: SENTENCE_FEATURES.map((f) => (f === feature ? weight : 0)),
    switchMargin,
  };
}

describe("sentenceFeatures", () => {
  const sentences = [
    "The village fete is on the green.",
    "The fete is booked for 7 June.",
    "Ruth Okafor runs the tombola.",
    "The fete is now booked for 14 June.",
  ];
  const rows = sentenceFeatures(sentences, "When is the fete?");
  const at = (feature: (typeof SENTENCE_FEATURES)[number]) => rows.map((r) => r[SENTENCE_FEATURES.indexOf(feature)]);

  it("reads one row per sentence, one column per feature", () => {
    expect(rows).toHaveLength(sentences.length);
    for (const row of rows) expect(row).toHaveLength(SENTENCE_FEATURES.length);
    expect(sentenceFeatures([], "When is the fete?")).toEqual([]);
  });

  it.each([
    ["a kind of value asked", [1, 1, 1, 1]],
    ["asked who", [0, 0, 0, 0]],
    // A name is a value too (the claims' reading).
    ["states a value", [0, 1, 1, 1]],
    ["restated later with another value", [0, 1, 0, 0]],
    ["restates an earlier sentence", [0, 0, 0, 1]],
    ["place in the conversation", [0, 1 / 3, 2 / 3, 1]],
    ["length", [Math.log(8), Math.log(8), Math.log(6), Math.log(9)]],
  ] as const)("%s", (feature, expected) => {
    expect(at(feature)).toEqual(expected);
  });

  it("reads what kind of value a question asks, the same for every candidate", () => {
    const stall = ["The tombola is by the gate.", "Ruth Okafor runs the tombola."];
    const column = (question: string, feature: (typeof SENTENCE_FEATURES)[number]) =>
      sentenceFeatures(stall, question).map((r) => r[SENTENCE_FEATURES.indexOf(feature)]);
    expect(column("Who runs the tombola?", "asked who")).toEqual([1, 1]);
    expect(column("Who runs the tombola?", "a kind of value asked")).toEqual([1, 1]);
    expect(column("Where is the tombola?", "asked who")).toEqual([0, 0]);
  });
});

describe("rerankedQuotes", () => {
  const sentences = ["The fete is on the village green.", "It starts on 12 July."];
  const question = "When is the fete?";

  it("replaces the reading's quote only when the model's best beats it by the margin", () => {
    const quotes = ["The fete is on the village green."];
    expect(rerankedQuotes(sentences, question, quotes, only("states a value", 2, 1))).toEqual([
      "It starts on 12 July.",
    ]);
    expect(rerankedQuotes(sentences, question, quotes, only("states a value", 2, 3))).toEqual(quotes);
    expect(rerankedQuotes(sentences, question, ["It starts on 12 July."], only("states a value", 2, 1))).toEqual([
      "It starts on 12 July.",
    ]);
  });

  it("keeps a quote no sentence holds (a table row read with its header), and replaces a question quoted back only by a likely answer", () => {
    const model = only("states a value", 2, 1);
    expect(rerankedQuotes(sentences, question, ["event: fete; place: green"], model)).toEqual([
      "event: fete; place: green",
    ]);
    const askedBack = ["When is the fete, does anyone know?"];
    expect(rerankedQuotes(sentences, question, askedBack, model)).toEqual(["It starts on 12 July."]);
    // The best statement less likely than not to answer (log-odds 0) leaves the quote as it was.
    expect(rerankedQuotes(sentences, question, askedBack, only("states a value", -1, 1))).toEqual(askedBack);
  });

  it("leaves the quotes as they are without a fitted model", () => {
    const quotes = ["The fete is on the village green."];
    expect(rerankedQuotes(sentences, question, quotes, only("states a value", 2, 1))).not.toEqual(quotes);
    expect(rerankedQuotes(sentences, question, quotes, null)).toEqual(quotes);
  });

  it("weighs at most MAX_CANDIDATES statements, those BM25 ranks highest, in the order said", () => {
    const filler = Array.from({ length: MAX_CANDIDATES + 20 }, (_, i) => `Crate ${i} went to the loft.`);
    const answer = "The fete starts on 12 July.";
    const said = [...filler.slice(0, 40), answer, ...filler.slice(40)];
    const weighed = weighedCandidates(said, question);
    expect(weighed).toHaveLength(MAX_CANDIDATES);
    expect(weighed).toContain(answer);
    const places = weighed.map((s) => said.indexOf(s));
    expect(places).toEqual([...places].sort((a, b) => a - b));
    expect(weighedCandidates(said.slice(0, 10), question)).toEqual(said.slice(0, 10));
  });

  it("ships weights fitted for these features (npm run eval:sentence-fit -- --write)", () => {
    expect(fitsFeatures(shipped, SENTENCE_FEATURES)).toBe(true);
    expect((shipped as SentenceWeights).switchMargin).toBeGreaterThan(0);
  });
});
