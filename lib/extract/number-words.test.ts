import { describe, expect, it } from "vitest";
import { NUMBER_WORD_SOURCE, NUMBER_WORDS, numberPhrases, numberPhraseValue, numberWordValue } from "./number-words";

describe("number words", () => {
  it("reads a number written as one word, a ten joined to a unit, any case", () => {
    expect(numberWordValue("Thirteen")).toBe(13);
    expect(numberWordValue("forty")).toBe(40);
    expect(numberWordValue("thirty-two")).toBe(32);
    expect(numberWordValue("sixty-four")).toBe(64);
    expect(numberWordValue("dozen")).toBe(12);
    expect(numberWordValue("hundred")).toBe(100);
    expect(numberWordValue("root")).toBeNull();
    // Not a number: a unit joined to a ten, or a ten joined to a ten.
    expect(numberWordValue("two-thirty")).toBeNull();
    expect(numberWordValue("twenty-zero")).toBeNull();
    expect(NUMBER_WORDS.get("nineteen")).toBe(19);
  });

  it("matches the whole word, the longer word before its prefix", () => {
    const word = new RegExp(`\\b${NUMBER_WORD_SOURCE}\\b`, "gi");
    expect("fourteen bytes, thirty-two pages, Sixty seconds, someone, often".match(word)).toEqual([
      "fourteen",
      "thirty-two",
      "Sixty",
    ]);
  });
});

/** Numbers said in several words and their values; null: the words make no one number. */
const PHRASES: [string, number | null][] = [
  ["one hundred and twenty", 120],
  ["Nine hundred and ninety-nine", 999],
  ["two thousand five hundred", 2500],
  ["two hundred and fifty thousand", 250_000],
  ["one hundred thousand", 100_000],
  ["a hundred and twenty", 120],
  ["A thousand and one", 1001],
  ["a hundred thousand", 100_000],
  ["three million", 3_000_000],
  ["twenty one", 21],
  ["forty-two thousand and six", 42_006],
  ["two three", null],
  ["seven ten", null],
  ["hundred thousand", null],
  ["thousand hundred", null],
  ["one and two", null],
  ["three hundred and", null],
  ["five dozen", null],
  ["twenty-one five", null],
  ["sixty", null],
];

describe("numbers said in several words", () => {
  it.each(PHRASES)("%s -> %s", (phrase, value) => {
    expect(numberPhraseValue(phrase)).toBe(value);
  });

  it("finds them where they stand, leaving runs that make no number and a ten joined to a hyphened word", () => {
    const text = "We milk one hundred and twenty cows, ran two three-hour shifts and sold twenty one-way tickets.";
    expect(numberPhrases(text)).toEqual([{ at: 8, end: 30, value: 120 }]);
    expect(text.slice(8, 30)).toBe("one hundred and twenty");
    const said = "Order a hundred and twenty chairs, not several hundred thousand.";
    expect(numberPhrases(said).map((p) => [said.slice(p.at, p.end), p.value])).toEqual([["a hundred and twenty", 120]]);
  });
});

describe("number words in talk and claims", () => {
  it("'Zero worries!' states no fact, and 'Thanks a million!' claims no value; 'twenty-five thousand' is 25000", async () => {
    const { statesFact } = await import("./filler");
    const { claimValues } = await import("./claims");
    expect(statesFact("Zero worries!")).toBe(false);
    expect(claimValues("Thanks a million!")).toEqual([]);
    expect(claimValues("We expect twenty-five thousand visitors.").map((v) => v.key)).toEqual(["number:visitor:25000"]);
  });
});
