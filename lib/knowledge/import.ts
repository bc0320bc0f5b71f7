import "server-only";
import { taskModelFor } from "@/lib/connections/registry";
import { randomUUID } from "node:crypto";
import { findProjectDocument } from "@/lib/db/queries/knowledge";
import { getProject } from "@/lib/db/queries/projects";
import { AppError } from "@/lib/errors";
import { engineFor, recordEngineCalls } from "@/lib/memory/engines";
import type { KtChunk } from "@/lib/memory/nodes";
import type { KtEngine } from "@/lib/memory/engine";
import { countTreeNodes } from "@/lib/db/queries/knowledge-bulk";
import { prepareDocuments } from "./prepare-import";
import { readSpool, type SpoolRef } from "./spool";
import { readDocuments } from "./read-documents";
import { documentLeaves } from "./remove-leaves";
import { loadAppendEdge, loadProjectSkeleton } from "@/lib/memory/skeleton";
import { appendNeighbourhood, growTree, type GrowInput } from "./grow-tree";
export { chunkDocument } from "./prepare-import";
import { growAndSaveInThread, saveInThread, type SavedGrowth } from "./grow-in-thread";
import type { SavePlan } from "./save-import";
import { embedImportedPassages } from "./embed-passages";
import { getTaxonomy } from "./taxonomy";
import { withLease } from "@/lib/jobs/lease";
import { logEvent } from "@/lib/observability/logger";
import type { ImportFile, ImportProgress, ImportResult, ParsedDocument } from "./types";

/** Options of {@link importDocuments}. */
export type ImportOptions = {
  /** Progress: parse (per file), summarise (per engine call), save (0/1 then 1/1). */
  onProgress?: (p: ImportProgress) => void;
  /** The engine to summarise with (tests, benchmarks); default: the project model's, via engineFor. */
  engine?: KtEngine;
  /**
   * Re-import: the id of a document of this project that the (single) file replaces. Its leaves
   * are removed and the new text appended, in one transaction; the document keeps its id.
   */
  replace?: string;
  /** Summarise in a worker thread (default: when the project's engine is the offline one and no `engine` is given). */
  thread?: boolean;
};

/**
 * Imports documents into a project's knowledge tree, incrementally: every file is parsed first
 * (one bad file refuses the import), the texts are chunked (a chunk never spans two documents;
 * a chat export breaks between messages), the chunks are appended to the project's tree as new
 * leaves (only their paths to the root are summarised again), and one transaction writes the
 * Document rows, the new and changed nodes and the tree's root. Any failure — parsing, the engine,
 * the database, another import changing the tree meanwhile — leaves the database as it was.
 *
 * Imports into one project run one at a time, across processes (a database lease).
 *
 * @throws AppError invalid:document, not_found:project, conflict:knowledge, provider:*
 *
 * @example
 * const result = await importDocuments(projectId, [{ name: "notes.md", content: bytes }], {
 *   onProgress: ({ phase, done, total }) => bar.update(phase, done / total),
 * });
 */
export async function importDocuments(
  projectId: string,
  files: ImportFile[],
  opts: ImportOptions = {},
): Promise<ImportResult> {
  await getProject(projectId);
  const docs = await readDocuments(files, opts.onProgress);
  return importParsedDocuments(projectId, docs, opts);
}

/**
 * {@link importDocuments} for documents already parsed (the import route parses before it starts
 * streaming, so that a bad file is a plain 400 response).
 */
export function importParsedDocuments(
  projectId: string,
  docs: ParsedDocument[],
  opts: ImportOptions = {},
): Promise<ImportResult> {
  if (docs.length === 0) return Promise.reject(new AppError("invalid:document", "Choose at least one file to import."));
  return withProjectLock(projectId, () => runImport(projectId, { docs }, opts));
}

/**
 * {@link importParsedDocuments} for documents kept in a spool file (./spool.ts: the import route's
 * upload): with the offline engine the file is read, chunked and imported in the tree thread, and
 * the text never crosses the server's thread; a model engine's import reads it here.
 *
 * @throws AppError as importParsedDocuments; not_found:document when the spool file is gone
 */
export function importSpooledDocuments(
  projectId: string,
  spool: SpoolRef,
  opts: ImportOptions = {},
): Promise<ImportResult> {
  if (spool.documents.length === 0)
    return Promise.reject(new AppError("invalid:document", "Choose at least one file to import."));
  return withProjectLock(projectId, () => runImport(projectId, { spool }, opts));
}

/** An import's documents: in hand, or in a spool file. */
type Source = { docs: ParsedDocument[] } | { spool: SpoolRef };

