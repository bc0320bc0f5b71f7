import "server-only";
/**
 * Every kind of job, registered by importing its module: the runner of a process can only run
 * kinds registered in it. Import this once where jobs run (lib/jobs/start.ts).
 */
import "../context/fold-job";
import "../knowledge/import-job";
import "../tree-ops/auto-resolve-job";
