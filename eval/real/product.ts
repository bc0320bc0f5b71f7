import { bundleWorkerThreads, scriptDatabase } from "@/bench/temp-db";
import type { AskOptions } from "@/lib/knowledge/ask";
import type { ParsedDocument } from "@/lib/knowledge/types";
import type { RealAnswer } from "./suite";

/**
 * The product's own path for the real-document suite (offline engine): the documents imported into
 * a project of a temporary SQLite file by `importParsedDocuments` (tree work in its worker thread,
 * passages stored with their full-text index) and every question asked with `askProject` (the view
 * bounded by the question on a large tree, the database's full-text ranking in the fusion), as the
 * Knowledge page, the API and the CLI ask. Returns the asker, the import's time and a cleanup.
 */
export async function productAsker(docs: ParsedDocument[]): Promise<{
  ask: (question: string, opts?: AskOptions) => Promise<RealAnswer>;
  importMs: number;
  close: () => Promise<void>;
}> {
  const db = scriptDatabase("eval-real");
  await bundleWorkerThreads();
  const { createProject } = await import("@/lib/db/queries/projects");
  const { importParsedDocuments } = await import("@/lib/knowledge/import");
  const { askProject } = await import("@/lib/knowledge/ask");

  const projectId = (await createProject({ name: "Real documents" })).id;
  const started = performance.now();
  await importParsedDocuments(projectId, docs);
  const importMs = performance.now() - started;
  return {
    ask: (question, opts) => askProject(projectId, question, opts),
    importMs,
    close: () => db.close(),
  };
}
