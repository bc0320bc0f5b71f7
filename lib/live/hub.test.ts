import { afterAll, afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { appendItem } from "@/lib/db/queries/items";
import { flushStreamingAnswer } from "@/lib/db/queries/answers";
import { createBranch } from "@/lib/tree-ops/create-branch";
import { mergeNode, undoMerge } from "@/lib/tree-ops/merge";
import { purgeNode } from "@/lib/tree-ops/purge";
import { labelNode } from "@/lib/tree-ops/label";
import { hiddenFrom } from "@/lib/tree/capabilities";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { seedConversation, thread } from "@/lib/testing/fixtures";
import { onPostgres } from "@/lib/testing/pg";
import { openLiveStream, openStreamCount, stopLiveHub, updatePresence, type LiveReader } from "./hub";
import { stopLiveBus } from "./bus";
import { publishAccessChange, publishAnswerPiece, publishAnswerTick, publishChange } from "./publish";
import type { LiveEvents } from "./types";
import { until } from "@/lib/testing/until";

useTestDatabase();
afterEach(() => stopLiveHub());
afterAll(() => stopLiveBus());

type Got = { event: keyof LiveEvents; data: LiveEvents[keyof LiveEvents]; id?: number };

/** A stream as a browser would see it: every event, and whether it ended. */
function open(conversationId: string, projectId: string, reader: Partial<LiveReader> & { userId: string }, since = 0) {
  const got: Got[] = [];
  let ended = false;
  let caughtUp = false;
  let denied: LiveEvents["closed"] | null = null;
  const stream = openLiveStream({
    conversationId,
    projectId,
    since,
    reader: {
      name: reader.userId,
      hidden: (facts) => hiddenFrom(facts, { userId: reader.userId, role: "editor" }),
      seesAsideOf: (ownerId) => ownerId === reader.userId,
      recheck: async () => denied,
      ...reader,
    },
    sink: {
      send: (event, data, id) => got.push({ event, data, id }),
      end: () => (ended = true),
    },
    onCaughtUp: () => (caughtUp = true),
  });
  return {
    stream,
    got,
    changes: () => got.filter((g) => g.event === "change").map((g) => g.data as LiveEvents["change"]),
    texts: () => got.filter((g) => g.event === "text").map((g) => g.data as LiveEvents["text"]),
    get ended() {
      return ended;
    },
    /** Sent what it was missing when it opened (the answers being written then included). */
    get caughtUp() {
      return caughtUp;
    },
    deny(why: LiveEvents["closed"]) {
      denied = why;
    },
  };
}

/** An open aside of `ownerId` under `parentId`. */
const asideOf = (parentId: string, ownerId: string) =>
  createBranch({ parentId, fromItemId: null, policy: "full", kind: "volatile", ownerId, sessionId: `s-${ownerId}` });

describe(`live streams (${onPostgres ? "PostgreSQL" : "SQLite"})`, () => {
  it("relays every change in version order, once, and resumes after a version with nothing missed", async () => {
    const s = await seedConversation({ messages: thread("Plan the launch.", "Sure.") });
    const a = open(s.conversationId, s.projectId, { userId: "u1" });
    await until(() => a.got.some((g) => g.event === "presence"));
    const branch = await createBranch({ parentId: s.rootNodeId, fromItemId: null, policy: "full" });
    await labelNode(branch.nodeId, { label: "risks", color: "red" });
    await appendItem(branch.nodeId, { role: "user", content: "Risks?", tokenCount: 2 });
    await publishChange({ nodeId: branch.nodeId }, "items", [branch.nodeId]);
    const merged = await mergeNode({ nodeId: branch.nodeId, mode: "full", placement: "append" });
    await undoMerge(merged.mergeEventId);
    await purgeNode(branch.nodeId);
    await until(() => a.changes().length === 6).catch((e) => {
      console.log(JSON.stringify(a.got));
      throw e;
    });
    expect(a.changes().map((c) => c.kind)).toEqual(["branch", "node", "items", "merge", "undo", "purge"]);
    expect(a.changes().map((c) => c.v)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(a.got.filter((g) => g.event === "change").map((g) => g.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(a.changes()[5].nodes).toContain(branch.nodeId);

    // A second stream resumes after version 3: it gets 4, 5, 6 and nothing twice.
    const b = open(s.conversationId, s.projectId, { userId: "u2" }, 3);
    await until(() => b.changes().length === 3);
    await publishChange({ conversationId: s.conversationId }, "conversation", []);
    await until(() => b.changes().length === 4 && a.changes().length === 7);
    expect(b.changes().map((c) => c.v)).toEqual([4, 5, 6, 7]);
    expect(a.changes().map((c) => c.v)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(openStreamCount()).toBe(2);
    a.stream.close();
    b.stream.close();
    expect([a.ended, b.ended, openStreamCount()]).toEqual([true, true, 0]);
  });

  it("an open aside is its owner's alone: its changes and answer text never reach anyone else", async () => {
    const s = await seedConversation({ messages: thread("Budget?", "Ten.") });
    const owner = open(s.conversationId, s.projectId, { userId: "alice" });
    const other = open(s.conversationId, s.projectId, { userId: "bob" });
    // Both streams listening and caught up before anything happens: what follows reaches them live,
    // once (an answer written before the owner's catch-up would come as its text twice).
    await until(() => [owner, other].every((r) => r.caughtUp && r.got.some((g) => g.event === "presence")));
    const aside = await asideOf(s.rootNodeId, "alice");
    const [, answer] = [
      await appendItem(aside.nodeId, { role: "user", content: "My salary is 250k", tokenCount: 4 }),
      await appendItem(aside.nodeId, { role: "assistant", content: "", status: "streaming", tokenCount: 0 }),
    ];
    await flushStreamingAnswer(answer.id, "Secret text", new Date());
    publishAnswerTick(s.conversationId, answer.id);
    const visible = await createBranch({ parentId: s.rootNodeId, fromItemId: null, policy: "full" });
    await until(() => owner.changes().length === 2 && other.changes().length === 1 && owner.texts().length === 1);
    expect(owner.texts()[0]).toMatchObject({ i: answer.id, o: 0, t: "Secret text", s: "streaming" });
    expect(other.changes().map((c) => c.nodes)).toEqual([[visible.nodeId, s.rootNodeId]]);
    // The purge of the aside (judged as it was, before it was deleted) goes to its owner only.
    await getDb().item.update({ where: { id: answer.id }, data: { status: "complete" } });
    await purgeNode(aside.nodeId);
    await publishChange({ nodeId: s.rootNodeId }, "items", [s.rootNodeId]);
    await until(() => owner.changes().length === 4 && other.changes().length === 2);
    expect(owner.changes()[2]).toMatchObject({ kind: "purge", nodes: [aside.nodeId, s.rootNodeId] });
    expect(other.changes()[1]).toMatchObject({ kind: "items", nodes: [s.rootNodeId] });
    expect(JSON.stringify(other.got)).not.toContain(aside.nodeId);
    expect(JSON.stringify(other.got)).not.toContain("Secret");
  });

  it("sends an answer's text beyond its last flush as it is written (token by token), to those who may see it", async () => {
    const s = await seedConversation({ messages: thread("Hi", "Hello") });
    const a = open(s.conversationId, s.projectId, { userId: "u1" });
    const blind = open(s.conversationId, s.projectId, { userId: "u2", hidden: () => new Set([s.rootNodeId]) });
    await until(() => [a, blind].every((r) => r.got.some((g) => g.event === "presence")));
    const row = await appendItem(s.rootNodeId, { role: "assistant", content: "", status: "streaming", tokenCount: 0 });
    // No flush yet: pieces from offset 0, each with all the text so far; sent in order.
    await publishAnswerPiece(s.conversationId, s.rootNodeId, row.id, 0, "The");
    await publishAnswerPiece(s.conversationId, s.rootNodeId, row.id, 0, "The first");
    await until(() => a.texts().length === 2);
    expect(a.texts().map((t) => [t.o, t.t, t.s])).toEqual([
      [0, "The", "streaming"],
      [0, "The first", "streaming"],
    ]);
    // A piece after a flush this stream has not been sent yet: held back until the row's text is.
    await flushStreamingAnswer(row.id, "The first part", new Date());
    await publishAnswerPiece(s.conversationId, s.rootNodeId, row.id, 14, ", then");
    publishAnswerTick(s.conversationId, row.id);
    await until(() => a.texts().length === 3);
    await publishAnswerPiece(s.conversationId, s.rootNodeId, row.id, 14, ", then more");
    await until(() => a.texts().length === 4);
    expect(
      a
        .texts()
        .slice(2)
        .map((t) => [t.o, t.t]),
    ).toEqual([
      [0, "The first part"],
      [14, ", then more"],
    ]);
    // The saved answer, then a piece that came after it: the stream has the ending and no more pieces.
    await getDb().item.update({ where: { id: row.id }, data: { content: "The first part.", status: "complete" } });
    publishAnswerTick(s.conversationId, row.id);
    await until(() => a.texts().length === 5);
    await publishAnswerPiece(s.conversationId, s.rootNodeId, row.id, 14, ", then more");
    await publishChange({ conversationId: s.conversationId }, "conversation", []);
    await until(() => a.changes().length === 1 && blind.changes().length === 1);
    expect(
      a
        .texts()
        .slice(4)
        .map((t) => [t.o, t.t, t.s]),
    ).toEqual([[14, ".", "complete"]]);
    // The reader who may not see the node got none of its text.
    expect(blind.texts()).toEqual([]);
  });

  it("sends an answer's text as it is flushed, each stream only what it does not have", async () => {
    const s = await seedConversation({ messages: thread("Hi", "Hello") });
    const a = open(s.conversationId, s.projectId, { userId: "u1" });
    // Opened before the answer: its catch-up would otherwise send the empty row as the first text.
    await until(() => a.caughtUp);
    const row = await appendItem(s.rootNodeId, { role: "assistant", content: "", status: "streaming", tokenCount: 0 });
    await flushStreamingAnswer(row.id, "The first", new Date());
    publishAnswerTick(s.conversationId, row.id);
    await until(() => a.texts().length === 1);
    await flushStreamingAnswer(row.id, "The first part, then more", new Date());
    publishAnswerTick(s.conversationId, row.id);
    await until(() => a.texts().length === 2);
    expect(a.texts().map((t) => [t.o, t.t])).toEqual([
      [0, "The first"],
      [9, " part, then more"],
    ]);
    // Its ending (told more than once: the last flush and the saved row): sent once, continuing the text.
    await getDb().item.update({
      where: { id: row.id },
      data: { content: "The first part, then more.", status: "complete" },
    });
    publishAnswerTick(s.conversationId, row.id);
    publishAnswerTick(s.conversationId, row.id);
    await until(() => a.texts().length === 3);
    await publishChange({ conversationId: s.conversationId }, "conversation", []);
    await until(() => a.changes().length === 1); // the ticks before it were relayed
    expect(a.texts().map((t) => [t.o, t.t, t.s])).toEqual([
      [0, "The first", "streaming"],
      [9, " part, then more", "streaming"],
      [25, ".", "complete"],
    ]);
  });

  it("closes a stream whose reader lost access, saying why, when told the project's members changed", async () => {
    const s = await seedConversation();
    const a = open(s.conversationId, s.projectId, { userId: "u1" });
    const b = open(s.conversationId, s.projectId, { userId: "u2" });
    b.deny({ reason: "removed", message: "You were removed." });
    await publishAccessChange({ projectId: s.projectId });
    await until(() => b.ended);
    expect(b.got.at(-1)).toEqual({ event: "closed", data: { reason: "removed", message: "You were removed." } });
    expect(a.ended).toBe(false);
  });

  it("presence: who is here and on which node, a hidden node shown as none; leaving removes it", async () => {
    const s = await seedConversation();
    const aside = await asideOf(s.rootNodeId, "alice");
    const alice = open(s.conversationId, s.projectId, { userId: "alice" });
    const bob = open(s.conversationId, s.projectId, { userId: "bob" });
    const people = (x: typeof alice) =>
      (x.got.filter((g) => g.event === "presence").at(-1)?.data as LiveEvents["presence"] | undefined)?.people ?? [];
    await until(() => alice.got.some((g) => g.event === "presence") && bob.got.some((g) => g.event === "presence"));
    const tab = (alice.got[0].data as LiveEvents["hello"]).tab;
    const say = (nodeId: string, typing: boolean) =>
      updatePresence({ conversationId: s.conversationId, tab, userId: "alice", name: "Alice", nodeId, typing });
    await say(aside.nodeId, true);
    await until(() => people(bob).length === 1 && people(alice)[0]?.nodeId === aside.nodeId);
    expect(people(bob)[0]).toMatchObject({ userId: "alice", nodeId: null, typing: false });
    expect(people(alice)[0]).toMatchObject({ nodeId: aside.nodeId, typing: true });
    await say(s.rootNodeId, false);
    await until(() => people(bob)[0]?.nodeId === s.rootNodeId);
    alice.stream.close();
    await until(() => people(bob).length === 0);
  });
});

describe.runIf(onPostgres)("live streams across instances (PostgreSQL)", () => {
  it("a change recorded through another connection reaches the stream by NOTIFY", async () => {
    const s = await seedConversation();
    const a = open(s.conversationId, s.projectId, { userId: "u1" });
    await until(() => a.got.some((g) => g.event === "presence"));
    // What another instance does: raise the version, store the event, NOTIFY, all in its own statements.
    await getDb().$transaction(async (tx) => {
      await tx.conversation.update({ where: { id: s.conversationId }, data: { liveVersion: 1 } });
      await tx.liveEvent.create({
        data: { conversationId: s.conversationId, version: 1, kind: "items", nodeIds: [s.rootNodeId] },
      });
      await tx.$executeRaw`SELECT pg_notify('canopy_live', ${JSON.stringify({ k: "v", c: s.conversationId, v: 1 })})`;
    });
    await until(() => a.changes().length === 1);
    expect(a.changes()[0]).toEqual({ v: 1, kind: "items", nodes: [s.rootNodeId] });
  });
});
