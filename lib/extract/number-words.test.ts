import { describe, expect, it } from "vitest";
import { NUMBER_WORD_SOURCE, NUMBER_WORDS, numberWordValue } from "./number-words";

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

describe("number words in talk and claims", () => {
  it("'Zero worries!' states no fact, and 'Thanks a million!' claims no value; 'twenty-five thousand' is 25000", async () => {
    const { statesFact } = await import("./filler");
    const { claimValues } = await import("./claims");
    expect(statesFact("Zero worries!")).toBe(false);
    expect(claimValues("Thanks a million!")).toEqual([]);
    expect(claimValues("We expect twenty-five thousand visitors.").map((v) => v.key)).toEqual(["number:visitor:25000"]);
  });
});
