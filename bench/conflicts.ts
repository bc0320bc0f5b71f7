import { parseArgs } from "node:util";
import { SETS } from "@/eval/heldout/claims";
import { findConflicts } from "@/lib/extract/claims";

/**
 * `npm run bench:conflicts` (also in `npm run bench`): the merge conflict check's time on both sides
 * of a merge, built from the written conflict sets 10-30 (fitted sets, chat messages of every kind),
 * at ~8,000 characters (the most checked on the request's event loop: OFF_THREAD_CHECK_CHARS in
 * lib/tree-ops/merge-conflicts.ts; larger checks run in a worker thread) and at ~32,000. Median of
 * five warm runs. Targets: < 150 ms and < 1,500 ms on this machine's class (2 cores); `--strict`
 * exits 1 when one is missed, `--json` prints the figures. A last row times one run-on message of
 * 8,000 characters dense with values on each side (one run).
 */
const { values } = parseArgs({ options: { json: { type: "boolean" }, strict: { type: "boolean" } } });

const cases = Object.entries(SETS)
  .filter(([k]) => /^\d+$/.test(k) && +k >= 10 && +k <= 30)
  .flatMap(([, s]) => s.conflicts);

const TARGETS: [chars: number, ms: number][] = [
  [8_000, 150],
  [32_000, 1_500],
];

const rows = TARGETS.map(([target, limitMs]) => {
  const [branch, parent]: [string[], string[]] = [[], []];
  let chars = 0;
  for (const c of cases) {
    if (chars >= target) break;
    branch.push(...c.branch);
    parent.push(...c.parent);
    chars += [...c.branch, ...c.parent].join(" ").length;
  }
  const sources = (id: string, texts: string[]) =>
    texts.map((content, i) => ({ id: `${id}${i}`, role: "user" as const, content }));
  const [b, p] = [sources("b", branch), sources("p", parent)];
  findConflicts(b, p);
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    findConflicts(b, p);
    times.push(performance.now() - start);
  }
  times.sort((x, y) => x - y);
  return { chars, medianMs: Math.round(times[2]), limitMs, met: times[2] < limitMs, what: "" };
});

// One run-on message dense with values on each side (no sentence end: one fact of hundreds of values
// against the other side's), the worst shape for the pairwise check; 8,000 characters, target < 3 s.
const RUN_ON = "0800–1400 on the 5th, from 3 in the morning, 95 m² at £40, band C at 0930 ";
const runOn = RUN_ON.repeat(Math.ceil(8_000 / RUN_ON.length)).slice(0, 8_000);
const runOnStart = performance.now();
findConflicts(
  [{ id: "b", role: "user", content: runOn }],
  [{ id: "p", role: "user", content: runOn.replaceAll("0930", "1030") }],
);
const runOnMs = Math.round(performance.now() - runOnStart);
rows.push({
  chars: runOn.length * 2,
  medianMs: runOnMs,
  limitMs: 3_000,
  met: runOnMs < 3_000,
  what: " (one run-on message a side, one run)",
});

if (values.json) console.log(JSON.stringify({ conflicts: rows }, null, 2));
else {
  console.log("\nMerge conflict check (lib/extract/claims.ts findConflicts), median of 5 warm runs");
  for (const r of rows)
    console.log(
      `  ${r.chars.toLocaleString("en")} characters${r.what}  ${r.medianMs} ms   target < ${r.limitMs.toLocaleString("en")} ms   ${r.met ? "PASS" : "MISS"}`,
    );
}
if (values.strict && !rows.every((r) => r.met)) process.exitCode = 1;
