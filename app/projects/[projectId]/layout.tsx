import type { ReactNode } from "react";
import { requirePageAccess } from "@/lib/auth/page";

/**
 * Checks access before anything streams: a project you are not a member of is a 404 response (the
 * pages' loading.tsx would otherwise start a 200 stream before the page could say not found).
 */
export default async function ProjectLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ projectId: string }>;
}) {
  await requirePageAccess({ projectId: (await params).projectId });
  return children;
}
