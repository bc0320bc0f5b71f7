import { findConflicts, type FactConflict } from "@/lib/kt/claims";
import type { CondenseSource } from "@/lib/kt/condense";
import { CONFLICT_CASES, type ConflictCase } from "./conflict-cases";

/**
 * The merge conflict check (lib/kt/claims `findConflicts`, what every merge dialog shows) on
 * hand-written branch/parent pairs: precision (flagged conflicts that were planted) and recall
 * (planted conflicts flagged). Offline, no model.
 */
export type ConflictReport = {
  cases: number;
  planted: number;
  flagged: number;
  truePositives: number;
  precision: number;
  recall: number;
  misses: { name: string; kind: "missed" | "false"; branch: string; parent: string }[];
};

function sources(prefix: string, texts: string[]): CondenseSource[] {
  return texts.map((content, i) => ({ id: `${prefix}${i}`, role: i % 2 === 0 ? "user" : "assistant", content }));
}

function matches(found: FactConflict, planted: [string, string]): boolean {
  const low = (s: string) => s.toLowerCase();
  return low(found.branch.text).includes(low(planted[0])) && low(found.parent.text).includes(low(planted[1]));
}

export function runConflictEval(cases: ConflictCase[] = CONFLICT_CASES): ConflictReport {
  let planted = 0;
  let flagged = 0;
  let truePositives = 0;
  const misses: ConflictReport["misses"] = [];
  for (const c of cases) {
    const found = findConflicts(sources("b", c.branch), sources("p", c.parent));
    planted += c.conflicts.length;
    flagged += found.length;
    for (const f of found) {
      if (c.conflicts.some((p) => matches(f, p))) truePositives++;
      else misses.push({ name: c.name, kind: "false", branch: f.branch.text, parent: f.parent.text });
    }
    for (const p of c.conflicts)
      if (!found.some((f) => matches(f, p))) misses.push({ name: c.name, kind: "missed", branch: p[0], parent: p[1] });
  }
  const found = misses.filter((m) => m.kind === "missed").length;
  return {
    cases: cases.length,
    planted,
    flagged,
    truePositives,
    precision: flagged === 0 ? 1 : truePositives / flagged,
    recall: planted === 0 ? 1 : (planted - found) / planted,
    misses,
  };
}
