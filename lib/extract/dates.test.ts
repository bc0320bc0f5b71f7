import { describe, expect, it } from "vitest";
import { DATE_READINGS, dateKey, findDates, sameDateKey, statesDate } from "./dates";

// Every row of both tables is checked from its own examples.
describe("the date readings, row by row", () => {
  for (const row of DATE_READINGS) {
    describe(row.name, () => {
      for (const [text, key] of row.examples.reads)
        it(`reads ${text} as ${key}`, () => {
          const found = findDates(text);
          // A range's days, each a date ("4–8 August": "08-04 08-08").
          expect(found.map((f) => f.key).join(" ")).toBe(key);
          // The whole text but a dating word before a year ("since 1999": "1999"), or a year and the
          // words of the period it names ("the 2019 family reunion": "2019").
          const last = found.at(-1)!;
          expect(text.endsWith(last.text) || /^(?:\/\d{2})?\)?(?:\s+[a-z][\s\S]*)?$/i.test(text.slice(last.end))).toBe(
            true,
          );
          expect(found.map((f) => f.reading.name)).toContain(row.name);
        });
      for (const text of row.examples.lacks)
        it(`does not read ${text} as this form`, () => {
          expect(findDates(text).map((f) => f.reading.name)).not.toContain(row.name);
        });
    });
  }
  it("needs a figure in the text exactly for the rows whose source writes a digit (texts without one skip them)", () => {
    for (const row of DATE_READINGS) {
      const figured = row.examples.reads.map(([text]) => /\d/.test(text));
      expect(
        figured.every((f) => f === /\d/.test(row.source)),
        row.name,
      ).toBe(true);
    }
  });
  it("gives every row examples both ways", () => {
    for (const row of DATE_READINGS) {
      expect(row.examples.reads.length, row.name).toBeGreaterThan(0);
      expect(row.examples.lacks.length, row.name).toBeGreaterThan(0);
    }
  });
});

describe("a date stated, row by row (the one reader's stands column)", () => {
  for (const row of DATE_READINGS) {
    describe(row.name, () => {
      for (const text of row.examples.holds ?? [])
        it(`holds a date: ${text}`, () => {
          expect(statesDate(text)).toBe(true);
          expect(findDates(text).map((f) => f.reading.name)).toContain(row.name);
        });
      for (const text of row.examples.holdsNot ?? [])
        it(`no date stated: ${text}`, () => {
          expect(statesDate(text)).toBe(false);
        });
    });
  }
  it("gives every row that can stand alone an example that holds a date", () => {
    for (const row of DATE_READINGS)
      if (row.stands !== "never") expect(row.examples.holds?.length, row.name).toBeTruthy();
  });
  it("reads a time's four figures after a date as no year", () => {
    expect(findDates("Saturday 8 June, 0800–1400").map((f) => f.key)).toEqual(["saturday", "06-08"]);
    expect(findDates("Q3 0930").map((f) => f.key)).toEqual(["q3"]);
    expect(findDates("8 June, 2025").map((f) => f.key)).toEqual(["2025-06-08"]);
  });
  it("reads a year alone only after a word that dates it, and not the word", () => {
    expect(findDates("the default is 2000")).toEqual([]);
    expect(findDates("since 1999")[0].text).toBe("1999");
  });
});

describe("dates compared", () => {
  it("writes one key per day whatever the form", () => {
    const keys = ["Our demo is on 9 October.", "demo: Oct 9th", "the 9th of October", "October 9"].map(
      (t) => findDates(t)[0]?.key,
    );
    expect(new Set(keys)).toEqual(new Set(["10-09"]));
  });

  it("matches a day without a year to the same day of any year, never two different years", () => {
    expect(sameDateKey("10-09", "2027-10-09")).toBe(true);
    expect(sameDateKey("2027-10-09", "10-09")).toBe(true);
    expect(sameDateKey("2026-10-09", "2027-10-09")).toBe(false);
    expect(sameDateKey("10-09", "10-10")).toBe(false);
    expect(sameDateKey("q2", "2027-q2")).toBe(true);
    expect(sameDateKey("friday", "monday")).toBe(false);
  });

  it("reads several dates of a sentence in order, none twice", () => {
    expect(findDates("From June 2 to 2026-06-16, then Q3 2026 on a Monday.").map((f) => f.key)).toEqual([
      "06-02",
      "2026-06-16",
      "2026-q3",
      "monday",
    ]);
    expect(dateKey({ year: 2031, month: 1, day: 5 })).toBe("2031-01-05");
  });

  it("refuses a day that no month has", () => {
    expect(findDates("on 45 March")).toEqual([]);
  });
});

describe("half-years", () => {
  it("reads H1/H2 with a year as a date, different halves apart", () => {
    expect(statesDate("Support ends in H2 2024.")).toBe(true);
    expect(sameDateKey(findDates("H2 2024")[0].key, findDates("H1 2024")[0]?.key ?? "")).toBe(false);
  });
});

describe("one date reader under every name", () => {
  it("is the same object in dates, shapes and value kinds", async () => {
    const { DATE_SHAPE } = await import("./dates");
    const { DATE } = await import("./shapes");
    const { VALUE_KINDS } = await import("./value-kinds");
    expect(DATE).toBe(DATE_SHAPE);
    expect(VALUE_KINDS.find((r) => r.kind === "date")?.forms).toEqual([DATE_SHAPE]);
    expect(DATE_SHAPE.test).toBe(statesDate);
  });
});
