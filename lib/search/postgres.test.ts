import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { createProject } from "@/lib/db/queries/projects";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { onPostgres } from "@/lib/testing/pg";
import { SEARCH_SQL } from "@/lib/db/queries/search-postgres";
import { postgresSearch, toTsQuery } from "./postgres";

// PostgreSQL only: the search reads the stored tsvectors and GIN indexes of migration 20261124230000_search_vectors.
// Its hooks run only when a test does: on SQLite every test here is skipped, and no database is made.
useTestDatabase();

const WORDS =
  "gateway heron caching runbook rollback kestrel cluster migration invoice billing launch code lantern harbour ferry museum".split(
    " ",
  );

describe.skipIf(!onPostgres)("PostgreSQL full-text search", () => {
  it("finds a rare word among 20,000 messages through the GIN index (EXPLAIN), and prints the time with and without it", async () => {
    const db = getDb();
    const project = await createProject({ name: "Search at size" });
    let seed = 11;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const sentence = () => Array.from({ length: 20 }, () => WORDS[Math.floor(random() * WORDS.length)]).join(" ");
    for (let c = 0; c < 20; c++) {
      const conversation = await db.conversation.create({
        data: { projectId: project.id, title: `Conversation ${c}` },
      });
      const node = await db.node.create({
        data: { conversationId: conversation.id, kind: "root", title: `Conversation ${c}` },
      });
      const items = Array.from({ length: 1000 }, (_, i) => ({
        nodeId: node.id,
        position: i + 1,
        role: i % 2 ? ("assistant" as const) : ("user" as const),
        // One message in a thousand mentions the rare word.
        content: i === 500 ? `${sentence()} zephyrine ${sentence()}` : sentence(),
        tokenCount: 20,
      }));
      await db.item.createMany({ data: items });
    }
    await db.$executeRawUnsafe(`ANALYZE`);
    const params = [toTsQuery("zephyrine"), project.id, null, 30, "MaxWords=18, MinWords=6"] as const;
    // Whether the query's shape can use the index, not the planner's cost guess of the day: with
    // sequential scans priced out, a query the index cannot serve still scans (other test files share
    // the cluster, so statistics and the free choice between close costs vary from run to run).
    const plan = async () =>
      (
        await db.$transaction(async (tx) => {
          await tx.$executeRawUnsafe(`SET LOCAL enable_seqscan = off`);
          return tx.$queryRawUnsafe<Array<{ "QUERY PLAN": string }>>(`EXPLAIN ${SEARCH_SQL}`, ...params);
        })
      )
        .map((r) => r["QUERY PLAN"])
        .join("\n");
    const timed = async () => {
      const runs: number[] = [];
      let hits = 0;
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        hits = (await postgresSearch.search({ text: "zephyrine", projectId: project.id, limit: 30 })).length;
        runs.push(performance.now() - started);
      }
      return { hits, ms: runs.sort((a, b) => a - b)[2] };
    };

    expect(await plan()).toContain("Item_content_fts");
    const withIndex = await timed();
    expect(withIndex.hits).toBe(20);

    await db.$executeRawUnsafe(`DROP INDEX "Item_content_fts"`);
    expect(await plan()).not.toContain("Item_content_fts");
    const without = await timed();
    expect(without.hits).toBe(20);
    console.log(
      `PostgreSQL search, a rare word among 20,000 messages: ${withIndex.ms.toFixed(1)} ms with the GIN index, ${without.ms.toFixed(1)} ms without (median of 5)`,
    );
  }, 120_000);
});
