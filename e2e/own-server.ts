import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

/** A free TCP port on 127.0.0.1 (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** An app server a spec runs itself: the production build the e2e web server made, its own port and database. */
export interface OwnServer {
  url: string;
  port: number;
  dbFile: string;
  process: ChildProcess;
  /** What the server printed (its JSON log lines among it). */
  output: () => string;
  /** Resolves with the exit code (or signal) once the server process is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends a signal to the server's process, as a container runtime does to its main process. */
  signal: (signal: NodeJS.Signals) => void;
}

/**
 * Prepares a fresh SQLite database `name` under data/ (migrations, plus the `cli` commands run on
 * it, e.g. creating an account), then starts `next start` on `port` (default: a free one) with
 * `env` and waits until GET /api/health answers. `keepDatabase`: a restart on the database as it is. The server runs in its own process group.
 */
export async function startOwnServer(
  name: string,
  env: Record<string, string>,
  { cli = [], port: chosen, keepDatabase = false }: { cli?: string[][]; port?: number; keepDatabase?: boolean } = {},
): Promise<OwnServer> {
  const dbFile = fileURLToPath(new URL(`../data/${name}.db`, import.meta.url));
  mkdirSync(fileURLToPath(new URL("../data/", import.meta.url)), { recursive: true });
  if (!keepDatabase) for (const suffix of ["", "-journal", "-wal", "-shm"]) rmSync(dbFile + suffix, { force: true });
  const port = chosen ?? (await freePort());
  const fullEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: `file:${dbFile}`,
    NEXT_TELEMETRY_DISABLED: "1",
    CHECKPOINT_DISABLE: "1",
    ...env,
  };
  execFileSync("node", ["scripts/setup.mjs"], { stdio: "ignore", env: fullEnv });
  for (const argv of cli)
    execFileSync("node_modules/.bin/tsx", ["--conditions=react-server", "cli/canopy.ts", ...argv, "--json"], {
      env: fullEnv,
      stdio: "ignore",
    });
  const child = spawn("node_modules/.bin/next", ["start", "-p", String(port), "-H", "127.0.0.1"], {
    env: fullEnv,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += String(chunk)));
  child.stderr!.on("data", (chunk) => (output += String(chunk)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app server exited while starting:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The app server did not start on ${url}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    port,
    dbFile,
    process: child,
    output: () => output,
    exited,
    signal: (signal) => {
      try {
        if (child.pid) process.kill(child.pid, signal);
      } catch {
        // already gone
      }
    },
  };
}

/** Stops an own server (SIGKILL to its group) and removes its database. */
export async function stopOwnServer(server: OwnServer | undefined): Promise<void> {
  if (!server) return;
  if (server.process.exitCode === null && server.process.signalCode === null && server.process.pid) {
    try {
      process.kill(-server.process.pid, "SIGKILL");
    } catch {
      // already gone
    }
    await server.exited;
  }
  for (const suffix of ["", "-journal", "-wal", "-shm"]) rmSync(server.dbFile + suffix, { force: true });
}
