/**
 * Merge conflicts as the client, the command line and the server share them (client-safe): the
 * choices a user makes for a contradiction the merge check found (lib/tree-ops/merge-conflicts.ts).
 */

/** How the note of a merge's settled conflicts begins (lib/tree-ops/merge-conflicts `settlementNote`). */
export const SETTLEMENT_HEADING = "**Merge conflicts settled**";

/** The parent's value stays, the branch's wins, or both stay marked as disputed. */
export const CONFLICT_CHOICES = ["keep-parent", "take-branch", "both"] as const;
export type ConflictChoice = (typeof CONFLICT_CHOICES)[number];

/** One contradiction as a merge preview shows it; `key` names it in the merge request's choices. */
export interface MergeConflictView {
  key: string;
  /** What both statements are about ("launch date"). */
  about: string;
  branch: { itemId: string; text: string };
  parent: { itemId: string; text: string };
}

/** A conflict a merge recorded, as a merged message's provenance shows it (null choice: left unresolved). */
export interface SettledConflictView {
  about: string;
  branchText: string;
  parentText: string;
  choice: ConflictChoice | null;
}

/** What each stored choice did, in words (provenance details). */
export const CONFLICT_OUTCOME: Record<ConflictChoice, string> = {
  "keep-parent": "kept the parent's",
  "take-branch": "took the branch's",
  both: "kept both, disputed",
};

/** Labels of the choices, as the merge dialog shows them. */
export const CONFLICT_CHOICE_LABEL: Record<ConflictChoice, string> = {
  "keep-parent": "Keep the parent's",
  "take-branch": "Take the branch's",
  both: "Keep both (disputed)",
};

/**
 * Markdown of a message with the facts a settled merge conflict overruled struck through
 * ("~~the demo is on 9 October~~"), each at its first place in the text; a fact not found as
 * written is left to the message's "superseded" list.
 */
export function strikeFacts(content: string, facts: readonly string[] | undefined): string {
  let out = content;
  for (const fact of facts ?? []) {
    let core = fact.trim();
    while (core !== "" && ".!?".includes(core.at(-1)!)) core = core.slice(0, -1);
    const at = core === "" ? -1 : out.indexOf(core);
    if (at >= 0 && !core.includes("~~")) out = `${out.slice(0, at)}~~${core}~~${out.slice(at + core.length)}`;
  }
  return out;
}
