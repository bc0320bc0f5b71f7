import { beforeAll, describe, expect, it } from "vitest";
import { getDb, getDbKind } from "@/lib/db/client";
import { deleteConversation, renameConversation } from "@/lib/db/queries/conversations";
import { renameNode } from "@/lib/db/queries/nodes";
import { createBranch } from "@/lib/tree-ops/create-branch";
import { appendItem, updateItem } from "@/lib/db/queries/items";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { seedConversation, thread } from "@/lib/testing/fixtures";
import { upsertMembership } from "@/lib/db/queries/memberships";
import { testViewer } from "@/lib/testing/auth";
import type { Viewer } from "@/lib/auth/types";
import { search } from "./index";
import { toTsQuery } from "./postgres";
import { snippetParts } from "@/lib/shared/snippet";
import { parseMarkedSnippet, toMatchExpression } from "./query";

useTestDatabase();

describe("query building", () => {
  it("quotes every term so that hostile input is never FTS syntax", () => {
    expect(toMatchExpression('NEAR("a" b) OR *')).toBe('"near" "a" "b" "or"*');
    expect(toMatchExpression('"')).toBeNull();
    expect(toMatchExpression("((( ^ - : *")).toBeNull();
    expect(toMatchExpression("Café  crème")).toBe('"café" "crème"*');
    expect(toTsQuery('NEAR("a" b) | !*')).toBe("near & a & b:*");
    expect(toTsQuery("((( & | : *")).toBeNull();
  });

  it("parses snippet markers into plain text and ranges", () => {
    const snippet = parseMarkedSnippet("the \u0002launch\u0003   code \u0002is\u0003");
    expect(snippet.text).toBe("the launch code is");
    expect(snippetParts(snippet)).toEqual([
      { text: "the ", match: false },
      { text: "launch", match: true },
      { text: " code ", match: false },
      { text: "is", match: true },
    ]);
  });
});

