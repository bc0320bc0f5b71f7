import "server-only";
import type { Tx } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { findProjectKnowledgeSettings, updateProjectContentTypes } from "@/lib/db/queries/knowledge";
import { AppError } from "@/lib/errors";
import { DEFAULT_CONTENT_TYPES } from "@/lib/extract/taxonomy";
import { contentTypesSchema } from "./schemas";

/**
 * A project's content-type taxonomy: Project.contentTypes (a JSON array) or, while it is null,
 * the default taxonomy (lib/extract/taxonomy.ts).
 */

/** The taxonomy stored in a Project.contentTypes column; the default when null or unreadable. */
export function readTaxonomy(stored: Prisma.JsonValue | null): { types: string[]; isDefault: boolean } {
  // A malformed value falls back to the default rather than breaking imports.
  const parsed = stored === null ? null : contentTypesSchema.safeParse(stored);
  if (parsed?.success) return { types: parsed.data, isDefault: false };
  return { types: [...DEFAULT_CONTENT_TYPES], isDefault: true };
}

async function projectRow(projectId: string, tx?: Tx) {
  const project = await findProjectKnowledgeSettings(projectId, tx);
  if (!project) throw new AppError("not_found:project", "That project does not exist (it may have been deleted).");
  return project;
}

/**
 * The project's content types (its own list, or the default one).
 *
 * @throws AppError not_found:project
 */
export async function getTaxonomy(projectId: string, tx?: Tx): Promise<string[]> {
  return readTaxonomy((await projectRow(projectId, tx)).contentTypes).types;
}

/**
 * Replaces the project's content types: 1-200 types of 1-80 characters, trimmed, duplicates
 * (ignoring case) dropped. Returns the list as stored. Later imports offer these types to the
 * engine; existing nodes keep the types they were given.
 *
 * @throws AppError invalid:input, not_found:project
 */
export async function setTaxonomy(projectId: string, types: string[]): Promise<string[]> {
  const parsed = contentTypesSchema.safeParse(types);
  if (!parsed.success) throw new AppError("invalid:input", parsed.error.issues[0]?.message ?? "Invalid content types.");
  await projectRow(projectId);
  await updateProjectContentTypes(projectId, parsed.data);
  return parsed.data;
}
