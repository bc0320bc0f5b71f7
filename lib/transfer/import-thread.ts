/**
 * The chat import's worker thread (started by `importChats` in ./import.ts): reads, checks and
 * writes one export into its staging project, off the server's event loop, on a database
 * connection of its own (kept open between imports while the thread is kept warm).
 */
import { serveThread } from "@/lib/jobs/thread";
import { importInThread, type ImportThreadInput } from "./import";

// The connection stays open between imports: the thread is kept warm for the next one (lib/jobs/thread).
serveThread((input: ImportThreadInput) => importInThread(input));
