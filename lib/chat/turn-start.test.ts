import { describe, expect, it } from "vitest";
import { readLiveEvents } from "@/lib/db/queries/live";
import { readTurnStart } from "@/lib/db/queries/turns";
import { setNodeParams } from "@/lib/db/queries/node-params";
import { updateInstanceModelSettings } from "@/lib/db/queries/connections";
import { updateProjectToolRow } from "@/lib/db/queries/mcp-servers";
import { createBranch } from "@/lib/tree-ops/create-branch";
import { mergeNode } from "@/lib/tree-ops/merge";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { seedConversation, thread } from "@/lib/testing/fixtures";
import { onPostgres } from "@/lib/testing/pg";
import { startTurn } from "./turn";

useTestDatabase();

/** One full turn with the offline engine, as `sessionId` when given (an aside's owner writes in it). */
async function say(nodeId: string, text: string, sessionId?: string) {
  const turn = await startTurn({ nodeId, text, sessionId });
  await turn.result.consumeStream();
  await turn.done;
  await turn.followUps;
}

const asideOf = (parentId: string, ownerId: string | null) =>
  createBranch({
    parentId,
    fromItemId: null,
    policy: "full",
    kind: "volatile",
    ownerId: ownerId ?? undefined,
    sessionId: "s-aside",
  });

describe(`a turn's first read and its live change (${onPostgres ? "PostgreSQL" : "SQLite"})`, () => {
  it("reads the node's parameters, the instance's model settings and the project's tools with the node", async () => {
    const s = await seedConversation({ messages: thread("Plan the launch.", "Sure.") });
    const before = await readTurnStart(s.rootNodeId);
    expect(before.params).toEqual({ model: null, systemPrompt: null, temperature: null, maxOutputTokens: null });
    expect(before.instance).toEqual({ connectionsVersion: 0, taskModel: null, userKeys: false });
    expect(before.tools).toMatchObject({ toolServers: null, toolAsideTokens: 2_000 });
    expect(before.asideOwner).toBeNull();

    await setNodeParams(s.rootNodeId, { temperature: 0.25, maxOutputTokens: 900, systemPrompt: "Be terse." });
    const instance = await updateInstanceModelSettings({ userKeys: true });
    await updateProjectToolRow(s.projectId, {
      toolServers: ["fs", "web"],
      toolApproval: "always",
      toolAsideTokens: 500,
    });
    const after = await readTurnStart(s.rootNodeId);
    expect(after.params).toEqual({ model: null, systemPrompt: "Be terse.", temperature: 0.25, maxOutputTokens: 900 });
    expect(after.instance).toEqual(instance);
    expect(after.tools).toEqual({ toolServers: ["fs", "web"], toolApproval: "always", toolAsideTokens: 500 });
  });

  it("knows the open aside a node is and its owner, a star for an aside without one, and none once it is merged", async () => {
    const s = await seedConversation({ messages: thread("Plan the launch.", "Sure.") });
    const aside = await asideOf(s.rootNodeId, "owner-1");
    const unowned = await asideOf(s.rootNodeId, null);
    expect((await readTurnStart(aside.nodeId)).asideOwner).toBe("owner-1");
    expect((await readTurnStart(unowned.nodeId)).asideOwner).toBe("*");
    expect((await readTurnStart(s.rootNodeId)).asideOwner).toBeNull();
    await say(aside.nodeId, "Draft the press note.", "s-aside");
    await mergeNode({ nodeId: aside.nodeId, mode: "full", placement: "append" });
    expect((await readTurnStart(aside.nodeId)).asideOwner).toBeNull();
  });

  it("records the change with the turn's rows: private to the aside's owner inside an open aside, everyone's elsewhere", async () => {
    const s = await seedConversation({ messages: thread("Plan the launch.", "Sure.") });
    const aside = await asideOf(s.rootNodeId, "owner-1");
    const start = (await readLiveEvents(s.conversationId, 0)).version!;

    await say(s.rootNodeId, "The launch code is ORCHID-7.");
    await say(aside.nodeId, "My salary is 250k.", "s-aside");
    const { events } = await readLiveEvents(s.conversationId, start);
    // The turn's change first (its follow-ups may publish more): each as private as its node.
    const turns = events.filter((e) => e.kind === "items");
    expect(turns[0]).toMatchObject({ nodeIds: [s.rootNodeId], privateTo: null });
    expect(turns.filter((e) => e.nodeIds[0] === aside.nodeId).map((e) => e.privateTo)).toContain("owner-1");
    for (const e of turns) expect(e.privateTo).toBe(e.nodeIds[0] === aside.nodeId ? "owner-1" : null);
  });
});
