import { describe, expect, it } from "vitest";
import { splitPassages } from "@/lib/extract/passages";

describe("list leads over nested items", () => {
  it("a lead heads its indented sub-items only, not the next item as shallow as itself", () => {
    const text =
      "- Enhancements to date functions:\n\n  - Added unixepoch().\n\n  - Added the auto modifier.\n\n- Added sqlite3_error_offset().";
    expect(splitPassages(text).map((p) => [p.text, p.headings])).toEqual([
      ["Added unixepoch().", ["Enhancements to date functions"]],
      ["Added the auto modifier.", ["Enhancements to date functions"]],
      ["Added sqlite3_error_offset().", []],
    ]);
  });

  it("a flat list keeps its lead over the items after it", () => {
    const text = "- Query planner enhancements:\n- Bloom filters speed up joins.\n- Better LIMIT handling.";
    expect(splitPassages(text).map((p) => p.headings)).toEqual([
      ["Query planner enhancements"],
      ["Query planner enhancements"],
    ]);
  });
});
