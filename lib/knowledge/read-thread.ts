/**
 * The document readers' worker thread (started by `readDocumentsInThread`, ./read-in-thread.ts):
 * PDF, Word, HTML, CSV, Markdown, text and chat exports are parsed here, off the server's event loop,
 * and an upload's multipart form before them.
 */
import { serveThread } from "@/lib/jobs/thread";
import { readImportRequest } from "./import-request";
import type { ThreadReadInput } from "./read-in-thread";
import { readDocuments } from "./read-documents";
import { writeSpool } from "./spool";

serveThread(async ({ files, spool }: ThreadReadInput) => {
  const documents = await readDocuments(
    Array.isArray(files)
      ? files
      : // An upload's multipart body, parsed here too (the form of two 4.9 MB files is megabytes to scan).
        await readImportRequest(
          new Request("http://upload.invalid/", {
            method: "POST",
            headers: { "content-type": files.type },
            body: files.multipart as BodyInit,
          }),
        ),
  );
  // For an import job: the text stays in a file its tree thread reads (./spool.ts).
  return spool ? writeSpool(documents) : documents;
});
