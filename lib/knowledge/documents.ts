import "server-only";
import { taskModelFor } from "@/lib/connections/registry";
import { transaction } from "@/lib/db/client";
import {
  deleteDocumentRow,
  findKnowledgeTree,
  findProjectDocument,
  listProjectDocuments,
} from "@/lib/db/queries/knowledge";
import { getProject } from "@/lib/db/queries/projects";
import { AppError } from "@/lib/errors";
import { engineFor } from "@/lib/memory/engines";
import type { KtEngine } from "@/lib/memory/engine";
import { treeStats } from "@/lib/memory/nodes";
import { withProjectLock } from "./import";
import { documentLeaves, removeLeaves } from "./remove-leaves";
import { loadProjectTree, saveTreeDiff } from "@/lib/memory/store";
import { getTaxonomy } from "./taxonomy";
import type { DeleteDocumentResult, DocumentFormat, KnowledgeDocumentView } from "./types";

/**
 * A project's imported documents, oldest first: name, format, size in bytes, characters of text,
 * chunks and import date.
 *
 * @throws AppError not_found:project
 */
export async function listDocuments(projectId: string): Promise<KnowledgeDocumentView[]> {
  await getProject(projectId);
  const rows = await listProjectDocuments(projectId);
  return rows.map((d) => ({
    id: d.id,
    name: d.name,
    format: d.format as DocumentFormat,
    chars: d.chars,
    bytes: d.bytes,
    chunks: d.chunks,
    createdAt: d.createdAt.toISOString(),
  }));
}

/**
 * Deletes a document from its project's knowledge tree: its leaves are removed and only their
 * surviving ancestors are summarised again (see `removeLeaves`), then one transaction deletes the
 * Document row and writes the changed nodes. A failure (engine, database, a concurrent import:
 * conflict:knowledge) leaves everything as it was. Queued with the project's imports.
 *
 * @throws AppError not_found:project, not_found:document, conflict:knowledge, provider:*
 */
export async function deleteDocument(
  projectId: string,
  documentId: string,
  opts: { engine?: KtEngine } = {},
): Promise<DeleteDocumentResult> {
  const project = await getProject(projectId);
  return withProjectLock(projectId, async () => {
    const doc = await findProjectDocument(projectId, documentId);
    if (!doc)
      throw new AppError("not_found:document", "That document does not exist (it may have been deleted already).");
    const engine = opts.engine ?? engineFor(await taskModelFor(project), { projectId, purpose: "summarise" });
    const stored = await loadProjectTree(projectId);
    const leaves = documentLeaves(stored.tree, documentId);
    const removal = await removeLeaves(stored.tree, leaves, engine, await getTaxonomy(projectId));

    await transaction(async (tx) => {
      const current = stored.treeId ? await findKnowledgeTree(stored.treeId, tx) : null;
      if (current && current.updatedAt.getTime() !== stored.version) {
        throw new AppError(
          "conflict:knowledge",
          "The knowledge tree changed while the document was being deleted; nothing was changed. Try again.",
        );
      }
      await deleteDocumentRow(tx, documentId);
      if (current) await saveTreeDiff(tx, current.id, stored.tree, removal.tree, current.engine);
    });

    const stats = treeStats(removal.tree);
    return {
      documentId,
      name: doc.name,
      leaves: leaves.length,
      resummarised: removal.resummarised.length,
      stats: { leaves: stats.leaves, branches: stats.branches, depth: stats.depth },
    };
  });
}
