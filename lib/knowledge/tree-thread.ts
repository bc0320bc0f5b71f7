/**
 * The knowledge import's worker thread (started by ./grow-in-thread.ts): summarising the new
 * leaves, their paths to the root and cutting their passages with the offline engine, and writing
 * the import (./save-import.ts), off the server's event loop, on a database connection of its own.
 */
import { serveThread } from "@/lib/jobs/thread";
import { growTreeOffline } from "./grow-tree";
import type { TreeTask } from "./grow-in-thread";
import { prepareDocuments } from "./prepare-import";
import { saveImport } from "./save-import";
import { readSpool } from "./spool";

serveThread(async (task: TreeTask, report) => {
  if (!("grow" in task)) return { treeId: await saveImport(task.save, task.base, task.changes) };
  let prepared: { chunks: number; chars: number } | undefined;
  if (task.spooled) {
    // An upload's documents, read and chunked here: their text never crosses the server's thread.
    const { chunks, documents, chars } = prepareDocuments(await readSpool(task.spooled.spool), task.spooled.ids);
    task.grow.chunks = chunks;
    if (task.save) task.save.documents = documents;
    prepared = { chunks: chunks.length, chars };
  }
  const out = await growTreeOffline(task.grow, (done, total) => report([done, total]));
  if (!task.save) return out;
  report(["save"]);
  const treeId = await saveImport(task.save, task.grow.tree, out);
  // The changes are written: only what the caller reports goes back (not megabytes of passages).
  return { rootId: out.rootId, resummarised: out.resummarised, calls: out.calls, treeId, prepared };
});
