import { appendToTree } from "./append";
import type { KtEngine } from "./engine";
import type { KnowledgeTree } from "./types";
import { foldChunks, type PromptEntry } from "./render";

/** What {@link foldIntoMemory} did. */
export interface FoldResult {
  tree: KnowledgeTree;
  /** Entries appended to the node's own tree. */
  appended: number;
  /** Entries already held by an ancestor's tree (this node inherited them): folded by reference. */
  byReference: number;
  /** Tree nodes created and re-summarised by the append. */
  added: string[];
  resummarised: string[];
}

/**
 * Fold entries into a node's memory tree by incremental append: whole entries, as "### User\n\ntext"
 * blocks, in leaves of about `leafChars` characters, each leaf's sourceRef the JSON list of the
 * content item ids it holds. Entries in `heldByAncestor` (inherited, and already in a leaf of an
 * ancestor's tree that this node may recall from) are not summarised again. Pure: returns a new
 * tree; a failing engine rejects and the input tree is unchanged.
 *
 * @example const { tree } = await foldIntoMemory({ tree, entries: plan.fold, heldByAncestor: new Set(), engine, leafChars: 4800 });
 */
export async function foldIntoMemory(input: {
  tree: KnowledgeTree;
  entries: PromptEntry[];
  heldByAncestor: ReadonlySet<string>;
  engine: KtEngine;
  leafChars: number;
}): Promise<FoldResult> {
  const own = input.entries.filter((e) => !input.heldByAncestor.has(e.contentItemId));
  const chunks = foldChunks(own, input.leafChars).map((c) => ({ text: c.text, sourceRef: JSON.stringify(c.itemIds) }));
  const { tree, added, resummarised } = await appendToTree(input.tree, chunks, input.engine);
  return { tree, appended: own.length, byReference: input.entries.length - own.length, added, resummarised };
}
