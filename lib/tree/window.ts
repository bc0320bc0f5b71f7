import { AppError } from "@/lib/errors";
import type { StoredItem, WindowEntry } from "@/lib/shared/tree-types";
import { withoutFacts } from "@/lib/extract/claims";
import { countTokens } from "@/lib/text/count-tokens";
import { isSaid } from "./entries";

/**
 * Resolves a node's stored rows into its window, in order. Inherited rows are references: their
 * text is read from the referenced item (always an original, never another reference), so a branch
 * never copies its parent's text.
 *
 * @param rows the node's own rows, in any order
 * @param lookup the referenced items, by id (at least every `refItemId` of `rows`)
 * @throws AppError("internal:dangling_reference") when a referenced item is missing
 */
export function resolveWindow(rows: StoredItem[], lookup: ReadonlyMap<string, StoredItem>): WindowEntry[] {
  return [...rows]
    .sort((a, b) => a.position - b.position)
    .map((row) => {
      if (!row.refItemId) {
        return { ...row, contentItemId: row.id };
      }
      const source = lookup.get(row.refItemId);
      if (!source) {
        throw new AppError("internal:dangling_reference", `Item ${row.id} refers to a missing item ${row.refItemId}.`);
      }
      return {
        ...row,
        role: source.role,
        content: source.content,
        status: source.status,
        error: source.error,
        tokenCount: source.tokenCount,
        model: source.model,
        // An inherited tool call shows its source's call and provenance.
        ...(source.tool ? { tool: source.tool } : {}),
        contentItemId: source.id,
        sourceNodeId: row.sourceNodeId ?? source.nodeId,
        ...(source.mediaId ? { mediaId: source.mediaId } : {}),
      };
    });
}

/**
 * The prefix of `window` up to and including the entry `entryId`: what a child branched after that
 * entry may inherit. Items the parent adds later are never part of it.
 *
 * @throws AppError("not_found:item") when the entry is not in the window
 */
export function windowUpTo(window: WindowEntry[], entryId: string): WindowEntry[] {
  const index = window.findIndex((entry) => entry.id === entryId);
  if (index < 0) {
    throw new AppError("not_found:item", "That message is not part of this node's window.");
  }
  return window.slice(0, index + 1);
}

/** Total tokens of a window. */
export function windowTokens(window: WindowEntry[]): number {
  return window.reduce((sum, entry) => sum + entry.tokenCount, 0);
}

/** The position after the last entry: where a new local item goes. */
export function nextPosition(window: Pick<WindowEntry, "position">[]): number {
  return window.length === 0 ? 1 : Math.max(...window.map((entry) => entry.position)) + 1;
}

/**
 * The entries that a model should see: text that was actually said ({@link isSaid}), without the
 * facts a merge's settled conflict overruled (`superseded`).
 */
export function promptEntries(window: WindowEntry[]): WindowEntry[] {
  return window.filter(isSaid).flatMap((e) => {
    if (!e.superseded?.length) return [e];
    // A fact a merge's settled conflict overruled no longer answers: left out of the prompt.
    const content = withoutFacts(e.content, e.superseded);
    return content === "" ? [] : [{ ...e, content, tokenCount: countTokens(content) }];
  });
}