describe("search over SQLite FTS5 or PostgreSQL full-text search", () => {
  let seeded: Awaited<ReturnType<typeof seedConversation>>;
  let other: Awaited<ReturnType<typeof seedConversation>>;
  // Two members of the first project: `a` opens asides, `b` must not find them.
  let a: Viewer;
  let b: Viewer;

  beforeAll(async () => {
    seeded = await seedConversation({
      name: "Search A",
      messages: thread(
        "The launch code is ORCHID-7.",
        "Noted, the code is stored.",
        "Lunch is pasta on Friday.",
        "Pasta it is.",
      ),
    });
    other = await seedConversation({ name: "Search B", messages: thread("ORCHID-7 is also mentioned here.", "Fine.") });
    a = await testViewer("search-a@example.test");
    b = await testViewer("search-b@example.test");
    await upsertMembership(seeded.projectId, a.userId, "owner");
    await upsertMembership(seeded.projectId, b.userId, "editor");
  });

  it("finds messages in one project, ranked, with highlighted snippets", async () => {
    const hits = await search({ text: "orchid", projectId: seeded.projectId });
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({
      kind: "message",
      conversationId: seeded.conversationId,
      nodeId: seeded.rootNodeId,
      itemId: seeded.itemIds[0],
      projectName: "Search A",
    });
    const marked = snippetParts(hits[0].snippet)
      .filter((p) => p.match)
      .map((p) => p.text.toLowerCase());
    expect(marked).toContain("orchid");
    // Across projects when none is named.
    expect((await search({ text: "orchid" })).map((h) => h.projectId).sort()).toEqual(
      [seeded.projectId, other.projectId].sort(),
    );
    // Ranked by bm25, best (lowest) first.
    const ranked = await search({ text: "code", projectId: seeded.projectId });
    expect(ranked.length).toBeGreaterThanOrEqual(2);
    expect(ranked[0].score).toBeLessThanOrEqual(ranked[1].score);
  });

  it("never throws on hostile queries", async () => {
    for (const text of [
      '"',
      "NEAR(orchid",
      "orchid*",
      "(((",
      "a OR",
      "code AND NOT",
      "-orchid",
      "title:orchid",
      "^",
      "\u0000",
      "'; DROP TABLE Item; --",
    ]) {
      await expect(search({ text, projectId: seeded.projectId })).resolves.toBeInstanceOf(Array);
    }
    expect((await search({ text: '("orchid', projectId: seeded.projectId })).length).toBe(1);
  });

  it("leaves out another account's open aside, and shows it once merged into the tree", async () => {
    const aside = await createBranch({
      parentId: seeded.rootNodeId,
      fromItemId: seeded.itemIds[1],
      policy: "none",
      title: "Private walrus notes",
      kind: "volatile",
      sessionId: "session-a",
      ownerId: a.userId,
    });
    expect(
      (await search({ text: "walrus", projectId: seeded.projectId, userId: a.userId })).map((h) => h.nodeId),
    ).toEqual([aside.nodeId]);
    expect(await search({ text: "walrus", projectId: seeded.projectId, userId: b.userId })).toHaveLength(0);
    expect(await search({ text: "walrus", projectId: seeded.projectId })).toHaveLength(0);
    await getDb().node.update({ where: { id: aside.nodeId }, data: { kind: "branch", sessionId: null } });
    expect(await search({ text: "walrus", projectId: seeded.projectId, userId: b.userId })).toHaveLength(1);
  });

  it("leaves out everything under another account's open aside: its branches and their messages", async () => {
    // Nothing branches from an open aside through the app; the tree is built, then the top made an aside.
    const aside = await createBranch({
      parentId: seeded.rootNodeId,
      fromItemId: seeded.itemIds[1],
      policy: "none",
      title: "Private aside",
    });
    const child = await createBranch({
      parentId: aside.nodeId,
      fromItemId: null,
      policy: "none",
      title: "Kelp forest plans",
    });
    const grandchild = await createBranch({
      parentId: child.nodeId,
      fromItemId: null,
      policy: "none",
      title: "Deeper notes",
    });
    await appendItem(grandchild.nodeId, { role: "user", content: "The kelp harvest starts in May.", tokenCount: 8 });
    await getDb().node.update({
      where: { id: aside.nodeId },
      data: { kind: "volatile", sessionId: "session-a", ownerId: a.userId },
    });
    const nodesFound = async (userId?: string) =>
      (await search({ text: "kelp", projectId: seeded.projectId, userId })).map((h) => h.nodeId).sort();
    expect(await nodesFound(a.userId)).toEqual([child.nodeId, grandchild.nodeId].sort());
    expect(await nodesFound(b.userId)).toEqual([]);
    expect(await nodesFound()).toEqual([]);
    await getDb().node.update({ where: { id: aside.nodeId }, data: { kind: "branch", sessionId: null } });
    expect(await nodesFound(b.userId)).toEqual([child.nodeId, grandchild.nodeId].sort());
  });

  it("follows edits: new and renamed titles, updated answers, deletions", async () => {
    const branch = await createBranch({
      parentId: seeded.rootNodeId,
      fromItemId: seeded.itemIds[1],
      policy: "full",
      title: "Zeppelin plans",
    });
    expect((await search({ text: "zeppelin", projectId: seeded.projectId }))[0]).toMatchObject({
      kind: "branch",
      nodeId: branch.nodeId,
    });
    await renameNode(branch.nodeId, "Airship plans");
    expect(await search({ text: "zeppelin", projectId: seeded.projectId })).toHaveLength(0);
    expect(await search({ text: "airship", projectId: seeded.projectId })).toHaveLength(1);

    await renameConversation(seeded.conversationId, "Quarterly flamingo review");
    const titles = await search({ text: "flamingo", projectId: seeded.projectId });
    expect(titles.map((h) => h.kind).sort()).toEqual(["branch", "conversation"]); // the root shares the title

    await updateItem(seeded.itemIds[3], { content: "Risotto instead." });
    expect(await search({ text: "risotto", projectId: seeded.projectId })).toHaveLength(1);
    expect((await search({ text: "pasta", projectId: seeded.projectId })).map((h) => h.itemId)).toEqual([
      seeded.itemIds[2],
    ]);

    await deleteConversation(seeded.conversationId);
    expect(await search({ text: "orchid", projectId: seeded.projectId })).toHaveLength(0);
    if (getDbKind() === "sqlite") {
      // The FTS5 index is kept by triggers; PostgreSQL searches the tables themselves.
      const leftovers = await getDb().$queryRawUnsafe<Array<{ n: number }>>(
        `SELECT count(*) AS n FROM "SearchRef" r LEFT JOIN "Item" i ON i.id = r.ref WHERE r.kind = 'item' AND i.id IS NULL`,
      );
      expect(Number(leftovers[0].n)).toBe(0);
    }
  });
});
