import type { SearchTextRow } from "@/lib/db/queries/search";
import { parseMarkedSnippet } from "./query";
import type { SearchHit, SearchHitKind } from "./types";

/** What both backends' SQL returns per hit (lib/db's `SearchTextRow`). */
export type SearchRow = SearchTextRow;

const KIND: Record<SearchRow["kind"], SearchHitKind> = {
  item: "message",
  node: "branch",
  conversation: "conversation",
  leaf: "document",
};

/** The limit a backend applies: the caller's, clamped to 1..200, 30 by default. */
export function clampLimit(limit: number | undefined): number {
  return Math.min(Math.max(limit ?? 30, 1), 200);
}

/** One backend row as a {@link SearchHit}: the same shape whichever database answered. */
export function toSearchHit(row: SearchRow): SearchHit {
  return {
    kind: KIND[row.kind],
    projectId: row.projectId,
    projectName: row.projectName,
    conversationId: row.conversationId,
    conversationTitle: row.conversationTitle,
    nodeId: row.nodeId,
    nodeTitle: row.nodeTitle,
    itemId: row.kind === "item" ? row.ref : null,
    documentId: row.documentId,
    documentName: row.documentName,
    snippet: parseMarkedSnippet(row.snippet ?? ""),
    score: Number(row.score),
  };
}
