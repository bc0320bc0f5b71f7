/**
 * The export's worker thread (started by `exportFileOffThread` in ./download.ts): reads a
 * conversation and renders its JSON or Markdown off the server's event loop, on a database
 * connection of its own (kept open while the thread is kept warm).
 */
import { serveThread } from "@/lib/jobs/thread";
import { exportFile, type ExportThreadInput } from "./download";

serveThread((input: ExportThreadInput) => exportFile(input.conversationId, input.query, input.reader));
