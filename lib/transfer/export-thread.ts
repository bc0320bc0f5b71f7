/**
 * The export's worker thread (started by `exportFileOffThread` in ./download.ts): reads a
 * conversation and renders its JSON or Markdown off the server's event loop, on a database
 * connection of its own (kept open while the thread is kept warm), and encodes it to bytes.
 */
import { serveThread, withTransfer } from "@/lib/jobs/thread";
import { exportBytes, exportFile, type ExportThreadInput } from "./download";

// The file leaves the thread as bytes, moved (not copied) to the server's thread, which only sends them.
serveThread(async (input: ExportThreadInput) => {
  const file = exportBytes(await exportFile(input.conversationId, input.query, input.reader));
  return withTransfer(file, [file.bytes.buffer as ArrayBuffer]);
});
