import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A throwaway PostgreSQL server for a test file. */
export type TestPostgres = { url: string; stop(): void };

const BIN_DIRS = ["/usr/local/bin", "/usr/lib/postgresql/15/bin", "/usr/lib/postgresql/16/bin"];

/** The directory holding initdb and pg_ctl, or null when PostgreSQL is not installed. */
export function postgresBin(): string | null {
  return BIN_DIRS.find((dir) => existsSync(join(dir, "initdb")) && existsSync(join(dir, "pg_ctl"))) ?? null;
}

/**
 * `TEST_POSTGRES_URL` when set; otherwise a fresh cluster (initdb + pg_ctl, trust auth, on
 * 127.0.0.1:`port`) in a temporary directory, run as the `postgres` user when we are root.
 * Returns null when neither is available.
 */
export function startTestPostgres(port: number): TestPostgres | null {
  if (process.env.TEST_POSTGRES_URL) return { url: process.env.TEST_POSTGRES_URL, stop: () => undefined };
  const bin = postgresBin();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), "canopy-pg-"));
  chmodSync(dir, 0o777);
  const data = join(dir, "data");
  const root = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    root ? execFileSync("runuser", ["-u", "postgres", "--", join(bin, cmd), ...args], { stdio: "pipe" }) : execFileSync(join(bin, cmd), args, { stdio: "pipe" });
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  run("pg_ctl", ["-D", data, "-l", join(dir, "log"), "-w", "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, "start"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
