// A throwaway PostgreSQL cluster for tests: initdb in a temporary directory, pg_ctl on a free port
// (127.0.0.1 only, trust auth, fsync off). As root, the cluster runs as the `postgres` system user.
//
//   node scripts/pg-test-cluster.mjs            starts one, prints its URL, stops it on Ctrl-C
//   PG_TEST_PORT=55431 node scripts/pg-test-cluster.mjs
//
// vitest's global setup (lib/testing/pg-global-setup.ts) and the two-instance check use
// startTestCluster() directly.
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const BIN_DIRS = ["/usr/lib/postgresql/17/bin", "/usr/lib/postgresql/16/bin", "/usr/lib/postgresql/15/bin"];

/** Whether PostgreSQL's server binaries can be found here (tests that need a cluster skip otherwise). */
export function postgresInstalled() {
  try {
    binary("initdb");
    binary("pg_ctl");
    return true;
  } catch {
    return false;
  }
}

function binary(name) {
  const dir = process.env.PG_BIN ?? BIN_DIRS.find((d) => existsSync(join(d, name)));
  if (dir) return join(dir, name);
  const found = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).stdout.trim();
  if (!found) throw new Error(`PostgreSQL's ${name} was not found (apt-get install -y postgresql, or set PG_BIN).`);
  return found;
}

/** A free TCP port on 127.0.0.1 (PG_TEST_PORT wins when set). */
export async function freePort() {
  if (process.env.PG_TEST_PORT) return Number(process.env.PG_TEST_PORT);
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts a fresh cluster. Returns its superuser URL (database "postgres") and stop(), which stops
 * the server and deletes the directory.
 * @returns {Promise<{ url: string, port: number, dir: string, stop: () => void }>}
 */
export async function startTestCluster() {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), "canopy-pg-"));
  const data = join(dir, "data");
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const run = (cmd, args) => {
    const [file, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, args];
    execFileSync(file, argv, { stdio: ["ignore", "ignore", "pipe"] });
  };
  run(binary("initdb"), [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "--encoding=UTF8",
    "--locale=C.UTF-8",
    "--no-sync",
  ]);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    "-c listen_addresses=127.0.0.1",
    `-c unix_socket_directories=${dir}`,
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
    "-c max_connections=200",
  ].join(" ");
  run(binary("pg_ctl"), ["-D", data, "-o", options, "-l", join(dir, "log"), "-w", "-t", "60", "start"]);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run(binary("pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url: `postgresql://postgres@127.0.0.1:${port}/postgres`, port, dir, stop };
}

/**
 * Creates a fresh, empty database `<prefix>_<time>` on the server of `adminUrl` (a superuser URL,
 * a cluster's `url` or PG_URL) and returns its URL.
 * @returns {Promise<string>}
 */
export async function createDatabase(adminUrl, prefix) {
  const { default: pg } = await import("pg");
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cluster = await startTestCluster();
  console.log(cluster.url);
  const end = () => {
    cluster.stop();
    process.exit(0);
  };
  process.on("SIGINT", end);
  process.on("SIGTERM", end);
  setInterval(() => {}, 1 << 30);
}
