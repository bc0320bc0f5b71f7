/**
 * `npm run bench:abuse-tree`: how long one load of a wide tree holds the server's event loop, built
 * on the request's thread (`buildTreeBody`, what the tree route did before) and through
 * `readTreeBody` (lib/graph/tree-load.ts: a worker thread from 1,000 nodes), against an idle loop
 * that only sleeps as long, in turn: idle, on the loop, off the loop, idle (the machine's other
 * jobs weigh on each alike; the load average is printed with each).
 *
 * A 1 ms timer ticks meanwhile; each gap between ticks is time the loop could not answer anyone:
 * the longest gap, the p99 gap, and the time per load spent in gaps over 10 ms are printed.
 * Bounded and local: its own SQLite file (data/bench-abuse-tree.db), one tree of `--nodes` (5,001:
 * a root with 5,000 children, the shape of issue 32's finding), `--loads` loads per phase (10).
 */
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { loadavg } from "node:os";

const DB_FILE = "data/bench-abuse-tree.db";
const argv = process.argv.slice(2);
const flag = (name: string, fallback: number) =>
  argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) : fallback;
const NODES = flag("--nodes", 5001);
const LOADS = flag("--loads", 10);

for (const suffix of ["", "-journal", "-wal", "-shm"]) rmSync(`${DB_FILE}${suffix}`, { force: true });
process.env.DATABASE_URL = `file:./${DB_FILE}`;
execFileSync("node", ["scripts/setup.mjs"], { env: process.env, stdio: ["ignore", "ignore", "inherit"] });
// After DATABASE_URL is set: the database client reads it when it is first used.
const { createProject } = await import("@/lib/db/queries/projects");
const { seedTree } = await import("@/lib/db/queries/seed-tree");
const { buildTreeBody, readTreeBody } = await import("@/lib/graph/tree-load");
const { stopIdleThreads } = await import("@/lib/jobs/thread");

const { id: projectId } = await createProject({ name: "Wide tree" });
const { conversationId } = await seedTree({ projectId, nodes: NODES, shape: "fan" });
const ask = { read: "tree" as const, conversationId, reader: { userId: null, canWrite: true }, packed: "gzip" };

/** Runs `load` LOADS times while a 1 ms timer ticks; what the loop could not do meanwhile. */
async function measure(load: () => Promise<unknown>) {
  await load(); // warm: code compiled, the thread started
  const gaps: number[] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    gaps.push(now - last);
    last = now;
  }, 1);
  const started = performance.now();
  for (let i = 0; i < LOADS; i++) await load();
  const perLoad = (performance.now() - started) / LOADS;
  clearInterval(timer);
  gaps.push(performance.now() - last);
  gaps.sort((a, b) => a - b);
  return {
    perLoad,
    longest: gaps.at(-1)!,
    p99: gaps[Math.min(gaps.length - 1, Math.floor(gaps.length * 0.99))],
    heldPerLoad: gaps.filter((g) => g > 10).reduce((a, b) => a + b, 0) / LOADS,
    load: loadavg()[0],
  };
}

const offThread = await measure(() => readTreeBody(ask));
const sleep = () => new Promise((resolve) => setTimeout(resolve, offThread.perLoad));
const phases: Array<[string, () => Promise<unknown>]> = [
  ["idle (sleeps as long)", sleep],
  ["built on the loop", () => buildTreeBody(ask)],
  ["readTreeBody (thread)", () => readTreeBody(ask)],
  ["idle (sleeps as long)", sleep],
];
const ms = (v: number) => `${Math.round(v)} ms`.padStart(8);
console.log(`\nOne load of a ${NODES}-node fan's packed, gzipped tree, ${LOADS} loads per phase:`);
console.log("  phase                    per load  longest hold  p99 gap  held >10 ms per load  load avg");
for (const [name, load] of phases) {
  const r = await measure(load);
  console.log(
    `  ${name.padEnd(24)} ${ms(r.perLoad)}  ${ms(r.longest).padStart(12)}  ${ms(r.p99).padStart(7)}  ${ms(r.heldPerLoad).padStart(20)}  ${r.load.toFixed(1).padStart(8)}`,
  );
}
await stopIdleThreads();
process.exit(0);
