import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REAL_QUESTIONS } from "@/eval/real/questions";

/** Every question of the evaluation sets: the real-document suite's and the offline chat's (blind and dev). */
function evaluationQuestions(): string[] {
  const out = new Set(REAL_QUESTIONS.map((q) => q.question));
  for (const file of ["offline-chat/cases.json", "offline-chat/dev.json"])
    JSON.stringify(JSON.parse(readFileSync(join(__dirname, "../../eval", file), "utf8")), (_, v) => {
      if (typeof v === "string" && /\?\s*$/.test(v)) out.add(v.trim());
      return v;
    });
  return [...out];
}

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, " ");

// The retrieval code must not be written to the test: no source of lib/memory, lib/extract or
// lib/text (tests aside) quotes an evaluation question, in code or in a comment.
describe("no evaluation question quoted in the retrieval code", () => {
  it("finds none in lib/memory, lib/extract, lib/text", () => {
    const questions = evaluationQuestions()
      .map((q) => norm(q).replace(/[?.!]+$/, ""))
      .filter((q) => q.length > 20);
    expect(questions.length).toBeGreaterThan(500);
    const quoted: string[] = [];
    for (const dir of ["lib/memory", "lib/extract", "lib/text"])
      for (const f of readdirSync(join(__dirname, "../..", dir))) {
        if (!f.endsWith(".ts") || f.endsWith(".test.ts")) continue;
        const text = norm(readFileSync(join(__dirname, "../..", dir, f), "utf8"));
        for (const q of questions) if (text.includes(q)) quoted.push(`${dir}/${f}: ${q}`);
      }
    expect(quoted).toEqual([]);
  });
});
