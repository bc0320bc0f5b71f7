import { describe, expect, it } from "vitest";
import { GOES_AHEAD, NEGATION, NOT_DENIALS, denialAt, denies } from "./denials";

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

describe("where a denial is", () => {
  it("is the negation's word past the phrases that deny nothing, at its offset in the text", () => {
    const text = "Give no more than two doses, and the clinic won't open on Sunday.";
    expect(denialAt(text)).toBe(text.indexOf("won't"));
    expect(denialAt("Give no more than two doses on Sunday.")).toBeUndefined();
    expect(denialAt("The clinic is open on Sunday.")).toBeUndefined();
  });
});

describe("denials said as a cancellation, and their counterpart", () => {
  it("denies by cancelling or voting down; turning down is as often lowering, out of action a state", () => {
    for (const text of ["We're cancelling the quiz this Tuesday.", "The motion was voted down."])
      expect(denies(text), text).toBe(true);
    for (const text of [
      "We turned down the thermostat to 18 degrees.",
      "The lift has been out of action since Monday.",
    ])
      expect(denies(text), text).toBe(false);
  });
  it("reads a thing said to happen as it was to", () => {
    for (const text of ["Tuesday's quiz night goes ahead as normal.", "The match is still on.", "Buses will run."])
      expect(GOES_AHEAD.test(text), text).toBe(true);
    for (const text of [
      "The quiz starts at 8.",
      "Go to the hall.",
      "The lights are online.",
      "The lift is on the left.",
    ])
      expect(GOES_AHEAD.test(text), text).toBe(false);
  });
});
