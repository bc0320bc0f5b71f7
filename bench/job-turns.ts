/**
 * `npm run bench:job-turns`: how long one person's knowledge import waits behind another person's
 * backlog. Ann queues `--imports` imports (4) of a 1 MB Markdown file into her project; a moment
 * later Bob queues one import of a 35 KB text (the GPL, as every Debian system ships it, else 35 KB
 * of Markdown) into his. One job runner with the real import job runs them, as a server does. Prints
 * when each finished (seconds after Bob's enqueue) and Bob's wait: with people taking turns
 * (lib/jobs/fair.ts) his import runs after Ann's first, not after her whole backlog.
 * Bounded and local: a temporary SQLite file.
 */
import { existsSync, readFileSync } from "node:fs";
import { numberArg } from "./args";
import { scriptDatabase } from "./temp-db";

const IMPORTS = numberArg("--imports", 4);

const db = scriptDatabase("bench-job-turns", { always: true });
const { createProject } = await import("@/lib/db/queries/projects");
const { findJob } = await import("@/lib/db/queries/jobs");
const { enqueueImport, importJob } = await import("@/lib/knowledge/import-job");
const { JobRunner } = await import("@/lib/jobs/runner");
const { stopIdleThreads } = await import("@/lib/jobs/thread");
const { bigMarkdown } = await import("./abuse");

const GPL = "/usr/share/common-licenses/GPL-3";
const small = existsSync(GPL) ? readFileSync(GPL, "utf8") : bigMarkdown(0).slice(0, 35_000);
const doc = (name: string, text: string) => ({ name, format: "md" as const, text, bytes: text.length });

try {
  const anns = await createProject({ name: "Ann's manuals" });
  const bobs = await createProject({ name: "Bob's notes" });
  const annJobs = [];
  for (let i = 0; i < IMPORTS; i++)
    annJobs.push(
      await enqueueImport(anns.id, [doc(`manual-${i}.md`, bigMarkdown(i).slice(0, 1024 * 1024))], { userId: "ann" }),
    );
  const bobJob = await enqueueImport(bobs.id, [doc("GPL-3.txt", small)], { userId: "bob" });
  const started = Date.now();
  const runner = new JobRunner([importJob], { pollMs: 50 });
  const finished = new Map<string, number>();
  const ids = [...annJobs.map((j) => j.id), bobJob.id];
  runner.start();
  while (finished.size < ids.length) {
    for (const id of ids) {
      if (finished.has(id)) continue;
      const row = await findJob(id);
      if (row?.status === "failed") throw new Error(`job ${id} failed: ${row.error}`);
      if (row?.status === "succeeded") finished.set(id, (row.finishedAt!.getTime() - started) / 1000);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await runner.stop();
  const annDone = annJobs.map((j) => finished.get(j.id)!);
  const bob = finished.get(bobJob.id)!;
  const order = [...finished].sort((a, b) => a[1] - b[1]).map(([id]) => (id === bobJob.id ? "bob" : "ann"));
  console.log(
    JSON.stringify(
      {
        imports: IMPORTS,
        order,
        annFinishedSeconds: annDone.map((s) => +s.toFixed(2)),
        bobFinishedSeconds: +bob.toFixed(2),
        bobBehindImports: order.indexOf("bob"),
      },
      null,
      2,
    ),
  );
  console.log(
    `Bob's import finished ${bob.toFixed(1)} s after he queued it, behind ${order.indexOf("bob")} of Ann's ${IMPORTS}; her backlog took ${Math.max(...annDone).toFixed(1)} s.`,
  );
} finally {
  await stopIdleThreads();
  await db.close();
}
