"use client";

import { roleCanWrite, VIEWER_READ_ONLY } from "@/lib/shared/roles";
import { useRole } from "@/components/ui/role-context";

/** The viewer's read-only reason: a viewer gets no write capabilities (the server refuses them too). */
export function useReadOnlyReason(): string | undefined {
  return roleCanWrite(useRole()) ? undefined : VIEWER_READ_ONLY;
}
