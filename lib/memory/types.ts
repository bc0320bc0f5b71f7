import { z } from "zod";

/**
 * The structured metadata of a knowledge-tree node (the seed's "summary" object). Lists are empty
 * when the content has nothing of that kind; they are never padded.
 */
export const ktMetadataSchema = z.object({
  /** Concise overview of the content. */
  summary: z.string(),
  /** Categories from the project's taxonomy (a new one only when none fits). */
  contentTypes: z.array(z.string()),
  /** Action items, tasks, TODOs. */
  criticalActions: z.array(z.string()),
  /** Choices made, commitments. */
  decisions: z.array(z.string()),
  /** Important occurrences: launches, incidents, approvals, dated events. */
  noteworthyEvents: z.array(z.string()),
  /** Everything the content is about: people, systems, identifiers such as ticket keys, topics. */
  about: z.array(z.string()),
});

/** See {@link ktMetadataSchema}. */
export type KtMetadata = z.infer<typeof ktMetadataSchema>;

/** Leaves hold raw text; branches and the root aggregate their children. */
export type KtLevel = "leaf" | "branch" | "root";

/** One node of a {@link KnowledgeTree}. Plain data: safe to serialise as JSON and to persist. */
export interface KtNode {
  id: string;
  level: KtLevel;
  /** Height above the leaves: 0 for a leaf, 1 for a branch of leaves, ...; the root is the highest. */
  depth: number;
  parentId: string | null;
  /** Children in reading order (empty for leaves). */
  childIds: string[];
  /** Position among its parent's children (0 for the root). */
  order: number;
  metadata: KtMetadata;
  /** Leaves only: the raw chunk. */
  text?: string;
  /** Characters of source text under this node (a leaf's own text; a branch's subtree). */
  chars: number;
  /** Tokens of source text under this node (o200k, as `countTokens`). */
  tokens: number;
  /** Tokens of the node's metadata as navigation presents it (see `formatMetadata`). */
  metadataTokens: number;
  /** Where a leaf came from: a document id, file name or item ids, as the caller passed it. */
  sourceRef?: string;
  /** Leaves: where in the source the chunk is, as a label ("p. 2", "Setup › Keys"); set by the caller. */
  location?: string;
}

/**
 * A knowledge tree: nodes by id, and the root (null while empty). Every leaf sits at depth 0 and
 * every root-to-leaf path has the same length. Treat it as immutable: `buildTree` and
 * `appendToTree` return new trees that share the untouched node objects.
 */
export interface KnowledgeTree {
  nodes: Record<string, KtNode>;
  rootId: string | null;
}

/** An empty tree, to append to. */
export function emptyTree(): KnowledgeTree {
  return { nodes: {}, rootId: null };
}

/** Metadata with nothing in it. */
export function emptyMetadata(summary = ""): KtMetadata {
  return { summary, contentTypes: [], criticalActions: [], decisions: [], noteworthyEvents: [], about: [] };
}
