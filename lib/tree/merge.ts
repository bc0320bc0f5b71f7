import { assertCapable } from "./capabilities";
import { AppError } from "@/lib/errors";
import { splitSentences } from "@/lib/extract/sentences";
import { ownEntries, turnEnd } from "./entries";
import { countTokens } from "@/lib/text/count-tokens";
import type { MergeMode, MergePlacement, Role, TreeNode, WindowEntry } from "@/lib/shared/tree-types";
import type { ToolProvenance } from "@/lib/shared/tool-calls";

/** Largest merged item, in tokens; longer content is inserted as several chunk items in order. */
export const DEFAULT_MAX_ITEM_TOKENS = 1200;

export interface MergeInsert {
  position: number;
  role: Role;
  content: string;
  tokenCount: number;
  /** The child's items this insert carries (its content items). */
  sourceItemIds: string[];
  /** An image item's stored file: the merged item shows the same image (by reference). */
  mediaId?: string;
  /** A tool item's call and provenance: the merged item is the same call (its card), not plain text. */
  tool?: ToolProvenance;
}

export interface MergePlan {
  parentId: string;
  childId: string;
  mode: MergeMode;
  placement: MergePlacement;
  inserts: MergeInsert[];
}

export interface MergeInput {
  parent: TreeNode;
  child: TreeNode;
  /** The child's children that are still open: a node with open children cannot be merged. */
  openChildren: Pick<TreeNode, "id" | "title">[];
  parentWindow: WindowEntry[];
  childWindow: WindowEntry[];
  mode: MergeMode;
  placement: MergePlacement;
  /** selected: the child's entries to carry up. */
  selectedIds?: string[];
  /** condensed: the summary note's text. */
  note?: string;
  maxItemTokens?: number;
}

/**
 * Plans an upstream merge (psi-up): what of the child's own content goes into the parent, and at
 * which positions. `append` lands after the parent's last entry; `chronological` lands right after
 * the turn holding the child's branch point (a question's answer included), before the parent's
 * later entries. Positions are fractional, so nothing
 * already in the parent moves, and other children keep exactly the windows they had (theirs are
 * references fixed at their creation).
 *
 * @throws AppError invalid:merge_parent; the `merge` capability's refusals (./capabilities.ts: invalid:merge_root,
 * conflict:node_closed, conflict:open_children); invalid:selection, invalid:note, invalid:empty_merge
 */
export function planMerge(input: MergeInput): MergePlan {
  const { parent, child } = input;
  if (child.parentId !== null && child.parentId !== parent.id)
    throw new AppError("invalid:merge_parent", "That node is not a child of the given parent.");
  assertCapable("merge", child, { parent, openChildren: input.openChildren });

  const pieces = contentToMerge(input).flatMap((piece) => chunk(piece, input.maxItemTokens ?? DEFAULT_MAX_ITEM_TOKENS));
  if (pieces.length === 0)
    throw new AppError("invalid:empty_merge", `"${child.title}" has nothing of its own to merge.`);
  // Chronological insertion lands after the whole turn holding the branch point: a branch made
  // from a question comes back after that question's answer, never between the two.
  const after =
    input.placement === "chronological" && child.branchPointItemId
      ? (turnEnd(input.parentWindow, child.branchPointItemId) ?? child.branchPointItemId)
      : lastId(input.parentWindow);
  const positions = placeAfter(input.parentWindow, after, pieces.length);
  return {
    parentId: parent.id,
    childId: child.id,
    mode: input.mode,
    placement: input.placement,
    inserts: pieces.map((piece, i) => ({ ...piece, position: positions[i] })),
  };
}

type Piece = Omit<MergeInsert, "position">;

function contentToMerge(input: MergeInput): Piece[] {
  const own = ownEntries(input.childWindow);
  if (input.mode === "condensed") {
    const note = input.note?.trim() ?? "";
    if (!note) throw new AppError("invalid:note", "A condensed merge needs its summary note; it is empty.");
    return [
      { role: "note", content: note, tokenCount: countTokens(note), sourceItemIds: own.map((e) => e.contentItemId) },
    ];
  }
  let chosen = own;
  if (input.mode === "selected") {
    const wanted = new Set(input.selectedIds ?? []);
    const known = new Set(own.map((e) => e.id));
    if ([...wanted].some((id) => !known.has(id))) {
      throw new AppError("invalid:selection", "A selected message is not one of the branch's own messages.");
    }
    chosen = own.filter((e) => wanted.has(e.id));
  }
  return chosen.map((e) => ({
    role: e.role,
    content: e.content,
    tokenCount: e.tokenCount,
    sourceItemIds: [e.contentItemId],
    ...(e.mediaId ? { mediaId: e.mediaId } : {}),
    ...(e.role === "tool" && e.tool ? { tool: e.tool } : {}),
  }));
}

/**
 * Splits a piece longer than `max` tokens at paragraph, then sentence, boundaries. A tool item's
 * parts each begin with its call's line (`Tool call SERVER.TOOL {args}`), so every part reads, and
 * shows, as that call's card.
 */
export function chunk(piece: Piece, max: number): Piece[] {
  if (piece.tokenCount <= max) return [piece];
  if (piece.tool) {
    const nl = piece.content.indexOf("\n");
    if (nl > 0) {
      const head = piece.content.slice(0, nl);
      const body = piece.content.slice(nl + 1);
      const headTokens = countTokens(head) + 1;
      return chunk(
        { ...piece, tool: undefined, content: body, tokenCount: piece.tokenCount - headTokens },
        max - headTokens,
      ).map((part) => {
        const content = `${head}\n${part.content}`;
        return { ...part, tool: piece.tool, content, tokenCount: countTokens(content) };
      });
    }
  }
  const units = piece.content.split(/\n{2,}/).flatMap((p) => (countTokens(p) > max ? splitSentences(p) : [p]));
  const parts: string[] = [];
  let current = "";
  // Each unit is counted once and the part's size is the sum (a joined text never counts more than
  // its pieces plus the separator): counting the growing part again at every unit made a 1 MB tool
  // result's merge take seconds.
  let currentTokens = 0;
  const separator = countTokens("\n\n");
  for (const unit of units) {
    const unitTokens = countTokens(unit);
    if (current && currentTokens + separator + unitTokens > max) {
      parts.push(current);
      current = unit;
      currentTokens = unitTokens;
    } else {
      current = current ? `${current}\n\n${unit}` : unit;
      currentTokens = current === unit ? unitTokens : currentTokens + separator + unitTokens;
    }
  }
  if (current) parts.push(current);
  return parts.map((part, i) => {
    const content = parts.length > 1 ? `${part}\n\n(part ${i + 1} of ${parts.length})` : part;
    return { ...piece, content, tokenCount: countTokens(content) };
  });
}

/** `count` increasing positions strictly between the entry `afterId` and the next entry. */
export function placeAfter(window: WindowEntry[], afterId: string | null, count: number): number[] {
  const index = afterId ? window.findIndex((e) => e.id === afterId) : -1;
  if (afterId && index < 0) return placeAfter(window, lastId(window), count);
  const low = index >= 0 ? window[index].position : 0;
  const high = index + 1 < window.length ? window[index + 1].position : low + count + 1;
  const step = (high - low) / (count + 1);
  return Array.from({ length: count }, (_, i) => low + step * (i + 1));
}

function lastId(window: WindowEntry[]): string | null {
  return window.at(-1)?.id ?? null;
}
