import { describe, expect, it } from "vitest";
import { contentTokens, contentWords, qualifies, tokensByLine } from "./tokens";
import { stem } from "./stem";

describe("contentWords", () => {
  it("drops question words, auxiliaries, pronouns and fillers", () => {
    expect(contentWords("What is the launch code?")).toEqual(["launch", "cod"]);
    expect(contentWords("Can you please tell me who they were?")).toEqual([]);
    expect(contentWords("Which one should we pick, and why?")).toEqual(["pick"]);
  });

  it("keeps hyphenated identifiers whole and in parts", () => {
    expect(contentWords("The code is ORCHID-7.")).toEqual(["cod", "orchid-7", "orchid", "7"]);
    expect(contentWords("use snake_case and v1.2")).toEqual(["use", "snake_case", "snak", "cas", "v1.2", "v1", "2"]);
  });

  it("keeps a release joined to its name whole too", () => {
    expect(contentWords("Changes in squid-5.7 (05 Sep 2022)")).toContain("5.7");
    expect(contentWords("Changes in squid-5.7")).toEqual(["chang", "squid-5.7", "squid", "5", "7", "5.7"]);
    // Not a plain compound, nor a single number.
    expect(contentWords("utf-8 and x-ray")).toEqual(["utf-8", "utf", "8", "x-ray", "ray"]);
    // A name (a letter, then letters or figures) before its first "-", then a release of two numbers or more.
    expect(contentWords("squid3-5.7.1")).toEqual(["squid3-5.7.1", "squid3", "5", "7", "1", "5.7.1"]);
    expect(contentWords("3d-5.7 and squid-5.7-rc1")).not.toContain("5.7");
  });

  it("handles contractions and possessives", () => {
    expect(contentWords("Don't forget the branch's summary; it's what we'll need")).toEqual([
      "forget",
      "branch",
      "summary",
    ]);
  });

  it("can skip stemming", () => {
    expect(contentWords("Launching rockets", { stem: false })).toEqual(["launching", "rockets"]);
  });

  it("keeps digits, drops single letters", () => {
    expect(contentWords("room 7 plan b")).toEqual(["room", "7", "plan"]);
  });

  it("reports surfaces with case and offsets", () => {
    const [token] = contentTokens("Is ORCHID-7 live?");
    expect(token).toEqual({ surface: "ORCHID-7", term: "orchid-7", parts: ["orchid", "7"], index: 3 });
  });
});

describe("stem", () => {
  it("conflates plural, -ing, -ed and -e forms", () => {
    for (const group of [
      ["code", "codes", "coded", "coding"],
      ["launch", "launches", "launched", "launching"],
      ["query", "queries", "queried"],
      ["run", "runs", "running"],
      ["stop", "stops", "stopped"],
      ["class", "classes"],
    ]) {
      expect(new Set(group.map(stem)).size, group.join()).toBe(1);
    }
  });

  it("leaves short words, identifiers and -ss/-us/-is endings alone", () => {
    expect(stem("bus")).toBe("bus");
    expect(stem("status")).toBe("status");
    expect(stem("analysis")).toBe("analysis");
    expect(stem("v1.2s")).toBe("v1.2s");
    expect(stem("sing")).toBe("sing");
    expect(stem("string")).toBe("string");
    expect(stem("fall")).toBe("fall");
  });
});

describe("contentTokens cache", () => {
  it("tokenises a text once: the same frozen tokens for the same text and options", () => {
    const text = "The launch code for ORCHID-7 is now LILY-3, cached.";
    const first = contentTokens(text);
    expect(contentTokens(text)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => (first as unknown as unknown[]).push("x")).toThrow(TypeError);
    expect(contentTokens(text, { stem: false })).not.toBe(first);
    expect(contentTokens(text, { stem: false }).map((t) => t.term)).toContain("cached");
  });
});

describe("acronyms and irregular verbs", () => {
  it("keeps an acronym's last letter: HTTPS is not HTTP", () => {
    expect(contentWords("HTTPS")).toEqual(["https"]);
    expect(contentWords("https")).toEqual(["http"]);
    expect(contentWords("URLs")).toEqual(["url"]);
  });
  it("meets an irregular past form with its base: wrote, written and writes", () => {
    expect(stem("wrote")).toBe(stem("write"));
    expect(stem("written")).toBe(stem("writes"));
    expect(stem("chosen")).toBe(stem("choose"));
    expect(stem("built")).toBe(stem("building"));
    // Forms that are also other words stay as written.
    expect(stem("left")).toBe("left");
    expect(stem("found")).toBe("found");
  });

  it("tokensByLine reads the same tokens as contentTokens of the whole text, in order", () => {
    const text = [
      "# Sprint 1: Heron team",
      "",
      "- The alert threshold for the Heron gateway was lowered; it's v1.11.7 now.",
      "1. ORCHID-7 ships — we'll see. Don't wait.\r",
      "  * pg-stg-plo-07.osprey.internal runs the staging_db (HTTPS, SMS).",
      "--- ",
      "Paragraph wrapped across-",
      "lines with a word- and an AMBER-4471.",
      "“Quoted” O’Brien’s notes: 12,000 users; 3 a b",
    ].join("\n");
    const strip = (t: { surface: string; term: string; parts: string[] }) => [t.surface, t.term, t.parts];
    for (const stem of [true, false]) {
      const whole = contentTokens(text, { stem }).map(strip);
      expect(whole.length).toBeGreaterThan(30);
      expect(tokensByLine(text, { stem }).flat().map(strip)).toEqual(whole);
    }
  });

  it("tokensByLine reads a line of several sentences sentence by sentence, with the line's own tokens", () => {
    const lines = [
      "Dr. Smith uses v1.2. The launch code is ORCHID-7! Really? Yes.",
      "He said “stop.” Then he left (for good.) And “why?” she asked… e.g. this stays. U.S. teams won't.",
      "Version 3.14 ships on Jan. 5. It's the team's call.\tTabs too.  Two  spaces.",
      "No sentence end here",
      "Ends with a full stop.",
      "a. . b ?! c",
    ];
    const strip = (t: { surface: string; term: string; parts: string[] }) => [t.surface, t.term, t.parts];
    for (const stem of [true, false]) {
      const byLine = tokensByLine(lines.join("\n"), { stem });
      lines.forEach((line, i) => expect(byLine[i].map(strip)).toEqual(contentTokens(line, { stem }).map(strip)));
    }
    // A sentence read first is not tokenised again for its line, and the other way round.
    const para = "Kestrel owns the rollout. The password is AMBER-4471.";
    const sentence = contentTokens("Kestrel owns the rollout.");
    expect(tokensByLine(para)[0][0]).toBe(sentence[0]);
  });
});

describe("qualifies", () => {
  it("reads a code name after the path owning it as the name, and nothing else", () => {
    expect(qualifies("irc.server_default.ssl_dhkey_siz", "ssl_dhkey_siz")).toBe(true);
    expect(qualifies("ssl_dhkey_siz", "ssl_dhkey_siz")).toBe(true);
    // Not a word inside a compound, not a name without underscores, not a name ending another one.
    expect(qualifies("sqlite3_trac", "trac")).toBe(false);
    expect(qualifies("server.timeout", "timeout")).toBe(false);
    expect(qualifies("irc.server_default.max_ssl_dhkey_siz", "ssl_dhkey_siz")).toBe(false);
  });
});
