/**
 * Search benchmark: `npm run bench:search`. Fills a temporary SQLite database with N messages
 * (the FTS5 triggers index them as they are written), then times ranked queries with snippets.
 * `-- --postgres` runs the same on a throwaway PostgreSQL cluster (stored tsvectors, GIN indexes).
 * Prints figures; no targets are enforced here.
 */
const onPostgres = process.argv.includes("--postgres");
// Set before the database modules load: they read TEST_DB once.
if (onPostgres) process.env.TEST_DB = "postgres";
const stopCluster = onPostgres ? await (await import("@/lib/testing/pg-global-setup")).default() : undefined;
const { getDb } = await import("@/lib/db/client");
const { createProject } = await import("@/lib/db/queries/projects");
const { search } = await import("@/lib/search");
const { createTestDatabase } = await import("@/lib/testing/db");

const WORDS =
  "gateway heron caching runbook rollback kestrel cluster migration invoice billing launch code orchid lantern harbour ferry museum bakery garden river".split(
    " ",
  );
const sizes = (process.argv.find((a) => a.startsWith("--items="))?.slice(8) ?? "10000,50000").split(",").map(Number);

const db = await createTestDatabase();
try {
  const project = await createProject({ name: "Search bench" });
  let written = 0;
  let seed = 7;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const sentence = () => Array.from({ length: 24 }, () => WORDS[Math.floor(random() * WORDS.length)]).join(" ");
  for (const target of sizes) {
    const started = performance.now();
    while (written < target) {
      const conversation = await getDb().conversation.create({
        data: { projectId: project.id, title: `Conversation ${written}` },
      });
      const node = await getDb().node.create({
        data: { conversationId: conversation.id, kind: "root", title: `Conversation ${written}` },
      });
      await getDb().item.createMany({
        data: Array.from({ length: 100 }, (_, i) => ({
          nodeId: node.id,
          position: i + 1,
          role: i % 2 ? "assistant" : "user",
          content: sentence(),
          tokenCount: 24,
        })),
      });
      written += 100;
    }
    const writeMs = performance.now() - started;
    const timings: number[] = [];
    let hits = 0;
    for (const query of [
      "heron gateway",
      "rollback kestrel",
      "orchid",
      "la",
      'NEAR("x" *',
      "museum bakery garden river",
    ]) {
      for (let i = 0; i < 5; i++) {
        const t = performance.now();
        hits += (await search({ text: query, projectId: project.id, limit: 30 })).length;
        timings.push(performance.now() - t);
      }
    }
    timings.sort((a, b) => a - b);
    console.log(
      `search (${onPostgres ? "PostgreSQL" : "SQLite"}): ${written.toLocaleString("en")} messages indexed (${(writeMs / 1000).toFixed(1)} s to write with triggers); ` +
        `query median ${timings[Math.floor(timings.length / 2)].toFixed(1)} ms, p90 ${timings[Math.floor(timings.length * 0.9)].toFixed(1)} ms, ${hits} hits over ${timings.length} queries`,
    );
  }
} finally {
  await db.cleanup();
  await stopCluster?.();
}
// A module (its imports are dynamic), so that top-level await is allowed.
export {};
