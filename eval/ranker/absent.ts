import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { queryFrame } from "@/lib/extract/query-frame";
import { ANSWER_FEATURES } from "@/lib/memory/rank-model";
import { CACHE_DIR } from "@/eval/real/fetch";
import { REAL_QUESTIONS } from "@/eval/real/questions";

/**
 * `npx tsx --conditions=react-server eval/ranker/absent.ts [--rows FILE] [--only r14,r15]`: reads the
 * answer decision's misses from the rows `npm run eval:ranker` cached (no question is asked again):
 * every absent question no "none" check refuses, and every answerable one whose answer the first two
 * passages hold but a check refuses. Per question: the frame (named terms, field, kind of value), the
 * passage the answer would quote first, the checks' findings and the answerability features, and a
 * class: whether the quoted passage holds the asked named terms, the field, a value of the kind.
 */
const { values } = parseArgs({ options: { rows: { type: "string" }, only: { type: "string" } } });
type Question = {
  fold: string;
  absent: boolean;
  rows: { x: number[]; y: number; full: boolean }[];
  a?: number[];
  info?: { at: number; first?: string };
};
const cache = values.rows ?? join(CACHE_DIR, "..", "ranker-rows.json");
const { questions } = JSON.parse(readFileSync(cache, "utf8")) as { questions: Question[] };
const only = values.only ? new Set(values.only.split(",")) : null;
const A = (name: (typeof ANSWER_FEATURES)[number]) => ANSWER_FEATURES.indexOf(name);
/** The "none" checks the ask reads (lib/memory/ask-tree.ts; the coverage check was dropped in session 8). */
const CHECKS = ["field asked, never with its entity", "kind asked, stated nowhere", "noun counted nowhere"] as const;
const fired = (q: Question) => (q.a ? CHECKS.filter((c) => q.a![A(c)] === 1) : ["a name no document holds"]);
const tally = new Map<string, number>();
const count = (k: string) => tally.set(k, (tally.get(k) ?? 0) + 1);
for (const q of questions) {
  if (!q.info || (only && !only.has(q.fold))) continue;
  const checks = fired(q);
  const answeredRight = !q.absent && q.rows.some((r) => r.y === 1);
  if (q.absent ? checks.length > 0 : !answeredRight || checks.length === 0) continue;
  const rq = REAL_QUESTIONS[q.info.at];
  const frame = queryFrame(rq.question);
  const a = q.a ?? [];
  const holds = {
    named: a[A("share of its named terms the first passage holds")],
    title: a[A("first passage's title holds a named term")],
    field: frame.field ? a[A("field asked, held by the first passage")] : undefined,
    kind: a[A("first passage states the kind asked")],
    all: a[A("first passage holds every constraint")],
  };
  const cls = q.absent
    ? a[A("share of its named terms no document holds")] > 0
      ? "absent: a named term no document holds"
      : holds.named < 1
        ? "absent: quoted passage lacks a named term"
        : holds.field === 0
          ? "absent: quoted passage lacks the field"
          : holds.kind === 0
            ? "absent: quoted passage states no value of the kind"
            : "absent: quoted passage holds entity, field and kind"
    : `answerable refused by: ${checks.join(", ")}`;
  count(cls);
  console.log(`\n[${q.fold} ${rq.kind}] ${cls}\n  Q: ${rq.question}`);
  console.log(
    `  frame: named=${JSON.stringify(frame.named)} field=${frame.field} kind=${frame.valueKind} default=${frame.asksDefault}`,
  );
  console.log(`  holds: ${JSON.stringify(holds)} checks fired: ${checks.join(", ") || "none"}`);
  console.log(
    `  features: ${ANSWER_FEATURES.slice(1)
      .map((f) => `${f}=${Number(a[A(f)] ?? NaN).toFixed(2)}`)
      .join("; ")}`,
  );
  console.log(`  quoted: ${(q.info.first ?? "(nothing)").replace(/\n/g, " ¶ ").slice(0, 300)}`);
}
console.log("\nclasses:");
for (const [k, v] of [...tally].sort((x, y) => y[1] - x[1])) console.log(`  ${String(v).padStart(3)}  ${k}`);
