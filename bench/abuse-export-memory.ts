/**
 * One export of a wide conversation (issue 32, finding 3: 4,900 branches as Markdown), through the
 * worker thread the export routes use (`exportFileOffThread`): its size, its time, the process's
 * peak RSS meanwhile (sampled every 5 ms, threads included) over the RSS before it, and the loop's
 * longest hold. Run: `npx tsx --conditions=react-server bench/abuse-export-memory.ts [--nodes 4900] [--format md|json]`.
 * Its own SQLite file (data/bench-abuse-export.db).
 */
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { loadavg } from "node:os";

const DB_FILE = "data/bench-abuse-export.db";
const argv = process.argv.slice(2);
const flag = (name: string, fallback: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1]! : fallback);
const NODES = Number(flag("--nodes", "4900"));
const FORMAT = flag("--format", "md") as "md" | "json";

for (const suffix of ["", "-journal", "-wal", "-shm"]) rmSync(`${DB_FILE}${suffix}`, { force: true });
process.env.DATABASE_URL = `file:./${DB_FILE}`;
execFileSync("node", ["scripts/setup.mjs"], { env: process.env, stdio: ["ignore", "ignore", "inherit"] });
const { createProject } = await import("@/lib/db/queries/projects");
const { seedTree } = await import("@/lib/db/queries/seed-tree");
const { exportFileOffThread } = await import("@/lib/transfer/download");
const { stopIdleThreads } = await import("@/lib/jobs/thread");

const { id: projectId } = await createProject({ name: "Wide export" });
const { conversationId } = await seedTree({ projectId, nodes: NODES });
const once = () => exportFileOffThread(conversationId, { format: FORMAT }, {});
await once(); // warm: the thread started, the code compiled
await stopIdleThreads(); // measured from a fresh thread, as after an idle spell
global.gc?.();
const before = process.memoryUsage().rss;
let peak = before;
let longest = 0;
let last = performance.now();
const timer = setInterval(() => {
  const now = performance.now();
  longest = Math.max(longest, now - last);
  last = now;
  peak = Math.max(peak, process.memoryUsage().rss);
}, 5);
const started = performance.now();
const file = await once();
const ms = performance.now() - started;
clearInterval(timer);
const mb = (v: number) => `${Math.round(v / 2 ** 20)} MB`;
console.log(
  `\nExport of ${NODES} nodes as ${FORMAT}: ${mb(file.bytes.byteLength)} in ${Math.round(ms)} ms; ` +
    `RSS ${mb(before)} before, peak ${mb(peak)} (+${mb(peak - before)}); longest loop hold ${Math.round(longest)} ms (load ${loadavg()[0].toFixed(1)})`,
);
await stopIdleThreads();
process.exit(0);
