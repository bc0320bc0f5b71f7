import { describe, expect, it } from "vitest";
import { chunkRanges, locationLabel, markdownSections } from "./provenance";

describe("markdownSections", () => {
  it("finds ATX headings with their path, skipping code fences", () => {
    const text = "# A\n\ntext\n\n```\n# not a heading\n```\n\n## B\n\n### C\n\n## D ##";
    expect(markdownSections(text)).toEqual([
      { start: 0, headings: ["A"] },
      { start: text.indexOf("## B"), headings: ["A", "B"] },
      { start: text.indexOf("### C"), headings: ["A", "B", "C"] },
      { start: text.indexOf("## D"), headings: ["A", "D"] },
    ]);
  });
});

describe("chunkRanges", () => {
  it("finds re-spaced chunks in order, repeated text included", () => {
    const text = "alpha beta\ngamma\n\nrepeat me\n\nrepeat me\n\nomega";
    const ranges = chunkRanges(text, ["alpha beta gamma", "repeat me", "repeat me\n\nomega"]);
    expect(ranges.map((r) => text.slice(r.start, r.end))).toEqual([
      "alpha beta\ngamma",
      "repeat me",
      "repeat me\n\nomega",
    ]);
  });
});

describe("locationLabel", () => {
  const pages = [
    { start: 0, page: 1 },
    { start: 100, page: 2 },
    { start: 200, page: 3 },
  ];
  it("names pages, rows and heading paths", () => {
    expect(locationLabel(pages, 10, 90)).toBe("p. 1");
    expect(locationLabel(pages, 150, 250)).toBe("pp. 2–3");
    expect(
      locationLabel(
        [
          { start: 0, row: 1 },
          { start: 5, row: 2 },
        ],
        0,
        9,
      ),
    ).toBe("rows 1–2");
    const headings = [
      { start: 5, headings: ["Setup"] },
      { start: 50, headings: ["Setup", "Keys"] },
    ];
    expect(locationLabel(headings, 0, 20)).toBe("Setup");
    expect(locationLabel(headings, 60, 80)).toBe("Setup › Keys");
    expect(locationLabel(headings, 10, 80)).toBe("Setup (+1 more)");
    expect(locationLabel([], 0, 10)).toBeNull();
  });
});
