import { describe, expect, it } from "vitest";
import { NEGATION, NOT_DENIALS, denies } from "./denials";

// Every row is checked from its own examples: what it frees denies nothing, what it leaves still denies.
describe("phrases that deny nothing, row by row", () => {
  for (const row of NOT_DENIALS)
    describe(row.name, () => {
      for (const text of row.examples.deniesNothing)
        it(`denies nothing: ${text}`, () => {
          expect(NEGATION.test(text), "the example must hold a negation's word").toBe(true);
          expect(denies(text)).toBe(false);
        });
      for (const text of row.examples.stillDenies)
        it(`still denies: ${text}`, () => {
          expect(denies(text)).toBe(true);
        });
    });
  it("gives every row examples both ways", () => {
    for (const row of NOT_DENIALS) {
      expect(row.examples.deniesNothing.length, row.name).toBeGreaterThan(0);
      expect(row.examples.stillDenies.length, row.name).toBeGreaterThan(0);
    }
  });
  it("denies nothing without a negation's word", () => {
    expect(denies("The clinic opens at 9am on Sunday.")).toBe(false);
  });
});
