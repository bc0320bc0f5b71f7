import { findConflicts, SUPERSEDED_READ_CHARS, withoutFacts } from "@/lib/extract/claims";
import { runInThread, SMALL_TASK_BYTES } from "@/lib/jobs/thread";
import { AppError } from "@/lib/errors";
import { getEnv } from "@/lib/env";
import { ownEntries } from "@/lib/tree/entries";
import { countTokens } from "@/lib/text/count-tokens";
import type { MergeMode, TreeNode, WindowEntry } from "@/lib/shared/tree-types";
import type { CondenseSource } from "@/lib/extract/statements";
import { SETTLEMENT_HEADING, type ConflictChoice, type MergeConflictView } from "@/lib/shared/merge-conflicts";

/**
 * The conflict check every merge runs first: what the branch brings up (its own messages, or the
 * selected ones) against what the parent said after the branch point, by the condensed notes' fact
 * extraction (lib/extract/claims). Each conflict has a stable key for the choice the user makes.
 */

export { CONFLICT_CHOICES, type ConflictChoice, type MergeConflictView } from "@/lib/shared/merge-conflicts";

/**
 * The characters of one entry the check reads. Its cost grows faster than the text (a 1 MB tool
 * result: about 7 s of one core, inside the merge's transaction); a message is far shorter, and a
 * long tool result's facts that matter are at its head (what its condensed note quotes).
 */
export const CONFLICT_CHECK_CHARS = SUPERSEDED_READ_CHARS;

/** What the check reads of an entry's text: all of it up to {@link CONFLICT_CHECK_CHARS}, else its head, cut at a line. */
export function conflictSample(content: string): string {
  if (content.length <= CONFLICT_CHECK_CHARS) return content;
  const head = content.slice(0, CONFLICT_CHECK_CHARS);
  const line = head.lastIndexOf("\n");
  return line > CONFLICT_CHECK_CHARS / 2 ? head.slice(0, line) : head;
}

/** A conflict with the choice made for it (undefined: left unresolved). */
export type SettledConflict = MergeConflictView & { choice?: ConflictChoice };

/** What the check compares, as read: the branch's entries and the parent's later ones (each a sample, see {@link conflictSample}). */
export interface ConflictInputs {
  own: CondenseSource[];
  later: CondenseSource[];
}

/** A check's inputs with what it found in them, to reuse while the inputs are the same ({@link reuseOrCheck}). */
export interface CheckedConflicts {
  inputs: ConflictInputs;
  conflicts: MergeConflictView[];
}

/**
 * What the check reads for a merge of `child` into its parent: the branch's own entries (only
 * `selectedIds` for a selected merge; for a condensed merge the entries its note condenses) and the
 * parent's entries after the branch point (all of them when the branch started from an empty parent).
 */
export function conflictInputs(input: {
  child: Pick<TreeNode, "branchPointItemId">;
  parentWindow: WindowEntry[];
  childWindow: WindowEntry[];
  mode: MergeMode;
  selectedIds?: string[];
}): ConflictInputs {
  let own = ownEntries(input.childWindow);
  if (input.mode === "selected") {
    const wanted = new Set(input.selectedIds ?? []);
    own = own.filter((e) => wanted.has(e.id));
  }
  const at = input.child.branchPointItemId
    ? input.parentWindow.findIndex((e) => e.id === input.child.branchPointItemId)
    : -1;
  // What other branches merged into the parent later counts as the parent's too.
  const later = ownEntries(input.parentWindow.slice(at + 1));
  // A fact an earlier merge's settled conflict overruled (`superseded`) no longer holds: not compared.
  const toSource = (e: WindowEntry): CondenseSource => ({
    id: e.id,
    role: e.role,
    content: conflictSample(e.superseded?.length ? withoutFacts(e.content, e.superseded) : e.content),
  });
  return { own: own.map(toSource), later: later.map(toSource) };
}

/** The contradictions between a check's inputs: the branch's claims against the parent's, each with a stable key. */
export function checkConflicts(inputs: ConflictInputs): MergeConflictView[] {
  const found = findConflicts(inputs.own, inputs.later);
  const seen = new Map<string, number>();
  return found.map((c) => {
    const pair = `${c.branch.itemId}:${c.parent.itemId}`;
    const n = seen.get(pair) ?? 0;
    seen.set(pair, n + 1);
    return { key: `${pair}:${n}`, ...c };
  });
}

/**
 * Inputs of more characters than this (both sides) are checked in a worker thread
 * ({@link checkConflictsOffThread}); a smaller check runs here (8,000 characters of prose: about
 * 50 ms; 16,000: 0.3 s, and a tool item's 20,000-character sample took 0.2-1 s of the event loop).
 */
