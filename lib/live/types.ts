/**
 * What a conversation's live stream sends the browser (server-sent events; lib/live/hub.ts sends,
 * components/workspace/live-conversation.tsx applies). Types only: the browser imports them.
 */

/** What changed in a conversation: the browser refetches what an event names, through the guard. */
export type ChangeKind =
  /** New nodes: a branch, an aside, an edit or regeneration as a branch, a fan-out's siblings. */
  | "branch"
  /** A node's window changed: a message, an answer begun or ended, a pin, an attachment, a tool call. */
  | "items"
  /** A merge up: the child is merged, the parent has new entries. */
  | "merge"
  /** A merge undone. */
  | "undo"
  /** Nodes purged for good. */
  | "purge"
  /** A node itself changed: renamed, labelled, promoted, its model or parameters. */
  | "node"
  /** The conversation changed: renamed. */
  | "conversation";

/** One recorded change (the SSE event `change`, its id the version). */
export interface LiveChange {
  v: number;
  kind: ChangeKind;
  nodes: string[];
}

/** One person in the conversation now (one per browser tab). */
export interface LivePresence {
  key: string;
  userId: string;
  name: string;
  /** The node they are on; null when it is hidden from the reader (another person's open aside). */
  nodeId: string | null;
  typing: boolean;
}

/** The SSE events of a stream: name -> data. */
export interface LiveEvents {
  /** First event: this stream's id (for presence updates), the version it starts after. */
  hello: { tab: string; v: number };
  change: LiveChange;
  /** The stream could not replay from the version asked for: refetch everything, continue from `v`. */
  reset: { v: number };
  /** An answer being written: its text from `o` on (`t`), and its status. */
  text: { n: string; i: string; o: number; t: string; s: string };
  presence: { people: LivePresence[] };
  /** The stream ends and will not be resumed: the reader lost access (a share link revoked), or the conversation was deleted. */
  closed: { reason: "removed" | "deleted" | "revoked"; message: string };
}
