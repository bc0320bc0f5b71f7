import "server-only";
import { z } from "zod";
import { AppError, type ErrorKind } from "@/lib/errors";
import { defineJob } from "@/lib/jobs/kinds";
import { enqueueJob, runJobNow } from "@/lib/jobs/queue";
import type { JobView } from "@/lib/jobs/types";
import { findProjectDocument } from "@/lib/db/queries/knowledge";
import { listActivePayloads } from "@/lib/db/queries/jobs";
import { importParsedDocuments, importSpooledDocuments } from "./import";
import { removeSpool, sweepSpool, type SpoolRef } from "./spool";
import type { ImportProgress, ImportResult, ParsedDocument } from "./types";

/** The kind of the knowledge-import job. */
export const KNOWLEDGE_IMPORT = "knowledge.import";

const sectionSchema = z.object({
  start: z.number(),
  page: z.number().optional(),
  row: z.number().optional(),
  headings: z.array(z.string()).optional(),
});
const documentSchema = z.object({
  name: z.string(),
  format: z.enum(["md", "txt", "json", "pdf", "docx", "html", "csv", "man"]),
  text: z.string(),
  units: z.array(z.string()).optional(),
  bytes: z.number().optional(),
  sections: z.array(sectionSchema).optional(),
});
const spoolSchema = z.object({
  id: z.string(),
  documents: z.array(z.object({ name: z.string(), chars: z.number() })).min(1),
});
/**
 * The stored input: the parsed documents (the CLI's and pasted text), or for an upload the reference
 * of the spool file that holds them (./spool.ts: a big import's text stays out of the row and off
 * the server's thread), and the document a re-import replaces.
 */
const importPayloadSchema = z.union([
  z.object({ documents: z.array(documentSchema).min(1), replace: z.string().optional() }),
  z.object({ spool: spoolSchema, replace: z.string().optional() }),
]);
type ImportPayload = z.infer<typeof importPayloadSchema>;
const namesOf = (payload: ImportPayload) =>
  "spool" in payload ? payload.spool.documents.map((d) => d.name) : payload.documents.map((d) => d.name);

const PHASE: Record<ImportProgress["phase"], string> = {
  parse: "Reading files",
  summarise: "Summarising",
  save: "Saving",
};

/** The knowledge-import job: its kind and its handler (lib/workers runs it). */
export const importJob = defineJob<ImportPayload, ImportResult>({
  kind: KNOWLEDGE_IMPORT,
  parse: (payload) => importPayloadSchema.parse(payload),
  title: (payload) => {
    const names = namesOf(payload);
    if (payload.replace) return `Re-import ${names[0]}`;
    return names.length === 1 ? `Import ${names[0]}` : `Import ${names[0]} and ${names.length - 1} more`;
  },
  maxAttempts: 3,
  run: (payload, ctx) => {
    const opts = {
      replace: payload.replace,
      onProgress: (p: ImportProgress) => ctx.progress(p.done, p.total, PHASE[p.phase]),
    };
    const projectId = ctx.projectId as string;
    return "spool" in payload
      ? importSpooledDocuments(projectId, payload.spool, opts)
      : importParsedDocuments(projectId, payload.documents, opts);
  },
  // The text is in the tree now; keep only the names.
  slimPayload: (payload) => ({ names: namesOf(payload), replace: payload.replace }),
  // Succeeded or failed for good: the spooled text is not needed any more (a retry keeps it).
  cleanup: async (payload) => {
    if ("spool" in payload) await removeSpool(payload.spool.id);
  },
});

/**
 * Queues the import of documents already parsed (the route parses first, so a bad file is a plain
 * 400). A re-import (`replace`) is checked here, at request time: one file, and a document of this
 * project (another project's document or a missing one is the same 404, and nothing is queued).
 * The import runs in the background — a closed tab never cancels it — one at a time per
 * project (the job's singleton key), with retries; its progress and result are on the job.
 *
 * @throws AppError invalid:document, not_found:document
 * @example
 * const job = await enqueueImport(projectId, await readDocuments(files), { userId });
 */
export async function enqueueImport(
  projectId: string,
  documents: ParsedDocument[] | SpoolRef,
  opts: { replace?: string; userId?: string | null } = {},
): Promise<JobView> {
  const spooled = !Array.isArray(documents);
  const count = spooled ? documents.documents.length : documents.length;
  try {
    if (count === 0) throw new AppError("invalid:document", "Choose at least one file to import.");
    if (opts.replace !== undefined) {
      if (count !== 1) throw new AppError("invalid:document", "Re-import one file at a time.");
      if (!(await findProjectDocument(projectId, opts.replace)))
        throw new AppError("not_found:document", "That document does not exist (it may have been deleted).");
    }
    return await enqueueJob(
      importJob,
      spooled ? { spool: documents, replace: opts.replace } : { documents, replace: opts.replace },
      { projectId, singletonKey: `knowledge:${projectId}`, createdById: opts.userId ?? null },
    );
  } catch (error) {
    // Nothing was queued: nobody will read the spooled text.
    if (spooled) await removeSpool(documents.id).catch(() => undefined);
    throw error;
  }
}

/**
 * Queues an import and waits for it in this process (the CLI): the same job as the web's, run
 * here unless a server's runner took it first. Resolves with the result.
 *
 * @throws AppError the job's error when it failed
 */
export async function importAndWait(
  projectId: string,
  documents: ParsedDocument[],
  opts: { userId?: string | null; onUpdate?: (job: JobView) => void } = {},
): Promise<ImportResult> {
  const job = await enqueueImport(projectId, documents, opts);
  const done = await runJobNow(job.id, { handlers: [importJob], onUpdate: opts.onUpdate });
  if (done.status === "failed") {
    const code = (done.error?.code ?? "internal:job") as `${ErrorKind}:${string}`;
    throw new AppError(code, done.error?.message ?? "The import failed.");
  }
  return done.result as ImportResult;
}

/** How old an unreferenced spool file must be before the sweep removes it (an upload being enqueued is younger). */
export const SPOOL_ORPHAN_AGE_MS = 60 * 60 * 1000;

/**
 * Removes the spool files of uploads no queued or running import refers to (the server was killed
 * between an upload's write and its enqueue): run when the job runner starts. Returns how many.
 */
export async function sweepOrphanSpools(now = new Date()): Promise<number> {
  const inUse = new Set<string>();
  for (const payload of await listActivePayloads(KNOWLEDGE_IMPORT)) {
    try {
      const id = (JSON.parse(payload) as { spool?: { id?: unknown } }).spool?.id;
      if (typeof id === "string") inUse.add(id);
    } catch {
      // A payload that is not JSON holds no spool.
    }
  }
  return sweepSpool(inUse, new Date(now.getTime() - SPOOL_ORPHAN_AGE_MS));
}
