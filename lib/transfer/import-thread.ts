/**
 * The chat import's worker thread (started by `importChats` in ./import.ts): reads, checks and
 * writes one export into its staging project, off the server's event loop, on a database
 * connection of its own.
 */
import { closeDb } from "@/lib/db/client";
import { serveThread } from "@/lib/jobs/thread";
import { importInThread, type ImportThreadInput } from "./import";

serveThread(async (input: ImportThreadInput) => {
  try {
    return await importInThread(input);
  } finally {
    await closeDb();
  }
});
