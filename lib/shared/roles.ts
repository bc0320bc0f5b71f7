/**
 * What a role in a project may do, decided in one place: the server's guard (lib/auth/access.ts)
 * refuses by {@link roleMeets} and words the refusal with {@link roleRefusal}; the pages send the
 * viewer's role to the client, whose controls ask the same two functions to hide or disable what the
 * server would refuse, and show the same reason. Plain and client-safe.
 */

/** A viewer's role in one project. */
export type ProjectRole = "owner" | "editor" | "viewer";

/** What an operation needs: reading, writing (editor or owner) or the owner's rights. */
export type Need = "read" | "write" | "owner";

const RANK: Record<ProjectRole, number> = { viewer: 0, editor: 1, owner: 2 };
const NEEDED: Record<Need, number> = { read: 0, write: 1, owner: 2 };

/** The guard's refusals, as API clients have always read them (no action named). */
const GENERIC: Record<Exclude<Need, "read">, string> = {
  write: "You can view this project but not change it: the owner shared it with you as a viewer.",
  owner: "Only the project's owner can do that.",
};

/**
 * Whether `role` has what `need` asks for.
 *
 * @example
 * roleMeets("editor", "owner"); // false
 */
export function roleMeets(role: ProjectRole, need: Need): boolean {
  return RANK[role] >= NEEDED[need];
}

/** Whether a role may write (editor or owner): node capabilities of a viewer are all false. */
export function roleCanWrite(role: ProjectRole): boolean {
  return roleMeets(role, "write");
}

/**
 * Why `role` may not do what needs `need`, or null when it may. With `action` (what the control
 * does, in the infinitive: "delete conversations"), the reason names it for a disabled control's
 * tooltip; without it, it is the guard's message.
 *
 * @example
 * roleRefusal("viewer", "write", "delete conversations");
 * // "Viewers can't delete conversations: the owner shared this project with you to read only."
 * roleRefusal("editor", "owner", "change the project's settings");
 * // "Only the project's owner can change the project's settings."
 */
export function roleRefusal(role: ProjectRole, need: Need, action?: string): string | null {
  if (roleMeets(role, need)) return null;
  if (need === "read") return null;
  if (!action) return GENERIC[need];
  return need === "owner"
    ? `Only the project's owner can ${action}.`
    : `Viewers can't ${action}: the owner shared this project with you to read only.`;
}

/** What the workspace says to a viewer where it would offer a change (the composer's reason). */
export const VIEWER_READ_ONLY =
  "You have view access to this project: only its owner and editors can send messages or change it.";
