import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ParsedDocument } from "@/lib/knowledge/types";
import type { RealAnswer } from "./suite";

/**
 * The product's own path for the real-document suite (offline engine): the documents imported into
 * a project of a temporary SQLite file by `importParsedDocuments` (tree work in its worker thread,
 * passages stored with their full-text index) and every question asked with `askProject` (the view
 * bounded by the question on a large tree, the database's full-text ranking in the fusion), as the
 * Knowledge page, the API and the CLI ask. Returns the asker, the import's time and a cleanup.
 */
export async function productAsker(
  docs: ParsedDocument[],
): Promise<{ ask: (question: string) => Promise<RealAnswer>; importMs: number; close: () => Promise<void> }> {
  const tempDir = process.env.DATABASE_URL ? null : mkdtempSync(join(tmpdir(), "canopy-eval-real-"));
  if (tempDir) {
    process.env.DATABASE_URL = `file:${join(tempDir, "eval.db")}`;
    const { execFileSync } = await import("node:child_process");
    execFileSync("node", ["scripts/setup.mjs"], { stdio: "ignore", env: { ...process.env, CHECKPOINT_DISABLE: "1" } });
  }
  // The import's worker thread starts from its bundle, as under `next start`.
  // @ts-expect-error plain .mjs script without type declarations
  const { buildThreads } = await import("@/scripts/build-threads.mjs");
  await buildThreads();
  process.env.NEXT_RUNTIME ??= "nodejs";
  const { createProject } = await import("@/lib/db/queries/projects");
  const { importParsedDocuments } = await import("@/lib/knowledge/import");
  const { askProject } = await import("@/lib/knowledge/ask");
  const { closeDb } = await import("@/lib/db/client");

  const projectId = (await createProject({ name: "Real documents" })).id;
  const started = performance.now();
  await importParsedDocuments(projectId, docs);
  const importMs = performance.now() - started;
  return {
    ask: (question) => askProject(projectId, question),
    importMs,
    close: async () => {
      await closeDb();
      if (tempDir) rmSync(tempDir, { recursive: true, force: true });
    },
  };
}
