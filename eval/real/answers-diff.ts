/**
 * Two runs of the real suite written with `CANOPY_EVAL_ANSWERS=FILE` (suite.ts), scored and
 * compared question by question: the right answers per kind in each, and every question whose
 * answer or score moved. The files hold no held-out batch (r21 is left out when they are written).
 *
 *   npx tsx --conditions=react-server eval/real/answers-diff.ts BEFORE.jsonl AFTER.jsonl
 */
import { readFileSync } from "node:fs";
import { MAX_ANSWER_CHARS, containsKey } from "./suite";
import { REAL_QUESTIONS } from "./questions";

type Row = { q: string; status: string; answer: string };
const [beforeFile, afterFile] = process.argv.slice(2);
if (!beforeFile || !afterFile) throw new Error("usage: answers-diff.ts BEFORE.jsonl AFTER.jsonl");
const read = (f: string) =>
  new Map(
    readFileSync(f, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as Row)
      .map((r) => [r.q, r]),
  );
const before = read(beforeFile);
const after = read(afterFile);
const right = (keys: string[], r: Row | undefined) =>
  !!r &&
  (keys.length === 0
    ? r.status === "none"
    : r.status !== "none" && keys.every((k) => containsKey(r.answer.slice(0, MAX_ANSWER_CHARS), k)));
const totals: Record<string, [number, number, number]> = {};
let moved = 0;
for (const q of REAL_QUESTIONS) {
  // A question only one run asked (a run cut short, a batch added) is left out.
  if (!before.has(q.question) || !after.has(q.question)) continue;
  const [b, a] = [right(q.keys, before.get(q.question)), right(q.keys, after.get(q.question))];
  for (const k of [q.kind, "all"]) {
    const t = (totals[k] ??= [0, 0, 0]);
    t[0]++;
    if (b) t[1]++;
    if (a) t[2]++;
  }
  const rb = before.get(q.question);
  const ra = after.get(q.question);
  if (rb?.answer !== ra?.answer || rb?.status !== ra?.status) {
    moved++;
    const mark = b === a ? (b ? "=right" : "=wrong") : a ? "+gained" : "-lost";
    console.log(`${mark} [${q.kind}${q.batch ? `, ${q.batch}` : ""}] ${q.question} (${rb?.status} -> ${ra?.status})`);
  }
}
console.log(`${moved} answers moved`);
for (const [k, [n, b, a]] of Object.entries(totals)) console.log(`${k.padEnd(10)} ${n} questions: ${b} -> ${a}`);
