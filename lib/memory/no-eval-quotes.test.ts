import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REAL_QUESTIONS } from "@/eval/real/questions";
import { readTwoPartDev } from "@/eval/real/two-part-questions";
import { LONG_HISTORY_PARAPHRASED } from "@/eval/long-history-paraphrased";

const root = join(__dirname, "../..");

/**
 * The `question:` strings (and the long-history cases' `ask:` strings) written in the case files of
 * the held-out sets (eval/heldout/*.ts) and of eval/*cases*.ts, read as text: some of those files are
 * scripts that run when imported.
 */
function caseFileQuestions(): string[] {
  const files = [
    ...readdirSync(join(root, "eval/heldout"))
      .filter((f) => f.endsWith(".ts"))
      .map((f) => `eval/heldout/${f}`),
    ...readdirSync(join(root, "eval"))
      .filter((f) => /cases.*\.ts$/.test(f))
      .map((f) => `eval/${f}`),
  ];
  const out: string[] = [];
  for (const file of files)
    for (const m of readFileSync(join(root, file), "utf8").matchAll(
      /\b(?:question|ask):\s*(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)')/g,
    ))
      out.push(m[1] !== undefined ? JSON.parse(`"${m[1]}"`) : m[2].replace(/\\(.)/g, "$1"));
  return out;
}

/** Every question of the evaluation sets: the real-document suite's, the case files', the paraphrased long histories' and the offline chat's (blind and dev). */
function evaluationQuestions(): string[] {
  const out = new Set(REAL_QUESTIONS.map((q) => q.question));
  for (const q of readTwoPartDev()) out.add(q.question);
  for (const q of caseFileQuestions()) out.add(q);
  for (const c of LONG_HISTORY_PARAPHRASED) for (const f of [...c.early, c.updated, ...c.ancestor]) out.add(f.ask);
  for (const file of ["offline-chat/cases.json", "offline-chat/dev.json"])
    JSON.stringify(JSON.parse(readFileSync(join(root, "eval", file), "utf8")), (_, v) => {
      if (typeof v === "string" && /\?\s*$/.test(v)) out.add(v.trim());
      return v;
    });
  return [...out];
}

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, " ");

/** The questions as looked for: lower case, spaces collapsed, without the closing mark; short ones left out. */
function quotable(): string[] {
  return evaluationQuestions()
    .map((q) => norm(q).replace(/[?.!]+$/, ""))
    .filter((q) => q.length > 20);
}

/** The test files (*.test.ts(x), *.spec.ts(x)) under a directory of the project, as paths from the root. */
function testFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(root, dir))) {
    const path = `${dir}/${name}`;
    if (name === "node_modules" || name.startsWith(".")) continue;
    if (statSync(join(root, path)).isDirectory()) out.push(...testFiles(path));
    else if (/\.(test|spec)\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

/**
 * A text's words as a paraphrase check reads them: lower case, comment marks and punctuation left
 * out, a possessive name dropped ("the defaults of Heron's a and b" reads as "the defaults of a and b").
 */
function plainWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}_]+(?:['’]s\b)?/gu) ?? []).filter((w) => !/['’]s$/.test(w));
}

/** Runs of this many words of a development question are looked for: a paraphrase keeps them. */
const RUN = 6;

/**
 * The two-part development set's questions as runs of {@link RUN} words (eval/real/two-part-dev.txt):
 * a comment retelling one ("the defaults of a and b" for "What are the defaults of Heron's a and
 * b?") holds a run though not the question whole. Only runs naming a word no question-frame word
 * is (a setting, a product: "mindepth", "maxage") count.
 */
function devRuns(): string[] {
  const common = new Set(plainWords(COMMON));
  const out = new Set<string>();
  for (const { question } of readTwoPartDev()) {
    const words = plainWords(question);
    for (let i = 0; i + RUN <= words.length; i++) {
      const run = words.slice(i, i + RUN);
      if (run.filter((w) => !common.has(w)).length >= 2) out.add(run.join(" "));
    }
  }
  return [...out];
}

/** The words a question is framed with (not what it asks of). */
const COMMON =
  "what which who when where how is are was were do does did the a an of in on at to for by and or " +
  "default defaults value values version release released many much long big can could it its by default";

function runsIn(paths: string[], runs: string[]): string[] {
  const found: string[] = [];
  for (const path of paths) {
    const text = ` ${plainWords(readFileSync(join(root, path), "utf8")).join(" ")} `;
    for (const r of runs) if (text.includes(` ${r} `)) found.push(`${path}: ${r}`);
  }
  return found;
}

function quotedIn(paths: string[], questions: string[]): string[] {
  const quoted: string[] = [];
  for (const path of paths) {
    const text = norm(readFileSync(join(root, path), "utf8"));
    for (const q of questions) if (text.includes(q)) quoted.push(`${path}: ${q}`);
  }
  return quoted;
}

// The retrieval code must not be written to the test: no source of lib/memory, lib/extract or
// lib/text quotes an evaluation question, in code or in a comment; nor does any test, whose
// questions are written in our own words.
describe("no evaluation question quoted in the code or its tests", () => {
  it("reads the questions of every evaluation set", () => {
    expect(evaluationQuestions().length).toBeGreaterThan(500);
    // The two-part development set's, read from its file as eval/real/two-part-dev.ts reads them.
    expect(readTwoPartDev().length).toBeGreaterThan(60);
    expect(devRuns().length).toBeGreaterThan(100);
    // The fact-diff cases (eval/fact-diff-cases.ts and the held-out ones) are read from their text.
    expect(caseFileQuestions().length).toBeGreaterThan(50);
  });

  it("finds none in lib/memory, lib/extract, lib/text", () => {
    const questions = quotable();
    const sources = ["lib/memory", "lib/extract", "lib/text"].flatMap((dir) =>
      readdirSync(join(root, dir))
        .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
        .map((f) => `${dir}/${f}`),
    );
    expect(quotedIn(sources, questions)).toEqual([]);
    // Nor retells a question of the two-part development set.
    expect(runsIn(sources, devRuns())).toEqual([]);
  });

  it("finds none in the tests of lib/, app/, components/, cli/, e2e/", () => {
    const questions = quotable();
    const tests = ["lib", "app", "components", "cli", "e2e"].flatMap(testFiles);
    expect(tests.length).toBeGreaterThan(100);
    expect(tests).toContain("lib/memory/ask-tree.test.ts");
    expect(quotedIn(tests, questions)).toEqual([]);
  });
});
