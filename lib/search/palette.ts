import "server-only";
import { listProjects } from "@/lib/db/queries/projects";
import { search } from "./index";
import type { SearchHit } from "./types";

export interface PaletteResults {
  /** Projects whose name contains the query (all projects, most recent first, when it is empty). */
  projects: Array<{ id: string; name: string }>;
  hits: SearchHit[];
}

/**
 * What the command palette shows `userId` for a query: their projects to jump to and full-text hits
 * in those projects only. Reads only.
 */
export async function paletteResults(userId: string, text: string, projectId?: string): Promise<PaletteResults> {
  const needle = text.trim().toLowerCase();
  const projects = (await listProjects(userId))
    .filter((p) => p.name.toLowerCase().includes(needle))
    .slice(0, 8)
    .map((p) => ({ id: p.id, name: p.name }));
  const hits = needle ? await search({ text, projectId, userId, limit: 20 }) : [];
  return { projects, hits };
}
