import "server-only";
import { getDb, getDbKind, sqliteDirectWrite, type Tx } from "@/lib/db/client";
import { insertRows, timeCell, type Column } from "@/lib/db/bulk-insert";
import { chunked } from "@/lib/db/in-list";
import type { Prisma } from "@/lib/db/generated/client";

/** A KnowledgeNode row as written (Json columns as input values). */
export type KnowledgeNodeRow = Prisma.KnowledgeNodeCreateManyInput;

/** The project's knowledge-tree row (kind "project"), the oldest if there were ever two; null before the first import. */
export async function findProjectTreeRow(projectId: string, tx: Tx = getDb()) {
  return tx.knowledgeTree.findFirst({ where: { projectId, kind: "project" }, orderBy: { createdAt: "asc" } });
}

/**
 * On SQLite, takes the database's write lock for `tx` before it reads anything: a transaction that
 * reads first and writes later fails at once with SQLITE_BUSY (Prisma's P1008 "Operation has timed
 * out") when another connection commits in between — the job's progress write on the server's
 * thread, as an import's save begins in its worker thread — and the import ran again from the
 * start (it was retried). A write statement that changes no row takes the lock (as BEGIN IMMEDIATE
 * would); SQLite's busy handling then waits for the lock instead. On PostgreSQL, nothing to do.
 */
export async function lockForWrite(tx: Tx): Promise<void> {
  if (getDbKind() !== "sqlite") return;
  await tx.$executeRawUnsafe(`UPDATE "KnowledgeTree" SET "id" = "id" WHERE 0`);
}

/** A knowledge-tree row (project or node memory) by id, or null. */
export async function findKnowledgeTree(treeId: string, tx: Tx = getDb()) {
  return tx.knowledgeTree.findUnique({ where: { id: treeId } });
}

/** The KnowledgeNode rows of a tree, in no particular order. */
export async function listKnowledgeNodes(treeId: string, tx: Tx = getDb()) {
  return tx.knowledgeNode.findMany({ where: { treeId } });
}

/** Creates the project's knowledge-tree row (empty, kind "project"); returns its id. */
export async function createProjectTree(tx: Tx, projectId: string, engine: string): Promise<string> {
  return (await tx.knowledgeTree.create({ data: { projectId, kind: "project", engine } })).id;
}

/**
 * Writes a change of a stored tree inside `tx`: inserts `created`, overwrites `updated` (each by
 * id), deletes the nodes `deleted` names, and sets the tree row's root and engine.
 */
export async function writeKnowledgeTreeChanges(
  tx: Tx,
  treeId: string,
  change: {
    created: KnowledgeNodeRow[];
    updated: KnowledgeNodeRow[];
    deleted: string[];
    rootId: string | null;
    engine: string;
  },
): Promise<void> {
  if (change.created.length > 0) await tx.knowledgeNode.createMany({ data: change.created });
  for (const row of change.updated) {
    const { id, treeId: _tree, ...data } = row;
    await tx.knowledgeNode.update({ where: { id }, data });
  }
  // In pieces: a rebuilt tree can drop thousands of nodes (lib/db/in-list.ts).
  for (const ids of chunked(change.deleted)) await tx.knowledgeNode.deleteMany({ where: { treeId, id: { in: ids } } });
  await tx.knowledgeTree.update({ where: { id: treeId }, data: { rootId: change.rootId, engine: change.engine } });
}

/** What the knowledge layer reads of a project: its model and its content types (null: the default list). */
export async function findProjectKnowledgeSettings(projectId: string, tx: Tx = getDb()) {
  return tx.project.findUnique({ where: { id: projectId }, select: { id: true, model: true, contentTypes: true } });
}

/** Stores the project's content types. */
export async function updateProjectContentTypes(projectId: string, contentTypes: string[]): Promise<void> {
  await getDb().project.update({ where: { id: projectId }, data: { contentTypes } });
}

/** The project's documents, oldest first (ties by id). */
export async function listProjectDocuments(projectId: string) {
  return getDb().document.findMany({ where: { projectId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
}

/** The project's document with this id, or null (also when it belongs to another project). */
export async function findProjectDocument(projectId: string, documentId: string) {
  return getDb().document.findFirst({ where: { id: documentId, projectId } });
}

/** A Document row to insert: every column given (an import knows its ids and times). */
export type DocumentInsert = {
  id: string;
  projectId: string;
  treeId: string;
  name: string;
  format: string;
  chars: number;
  bytes: number;
  chunks: number;
  createdAt: Date;
};

const DOCUMENT_COLUMNS: Column[] = [
  "id",
  "projectId",
  "treeId",
  "name",
  "format",
  "chars",
  "bytes",
  "chunks",
  "createdAt",
].map((name) => ({ name }));

/**
 * Inserts Document rows. On SQLite as prepared statements on the transaction's connection (an
 * import of 1,500 files: Prisma's createMany compiled all of them into its plan, ~0.1 s of CPU),
 * the time written as Prisma's adapter writes a DateTime; on PostgreSQL with createMany.
 */
export async function insertDocuments(tx: Tx, rows: DocumentInsert[]): Promise<void> {
  if (rows.length === 0) return;
  if (!sqliteDirectWrite(tx)) {
    await tx.document.createMany({ data: rows });
    return;
  }
  await insertRows(
    tx,
    "Document",
    DOCUMENT_COLUMNS,
    rows.map((r) => [r.id, r.projectId, r.treeId, r.name, r.format, r.chars, r.bytes, r.chunks, timeCell(r.createdAt)]),
  );
}

/** Overwrites a Document row's fields (a re-import keeps the id). */
export async function updateDocument(
  tx: Tx,
  documentId: string,
  data: Omit<Prisma.DocumentUncheckedUpdateInput, "id">,
): Promise<void> {
  await tx.document.update({ where: { id: documentId }, data });
}

/** Deletes a Document row. */
export async function deleteDocumentRow(tx: Tx, documentId: string): Promise<void> {
  await tx.document.delete({ where: { id: documentId } });
}
