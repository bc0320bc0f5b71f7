import "server-only";
/**
 * Every kind of job, registered by importing its module: the runner of a process can only run
 * kinds registered in it. Import this once where jobs run (lib/jobs/start.ts).
 */
import "@/lib/context/fold-job";
import "@/lib/knowledge/import-job";
import "@/lib/tree-ops/auto-resolve-job";
