import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

/**
 * Two projects, one `vitest run`: the server tests in Node (on SQLite, or PostgreSQL with
 * TEST_DB=postgres), and the React component tests in happy-dom, which need no database.
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
    testTimeout: 20_000,
    pool: "forks",
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: ["lib/**/*.test.ts", "app/**/*.test.ts", "cli/**/*.test.ts", "eslint/**/*.test.ts"],
          environment: "node",
          // TEST_DB=postgres: a throwaway PostgreSQL cluster and a migrated template database.
          globalSetup: ["lib/testing/pg-global-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "components",
          include: ["components/**/*.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["lib/testing/dom-setup.ts"],
        },
      },
    ],
  },
});
