/**
 * The document readers' worker thread (started by `readDocumentsInThread`, ./read-in-thread.ts):
 * PDF, Word, HTML, CSV, Markdown, text and chat exports are parsed here, off the server's event loop.
 */
import { serveThread } from "@/lib/jobs/thread";
import { readDocuments } from "./read-documents";
import type { ImportFile } from "./types";

serveThread((files: ImportFile[]) => readDocuments(files));
