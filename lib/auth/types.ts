import type { Need, ProjectRole } from "@/lib/shared/roles";
/** Who is acting: a signed-in user (web session) or the user the command line acts as. */
export interface Viewer {
  userId: string;
  email: string;
  name: string;
  /** Instance role: the first account is "admin". */
  role: "admin" | "user";
  /** The auth session id: volatile asides belong to it (the command line uses "cli"). */
  sessionId: string;
  /**
   * Set when the request authenticated with a personal API token (lib/auth/tokens.ts): its limits
   * apply on top of the user's memberships (a read token is at most a viewer; a project token sees
   * only that project). The session id is then "token:<id>".
   */
  token?: { id: string; scope: TokenScope; projectId: string | null };
}

/** What a personal API token may do: read only, or what its user may. */
export type TokenScope = "read" | "write";

/** A viewer's role in one project, and what an operation needs: the rule is lib/shared/roles.ts. */
export type { Need, ProjectRole };

/** The record an operation acts on; the guard walks it up to its project. */
export type AccessTarget =
  { projectId: string } | { conversationId: string } | { nodeId: string } | { itemId: string } | { documentId: string };

/** What a granted access hands to the handler. */
export interface Access {
  viewer: Viewer;
  projectId: string;
  role: ProjectRole;
}