export const OFF_THREAD_CHECK_CHARS = 8_000;
/** The check's thread: at most CANOPY_MERGE_CHECK_TIMEOUT_MS (60 s; a check of the largest samples takes a few seconds) and this much heap. */
const CHECK_THREAD_HEAP_MB = 512;

/**
 * {@link checkConflicts}, in a worker thread (./conflicts-thread.ts, on lib/jobs/thread's pool) when
 * its inputs are over {@link OFF_THREAD_CHECK_CHARS}: nothing a user merges holds the server's
 * event loop. The same conflicts either way (the check is a pure function of its inputs).
 *
 * @throws AppError too_large:merge_check (over the thread's time or memory)
 */
export async function checkConflictsOffThread(inputs: ConflictInputs): Promise<MergeConflictView[]> {
  const chars = [...inputs.own, ...inputs.later].reduce((n, s) => n + s.content.length, 0);
  if (chars <= OFF_THREAD_CHECK_CHARS) return checkConflicts(inputs);
  return runInThread<MergeConflictView[]>(
    { name: "conflicts-thread", source: "lib/tree-ops/conflicts-thread.ts" },
    inputs,
    {
      timeoutMs: getEnv().CANOPY_MERGE_CHECK_TIMEOUT_MS,
      maxHeapMb: CHECK_THREAD_HEAP_MB,
      // A merge waits for it: never behind an import or an export.
      small: chars <= SMALL_TASK_BYTES,
      refusal: (limit) =>
        new AppError(
          "too_large:merge_check",
          `This merge is too large to check for conflicts (it needs more ${limit === "time" ? "time" : "memory"} than a merge may use). Nothing was merged and the branch is unchanged: merge a selection of fewer of its messages instead (a condensed merge checks all of them).`,
        ),
    },
  );
}

const sameSources = (a: CondenseSource[], b: CondenseSource[]) =>
  a.length === b.length && a.every((s, i) => s.id === b[i]!.id && s.role === b[i]!.role && s.content === b[i]!.content);

/**
 * The conflicts of `inputs`: those `prior` found when its inputs are the same (the check is a pure
 * function of them), else the check run again. A merge runs the check before its transaction and
 * reuses it inside, where the same windows are read again under the lock: the check's fact
 * extraction (seconds of CPU for a long tool result) never holds the transaction open. A large
 * check runs in a worker thread ({@link checkConflictsOffThread}).
 */
export async function reuseOrCheck(inputs: ConflictInputs, prior?: CheckedConflicts): Promise<CheckedConflicts> {
  if (prior && sameSources(prior.inputs.own, inputs.own) && sameSources(prior.inputs.later, inputs.later))
    return { inputs, conflicts: prior.conflicts };
  return { inputs, conflicts: await checkConflictsOffThread(inputs) };
}

/** Each conflict with its choice: `all` for every one, then `choices` by key. */
export function settle(
  conflicts: MergeConflictView[],
  all: ConflictChoice | undefined,
  choices: { key: string; choice: ConflictChoice }[] = [],
): SettledConflict[] {
  const byKey = new Map(choices.map((c) => [c.key, c.choice]));
  return conflicts.map((c) => ({ ...c, choice: byKey.get(c.key) ?? all }));
}

const quote = (text: string) => `"${text.length > 160 ? `${text.slice(0, 159)}…` : text}"`;

/**
 * The note a merge adds at the end of the parent's window for the conflicts the user settled, so
 * that the parent's later turns read the outcome as the latest word; null when none was settled.
 */
export function settlementNote(
  conflicts: SettledConflict[],
  branchTitle: string,
): { content: string; tokenCount: number; sourceItemIds: string[] } | null {
  const settled = conflicts.filter((c) => c.choice);
  if (settled.length === 0) return null;
  const lines = settled.map((c) => {
    // The overruled value is not quoted: it is marked superseded where it was said and no longer answers.
    if (c.choice === "keep-parent")
      return `- ${c.about}: kept the parent's ${quote(c.parent.text)}; the branch's value is superseded.`;
    if (c.choice === "take-branch")
      return `- ${c.about}: took the branch's ${quote(c.branch.text)}; the parent's earlier value is superseded.`;
    return `- ${c.about}: disputed. The branch says ${quote(c.branch.text)}; the parent says ${quote(c.parent.text)}.`;
  });
  const content = `${SETTLEMENT_HEADING} (merging "${branchTitle}")\n${lines.join("\n")}`;
  return {
    content,
    tokenCount: countTokens(content),
    sourceItemIds: [...new Set(settled.map((c) => c.branch.itemId))],
  };
}
