import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { testViewer } from "@/lib/testing/auth";
import { seedConversation } from "@/lib/testing/fixtures";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { listRecentConversations, setConversationMark } from "./conversation-marks";

useTestDatabase();

describe("the home page's recent conversations", () => {
  it("lists the member's conversations newest first, pinned on top, archived apart; marks are per person", async () => {
    const ann = await testViewer("ann@example.test");
    const bob = await testViewer("bob@example.test");
    const ids: string[] = [];
    for (const name of ["One", "Two", "Three"]) {
      const seeded = await seedConversation({ name });
      await getDb().membership.create({ data: { projectId: seeded.projectId, userId: ann.userId, role: "owner" } });
      await getDb().membership.create({ data: { projectId: seeded.projectId, userId: bob.userId, role: "viewer" } });
      ids.push(seeded.conversationId);
    }
    await seedConversation({ name: "Not Ann's" }); // no membership: never listed
    const order = async (userId: string, archived = false) =>
      (await listRecentConversations(userId, { archived })).map((c) => c.projectName);
    expect(await order(ann.userId)).toEqual(["Three", "Two", "One"]);
    expect(await setConversationMark(ann.userId, ids[0]!, { pinned: true })).toEqual({ pinned: true, archived: false });
    expect(await order(ann.userId)).toEqual(["One", "Three", "Two"]);
    await setConversationMark(ann.userId, ids[2]!, { archived: true });
    expect(await order(ann.userId)).toEqual(["One", "Two"]);
    expect(await order(ann.userId, true)).toEqual(["Three"]);
    // Archiving unpins; Bob's list is his own.
    expect(await setConversationMark(ann.userId, ids[0]!, { archived: true })).toEqual({
      pinned: false,
      archived: true,
    });
    expect(await order(bob.userId)).toEqual(["Three", "Two", "One"]);
    expect((await listRecentConversations(bob.userId))[0]).toMatchObject({ role: "viewer", pinned: false });
    // Only `limit` recent ones, but a pinned one however old.
    await setConversationMark(bob.userId, ids[0]!, { pinned: true });
    expect((await listRecentConversations(bob.userId, { limit: 1 })).map((c) => c.projectName)).toEqual([
      "One",
      "Three",
    ]);
  });
});
