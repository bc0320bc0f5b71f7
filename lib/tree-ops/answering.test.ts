import { afterEach, describe, expect, it } from "vitest";
import { setModelOverride } from "@/lib/ai/providers";
import { ANSWERING_MESSAGE } from "@/lib/db/queries/answering";
import { startTurn, type Turn } from "@/lib/chat/turn";
import { getDb } from "@/lib/db/client";
import { appendItem } from "@/lib/db/queries/items";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { seedConversation, thread } from "@/lib/testing/fixtures";
import { answeringModel } from "@/lib/testing/models";
import { createBranch } from "./create-branch";
import { condenseBranch, mergeNode, undoMerge } from "./merge";
import { purgeNode } from "./purge";

useTestDatabase();
afterEach(() => setModelOverride(null));

/** A conversation with a branch `child` under the root, and a grandchild under it. */
async function setup() {
  const root = await seedConversation({ messages: thread("The launch code is ORCHID-7.", "Noted.") });
  const { nodeId: child } = await createBranch({ parentId: root.rootNodeId, fromItemId: null, policy: "full" });
  const { nodeId: grandchild } = await createBranch({ parentId: child, fromItemId: null, policy: "none" });
  return { ...root, child, grandchild };
}

/** Starts a turn in `nodeId` with a model that streams slowly (about 1.2 s); the stream is consumed. */
async function slowTurn(nodeId: string): Promise<Turn & { consumed: Promise<void> }> {
  setModelOverride(
    answeringModel(
      Array.from({ length: 12 }, (_, i) => `part ${i}. `),
      { chunkDelayInMs: 100 },
    ),
  );
  const turn = await startTurn({ nodeId, text: "Tell me about the launch." });
  return { ...turn, consumed: Promise.resolve(turn.result.consumeStream()) };
}

const rowsOf = (nodeId: string) =>
  getDb().item.findMany({ where: { nodeId, origin: "local" }, orderBy: { position: "asc" } });

describe("operations on a node that is answering", { timeout: 60_000 }, () => {
  it("purge during a stream is refused (the node's own, and an ancestor's), then allowed once it ends", async () => {
    const { child, grandchild } = await setup();
    const turn = await slowTurn(grandchild);

    await expect(purgeNode(grandchild)).rejects.toMatchObject({
      code: "conflict:node_answering",
      message: ANSWERING_MESSAGE,
    });
    await expect(purgeNode(child)).rejects.toMatchObject({ code: "conflict:node_answering" });
    expect(await getDb().node.count({ where: { id: { in: [child, grandchild] } } })).toBe(2);

    await turn.consumed;
    expect((await turn.done).status).toBe("complete");
    await turn.followUps; // the usage row follows the saved answer
    // The answer was saved whole, with its usage row: nothing was lost to the refused purges.
    expect((await rowsOf(grandchild)).map((r) => [r.role, r.status])).toEqual([
      ["user", "complete"],
      ["assistant", "complete"],
    ]);
    expect(await getDb().usage.count({ where: { nodeId: grandchild, purpose: "chat" } })).toBe(1);
    await purgeNode(child);
    expect(await getDb().node.count({ where: { id: { in: [child, grandchild] } } })).toBe(0);
  });

  it("merge and condense during a stream are refused; after it ends the merge carries question and answer", async () => {
    const { rootNodeId, child, grandchild } = await setup();
    await purgeNode(grandchild);
    const turn = await slowTurn(child);

    await expect(mergeNode({ nodeId: child, mode: "full", placement: "append" })).rejects.toMatchObject({
      code: "conflict:node_answering",
    });
    await expect(condenseBranch(child)).rejects.toMatchObject({ code: "conflict:node_answering" });
    expect((await getDb().node.findUniqueOrThrow({ where: { id: child } })).status).toBe("open");
    expect(await getDb().item.count({ where: { nodeId: rootNodeId, origin: "merged" } })).toBe(0);

    await turn.consumed;
    const outcome = await turn.done;
    expect(outcome.status).toBe("complete");
    const merged = await mergeNode({ nodeId: child, mode: "full", placement: "append" });
    const inserted = await getDb().item.findMany({ where: { id: { in: merged.insertedItemIds } } });
    const text = inserted.map((i) => i.content).join("\n");
    expect(text).toContain("Tell me about the launch.");
    expect(text).toContain(outcome.text.trim());
  });

  it("undo of a merge is refused while the parent is answering", async () => {
    const { rootNodeId, child, grandchild } = await setup();
    await purgeNode(grandchild);
    await appendItem(child, { role: "user", content: "A fact in the child.", tokenCount: 4 });
    const merged = await mergeNode({ nodeId: child, mode: "full", placement: "append" });
    await appendItem(rootNodeId, {
      role: "assistant",
      content: "Writing",
      status: "streaming",
      tokenCount: 1,
      heartbeatAt: new Date(),
    });
    await expect(undoMerge(merged.mergeEventId)).rejects.toMatchObject({ code: "conflict:node_answering" });
  });

  it("a stale (crashed) answer does not block anything", async () => {
    const { child, grandchild } = await setup();
    await appendItem(grandchild, {
      role: "assistant",
      content: "cut",
      status: "streaming",
      tokenCount: 1,
      heartbeatAt: new Date(Date.now() - 60_000),
    });
    await purgeNode(child);
    expect(await getDb().node.count({ where: { id: child } })).toBe(0);
  });
});

describe("a turn on a node that was merged or purged", { timeout: 90_000 }, () => {
  it("refuses to start, writing nothing", async () => {
    const { child, grandchild } = await setup();
    await purgeNode(grandchild);
    await appendItem(child, { role: "user", content: "A fact in the child.", tokenCount: 4 });
    await mergeNode({ nodeId: child, mode: "full", placement: "append" });
    const before = await getDb().item.count();
    await expect(startTurn({ nodeId: child, text: "Still there?" })).rejects.toMatchObject({
      code: "conflict:node_closed",
    });
    await expect(startTurn({ nodeId: grandchild, text: "Still there?" })).rejects.toMatchObject({
      code: "not_found:node",
    });
    expect(await getDb().item.count()).toBe(before);
  });

  it("a turn and a purge racing: one of them wins whole, and no question is ever left without its answer", async () => {
    for (let round = 0; round < 6; round++) {
      const { child } = await setup();
      setModelOverride(answeringModel(["Short ", "answer."]));
      const [turn, purge] = await Promise.allSettled([
        startTurn({ nodeId: child, text: `Race ${round}` }).then(async (t) => {
          await t.result.consumeStream();
          return t.done;
        }),
        // Let the turn reach its transaction in some rounds, not in others.
        new Promise((resolve) => setTimeout(resolve, round % 3)).then(() => purgeNode(child)),
      ]);
      const exists = (await getDb().node.count({ where: { id: child } })) === 1;
      if (purge.status === "fulfilled") {
        expect(exists).toBe(false);
        // The turn never started, or it did and ended before the purge (question and answer gone together).
        if (turn.status === "rejected")
          expect((turn.reason as { code: string }).code).toMatch(/^(not_found:node|conflict:node_closed)$/);
      } else {
        expect((purge.reason as { code: string }).code).toBe("conflict:node_answering");
        expect(turn.status).toBe("fulfilled");
        const rows = await rowsOf(child);
        expect(rows.map((r) => [r.role, r.status])).toEqual([
          ["user", "complete"],
          ["assistant", "complete"],
        ]);
      }
    }
  });
});
