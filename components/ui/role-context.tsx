"use client";

import { createContext, useContext, type ReactNode } from "react";
import { roleRefusal, type Need, type ProjectRole } from "@/lib/shared/roles";

/**
 * The signed-in user's role in the project on screen, sent by the page (which read it through the
 * server's guard). Controls ask {@link useRefusal} (lib/shared/roles.ts, the rule the guard itself
 * applies) whether to offer what they do. Outside a provider the role is "owner": nothing is hidden,
 * and the server still refuses what it must.
 */
const RoleContext = createContext<ProjectRole>("owner");

export function RoleProvider({ role, children }: { role: ProjectRole; children: ReactNode }) {
  return <RoleContext.Provider value={role}>{children}</RoleContext.Provider>;
}

/** The role in the project on screen. */
export function useRole(): ProjectRole {
  return useContext(RoleContext);
}

/**
 * Why the user may not do `action` (needing `need`), or null when they may.
 *
 * @example
 * const why = useRefusal("write", "delete conversations"); // a viewer: "Viewers can't delete conversations: …"
 */
export function useRefusal(need: Need, action: string): string | null {
  return roleRefusal(useContext(RoleContext), need, action);
}
