import type { Role, WindowEntry } from "@/lib/shared/tree-types";

/**
 * The one definition of which entries are a branch's own, how an entry is labelled by role, and
 * where a conversational turn ends. Everything that merges, condenses or renders entries reads
 * these, so the rules cannot drift apart.
 */

/**
 * Whether an entry is text that was actually said: failed and unfinished answers and empty rows are
 * not (a retry answers again); a stopped answer is, because the user read it.
 */
export function isSaid(entry: Pick<WindowEntry, "content" | "status">): boolean {
  return entry.content.trim() !== "" && entry.status !== "streaming" && entry.status !== "error";
}

/**
 * A branch's own entries: what it said itself (local) or received from its children (merged),
 * with text that was actually said; inherited references, empty rows, failed and still-streaming
 * answers are left out. A stopped answer stays (the user read it). This is what a merge carries up,
 * what a condensed merge note condenses and what the merge dialog offers to select.
 */
export function ownEntries<E extends Pick<WindowEntry, "origin" | "content" | "status">>(window: readonly E[]): E[] {
  return window.filter((e) => e.origin !== "inherited" && isSaid(e));
}

/** Role headings and the role-labelled block an entry is written as (lib/text/entry-block.ts, base layer). */
export { ROLE_HEADING, entryBlock } from "@/lib/text/entry-block";

/** Role labels as the UI shows them (the reader is the user: "You"). */
export const ROLE_LABEL: Record<Role, string> = { user: "You", assistant: "Assistant", note: "Note", tool: "Tool" };

/**
 * The last entry of the turn that contains `entryId`: a user message's turn runs through the
 * answers (and notes) that follow it up to the next user message, so anything inserted "after"
 * a question lands after its answer and never splits the two. Returns `entryId` itself when it is
 * not a user message, and null when it is not in the window.
 *
 * @example turnEnd([q1, a1, q2], q1.id) // a1.id
 */
export function turnEnd(window: readonly Pick<WindowEntry, "id" | "role">[], entryId: string): string | null {
  const index = window.findIndex((e) => e.id === entryId);
  if (index < 0) return null;
  let end = index;
  if (window[index].role === "user") {
    while (end + 1 < window.length && window[end + 1].role !== "user") end++;
  }
  return window[end].id;
}
