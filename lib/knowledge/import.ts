import "server-only";
import { taskModelFor } from "@/lib/connections/registry";
import { randomUUID } from "node:crypto";
import { findProjectDocument } from "@/lib/db/queries/knowledge";
import { getProject } from "@/lib/db/queries/projects";
import { AppError } from "@/lib/errors";
import { stripNulDeep } from "@/lib/shared/text-input";
import { engineFor, recordEngineCalls } from "@/lib/memory/engines";
import { chunkDocuments, chunkUnits, documentTitle } from "@/lib/memory/chunk";
import type { KtEngine } from "@/lib/memory/engine";
import { countTreeNodes } from "@/lib/db/queries/knowledge-bulk";
import { chunkRanges, locationLabel } from "./provenance";
import { readDocuments } from "./read-documents";
import { documentLeaves } from "./remove-leaves";
import { loadAppendEdge, loadProjectSkeleton } from "@/lib/memory/skeleton";
import { appendNeighbourhood, growTree, type GrowInput } from "./grow-tree";
import { growAndSaveInThread, saveInThread, type SavedGrowth } from "./grow-in-thread";
import type { SavePlan } from "./save-import";
import { embedImportedPassages } from "./embed-passages";
import { getTaxonomy } from "./taxonomy";
import { withLease } from "@/lib/jobs/lease";
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
  // Documents from a job's payload or a caller that did not parse them here: no NUL reaches the database.
  const clean = stripNulDeep(docs);
  return withProjectLock(projectId, () => runImport(projectId, clean, opts));
}

async function runImport(projectId: string, docs: ParsedDocument[], opts: ImportOptions): Promise<ImportResult> {
  const project = await getProject(projectId);
  const taxonomy = await getTaxonomy(projectId);
  const engine = opts.engine ?? engineFor(await taskModelFor(project), { projectId, purpose: "summarise" });
  // What the tree work reads of the stored tree, without leaf texts: its right edge (where new
  // leaves hang) for an import, the whole shape for a re-import (its document's leaves anywhere).
  const stored = opts.replace !== undefined ? await loadProjectSkeleton(projectId) : await loadAppendEdge(projectId);

  let remove: string[] = [];
  if (opts.replace !== undefined) {
    if (docs.length !== 1) throw new AppError("invalid:document", "Re-import one file at a time.");
    const old = await findProjectDocument(projectId, opts.replace);
    if (!old) throw new AppError("not_found:document", "That document does not exist (it may have been deleted).");
    remove = documentLeaves(stored.tree, old.id);
  }

  const prepared = docs.map((doc) => {
    const id = opts.replace ?? randomUUID();
    return { id, doc, chunks: chunkDocument(doc, id) };
  });
  const chunks = prepared.flatMap((p) => p.chunks);

  // The offline engine summarises in a worker thread (CPU for seconds per MB, off the event loop
  // that answers other requests), given only the part of the tree an append reads, and saves there
  // too; a model engine works here (its time is the provider's) and its changes are saved in the
  // thread. Either way the write of a big import never holds the event loop (issue 32, finding 4).
  const inThread = (opts.thread ?? opts.engine === undefined) && project.model === "offline";
  const input: GrowInput = { tree: stored.tree, chunks, taxonomy, remove };
  const plan: SavePlan = {
    projectId,
    treeId: stored.treeId,
    version: stored.version,
    engine: engine.name,
    documents: prepared.map((p) => ({
      id: p.id,
      name: p.doc.name,
      format: p.doc.format,
      chars: p.doc.text.length,
      bytes: p.doc.bytes ?? p.doc.text.length,
      chunks: p.chunks.length,
    })),
    replace: opts.replace !== undefined,
    now: Date.now(),
  };
  const summarise = (done: number, total: number) => opts.onProgress?.({ phase: "summarise", done, total });
  const saving = () => opts.onProgress?.({ phase: "save", done: 0, total: 1 });
  let saved: SavedGrowth;
  if (inThread) {
    saved = await growAndSaveInThread(
      remove.length > 0 ? input : { ...input, tree: appendNeighbourhood(stored.tree) },
      plan,
      {
        summarise,
        save: saving,
      },
    );
    await recordEngineCalls(project.model, { projectId, purpose: "summarise" }, saved.calls);
  } else {
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
    documents: docs.length,
    chunks: chunks.length,
    leaves: stats.leaves,
    branches: stats.branches,
    depth: stats.depth,
    chars: docs.reduce((a, d) => a + d.text.length, 0),
    resummarised: saved.resummarised.length,
    engine: engine.name,
    documentIds: prepared.map((p) => p.id),
    treeId,
    rootId: saved.rootId,
  };
}

/**
 * A parsed document's chunks, each with its document id and, when the document has sections
 * (pages, headings, rows), the location it covers ("pp. 2–3").
 */
export function chunkDocument(
  doc: ParsedDocument,
  sourceRef: string,
): { text: string; sourceRef: string; location?: string }[] {
  if (doc.units) return chunkUnits(doc.units).map((text) => ({ text, sourceRef }));
  // A document with no heading of its own carries its file name to every later chunk instead.
  const title = documentTitle(doc.text) || doc.name.replace(/\.[a-z0-9]+$/i, "");
  const chunks = chunkDocuments([{ text: doc.text, sourceRef, title }]) as { text: string; sourceRef: string }[];
  if (!doc.sections?.length) return chunks;
  const sections = doc.sections;
  const carried = `# ${title} (continued)\n\n`;
  const ranges = chunkRanges(
    doc.text,
    chunks.map((c) => (c.text.startsWith(carried) ? c.text.slice(carried.length) : c.text)),
  );
  return chunks.map((chunk, i) => {
    const location = locationLabel(sections, ranges[i].start, ranges[i].end);
    return location ? { ...chunk, location } : chunk;
  });
}

/**
 * Runs `task` while no other import, re-import or deletion of the project's documents runs, in any
 * process: a database lease (lib/jobs/lease.ts), so the CLI, the job runner and every app instance
 * wait for each other instead of failing with conflict:knowledge.
 */
export function withProjectLock<T>(projectId: string, task: () => Promise<T>): Promise<T> {
  return withLease(`knowledge:${projectId}`, task);
}
