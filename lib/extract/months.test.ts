import { describe, expect, it } from "vitest";
import { FULL_MONTH, FULL_MONTHS, MONTH_KEYS, SHORT_MONTHS, WEEKDAY, WEEKDAYS } from "./months";

describe("months and weekdays, written once", () => {
  it("lists twelve months and seven days, in calendar order", () => {
    expect(FULL_MONTHS).toHaveLength(12);
    expect(FULL_MONTHS[0]).toBe("january");
    expect(FULL_MONTHS[11]).toBe("december");
    expect(WEEKDAYS).toHaveLength(7);
    expect(WEEKDAYS[0]).toBe("monday");
  });

  it("gives each month a three-letter key, and the short forms add only 'sept'", () => {
    expect(MONTH_KEYS).toEqual(["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]);
    expect(SHORT_MONTHS.filter((m) => !MONTH_KEYS.includes(m))).toEqual(["sept"]);
  });

  it("builds the patterns from the lists: whole names only", () => {
    const month = new RegExp(`^${FULL_MONTH}$`, "i");
    const day = new RegExp(`^${WEEKDAY}$`, "i");
    for (const m of FULL_MONTHS) expect(month.test(m)).toBe(true);
    for (const d of WEEKDAYS) expect(day.test(d[0].toUpperCase() + d.slice(1))).toBe(true);
    expect(month.test("jun")).toBe(false);
    expect(month.test("mayflies")).toBe(false);
    expect(day.test("mon")).toBe(false);
  });
});
