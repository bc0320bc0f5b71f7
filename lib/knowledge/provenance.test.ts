import { describe, expect, it } from "vitest";
import { chunkRanges, locationLabel, markdownSections, squeeze } from "./provenance";

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

describe("markdownSections levels", () => {
  it("puts headings of one level side by side with no heading above them, and a deeper one under the last", () => {
    const text = "## A\n\n### A1\n\n## B\n\n#### B1\n\n### B2";
    expect(markdownSections(text).map((s) => s.headings)).toEqual([
      ["A"],
      ["A", "A1"],
      ["B"],
      ["B", "B1"],
      ["B", "B2"],
    ]);
  });
});

describe("markdownSections underlined titles", () => {
  it("reads a title underlined with = as level 1 and with - as level 2, beside ATX headings", () => {
    const text = "Guide\n=====\n\nintro\n\nInstall\n-------\n\nsteps\n\n### Debian\n\napt\n\nUsage\n---\nrun it";
    expect(markdownSections(text)).toEqual([
      { start: 0, headings: ["Guide"] },
      { start: text.indexOf("Install"), headings: ["Guide", "Install"] },
      { start: text.indexOf("### Debian"), headings: ["Guide", "Install", "Debian"] },
      { start: text.indexOf("Usage"), headings: ["Guide", "Usage"] },
    ]);
  });

  it("takes no title from a rule after a blank line, a paragraph's second line, a list item, a table row or a fence", () => {
    const text = [
      "para one\nline two\n---",
      "---",
      "- an item\n---",
      "a | b\n---",
      "```\ncode\n---\n```",
      "    indented\n---",
    ].join("\n\n");
    expect(markdownSections(text)).toEqual([]);
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

  it("squeezes whitespace as matching character by character with /\\s/ does (every kind of whitespace, leading and trailing runs)", () => {
    // The first implementation, kept here as the reference: one regular-expression test per character.
    const reference = (t: string) => {
      let norm = "";
      const map: number[] = [];
      let space = false;
      for (let i = 0; i < t.length; i++) {
        if (/\s/.test(t[i])) {
          if (!space && norm !== "") {
            norm += " ";
            map.push(i);
          }
          space = true;
        } else {
          norm += t[i];
          map.push(i);
          space = false;
        }
      }
      return { norm, map };
    };
    // Every code unit /\s/ matches, CRLF, and U+180E (whitespace in older Unicode, not in /\s/ now).
    const spaces = [...Array(65536).keys()]
      .map((c) => String.fromCharCode(c))
      .filter((c) => /\s/.test(c))
      .concat("\r\n", "\u180e");
    const words = ["alpha", "beta", "x", "Ünïcode", "repeat", "a-b", "\u180e"];
    let seed = 5;
    const random = (n: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % n;
    for (let round = 0; round < 300; round++) {
      let text = random(3) === 0 ? spaces[random(spaces.length)] : "";
      for (let w = 0; w < 60; w++)
        text += words[random(words.length)] + spaces[random(spaces.length)].repeat(1 + random(3));
      const { norm, map } = squeeze(text);
      expect({ norm, map: [...map] }).toEqual(reference(text));
    }
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
