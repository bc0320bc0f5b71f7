import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** What {@link scriptDatabase} set up. */
export type ScriptDatabase = {
  /** True when the script runs on a temporary SQLite file made for it. */
  temporary: boolean;
  /** Closes the Prisma client and deletes the temporary file (if any). */
  close(): Promise<void>;
};

/**
 * The database of a bench or eval script run by tsx: a fresh SQLite file in a temporary folder
 * (`canopy-<name>-…`), migrated by scripts/setup.mjs as `npm run setup` does, made
 * process.env.DATABASE_URL. A DATABASE_URL already set names an existing, migrated database, used as
 * is, unless `always` (the script measures on SQLite only). Call it before anything imports lib/db
 * (the client reads DATABASE_URL once): the script's own modules are imported dynamically after it.
 *
 * @example
 * const db = scriptDatabase("bench-chat");
 * const { startTurn } = await import("@/lib/chat/turn");
 * try { ... } finally { await db.close(); }
 */
export function scriptDatabase(name: string, { always = false }: { always?: boolean } = {}): ScriptDatabase {
  const dir = process.env.DATABASE_URL && !always ? null : mkdtempSync(join(tmpdir(), `canopy-${name}-`));
  if (dir) {
    process.env.DATABASE_URL = `file:${join(dir, "bench.db")}`;
    execFileSync("node", ["scripts/setup.mjs"], { stdio: "ignore", env: { ...process.env, CHECKPOINT_DISABLE: "1" } });
  }
  return {
    temporary: dir !== null,
    close: async () => {
      const { closeDb } = await import("@/lib/db/client");
      await closeDb();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Background work (an import's tree building) runs in worker threads started from their bundle, as
 * under `next start` (lib/jobs/thread.ts): from source, tsx would compile the thread's code on every
 * import (~0.6 s of CPU each). Builds the bundle if it is stale and sets NEXT_RUNTIME as the server has it.
 */
export async function bundleWorkerThreads(): Promise<void> {
  // @ts-expect-error plain .mjs script without type declarations
  const { buildThreads } = await import("@/scripts/build-threads.mjs");
  await buildThreads();
  process.env.NEXT_RUNTIME ??= "nodejs";
}
