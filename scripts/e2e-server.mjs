// Serves the app for Playwright: a fresh SQLite file, the committed migrations, a production build
// (reused when nothing changed since it was made), then `next start`.
import { execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { buildIsStale } from "./build-freshness.mjs";

const port = process.env.E2E_PORT ?? "3100";
const url = process.env.DATABASE_URL ?? "file:./data/e2e.db";
const file = url.replace(/^file:/, "");
for (const suffix of ["", "-journal", "-wal", "-shm"]) rmSync(file + suffix, { force: true });

const env = { ...process.env, DATABASE_URL: url, NEXT_TELEMETRY_DISABLED: "1", CHECKPOINT_DISABLE: "1" };
execFileSync("node", ["scripts/setup.mjs"], { stdio: "inherit", env });

// E2E_SKIP_BUILD: a later e2e lane (playwright.config.ts), started once lane 0's server has built.
if (!process.env.E2E_SKIP_BUILD && (process.env.CI || buildIsStale())) {
  execFileSync("node_modules/.bin/next", ["build"], { stdio: "inherit", env });
}

// Idle connections stay open a minute (Node's default is 5 s): a test's request context that reuses a
// connection just as the server closes it fails with "socket hang up" (seen once on the loaded machine).
const server = spawn(
  "node_modules/.bin/next",
  ["start", "-p", port, "-H", "127.0.0.1", "--keepAliveTimeout", "60000"],
  {
    stdio: "inherit",
    env,
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
