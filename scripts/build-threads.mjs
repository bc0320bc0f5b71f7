/**
 * Bundles the worker threads' entries (lib/jobs/thread.ts: the chat import, the document readers)
 * into `.next-threads/<name>.mjs`, one ES module each with our code inlined and packages left to
 * node_modules. next.config.mjs runs it when `next build` (or `next dev`) loads the config, so every
 * build has them: Turbopack (Next 16.4) bundles neither `new Worker(new URL("./x.ts",
 * import.meta.url))` (it copies the .ts file as an asset) nor `new Worker("./x.ts")` (left as is),
 * and Node 20 cannot run TypeScript. The server loads them with the react-server condition.
 *
 * esbuild is a pinned devDependency (the same version tsx brings).
 */
import { build } from "esbuild";

/** The thread entries, by the name the server asks for (lib/jobs/thread.ts `ThreadEntry.name`). */
export const THREAD_ENTRIES = {
  "import-thread": "lib/transfer/import-thread.ts",
  "export-thread": "lib/transfer/export-thread.ts",
  "read-thread": "lib/knowledge/read-thread.ts",
  "tree-thread": "lib/knowledge/tree-thread.ts",
  "graph-thread": "lib/graph/tree-thread.ts",
  "conflicts-thread": "lib/tree-ops/conflicts-thread.ts",
};

export const THREADS_DIR = ".next-threads";

/** Builds every thread entry into THREADS_DIR; resolves when they are written. */
export async function buildThreads() {
  await build({
    entryPoints: THREAD_ENTRIES,
    outdir: THREADS_DIR,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    conditions: ["react-server"],
    tsconfig: "tsconfig.json",
    logLevel: "warning",
    legalComments: "none",
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildThreads();
