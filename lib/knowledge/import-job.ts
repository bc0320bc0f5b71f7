import "server-only";
import { z } from "zod";
import { AppError, type ErrorKind } from "@/lib/errors";
import { defineJob } from "@/lib/jobs/kinds";
import { enqueueJob, runJobNow } from "@/lib/jobs/queue";
import type { JobView } from "@/lib/jobs/types";
import { findProjectDocument } from "@/lib/db/queries/knowledge";
import { importParsedDocuments } from "./import";
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
  format: z.enum(["md", "txt", "json", "pdf", "docx", "html", "csv"]),
  text: z.string(),
  units: z.array(z.string()).optional(),
  bytes: z.number().optional(),
  sections: z.array(sectionSchema).optional(),
});
/** The stored input: the parsed documents (the upload's text), and the document a re-import replaces. */
const importPayloadSchema = z.object({ documents: z.array(documentSchema).min(1), replace: z.string().optional() });
type ImportPayload = z.infer<typeof importPayloadSchema>;

const PHASE: Record<ImportProgress["phase"], string> = {
  parse: "Reading files",
  summarise: "Summarising",
  save: "Saving",
};

/** The knowledge-import job: its kind and its handler (lib/workers runs it). */
export const importJob = defineJob<ImportPayload, ImportResult>({
  kind: KNOWLEDGE_IMPORT,
  parse: (payload) => importPayloadSchema.parse(payload),
  title: ({ documents, replace }) => {
    const first = documents[0]!.name;
    if (replace) return `Re-import ${first}`;
    return documents.length === 1 ? `Import ${first}` : `Import ${first} and ${documents.length - 1} more`;
  },
  maxAttempts: 3,
  run: ({ documents, replace }, ctx) =>
    importParsedDocuments(ctx.projectId as string, documents, {
      replace,
      onProgress: (p) => ctx.progress(p.done, p.total, PHASE[p.phase]),
    }),
  // The text is in the tree now; keep only the names.
  slimPayload: ({ documents, replace }) => ({ names: documents.map((d) => d.name), replace }),
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
  documents: ParsedDocument[],
  opts: { replace?: string; userId?: string | null } = {},
): Promise<JobView> {
  if (documents.length === 0) throw new AppError("invalid:document", "Choose at least one file to import.");
  if (opts.replace !== undefined) {
    if (documents.length !== 1) throw new AppError("invalid:document", "Re-import one file at a time.");
    if (!(await findProjectDocument(projectId, opts.replace)))
      throw new AppError("not_found:document", "That document does not exist (it may have been deleted).");
  }
  return enqueueJob(
    importJob,
    { documents, replace: opts.replace },
    { projectId, singletonKey: `knowledge:${projectId}`, createdById: opts.userId ?? null },
  );
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
