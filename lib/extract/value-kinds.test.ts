import { describe, expect, it } from "vitest";
import { askedKind, holdsValue, VALUE_KIND_NAMES, VALUE_KINDS } from "./value-kinds";

// Every row of the table is checked from its own examples: a question it lists asks its kind (an
// earlier row of the same kind may decide it too), a text it lists holds its kind, another does not.
describe("the value-kind table, row by row", () => {
  for (const [i, row] of VALUE_KINDS.entries()) {
    describe(`row ${i}: ${row.kind}`, () => {
      for (const q of row.examples.asks)
        it(`asks ${row.kind}: ${q}`, () => {
          expect(askedKind(q)).toBe(row.kind);
        });
      for (const t of row.examples.holds)
        it(`holds ${row.kind}: ${t}`, () => {
          expect(holdsValue(t, row.kind)).toBe(true);
        });
      for (const t of row.examples.lacks)
        it(`lacks ${row.kind}: ${t}`, () => {
          expect(holdsValue(t, row.kind)).toBe(false);
        });
    });
  }

  it("lists every kind, each with examples; rows with cues give a question", () => {
    const kinds = new Set(VALUE_KINDS.map((r) => r.kind));
    // "time", "name" and "identifier" are kinds of a claim's values (facts.ts), never asked: no row reads them;
    // "any" is what a question no row's cues match asks.
    const claimsOnly = new Set(["time", "name", "identifier", "any"]);
    for (const k of VALUE_KIND_NAMES) if (!claimsOnly.has(k)) expect(kinds.has(k), k).toBe(true);
    for (const row of VALUE_KINDS) {
      if (row.asks) expect(row.examples.asks.length, row.kind).toBeGreaterThan(0);
      if (row.kind !== "any" && row.kind !== "person") expect(row.examples.holds.length, row.kind).toBeGreaterThan(0);
    }
  });

  it("asks no kind of a question without cues", () => {
    expect(askedKind("Tell me about the gateway.")).toBe("any");
  });

  it("does not take the question's own name for the person asked", () => {
    expect(holdsValue("Between Kestrel values.", "person", ["Kestrel"])).toBe(false);
  });
});
