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

/**
 * Those of `nodeIds` that are open volatile asides owned by a session other than `sessionId`
 * (every open aside when no session is given).
 */
export async function findOthersOpenAsides(nodeIds: string[], sessionId: string | undefined): Promise<string[]> {
  const hidden = await getDb().node.findMany({
    where: { id: { in: nodeIds }, kind: "volatile", status: "open", NOT: sessionId ? { sessionId } : undefined },
    select: { id: true },
  });
  return hidden.map((n) => n.id);
}
