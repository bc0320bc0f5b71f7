import { describe, expect, it } from "vitest";
import { fitsFeatures } from "@/lib/text/linear-model";
import shipped from "./sentence-weights.json";
import { rerankedQuotes, SENTENCE_FEATURES, sentenceFeatures, type SentenceWeights } from "./sentence-rank";

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
    ["holds a value of the kind asked", [0, 1, 0, 1]],
    // A name is a value too (the claims' reading).
    ["states a value", [0, 1, 1, 1]],
    ["restated later with another value", [0, 1, 0, 0]],
    ["restates an earlier sentence", [0, 0, 0, 1]],
    ["place in the conversation", [0, 1 / 3, 2 / 3, 1]],
  ] as const)("%s", (feature, expected) => {
    expect(at(feature)).toEqual(expected);
  });

  it("names someone only when asked who", () => {
    const stall = ["The tombola is by the gate.", "Ruth Okafor runs the tombola."];
    const named = (question: string) =>
      sentenceFeatures(stall, question).map((r) => r[SENTENCE_FEATURES.indexOf("names someone, asked who")]);
    expect(named("Who runs the tombola?")).toEqual([0, 1]);
    expect(named("Where is the tombola?")).toEqual([0, 0]);
  });
});

describe("rerankedQuotes", () => {
  const sentences = ["The fete is on the village green.", "It starts on 12 July."];
  const question = "When is the fete?";

  it("replaces the reading's quote only when the model's best beats it by the margin", () => {
    const quotes = ["The fete is on the village green."];
    expect(rerankedQuotes(sentences, question, quotes, only("holds a value of the kind asked", 2, 1))).toEqual([
      "It starts on 12 July.",
    ]);
    expect(rerankedQuotes(sentences, question, quotes, only("holds a value of the kind asked", 2, 3))).toEqual(quotes);
    expect(
      rerankedQuotes(sentences, question, ["It starts on 12 July."], only("holds a value of the kind asked", 2, 1)),
    ).toEqual(["It starts on 12 July."]);
  });

  it("keeps a quote no sentence holds (a table row read with its header), and replaces a question quoted back", () => {
    const model = only("holds a value of the kind asked", 2, 1);
    expect(rerankedQuotes(sentences, question, ["event: fete; place: green"], model)).toEqual([
      "event: fete; place: green",
    ]);
    expect(rerankedQuotes(sentences, question, ["When is the fete, does anyone know?"], model)).toEqual([
      "It starts on 12 July.",
    ]);
  });

  it("leaves the quotes as they are without a fitted model", () => {
    expect(rerankedQuotes(sentences, question, ["The fete is on the village green."], null)).toEqual([
      "The fete is on the village green.",
    ]);
  });

  it("ships weights fitted for these features (npm run eval:sentence-fit -- --write)", () => {
    expect(fitsFeatures(shipped, SENTENCE_FEATURES)).toBe(true);
    expect((shipped as SentenceWeights).switchMargin).toBeGreaterThan(0);
  });
});
