"use client";

import { createContext, useContext, type ReactNode } from "react";

/** Why the signed-in user cannot change this conversation (a viewer of the project), or undefined. */
const AccessContext = createContext<string | undefined>(undefined);

export function AccessProvider({ readOnlyReason, children }: { readOnlyReason?: string; children: ReactNode }) {
  return <AccessContext.Provider value={readOnlyReason}>{children}</AccessContext.Provider>;
}

/** The viewer's read-only reason: a viewer gets no write capabilities (the server refuses them too). */
export function useReadOnlyReason(): string | undefined {
  return useContext(AccessContext);
}
