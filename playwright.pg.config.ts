import { defineConfig } from "@playwright/test";
import { resolve } from "node:path";
import base from "./playwright.config";

/**
 * The specs that need two app instances on one PostgreSQL database (`*.pg.spec.ts`, run by
 * `npm run test:pg-instances`): scripts/e2e-pg-servers.mjs starts a throwaway cluster and two
 * `next start` processes on it (the build of `npm run test:e2e` is reused). Tests use instance A as
 * their baseURL and E2E_INSTANCE_B for the other; the database's URL is in E2E_PG_URL_FILE for the CLI.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const PORT_A = Number(process.env.E2E_PG_PORT_A ?? PORT + 1);
const PORT_B = Number(process.env.E2E_PG_PORT_B ?? PORT + 2);
process.env.E2E_INSTANCE_B = `http://127.0.0.1:${PORT_B}`;
process.env.E2E_PG_URL_FILE = resolve("data/e2e-pg-url.txt");

export default defineConfig({
  ...base,
  // One lane: both instances share the database these specs are about.
  workers: 1,
  testMatch: /\.pg\.spec\.ts$/,
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT_A}` },
  projects: [{ name: "two-instances", use: base.projects![0].use }],
  webServer: {
    command: "node scripts/e2e-pg-servers.mjs",
    url: `http://127.0.0.1:${PORT_A}/login`,
    reuseExistingServer: false,
    timeout: 900_000,
    stdout: "ignore",
    stderr: "pipe",
    // The script stops both instances and deletes its cluster on SIGTERM.
    gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
    env: {
      E2E_PG_PORT_A: String(PORT_A),
      E2E_PG_PORT_B: String(PORT_B),
      E2E_PG_URL_FILE: process.env.E2E_PG_URL_FILE,
      // Answers written word by word, slowly enough that another browser sees one grow.
      OFFLINE_STREAM_DELAY_MS: "40",
      RATE_LIMIT_CHAT: "1000",
      // The tool call of the live spec runs a stdio MCP server (e2e/tools.ts).
      MCP_ALLOW_STDIO: "1",
      RATE_LIMIT_IMPORT: "1000",
      RATE_LIMIT_SIGN_IN_ADDRESS: "1000",
    },
  },
});
