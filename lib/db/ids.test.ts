import { describe, expect, it } from "vitest";
import { newOrderedRowIds, newRowId } from "./ids";

describe("row ids made for bulk inserts", () => {
  it("a cuid's form: c and 24 base-36 characters", () => {
    for (const id of [newRowId(), ...newOrderedRowIds(3)]) expect(id).toMatch(/^c[0-9a-z]{24}$/);
  });

  it("ordered ids sort as given, past 36 and 1,296 rows, all distinct", () => {
    const ids = newOrderedRowIds(5_000);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
