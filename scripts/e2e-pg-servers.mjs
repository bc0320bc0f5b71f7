// Serves the app TWICE on one PostgreSQL database for playwright.pg.config.ts (e2e/live-instances.spec.ts):
// a throwaway cluster (or PG_URL, a superuser URL), a fresh database migrated with the committed
// PostgreSQL migrations, the production build (reused when it is newer than the sources), then
// instance B and, once B answers, instance A — so Playwright, which waits for A, starts with both up.
// The database's URL is written to E2E_PG_URL_FILE for the specs' command-line calls (fixtures.ts).
// On SIGTERM or SIGINT (Playwright's gracefulShutdown) the instances stop and the cluster is deleted.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { buildIsStale } from "./build-freshness.mjs";
import { createDatabase, startTestCluster } from "./pg-test-cluster.mjs";

const ports = [process.env.E2E_PG_PORT_A ?? "3101", process.env.E2E_PG_PORT_B ?? "3102"];
const urlFile = process.env.E2E_PG_URL_FILE ?? "data/e2e-pg-url.txt";
const log = (message) => console.error(`e2e-pg-servers: ${message}`);

let cluster = null;
const servers = [];
let stopping = false;
/** Stops the instances (waiting up to 10 s for their graceful shutdown), then the cluster; exits with `code`. */
async function stop(code) {
  if (stopping) return;
  stopping = true;
  const running = servers.filter((server) => server.exitCode === null && server.signalCode === null);
  const exited = Promise.all(running.map((server) => new Promise((resolve) => server.once("exit", resolve))));
  for (const server of running) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  rmSync(urlFile, { force: true });
  try {
    cluster?.stop();
  } catch (error) {
    log(`could not stop the PostgreSQL cluster: ${error}`);
  }
  process.exit(code);
}
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
  ["SIGHUP", 129],
])
  process.on(signal, () => void stop(code));
process.on("uncaughtException", (error) => {
  log(`FAILED — ${error.stack ?? error}`);
  void stop(1);
});

let adminUrl = process.env.PG_URL;
if (!adminUrl) {
  cluster = await startTestCluster();
  adminUrl = cluster.url;
}
const url = new URL(await createDatabase(adminUrl, "canopy_e2e"));
const name = url.pathname.slice(1);
const env = {
  ...process.env,
  DATABASE_URL: url.toString(),
  NEXT_TELEMETRY_DISABLED: "1",
  CHECKPOINT_DISABLE: "1",
};
execFileSync("node", ["scripts/setup.mjs"], { stdio: ["ignore", "ignore", "inherit"], env });
mkdirSync(dirname(urlFile), { recursive: true });
writeFileSync(urlFile, env.DATABASE_URL);
if (buildIsStale()) execFileSync("node_modules/.bin/next", ["build"], { stdio: ["ignore", "ignore", "inherit"], env });

/** Starts `next start` in its own process group; `application_name` tags its connections in pg_stat_activity. */
function start(port, tag) {
  const tagged = new URL(env.DATABASE_URL);
  tagged.searchParams.set("application_name", tag);
  const server = spawn(
    "node_modules/.bin/next",
    ["start", "-p", port, "-H", "127.0.0.1", "--keepAliveTimeout", "60000"],
    {
      env: { ...env, DATABASE_URL: tagged.toString() },
      stdio: ["ignore", "ignore", "inherit"],
      detached: true,
    },
  );
  server.on("exit", (code, signal) => {
    if (!stopping) {
      log(`instance ${tag} on port ${port} ended (${signal ?? `exit code ${code}`})`);
      void stop(1);
    }
  });
  servers.push(server);
}

async function answers(port) {
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/login`, { redirect: "manual" });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

start(ports[1], "canopy-e2e-b");
await answers(ports[1]);
start(ports[0], "canopy-e2e-a");
log(`database ${name}; instance B on ${ports[1]}, A starting on ${ports[0]}`);
