import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db/client";
import { createBranch } from "../tree-ops/create-branch";
import { createTestDatabase, type TestDatabase } from "../testing/db";
import { seedConversation, thread } from "../testing/fixtures";
import { testViewer } from "../testing/auth";
import { createShareLink } from "./share-links";
import { loadSharedConversation } from "./shared-view";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.cleanup());

describe("a read-only share link's view", () => {
  it("lists nodes depth-first with their depth, and shows an answer cut off by a crash as not finished", async () => {
    const seeded = await seedConversation({ messages: thread("Where is the review?", "In Lisbon.") });
    const a = await createBranch({ parentId: seeded.rootNodeId, fromItemId: seeded.itemIds[1], policy: "none", title: "Branch A" });
    const a1 = await createBranch({ parentId: a.nodeId, fromItemId: null, policy: "none", title: "Branch A.1" });
    const b = await createBranch({ parentId: seeded.rootNodeId, fromItemId: seeded.itemIds[1], policy: "none", title: "Branch B" });
    // An answer left "streaming" by a process that died long ago (stale heartbeat, not yet swept).
    await getDb().item.update({ where: { id: seeded.itemIds[1] }, data: { status: "streaming", heartbeatAt: new Date(Date.now() - 10 * 60_000) } });

    const viewer = await testViewer("sharer@example.test");
    const link = await createShareLink(seeded.conversationId, viewer.userId);
    const shared = await loadSharedConversation(link.token);

    expect(shared.nodes.map((n) => [n.id, n.depth])).toEqual([
      [seeded.rootNodeId, 0],
      [a.nodeId, 1],
      [a1.nodeId, 2],
      [b.nodeId, 1],
    ]);
    const answer = shared.nodes[0].messages.find((m) => m.id === seeded.itemIds[1]);
    expect(answer).toMatchObject({ content: "In Lisbon.", status: "error" });
    // Reading wrote nothing: the row is still "streaming" until the sweep marks it.
    expect((await getDb().item.findUniqueOrThrow({ where: { id: seeded.itemIds[1] } })).status).toBe("streaming");
  });
});
