import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { databaseTestFiles, sharedProcessTestFiles } from "./scripts/db-tests.mjs";

/**
 * `npm run test:unit:pg` sets TEST_DB_SCOPE=database: the PostgreSQL pass runs only the server tests
 * whose imports reach the database (scripts/db-tests.mjs); the others, and the component tests, behave
 * the same on both databases and the SQLite pass has run them.
 */
const databaseOnly = process.env.TEST_DB === "postgres" && process.env.TEST_DB_SCOPE === "database";

/**
 * Server tests that neither reach the database nor change their process (scripts/db-tests.mjs) run in
 * the "shared" project: one process runs file after file, its modules loaded once. Measured on the
 * 2-core machine, those files took 89 s isolated and 21 s shared (docs/development.md).
 */
const shared = databaseOnly ? [] : sharedProcessTestFiles();

/**
 * Three projects, one `vitest run`: the server tests in Node (on SQLite, or PostgreSQL with
 * TEST_DB=postgres), the server tests that share their processes (`shared`, above), and the React
 * component tests in happy-dom, which need no database.
 */
export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./", import.meta.url)),
      // "server-only" throws outside a React Server Components bundle; tests are server code.
      "server-only": fileURLToPath(new URL("./lib/testing/server-only.ts", import.meta.url)),
    },
  },
  test: {
    env: { OFFLINE_STREAM_DELAY_MS: "0", CHECKPOINT_DISABLE: "1" },
    // A hang guard, not a clock: with two files at once on a busy two-core machine a database test
    // can take several times its quiet time.
    testTimeout: 60_000,
    // Hooks too (vitest's default is 10 s): lib/api/mcp.test.ts's beforeAll, making its accounts and tree, passed
    // 10 s on PostgreSQL with three files at once.
    hookTimeout: 60_000,
    pool: "forks",
    // One file more than there are cores (vitest's default is one fewer): a file spends much of its time
    // waiting on its database, child processes and module loading. Measured on the quiet 2-core machine:
    // SQLite pass 855 s with one file at a time, 566 s with two, 490 s with three (docs/development.md).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: databaseOnly
            ? databaseTestFiles()
            : ["lib/**/*.test.ts", "app/**/*.test.ts", "cli/**/*.test.ts", "eslint/**/*.test.ts", "eval/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...shared],
          environment: "node",
          // TEST_DB=postgres: a throwaway PostgreSQL cluster and a migrated template database.
          globalSetup: ["lib/testing/pg-global-setup.ts"],
        },
      },
      ...(databaseOnly ? [] : [sharedProject(), componentsProject()]),
    ],
  },
});

/** The server tests that may share a process (`shared`): isolation off, so each worker loads their modules once. */
function sharedProject(): TestProjectInlineConfiguration {
  return {
    extends: true,
    // Stubs are undone after each file too, should a shared file ever make one the scan does not see.
    test: {
      name: "shared",
      include: shared,
      environment: "node",
      isolate: false,
      unstubEnvs: true,
      unstubGlobals: true,
    },
  };
}

/** The React component tests, in happy-dom; they need no database. */
function componentsProject(): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name: "components",
      include: ["components/**/*.test.tsx"],
      environment: "happy-dom",
      setupFiles: ["lib/testing/dom-setup.ts"],
    },
  };
}
