/**
 * `npm run bench:thread-priority`: how long a small knowledge import (the kind a person waits for
 * with the Jobs panel open) takes while the machine is busy, cold (a new thread) and warm (a kept
 * one), and after a big import has lowered its thread to nice 10 (lib/jobs/thread.ts). `--busy N`
 * (6) processes at the server's priority spin the whole time, as other lanes' browsers and servers
 * do on a loaded machine; the same sequence runs first with the machine idle. The real import job
 * and runner on a temporary SQLite file; a 150-character note, and 400 KB of Markdown for the big one.
 */
import { spawn } from "node:child_process";
import { numberArg } from "./args";
import { scriptDatabase } from "./temp-db";

const BUSY = numberArg("--busy", 6);

const db = scriptDatabase("bench-thread-priority", { always: true });
const { createProject } = await import("@/lib/db/queries/projects");
const { findJob } = await import("@/lib/db/queries/jobs");
const { enqueueImport, importJob } = await import("@/lib/knowledge/import-job");
const { JobRunner } = await import("@/lib/jobs/runner");
const { stopIdleThreads } = await import("@/lib/jobs/thread");
const { bigMarkdown } = await import("./abuse");

const NOTE = "# Notes\n\nThe rollback password for the cluster is AMBER-4471.\n\n## Owners\n\nAisha owns the cluster.";
const BIG = bigMarkdown(1).slice(0, 400 * 1024);

/** Seconds from enqueue to the import's end. */
async function importSeconds(text: string): Promise<number> {
  const project = await createProject({ name: "bench" });
  const started = Date.now();
  const job = await enqueueImport(project.id, [{ name: "notes.md", format: "md", text, bytes: text.length }], {
    userId: "bench",
  });
  for (;;) {
    const row = await findJob(job.id);
    if (row?.status === "failed") throw new Error(`import failed: ${row.error}`);
    if (row?.status === "succeeded") return +((Date.now() - started) / 1000).toFixed(2);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function sequence() {
  await stopIdleThreads();
  const cold = await importSeconds(NOTE);
  const warm = await importSeconds(NOTE);
  const big = await importSeconds(BIG);
  const afterBig = await importSeconds(NOTE);
  return { smallCold: cold, smallWarm: warm, big, smallAfterBig: afterBig };
}

const runner = new JobRunner([importJob], { pollMs: 20 });
runner.start();
const spinners: ReturnType<typeof spawn>[] = [];
try {
  const idle = await sequence();
  for (let i = 0; i < BUSY; i++) spinners.push(spawn(process.execPath, ["-e", "for (;;);"], { stdio: "ignore" }));
  const busy = await sequence();
  console.log(JSON.stringify({ busyProcesses: BUSY, idle, busy }, null, 2));
  console.log(
    `With ${BUSY} busy processes: a small import took ${busy.smallCold} s cold, ${busy.smallWarm} s warm, ` +
      `${busy.smallAfterBig} s after a big one (idle: ${idle.smallCold} / ${idle.smallWarm} / ${idle.smallAfterBig} s).`,
  );
} finally {
  for (const child of spinners) child.kill();
  await runner.stop();
  await stopIdleThreads();
  await db.close();
}
