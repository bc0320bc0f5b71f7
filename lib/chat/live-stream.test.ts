import { afterAll, afterEach, describe, expect, it } from "vitest";
import { appendItem } from "@/lib/db/queries/items";
import { flushStreamingAnswer } from "@/lib/db/queries/answers";
import { createBranch } from "@/lib/tree-ops/create-branch";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { seedConversation, thread } from "@/lib/testing/fixtures";
import { onPostgres } from "@/lib/testing/pg";
import { openLiveStream, stopLiveHub, updatePresence } from "@/lib/live/hub";
import { stopLiveBus } from "@/lib/live/bus";
import { publishAccessChange, publishAnswerTick } from "@/lib/live/publish";
import type { LiveEvents } from "@/lib/live/types";
import { sharedLiveReader } from "./live-stream";
import { until } from "@/lib/testing/until";

useTestDatabase();
afterEach(() => stopLiveHub());
afterAll(() => stopLiveBus());

type Got = { event: keyof LiveEvents; data: LiveEvents[keyof LiveEvents] };

/** An answer being written in `nodeId`, its row saved with `text` so far. */
async function streamingAnswer(nodeId: string, text: string) {
  const answer = await appendItem(nodeId, { role: "assistant", content: "", status: "streaming", tokenCount: 0 });
  await flushStreamingAnswer(answer.id, text, new Date());
  return answer;
}

/** A share link's stream (its token unknown to the database: its recheck finds the link gone). */
function openShared(conversationId: string, projectId: string, onCaughtUp?: () => void) {
  const got: Got[] = [];
  let ended = false;
  openLiveStream({
    conversationId,
    projectId,
    since: 0,
    reader: sharedLiveReader("t".repeat(40), conversationId),
    sink: { send: (event, data) => got.push({ event, data }), end: () => (ended = true) },
    onCaughtUp,
  });
  return {
    got,
    changes: () => got.filter((g) => g.event === "change").map((g) => g.data as LiveEvents["change"]),
    get ended() {
      return ended;
    },
  };
}

describe(`a share link's live stream (${onPostgres ? "PostgreSQL" : "SQLite"})`, () => {
  it("carries the changes the link may show: no presence, nothing of an open aside, and closes when the link is gone", async () => {
    const s = await seedConversation({ messages: thread("Plan the launch.", "Sure.") });
    let caughtUp = false;
    const shared = openShared(s.conversationId, s.projectId, () => (caughtUp = true));
    await until(() => caughtUp);
    // A member is in the conversation, named: the link's stream is told nothing of it.
    await updatePresence({
      conversationId: s.conversationId,
      tab: "tab-of-alice-0001",
      userId: "alice",
      name: "Alice Member",
      nodeId: s.rootNodeId,
      typing: true,
    });
    // Alice's open aside, with an answer being written in it: hers alone.
    const aside = await createBranch({
      parentId: s.rootNodeId,
      fromItemId: null,
      policy: "full",
      kind: "volatile",
      ownerId: "alice",
      sessionId: "s-alice",
    });
    await appendItem(aside.nodeId, { role: "user", content: "My salary is 250k", tokenCount: 4 });
    const secret = await streamingAnswer(aside.nodeId, "Secret text");
    publishAnswerTick(s.conversationId, secret.id);
    // A branch everyone may see: the link's stream hears of it.
    const branch = await createBranch({ parentId: s.rootNodeId, fromItemId: null, policy: "full" });
    await until(() => shared.changes().length === 1);
    expect(shared.changes()[0]).toMatchObject({ kind: "branch", nodes: [branch.nodeId, s.rootNodeId] });
    const sent = JSON.stringify(shared.got);
    expect(shared.got.map((g) => g.event)).not.toContain("presence");
    for (const hidden of ["Alice Member", "alice", aside.nodeId, "Secret", "salary"])
      expect(sent).not.toContain(hidden);

    // The link is not valid (revoked, or never was): told at the next check, the stream ends.
    await publishAccessChange({ conversationId: s.conversationId });
    await until(() => shared.ended);
    expect(shared.got.at(-1)).toEqual({
      event: "closed",
      data: { reason: "revoked", message: "This share link was revoked." },
    });
  });

  it("a stream opened in the middle of an answer is sent its text so far at once, not from its next flush", async () => {
    const s = await seedConversation({ messages: thread("Plan the launch.") });
    const answer = await streamingAnswer(s.rootNodeId, "The launch is on the");
    let caughtUp = false;
    const shared = openShared(s.conversationId, s.projectId, () => (caughtUp = true));
    await until(() => caughtUp);
    expect(shared.got.filter((g) => g.event === "text").map((g) => g.data)).toEqual([
      { n: s.rootNodeId, i: answer.id, o: 0, t: "The launch is on the", s: "streaming" },
    ]);
  });
});
