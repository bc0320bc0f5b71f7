/**
 * `npm run bench:abuse-import`: how long one knowledge import of two 4.9 MB Markdown files (issue 32,
 * finding 4: bench:abuse's `knowledge` scenario) holds the server's event loop, phase by phase: the
 * upload's read (form and files parsed in the read thread), the enqueue (the Job row written), and
 * the job's run (claimed, then its tree work and save in the tree thread).
 *
 * A 1 ms timer ticks meanwhile; each gap between ticks is time the loop could not answer anyone: per
 * phase, the longest gap and the time spent in gaps over 10 ms are printed (and the load average).
 * Bounded and local: its own SQLite file (data/bench-abuse-import.db), `--imports` imports (2).
 */
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { loadavg } from "node:os";

const DB_FILE = "data/bench-abuse-import.db";
const argv = process.argv.slice(2);
const flag = (name: string, fallback: number) =>
  argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) : fallback;
const IMPORTS = flag("--imports", 2);

for (const suffix of ["", "-journal", "-wal", "-shm"]) rmSync(`${DB_FILE}${suffix}`, { force: true });
process.env.DATABASE_URL = `file:./${DB_FILE}`;
execFileSync("node", ["scripts/setup.mjs"], { env: process.env, stdio: ["ignore", "ignore", "inherit"] });
if (argv.includes("--trace-sql")) {
  // Every statement on this thread that takes over 20 ms, with its SQL (what holds the loop in the database).
  const { PrismaBetterSQLite3 } = await import("@prisma/adapter-better-sqlite3");
  const probe = await new PrismaBetterSQLite3({ url: `file:./${DB_FILE}` }).connect();
  const proto = Object.getPrototypeOf(probe) as Record<string, (query: { sql: string }) => unknown>;
  for (const name of ["executeIO", "performIO"]) {
    const original = proto[name];
    proto[name] = function (this: unknown, query: { sql: string }) {
      const started = performance.now();
      try {
        return original.call(this, query);
      } finally {
        const ms = performance.now() - started;
        if (ms > 20) console.log(`sql ${Math.round(ms)} ms: ${query.sql.slice(0, 120)}`);
      }
    };
  }
  await probe.dispose();
}
// After DATABASE_URL is set: the database client reads it when it is first used.
const { createProject } = await import("@/lib/db/queries/projects");
const { readUploadToSpool } = await import("@/lib/knowledge/read-in-thread");
const { enqueueImport, importJob } = await import("@/lib/knowledge/import-job");
const { JobRunner } = await import("@/lib/jobs/runner");
const { stopIdleThreads } = await import("@/lib/jobs/thread");

/** The bench:abuse attacker's file: 4.9 MB of Markdown sections. */
const { bigMarkdown } = await import("./abuse");
const upload = async () => {
  const form = new FormData();
  form.append("files", new Blob([bigMarkdown(1)]), "big-1.md");
  form.append("files", new Blob([bigMarkdown(2)]), "big-2.md");
  // As the route gets it: a Request whose body is the multipart bytes.
  const probe = new Response(form);
  const body = new Uint8Array(await probe.arrayBuffer());
  return new Request("http://bench.invalid/", {
    method: "POST",
    headers: { "content-type": probe.headers.get("content-type")! },
    body,
  });
};

let gaps: Array<[phase: string, ms: number]> = [];
let phase = "idle";
let last = performance.now();
const timer = setInterval(() => {
  const now = performance.now();
  gaps.push([phase, now - last]);
  last = now;
}, 1);

const runner = new JobRunner([importJob]);
const totals = new Map<string, { held: number; longest: number; ms: number }>();
const at = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
  phase = name;
  const started = performance.now();
  const value = await work();
  const t = totals.get(name) ?? { held: 0, longest: 0, ms: 0 };
  t.ms += performance.now() - started;
  totals.set(name, t);
  phase = "idle";
  return value;
};
for (let i = 0; i <= IMPORTS; i++) {
  const { id: projectId } = await createProject({ name: `Import ${i}` });
  const request = await upload();
  if (i === 1) {
    // The first import warmed the code and the threads: measure from here on.
    gaps = [];
    totals.clear();
  }
  const docs = await at("read upload (thread)", () => readUploadToSpool(request));
  const job = await at("enqueue (Job row)", () => enqueueImport(projectId, docs));
  const outcome = await at("run job", () => runner.runJob(job.id));
  if (outcome !== "succeeded") throw new Error(`the import job: ${outcome}`);
}
clearInterval(timer);
for (const [name, gap] of gaps) {
  const t = totals.get(name);
  if (!t) continue;
  if (gap > 10) t.held += gap;
  t.longest = Math.max(t.longest, gap);
}
const ms = (v: number) => `${Math.round(v)} ms`.padStart(9);
console.log(
  `\nOne knowledge import of two 4.9 MB Markdown files, ${IMPORTS} imports (load ${loadavg()[0].toFixed(1)}):`,
);
console.log("  phase                   per import  longest hold  held >10 ms per import");
for (const [name, t] of totals)
  console.log(
    `  ${name.padEnd(22)} ${ms(t.ms / IMPORTS)}  ${ms(t.longest).padStart(12)}  ${ms(t.held / IMPORTS).padStart(22)}`,
  );
await stopIdleThreads();
process.exit(0);
