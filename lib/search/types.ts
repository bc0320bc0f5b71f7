import type { SearchTextRow } from "@/lib/db/queries/search";
import type { Snippet } from "@/lib/shared/snippet";

/** What a search hit points at. */
export type SearchHitKind = "message" | "branch" | "conversation" | "document";

/** A highlighted excerpt (lib/shared/snippet.ts). */
export type { Snippet };

/** Where a hit is: the location fields of the backends' row (lib/db/queries/search.ts). */
type HitLocation = Pick<
  SearchTextRow,
  | "projectId"
  | "projectName"
  | "conversationId"
  | "conversationTitle"
  | "nodeId"
  | "nodeTitle"
  | "documentId"
  | "documentName"
>;

export interface SearchHit extends HitLocation {
  kind: SearchHitKind;
  itemId: string | null;
  snippet: Snippet;
  /** Lower is better (FTS5 bm25 convention); comparable within one result list only. */
  score: number;
}

export interface SearchQuery {
  /** Words as the user typed them: never FTS syntax (see `toMatchExpression`). */
  text: string;
  /** Restrict to one project; absent searches every project the caller may see. */
  projectId?: string;
  /**
   * The searching account: restricts to the projects they are a member of (callers outside the
   * guard pass it always), and hits in another account's open aside are left out (absent: every
   * open aside is left out; lib/tree/capabilities `maySeeAside`).
   */
  userId?: string;
  limit?: number;
}

/**
 * A full-text backend: SQLite FTS5 (lib/search/sqlite.ts) or PostgreSQL's tsvector + ts_rank +
 * ts_headline with the same marker strings (lib/search/postgres.ts), chosen by DATABASE_URL.
 */
export interface SearchBackend {
  search(query: SearchQuery): Promise<SearchHit[]>;
}
