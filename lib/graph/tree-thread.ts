/**
 * The tree's worker thread (started by `readTreeBody` in ./tree-load.ts): reads a wide
 * conversation's rows on a database connection of its own, applies the aside rule and the
 * capabilities, and encodes the body the route sends, off the server's event loop.
 */
import { serveThread, withTransfer } from "@/lib/jobs/thread";
import { buildTreeBody, type TreeRead } from "./tree-load";

// The body leaves the thread as bytes, moved (not copied) to the server's thread, which only sends them.
serveThread(async (ask: TreeRead) => {
  const body = await buildTreeBody(ask);
  return withTransfer(body, [body.bytes.buffer]);
});
