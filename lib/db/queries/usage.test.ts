import { describe, expect, it } from "vitest";
import { getDb, getDbKind } from "@/lib/db/client";
import { createProject } from "@/lib/db/queries/projects";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { listUsage, recordUsage, recordUsageMany, type UsageRecord } from "./usage";

useTestDatabase();

const call = (projectId: string, i: number): UsageRecord => ({
  projectId,
  purpose: i % 2 ? "navigate" : "summarise",
  model: "offline",
  inputTokens: 100 + i,
  outputTokens: i,
  latencyMs: i % 7,
  outcome: i % 5 ? "ok" : "error",
});

describe("usage rows written many at once", () => {
  it("are the rows one at a time would be: every field, distinct ids, a time Prisma reads back", async () => {
    const { id: projectId } = await createProject({ name: "Usage" });
    const before = Date.now();
    await recordUsage(call(projectId, 0));
    await recordUsageMany(Array.from({ length: 130 }, (_, i) => call(projectId, i + 1)));
    const rows = await listUsage({ projectId });
    expect(rows).toHaveLength(131);
    const strip = ({ id: _id, createdAt: _at, ...rest }: (typeof rows)[number]) => rest;
    const expected = Array.from({ length: 131 }, (_, i) => ({
      ...call(projectId, i),
      conversationId: null,
      nodeId: null,
      cachedTokens: 0,
    }));
    expect(rows.map(strip).sort((a, b) => a.inputTokens - b.inputTokens)).toEqual(expected);
    expect(new Set(rows.map((r) => r.id)).size).toBe(131);
    for (const r of rows) {
      expect(r.id).toMatch(/^c[0-9a-z]{24}$/);
      expect(r.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(r.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
    if (getDbKind() === "sqlite") {
      // Stored as Prisma's adapter stores a DateTime, so that SQL comparing times sees one format.
      const stored = await getDb().$queryRawUnsafe<{ t: string; n: number }[]>(
        `SELECT typeof("createdAt") AS t, count(*) AS n FROM "Usage" WHERE "createdAt" LIKE '____-__-__T__:__:__.___+00:00' GROUP BY 1`,
      );
      expect(stored.map((s) => [s.t, Number(s.n)])).toEqual([["text", 131]]);
    }
  });
});
