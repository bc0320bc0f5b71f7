import "server-only";
import { getDb } from "@/lib/db/client";
import { chunked } from "@/lib/db/in-list";

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
  const hidden: string[] = [];
  // In pieces, though the hits are capped by the search's limit today (lib/db/in-list.ts).
  for (const ids of chunked(nodeIds)) {
    const rows = await getDb().node.findMany({
      where: { id: { in: ids }, kind: "volatile", status: "open", NOT: sessionId ? { sessionId } : undefined },
      select: { id: true },
    });
    hidden.push(...rows.map((n) => n.id));
  }
  return hidden;
}
