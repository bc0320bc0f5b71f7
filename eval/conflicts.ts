import {
  diffAnswers,
  findConflicts,
  type ConflictWeights,
  type FactConflict,
  type FactDiff,
} from "@/lib/extract/claims";
import type { CondenseSource } from "@/lib/extract/statements";
import { condenseOffline } from "@/lib/memory/condense";
import { CONFLICT_CASES, type ConflictCase } from "./conflict-cases";
import { FACT_DIFF_CASES, type FactDiffCase } from "./fact-diff-cases";

/**
 * The merge conflict check (lib/extract/claims `findConflicts`, what every merge dialog shows) on
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
  /**
   * The offline condensed note of the branch's messages then the parent's (the parent's are later):
   * planted conflicts whose overruled (branch) value the note still carries.
   */
  condensedStale: number;
};

export function sources(prefix: string, texts: string[]): CondenseSource[] {
  return texts.map((content, i) => ({ id: `${prefix}${i}`, role: i % 2 === 0 ? "user" : "assistant", content }));
}

function matches(found: FactConflict, planted: [string, string]): boolean {
  const low = (s: string) => s.toLowerCase();
  return low(found.branch.text).includes(low(planted[0])) && low(found.parent.text).includes(low(planted[1]));
}

/** `model`: the conflict model to decide with (eval/conflict-model/fit.ts); the committed one by default, `null` for the rules alone. */
export function runConflictEval(
  cases: ConflictCase[] = CONFLICT_CASES,
  model?: ConflictWeights | null,
): ConflictReport {
  let planted = 0;
  let flagged = 0;
  let truePositives = 0;
  const misses: ConflictReport["misses"] = [];
  let condensedStale = 0;
  for (const c of cases) {
    const found =
      model === undefined
        ? findConflicts(sources("b", c.branch), sources("p", c.parent))
        : findConflicts(sources("b", c.branch), sources("p", c.parent), model);
    const note = condenseOffline([...sources("b", c.branch), ...sources("p", c.parent)]).note.toLowerCase();
    condensedStale += c.conflicts.filter(([b]) => note.includes(b.toLowerCase())).length;
    planted += c.conflicts.length;
    flagged += found.length;
    for (const f of found) {
      if (c.conflicts.some((p) => matches(f, p))) truePositives++;
      else misses.push({ name: c.name, kind: "false", branch: f.branch.text, parent: f.parent.text });
    }
    for (const p of c.conflicts)
      if (!found.some((f) => matches(f, p))) misses.push({ name: c.name, kind: "missed", branch: p[0], parent: p[1] });
  }
  return { cases: cases.length, ...scored(planted, flagged, truePositives, misses), misses, condensedStale };
}

/** The fan-out fact diff (lib/extract/claims `diffAnswers`, the compare view) on answers written to differ. */
export type FactDiffReport = {
  cases: number;
  planted: number;
  flagged: number;
  truePositives: number;
  precision: number;
  recall: number;
  /** Planted agreements the diff lists as agreed or partial (not as a difference). */
  agreementsKept: number;
  agreements: number;
  misses: { name: string; kind: "missed" | "false"; values: string }[];
};

const has = (value: string | undefined, phrase: string) =>
  value !== undefined && value.toLowerCase().includes(phrase.toLowerCase());

/** A reported value (one or several values, comma-separated) says the planted phrase. */
const valueIs = (value: string, phrase: string) =>
  has(value, phrase) || value.split(/,\s*/).some((part) => part.trim() !== "" && has(phrase, part.trim()));

/**
 * Precision (reported differences that were planted) and recall (planted differences reported) of
 * the fact diff. A reported difference matches a planted one when every answer the planted one
 * names has a value containing its phrase (an answer left silent by the plant may be absent).
 */
export function runFactDiffEval(cases: FactDiffCase[] = FACT_DIFF_CASES): FactDiffReport {
  let planted = 0;
  let flagged = 0;
  let truePositives = 0;
  let agreements = 0;
  let agreementsKept = 0;
  const misses: FactDiffReport["misses"] = [];
  for (const c of cases) {
    const ids = c.answers.map((_, i) => `a${i}`);
    const diff = diffAnswers(c.answers.map((text, i) => ({ nodeId: ids[i], text })));
    const valuesOf = (d: FactDiff["differences"][number]) => new Map(d.values.map((v) => [v.nodeId, v.value]));
    const matches = (d: FactDiff["differences"][number], plant: (string | null)[]) => {
      const values = valuesOf(d);
      const named = plant.map((phrase, i) => [phrase, values.get(ids[i])] as const).filter(([p]) => p !== null);
      // At least two answers' values must be on it, each with its planted phrase.
      return (
        named.filter(([, v]) => v !== undefined).length >= 2 &&
        named.every(([p, v]) => v === undefined || valueIs(v, p!))
      );
    };
    planted += c.differences.length;
    flagged += diff.differences.length;
    for (const d of diff.differences) {
      if (c.differences.some((p) => matches(d, p))) truePositives++;
      else
        misses.push({
          name: c.name,
          kind: "false",
          values: d.values.map((v) => `${v.nodeId}: ${v.value}`).join(" | "),
        });
    }
    for (const p of c.differences)
      if (!diff.differences.some((d) => matches(d, p)))
        misses.push({ name: c.name, kind: "missed", values: p.map((x) => x ?? "-").join(" | ") });
    for (const a of c.agreements) {
      agreements++;
      const listed = [...diff.agreed, ...diff.partial.map((x) => x.text)].some((t) =>
        a.some((phrase) => has(t, phrase)),
      );
      const disputed = diff.differences.some((d) => d.values.every((v) => a.some((phrase) => has(v.value, phrase))));
      if (listed && !disputed) agreementsKept++;
    }
  }
  return {
    cases: cases.length,
    ...scored(planted, flagged, truePositives, misses),
    agreementsKept,
    agreements,
    misses,
  };
}

/** Precision (true flags of all flags) and recall (planted ones not missed), 1 when there is nothing to count. */
function scored(planted: number, flagged: number, truePositives: number, misses: Array<{ kind: string }>) {
  const missed = misses.filter((m) => m.kind === "missed").length;
  return {
    planted,
    flagged,
    truePositives,
    precision: flagged === 0 ? 1 : truePositives / flagged,
    recall: planted === 0 ? 1 : (planted - missed) / planted,
  };
}
