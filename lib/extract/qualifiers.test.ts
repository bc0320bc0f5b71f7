import { describe, expect, it } from "vitest";
import { QUALIFIER_CONTRASTS, inContrast, qualifierSides } from "./qualifiers";

// Every row is checked from its own examples: its contrasting pairs take two of its sides, the others do not.
describe("qualifiers in contrast, row by row", () => {
  QUALIFIER_CONTRASTS.forEach((row, i) =>
    describe(row.name, () => {
      for (const [a, b] of row.examples.contrasting)
        it(`contrasts: ${a} / ${b}`, () => {
          const [sa, sb] = [qualifierSides(a), qualifierSides(b)];
          expect(sa[i]).toBeGreaterThanOrEqual(0);
          expect(sb[i]).toBeGreaterThanOrEqual(0);
          expect(sa[i]).not.toBe(sb[i]);
          expect(inContrast(sa, sb)).toBe(true);
        });
      for (const [a, b] of row.examples.notContrasting)
        it(`does not contrast: ${a} / ${b}`, () => {
          expect(inContrast(qualifierSides(a), qualifierSides(b))).toBe(false);
        });
    }),
  );
  it("gives every row examples both ways and two sides at least", () => {
    for (const row of QUALIFIER_CONTRASTS) {
      expect(row.sides.length, row.name).toBeGreaterThanOrEqual(2);
      expect(row.examples.contrasting.length, row.name).toBeGreaterThan(0);
      expect(row.examples.notContrasting.length, row.name).toBeGreaterThan(0);
    }
  });
  it("reads whole words and phrases, not parts of words", () => {
    // "lastly" is no "last", "nexus" no "next"; "so far" is a phrase, "so" and "far" apart are not.
    expect(inContrast(qualifierSides("Lastly, the fee is £20."), qualifierSides("The next fee is £25."))).toBe(false);
    expect(qualifierSides("So, how far is it: 12 km?")[1]).toBe(-1);
    expect(qualifierSides("We've sold 40 so far.")[1]).toBe(1);
  });
  it("takes no side when a text holds two sides of one row", () => {
    expect(qualifierSides("Last time it was £80, next time £95.")[0]).toBe(-1);
  });
});
