import type { ToolProvenance } from "./tool-calls";

/**
 * Plain data types of the conversation tree. lib/tree takes and returns these objects; it knows
 * nothing of React, Next.js or Prisma.
 */
export const NODE_KINDS = ["root", "branch", "volatile"] as const;
export type NodeKind = (typeof NODE_KINDS)[number];

export const NODE_STATUSES = ["open", "merged"] as const;
export type NodeStatus = (typeof NODE_STATUSES)[number];

export const ROLES = ["user", "assistant", "note", "tool"] as const;
export type Role = (typeof ROLES)[number];

export const ORIGINS = ["local", "inherited", "merged"] as const;
export type Origin = (typeof ORIGINS)[number];

export const ITEM_STATUSES = ["complete", "streaming", "error", "aborted"] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** Downstream policies (phi-down), chosen when a branch is created. */
export const INHERIT_POLICIES = ["none", "full", "selective", "compressed"] as const;
export type InheritPolicy = (typeof INHERIT_POLICIES)[number];

/** Upstream merging (psi-up): what of the child goes up, and where it lands in the parent. */
export const MERGE_MODES = ["full", "selected", "condensed"] as const;
export type MergeMode = (typeof MERGE_MODES)[number];
export const MERGE_PLACEMENTS = ["append", "chronological"] as const;
export type MergePlacement = (typeof MERGE_PLACEMENTS)[number];

export interface TreeNode {
  id: string;
  parentId: string | null;
  kind: NodeKind;
  status: NodeStatus;
  title: string;
  /** The parent's window entry after which this node was created. */
  branchPointItemId: string | null;
  inheritPolicy: string;
  /** An automatic aside holding a tool call's whole result (the graph marks it); absent otherwise. */
  toolOutput?: boolean;
  /** The browser session that owns a volatile node. */
  sessionId?: string | null;
  /** The account that owns a volatile node (lib/tree/capabilities `maySeeAside`). */
  ownerId?: string | null;
  /** ISO time of the node's last change (volatile auto-resolution). */
  updatedAt?: string;
}

/** One row of a node's window as stored: local text, or a reference to another node's item. */
export interface StoredItem {
  id: string;
  nodeId: string;
  position: number;
  role: Role;
  content: string;
  origin: Origin;
  /** Set on inherited references: the item whose content this entry shows. */
  refItemId: string | null;
  sourceNodeId: string | null;
  sourceItemIds: string[];
  status: ItemStatus;
  error: string | null;
  tokenCount: number;
  model: string | null;
  pinned: boolean;
  mergeEventId: string | null;
  createdAt: string;
  /** An image item's stored file (lib/media); on an inherited reference, the referenced item's. */
  mediaId?: string | null;
  /** A tool item's call and provenance (role "tool"); absent or null for other items. */
  tool?: ToolProvenance | null;
}

/**
 * One entry of a node's resolved window. `id` is the row in this node (what a branch point or a
 * message action refers to); `contentItemId` is the item that holds the text, which for an inherited
 * reference lives in an ancestor (`sourceNodeId`).
 */
export interface WindowEntry extends StoredItem {
  contentItemId: string;
  /**
   * Facts of this entry a merge's settled conflict overruled (lib/views/node-window `markSuperseded`):
   * shown struck, left out of the prompt. Absent: none.
   */
  superseded?: string[];
}
