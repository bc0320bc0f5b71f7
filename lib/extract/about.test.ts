import { describe, expect, it } from "vitest";
import { extractAbout, matchesOf } from "./about";

describe("matchesOf", () => {
  it("gives the matches text.matchAll gives, again and again with the same pattern", () => {
    const cases: [RegExp, string][] = [
      [/\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)+/gu, "Met Dana Whitfield and Omar Haddad at Kestrel Point today."],
      [/(?<!\S)\S*[\d/_]\S*/g, "Port 8443, path /etc/app, key ORCHID_7 and v1.2 on 2024-06-04."],
      [/\d{4}-\d{2}-\d{2}|jun \d{1,2}/gi, "From Jun 4 to 2024-06-30, then JUN 9."],
      [/x/g, "no match here"],
      [/a*/g, "baaac"], // empty matches are stepped past as matchAll steps past them
    ];
    for (const [re, text] of cases)
      for (let round = 0; round < 2; round++) {
        const expected = [...text.matchAll(re)].map((m) => [m[0], m.index]);
        expect(matchesOf(re, text).map((m) => [m[0], m.index])).toEqual(expected);
      }
  });
});

describe("extractAbout", () => {
  it("lists names, value facts and frequent terms of sentences", () => {
    const about = extractAbout([
      "Dana Whitfield owns the Kestrel rollout.",
      "The rollback password for the Kestrel cluster is AMBER-4471.",
      "The rollout starts on 2024-06-04 at 09:30.",
      "Kestrel rollout notes follow the rollout plan.",
    ]);
    expect(about).toEqual(expect.arrayContaining(["Dana Whitfield", "Kestrel"]));
    expect(about.some((a) => a.includes("AMBER-4471"))).toBe(true);
    expect(about.some((a) => a.includes("2024-06-04"))).toBe(true);
  });
});
