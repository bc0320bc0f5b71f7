import { describe, expect, it } from "vitest";
import { startTurn } from "@/lib/chat/turn";
import { getDb } from "@/lib/db/client";
import { appendItem } from "@/lib/db/queries/items";
import { getNodeWindow } from "@/lib/views/node-window";
import { createBranch } from "./create-branch";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { countRows, seedConversation, thread } from "@/lib/testing/fixtures";
import { countTokens } from "@/lib/text/count-tokens";
import { autoResolveAllProjects, autoResolveVolatiles, listUnresolvedVolatiles, promoteNode } from "./volatile";

useTestDatabase();

const MESSAGES = thread("The launch code is ORCHID-7.", "Noted.", "Let us talk about lunch.", "Pasta it is.");

async function say(nodeId: string, text: string, sessionId: string | null) {
  const turn = await startTurn({ nodeId, text, sessionId });
  await turn.result.consumeStream();
  const outcome = await turn.done;
  await turn.followUps; // the usage row follows the saved answer
  return outcome;
}

/** A conversation with a volatile aside (full, after the second message) owned by session "s1". */
async function setup(opts: { resolution?: "ask" | "purge" | "merge"; afterMinutes?: number } = {}) {
  const root = await seedConversation({ messages: MESSAGES });
  await getDb().project.update({
    where: { id: root.projectId },
    data: { volatileResolution: opts.resolution ?? "ask", volatileAfterMinutes: opts.afterMinutes ?? 30 },
  });
  const aside = await createBranch({
    parentId: root.rootNodeId,
    fromItemId: root.itemIds[1],
    policy: "full",
    kind: "volatile",
    sessionId: "s1",
    title: "Side question",
  });
  return { ...root, asideId: aside.nodeId };
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe("volatile asides belong to their session", () => {
  it("take messages from their own session only", async () => {
    const s = await setup();
    expect(await getDb().node.findUniqueOrThrow({ where: { id: s.asideId } })).toMatchObject({
      kind: "volatile",
      sessionId: "s1",
      status: "open",
    });
    expect((await say(s.asideId, "What is the launch code?", "s1")).text).toContain("ORCHID-7");

    const before = await countRows();
    for (const other of ["s2", null]) {
      await expect(startTurn({ nodeId: s.asideId, text: "Hello?", sessionId: other })).rejects.toMatchObject({
        code: "conflict:volatile_foreign",
        message: expect.stringMatching(/merge it, purge it or promote it/),
      });
    }
    expect(await countRows()).toEqual(before);
  });

  it("cannot be branched from", async () => {
    const s = await setup();
    const before = await countRows();
    await expect(createBranch({ parentId: s.asideId, fromItemId: null, policy: "full" })).rejects.toMatchObject({
      code: "conflict:volatile_parent",
    });
    expect(await countRows()).toEqual(before);
  });

  it("are listed as unresolved for any other session", async () => {
    const s = await setup();
    expect((await listUnresolvedVolatiles(s.conversationId, "s2")).map((n) => n.id)).toEqual([s.asideId]);
    expect((await listUnresolvedVolatiles(s.conversationId, null)).map((n) => n.id)).toEqual([s.asideId]);
    expect(await listUnresolvedVolatiles(s.conversationId, "s1")).toEqual([]);
  });

  it("promotion drops the aside's title prefix ('Keep as branch')", async () => {
    const s = await setup();
    await getDb().node.update({ where: { id: s.asideId }, data: { title: "Aside: Launch code check" } });
    await promoteNode(s.asideId);
    expect((await getDb().node.findUniqueOrThrow({ where: { id: s.asideId } })).title).toBe("Launch code check");
  });

  it("promotion makes a persistent branch that any session may use", async () => {
    const s = await setup();
    expect(await promoteNode(s.asideId)).toEqual({ nodeId: s.asideId });
    expect(await getDb().node.findUniqueOrThrow({ where: { id: s.asideId } })).toMatchObject({
      kind: "branch",
      sessionId: null,
      status: "open",
    });
    expect(await listUnresolvedVolatiles(s.conversationId, "s2")).toEqual([]);
    expect((await say(s.asideId, "What is the launch code?", "s2")).status).toBe("complete");
    // A promoted branch can have branches of its own.
    await expect(createBranch({ parentId: s.asideId, fromItemId: null, policy: "none" })).resolves.toMatchObject({
      nodeId: expect.any(String),
    });

    await expect(promoteNode(s.asideId)).rejects.toMatchObject({ code: "invalid:not_volatile" });
    await expect(promoteNode(s.rootNodeId)).rejects.toMatchObject({ code: "invalid:not_volatile" });
    await expect(promoteNode("ghost")).rejects.toMatchObject({ code: "not_found:node" });
  });
});

describe("autoResolveVolatiles", () => {
  it("purge: removes abandoned asides once they are due, and only those", async () => {
    const s = await setup({ resolution: "purge", afterMinutes: 30 });
    await say(s.asideId, "What is the launch code?", "s1");
    const mine = await createBranch({
      parentId: s.rootNodeId,
      fromItemId: null,
      policy: "none",
      kind: "volatile",
      sessionId: "s2",
    });

    expect(await autoResolveVolatiles(s.projectId, "s2", minutesFromNow(5))).toEqual([]);
    expect(await getDb().node.count({ where: { id: s.asideId } })).toBe(1);

    expect(await autoResolveVolatiles(s.projectId, "s2", minutesFromNow(31))).toEqual([
      { nodeId: s.asideId, title: "Side question", action: "purged" },
    ]);
    expect(await getDb().node.count({ where: { id: s.asideId } })).toBe(0);
    expect(await getDb().item.count({ where: { nodeId: s.asideId } })).toBe(0);
    // The caller's own aside stays open.
    expect(await getDb().node.findUniqueOrThrow({ where: { id: mine.nodeId } })).toMatchObject({
      status: "open",
      kind: "volatile",
    });
  });

  it("merge: a condensed note lands at the aside's branch point, and the aside is kept as merged", async () => {
    const s = await setup({ resolution: "merge", afterMinutes: 10 });
    await say(s.asideId, "We decided to ship the launch on Friday.", "s1");
    const empty = await createBranch({
      parentId: s.rootNodeId,
      fromItemId: null,
      policy: "full",
      kind: "volatile",
      sessionId: "s1",
      title: "Empty aside",
    });

    const done = await autoResolveVolatiles(s.projectId, "s2", minutesFromNow(11));
    expect(done).toEqual(
      expect.arrayContaining([
        { nodeId: s.asideId, title: "Side question", action: "merged" },
        // Nothing of its own to merge: purged, since nothing is lost.
        { nodeId: empty.nodeId, title: "Empty aside", action: "purged" },
      ]),
    );
    expect(done).toHaveLength(2);

    expect((await getDb().node.findUniqueOrThrow({ where: { id: s.asideId } })).status).toBe("merged");
    expect(await getDb().node.count({ where: { id: empty.nodeId } })).toBe(0);
    const window = await getNodeWindow(s.rootNodeId);
    expect(window.map((e) => e.origin)).toEqual(["local", "local", "merged", "local", "local"]);
    expect(window[2]).toMatchObject({ role: "note", sourceNodeId: s.asideId, mergeEventId: expect.any(String) });
    expect(window[2].content).toContain("We decided to ship the launch on Friday.");
    expect(await getDb().mergeEvent.findFirstOrThrow({ where: { childId: s.asideId } })).toMatchObject({
      mode: "condensed",
      placement: "chronological",
    });
  });

  it('"ask" (the default) resolves nothing, however old the aside', async () => {
    const s = await setup({ resolution: "ask" });
    await appendItem(s.asideId, { role: "user", content: "Left behind.", tokenCount: countTokens("Left behind.") });
    const before = await countRows();
    expect(await autoResolveVolatiles(s.projectId, "s2", minutesFromNow(60 * 24 * 365))).toEqual([]);
    expect(await countRows()).toEqual(before);
    expect((await getDb().node.findUniqueOrThrow({ where: { id: s.asideId } })).status).toBe("open");
  });

  it("autoResolveAllProjects applies each project's own setting", async () => {
    const purging = await setup({ resolution: "purge", afterMinutes: 1 });
    const asking = await setup({ resolution: "ask" });
    const done = await autoResolveAllProjects("s2", minutesFromNow(2));
    expect(done.map((d) => d.nodeId)).toContain(purging.asideId);
    expect(done.map((d) => d.nodeId)).not.toContain(asking.asideId);
    expect(await getDb().node.count({ where: { id: asking.asideId } })).toBe(1);
  });
});
