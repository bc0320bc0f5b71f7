import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./", import.meta.url)),
      // "server-only" throws outside a React Server Components bundle; tests are server code.
      "server-only": fileURLToPath(new URL("./lib/testing/server-only.ts", import.meta.url)),
    },
  },
  test: {
    include: ["lib/**/*.test.ts", "app/**/*.test.ts", "cli/**/*.test.ts"],
    environment: "node",
    env: { OFFLINE_STREAM_DELAY_MS: "0", CHECKPOINT_DISABLE: "1" },
    testTimeout: 20_000,
    pool: "forks",
    // TEST_DB=postgres: a throwaway PostgreSQL cluster and a migrated template database.
    globalSetup: ["lib/testing/pg-global-setup.ts"],
  },
});