async function runImport(projectId: string, source: Source, opts: ImportOptions): Promise<ImportResult> {
  const project = await getProject(projectId);
  const taxonomy = await getTaxonomy(projectId);
  const engine = opts.engine ?? engineFor(await taskModelFor(project), { projectId, purpose: "summarise" });
  // What the tree work reads of the stored tree, without leaf texts: its right edge (where new
  // leaves hang) for an import, the whole shape for a re-import (its document's leaves anywhere).
  const stored = opts.replace !== undefined ? await loadProjectSkeleton(projectId) : await loadAppendEdge(projectId);
  const count = "docs" in source ? source.docs.length : source.spool.documents.length;

  let remove: string[] = [];
  if (opts.replace !== undefined) {
    if (count !== 1) throw new AppError("invalid:document", "Re-import one file at a time.");
    const old = await findProjectDocument(projectId, opts.replace);
    if (!old) throw new AppError("not_found:document", "That document does not exist (it may have been deleted).");
    remove = documentLeaves(stored.tree, old.id);
  }
  const ids = Array.from({ length: count }, () => opts.replace ?? randomUUID());

  // The offline engine summarises in a worker thread (CPU for seconds per MB, off the event loop
  // that answers other requests), given only the part of the tree an append reads, and saves there
  // too; spooled documents are read and chunked there as well. A model engine works here (its time
  // is the provider's) and its changes are saved in the thread. Either way the write of a big import
  // never holds the event loop (issue 32, finding 4).
  const inThread = (opts.thread ?? opts.engine === undefined) && project.model === "offline";
  const plan: SavePlan = {
    projectId,
    treeId: stored.treeId,
    version: stored.version,
    engine: engine.name,
    documents: [],
    replace: opts.replace !== undefined,
    now: Date.now(),
  };
  const summarise = (done: number, total: number) => opts.onProgress?.({ phase: "summarise", done, total });
  const saving = () => opts.onProgress?.({ phase: "save", done: 0, total: 1 });
  let saved: SavedGrowth;
  let prepared: { chunks: number; chars: number };
  if (inThread) {
    const tree = remove.length > 0 ? stored.tree : appendNeighbourhood(stored.tree);
    const grow: GrowInput = { tree, chunks: [], taxonomy, remove };
    if ("docs" in source) Object.assign(grow, prepareInto(plan, source.docs, ids));
    const spooled = "spool" in source ? { spool: source.spool.id, ids, chars: spoolChars(source.spool) } : undefined;
    saved = await growAndSaveInThread(grow, plan, { summarise, save: saving }, spooled);
    prepared = saved.prepared ?? { chunks: grow.chunks.length, chars: textChars(plan) };
    // The tree is saved: usage rows that cannot be written now (a busy database) are lost, not the
    // import failed, or its retry would import the documents a second time.
    await recordEngineCalls(project.model, { projectId, purpose: "summarise" }, saved.calls).catch((error) =>
      logEvent("warn", "usage.unrecorded", {
        projectId,
        calls: saved.calls.length,
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  } else {
    const docs = "docs" in source ? source.docs : await readSpool(source.spool.id);
    const input: GrowInput = { tree: stored.tree, chunks: [], taxonomy, remove };
    Object.assign(input, prepareInto(plan, docs, ids));
    prepared = { chunks: input.chunks.length, chars: textChars(plan) };
    const grown = await growTree(input, engine, summarise);
    saving();
    saved = { ...grown, treeId: await saveInThread(plan, stored.tree, grown) };
  }
  const treeId = saved.treeId;
  opts.onProgress?.({ phase: "save", done: 1, total: 1 });
  // Dense retrieval: the new passages embedded and stored when the provider offers an embedding model.
  await embedImportedPassages(projectId, treeId);

  // Counted in the database: the import read only part of the tree.
  const stats = await countTreeNodes(treeId, saved.rootId);
  return {
    documents: count,
    chunks: prepared.chunks,
    leaves: stats.leaves,
    branches: stats.branches,
    depth: stats.depth,
    chars: prepared.chars,
    resummarised: saved.resummarised.length,
    engine: engine.name,
    documentIds: ids,
    treeId,
    rootId: saved.rootId,
  };
}

/** Prepares `docs` here (./prepare-import.ts): the plan gets their Document rows; the chunks are returned. */
function prepareInto(plan: SavePlan, docs: ParsedDocument[], ids: string[]): { chunks: KtChunk[] } {
  const { chunks, documents } = prepareDocuments(docs, ids);
  plan.documents = documents;
  return { chunks };
}

const spoolChars = (spool: SpoolRef) => spool.documents.reduce((a, d) => a + d.chars, 0);
const textChars = (plan: SavePlan) => plan.documents.reduce((a, d) => a + d.chars, 0);

/**
 * Runs `task` while no other import, re-import or deletion of the project's documents runs, in any
 * process: a database lease (lib/jobs/lease.ts), so the CLI, the job runner and every app instance
 * wait for each other instead of failing with conflict:knowledge.
 */
export function withProjectLock<T>(projectId: string, task: () => Promise<T>): Promise<T> {
  return withLease(`knowledge:${projectId}`, task);
}
