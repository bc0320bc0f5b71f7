import encoding, { countTokens as libraryCount, encode } from "gpt-tokenizer";
import { describe, expect, it } from "vitest";
import { countJoinedLines, countTokens, longestRunAtMost } from "./count-tokens";

describe("countTokens", () => {
  it("is the tokenizer's exact count for ordinary text", () => {
    const text = "The launch code is ORCHID-7.\n\nHerons nest in tall trees, in colonies. ".repeat(50);
    expect(countTokens(text)).toBe(encode(text).length);
    expect(countTokens("")).toBe(0);
    expect(countTokens("x".repeat(1_000))).toBe(encode("x".repeat(1_000)).length);
  });

  it("is the library's own count for every kind of text (it counts piece by piece, remembering pieces)", () => {
    const texts = [
      "The launch code is ORCHID-7; it's the team's and we'LL keep it. They'RE done, I'd say.",
      "def parse(x):\n    return {'a': [1, 2, 3]}  # 12345678 0.5e-3\n\t\tindented\r\n",
      "中文文本，日本語のテキスト、한국어 텍스트. Ünïcödé façade naïve e\u0301 \u00a0no-break\u2003em",
      "emoji 😀👍🏽 family 👨‍👩‍👧 flags 🇫🇷 — dashes – and “quotes” … ellipsis",
      "   leading spaces, trailing spaces   \n\n\n   \n  x  ",
      "| Setting | Default |\n|---|---|\n| wal_autocheckpoint | 1000 |\n",
      "a <| not special |> b << c || d",
      "https://example.com/path?q=1&r=2 user@example.com C:\\Windows\\path v1.2.3-rc.1",
      "Ⅻ ½ ² ٣ ४ 0x1F600 1,234,567.89",
      "lone \ud800 surrogate, mark alone \u0301 after a space, \u200b zero width, \u0000 nul, \u2028 separator",
    ];
    // Seeded random text over a mixed alphabet: every piece shape the split pattern has.
    let seed = 17;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const alphabet = [
      "a",
      "B",
      "z",
      " ",
      "  ",
      "\n",
      "\t",
      "'",
      "'s",
      "1",
      "42",
      ".",
      ",",
      "é",
      "中",
      "😀",
      "-",
      "_",
      "/",
      "\r\n",
      "Zz",
      "\u0301",
      "\ud83d",
      "\u00a0",
    ];
    for (let i = 0; i < 200; i++)
      texts.push(Array.from({ length: 1 + (next() % 120) }, () => alphabet[next() % alphabet.length]).join(""));
    for (const text of texts) {
      expect(countTokens(text)).toBe(libraryCount(text));
      expect(countTokens(text)).toBe(libraryCount(text)); // again: from remembered pieces
    }
    const long = texts.join("\n\n").repeat(3);
    expect(countTokens(long)).toBe(libraryCount(long));
  });

  it("counts a special token written in a text as the text it is (the library would refuse it)", () => {
    // Every special token of the encoding holds "<|", what the shortcut looks for.
    const specials = (
      encoding as unknown as { bytePairEncodingCoreProcessor: { specialTokensEncoder: Map<string, number> } }
    ).bytePairEncodingCoreProcessor.specialTokensEncoder;
    expect(specials.size).toBeGreaterThan(0);
    for (const special of specials.keys()) expect(special).toContain("<|");
    const text = "The model stops at <|endoftext|> here.";
    expect(() => libraryCount(text)).toThrow(/special token/);
    expect(countTokens(text)).toBe(libraryCount(text, { disallowedSpecial: new Set() }));
    expect(countTokens(text)).toBeGreaterThan(countTokens("The model stops at here."));
  });

  // Before the slicing this test did not end (the tokenizer alone takes hours on such a run); it
  // now ends inside the default test timeout.
  it("counts a text with a run of 2 million non-space characters, close to the exact count", () => {
    const counted = countTokens(`Before ${"W".repeat(2_000_000)} after`);
    // The exact count of a long run is known from a shorter one (the tokenizer is regular on "W"s).
    const perSlice = encode("W".repeat(1_000)).length;
    expect(counted).toBeGreaterThanOrEqual(2_000 * perSlice * 0.9);
    expect(counted).toBeLessThanOrEqual(2_000 * perSlice + 10);
  });

  it("sums the text around several long runs, each run counted slice by slice", () => {
    const a = "A".repeat(2_500);
    const slices = 2 * encode("A".repeat(1_000)).length + encode("A".repeat(500)).length;
    const expected = encode("one ").length + slices + encode(" two ").length + slices + encode(" three").length;
    expect(countTokens(`one ${a} two ${a} three`)).toBe(expected);
  });

  it("finds a run longer than the limit only where one is (ASCII spaces, tabs and line breaks end a run)", () => {
    expect(longestRunAtMost("", 3)).toBe(true);
    expect(longestRunAtMost("abc de\tfgh\nijk\r\nlmn\u000bopq\fxyz", 3)).toBe(true);
    expect(longestRunAtMost("abc defg", 3)).toBe(false);
    expect(longestRunAtMost("abcd", 4)).toBe(true);
    // Another space (no-break, ideographic) ends a run of \S too: counted as part of the run here,
    // so a text is never taken for short when it is not (it is then searched as before).
    expect(longestRunAtMost("ab\u00a0cd", 3)).toBe(false);
    const prose = "Herons nest in tall trees.\n\n".repeat(100);
    expect(countTokens(prose)).toBe(encode(prose).length);
    const spaced = `${prose}${"a\u00a0".repeat(800)} end`;
    expect(longestRunAtMost(spaced, 1_000)).toBe(false);
    expect(countTokens(spaced)).toBe(encode(spaced).length);
  });

  it("counts lines joined by a line break from their own counts, as the joined text is counted", () => {
    const meta = (i: number) =>
      `Summary: "Design ${i} — the queue"\nContent Types: [design, plan]\nDecisions: "Use Postgres."\nAbout: [Kestrel, ORCHID-${i}, budget=$40k.]`;
    const cases: string[][] = [
      [],
      ["one"],
      [meta(1), meta(2), meta(3)],
      ["ends with a word", "next", "123 digits", "x"],
      ["a]  ", "b'", "c’s", "e\u0301", "d...", "中文", "😀!", ""],
      ["no letters: ]]]", "Zed"],
      [`run ${"]".repeat(1_500)}`, "after"],
      ["a", " starts with a space", "\nstarts with a break", "]starts with a bracket"],
    ];
    for (const parts of cases) expect(countJoinedLines(parts)).toBe(countTokens(parts.join("\n")));
  });
});
