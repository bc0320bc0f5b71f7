/**
 * The merge conflict check's worker thread (started by `checkConflictsOffThread` in
 * ./merge-conflicts.ts for a large input): the fact extraction and the pairing, pure CPU, run off
 * the server's event loop; only the conflicts found come back.
 */
import { serveThread } from "@/lib/jobs/thread";
import { checkConflicts, type ConflictInputs } from "./merge-conflicts";

serveThread(async (inputs: ConflictInputs) => checkConflicts(inputs));
