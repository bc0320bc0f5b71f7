import "server-only";
import { getDb } from "@/lib/db/client";

/** One full-text hit as both backends' SQL returns it (lib/search maps it to a SearchHit). */
export type SearchTextRow = {
  kind: "item" | "node" | "conversation" | "leaf";
  ref: string;
  projectId: string;
  projectName: string;
  conversationId: string | null;
  conversationTitle: string | null;
  nodeId: string | null;
  nodeTitle: string | null;
  documentId: string | null;
  documentName: string | null;
  /** The matched excerpt with the caller's start and end markers around each match. */
  snippet: string;
  score: number;
};

/** What a full-text query of lib/db takes: the backend's match expression, made safe by the caller. */
export interface SearchTextQuery {
  /** Restrict to one project. */
  projectId: string | null;
  /** Restrict to the projects this user is a member of. */
  userId: string | null;
  limit: number;
  /** The strings put around each match in `snippet` (bound as parameters, never spliced into SQL). */
  marks: { start: string; end: string };
}

/** A node as the asides' privacy rule reads it (lib/tree/capabilities `hiddenFrom`). */
export type AsideRuleNode = {
  id: string;
  parentId: string | null;
  kind: string;
  status: string;
  ownerId: string | null;
};

/**
 * Every node of those of `conversationIds` that hold an open volatile aside (the rest cannot hide
 * anything, so their nodes are not read): what search and find need to leave out another member's aside
 * with everything under it.
 */
export async function findAsideRuleNodes(conversationIds: string[]): Promise<AsideRuleNode[]> {
  if (conversationIds.length === 0) return [];
  const withAsides = await getDb().node.findMany({
    where: { conversationId: { in: conversationIds }, kind: "volatile", status: "open" },
    select: { conversationId: true },
    distinct: ["conversationId"],
  });
  if (withAsides.length === 0) return [];
  return getDb().node.findMany({
    where: { conversationId: { in: withAsides.map((n) => n.conversationId) } },
    select: { id: true, parentId: true, kind: true, status: true, ownerId: true },
  });
}
