import { parseArgs } from "node:util";
import { SETS } from "@/eval/heldout/claims";
import { findConflicts } from "@/lib/extract/claims";

/**
 * `npm run bench:conflicts` (also in `npm run bench`): the merge conflict check's time on both sides
 * of a merge, built from the written conflict sets 10-30 (fitted sets, chat messages of every kind),
 * at ~8,000 characters (the most checked on the request's event loop: OFF_THREAD_CHECK_CHARS in
 * lib/tree-ops/merge-conflicts.ts; larger checks run in a worker thread) and at ~32,000. Median of
 * five warm runs. Targets: < 150 ms and < 1,500 ms on this machine's class (2 cores); `--strict`
 * exits 1 when one is missed, `--json` prints the figures.
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
  return { chars, medianMs: Math.round(times[2]), limitMs, met: times[2] < limitMs };
});

if (values.json) console.log(JSON.stringify({ conflicts: rows }, null, 2));
else {
  console.log("\nMerge conflict check (lib/extract/claims.ts findConflicts), median of 5 warm runs");
  for (const r of rows)
    console.log(
      `  ${r.chars.toLocaleString("en")} characters  ${r.medianMs} ms   target < ${r.limitMs.toLocaleString("en")} ms   ${r.met ? "PASS" : "MISS"}`,
    );
}
if (values.strict && !rows.every((r) => r.met)) process.exitCode = 1;
