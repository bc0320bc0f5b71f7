import { MockLanguageModelV3, simulateReadableStream } from "ai/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setModelOverride } from "@/lib/ai/providers";
import { getDb } from "@/lib/db/client";
import { getNode } from "@/lib/db/queries/nodes";
import { getNodeWindow } from "@/lib/views/node-window";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { countRows, seedConversation } from "@/lib/testing/fixtures";
import { MOCK_USAGE } from "@/lib/testing/models";
import { editMessage, regenerateAnswer } from "./alternatives";
import { loadForks } from "./forks";
import { runAlternative } from "./run-alternative";
import { startTurn } from "./turn";

useTestDatabase();

async function say(nodeId: string, text: string) {
  const turn = await startTurn({ nodeId, text });
  await turn.result.consumeStream();
  const outcome = await turn.done;
  await turn.followUps; // a model's title follows the saved answer
  return outcome;
}

async function forksOf(nodeId: string) {
  const node = await getNode(nodeId);
  return loadForks(node, await getNodeWindow(nodeId));
}

describe("edit and regenerate as branches (offline engine)", () => {
  let rootNodeId: string;
  let conversationId: string;
  let editedId: string;

  beforeAll(async () => {
    const seeded = await seedConversation({ name: "Alternatives" });
    rootNodeId = seeded.rootNodeId;
    conversationId = seeded.conversationId;
    await say(rootNodeId, "The launch code is ORCHID-7.");
    await say(rootNodeId, "What is the launch code?");
  });

  it("an edit with cascade is a new branch from the same point; the original stays", async () => {
    const before = await getNodeWindow(rootNodeId);
    const alternative = await editMessage({
      nodeId: rootNodeId,
      itemId: before[0].id,
      text: "The launch code is TULIP-9.",
      cascade: true,
    });
    editedId = alternative.nodeId;
    expect(alternative.conversationId).toBe(conversationId);
    expect(alternative.followUps).toEqual(["What is the launch code?"]);

    const outcomes = await runAlternative(alternative);
    expect(outcomes.map((o) => o.status)).toEqual(["complete", "complete"]);
    // The cascaded question is answered from the edited history, not the original one.
    expect(outcomes[1].text).toContain("TULIP-9");
    expect(outcomes[1].text).not.toContain("ORCHID-7");

    const edited = await getNodeWindow(editedId);
    expect(edited.map((e) => [e.role, e.origin])).toEqual([
      ["user", "local"],
      ["assistant", "local"],
      ["user", "local"],
      ["assistant", "local"],
    ]);
    expect(edited[0].content).toBe("The launch code is TULIP-9.");
    expect((await getNodeWindow(rootNodeId)).map((e) => e.content)).toEqual(before.map((e) => e.content));
    // Named after its opening prompt, not after an answer.
    expect((await getNode(editedId)).title).toBe("The launch code is TULIP-9.");
  });

  it("shows the fork as 1 / 2 in the original and 2 / 2 in the edit", async () => {
    const rootForks = await forksOf(rootNodeId);
    const rootWindow = await getNodeWindow(rootNodeId);
    expect(rootForks).toHaveLength(1);
    expect(rootForks[0]).toMatchObject({ atEntryId: rootWindow[0].id, index: 0 });
    expect(rootForks[0].options.map((o) => o.nodeId)).toEqual([rootNodeId, editedId]);

    const editForks = await forksOf(editedId);
    expect(editForks).toHaveLength(1);
    expect(editForks[0].index).toBe(1);
    expect(editForks[0].options.map((o) => o.nodeId)).toEqual([rootNodeId, editedId]);
    expect(editForks[0].options[0].entryId).toBe(rootWindow[0].id);
  });

  it("regenerate adds a sibling answer that inherits the question by reference", async () => {
    const window = await getNodeWindow(editedId);
    const answer = window[3];
    const first = await regenerateAnswer({ nodeId: editedId, itemId: answer.id });
    const [outcome] = await runAlternative(first);
    expect(outcome.status).toBe("complete");
    const regenerated = await getNodeWindow(first.nodeId);
    expect(regenerated.map((e) => e.origin)).toEqual(["inherited", "inherited", "inherited", "local"]);
    expect(regenerated[2].contentItemId).toBe(window[2].id);
    expect(regenerated[3].role).toBe("assistant");
    // Titled as a version of the question, not a copy of the original's title.
    expect((await getNode(first.nodeId)).title).toBe("What is the launch code? (v2)");

    // Regenerating the regenerated answer makes a third sibling (not a grandchild): 3 options.
    const second = await regenerateAnswer({ nodeId: first.nodeId, itemId: regenerated[3].id });
    await runAlternative(second);
    expect((await getNode(second.nodeId)).parentId).toBe(editedId);
    expect((await getNode(second.nodeId)).title).toBe("What is the launch code? (v3)");
    const forks = await forksOf(second.nodeId);
    expect(forks).toHaveLength(1);
    expect(forks[0].options.map((o) => o.nodeId)).toEqual([editedId, first.nodeId, second.nodeId]);
    expect(forks[0]).toMatchObject({ index: 2, count: 3, offset: 0 });
    expect(forks[0].options[0].entryId).toBe(answer.id);
  });

  it("an edit that keeps the first words is titled as the next version; one that changes them, by its words", async () => {
    const window = await getNodeWindow(editedId);
    const same = await editMessage({
      nodeId: editedId,
      itemId: window[2].id,
      text: "What is the launch code? Briefly.",
    });
    // (v2 and v3 are the regenerated answers beside it.)
    expect((await getNode(same.nodeId)).title).toBe("What is the launch code? (v4)");
    const other = await editMessage({ nodeId: editedId, itemId: window[2].id, text: "Who holds the launch code?" });
    expect((await getNode(other.nodeId)).title).toBe("Who holds the launch code?");
    // Titles of the siblings at one point all differ.
    const titles = await getDb().node.findMany({ where: { parentId: editedId }, select: { title: true } });
    expect(new Set(titles.map((t) => t.title)).size).toBe(titles.length);
  });

  it("refuses to edit an answer or regenerate a question, writing nothing", async () => {
    const window = await getNodeWindow(rootNodeId);
    const before = await countRows();
    await expect(editMessage({ nodeId: rootNodeId, itemId: window[1].id, text: "x" })).rejects.toMatchObject({
      code: "invalid:item",
    });
    await expect(regenerateAnswer({ nodeId: rootNodeId, itemId: window[0].id })).rejects.toMatchObject({
      code: "invalid:item",
    });
    await expect(editMessage({ nodeId: rootNodeId, itemId: window[0].id, text: "   " })).rejects.toMatchObject({
      code: "invalid:message",
    });
    await expect(editMessage({ nodeId: rootNodeId, itemId: "missing", text: "y" })).rejects.toMatchObject({
      code: "not_found:item",
    });
    expect(await countRows()).toEqual(before);
  });
});

describe("model-written titles", () => {
  afterAll(() => setModelOverride(null));

  it("a configured model names a new branch; the offline engine keeps the prompt's words", async () => {
    const seeded = await seedConversation({ name: "Titles" });
    await getDb().project.update({ where: { id: seeded.projectId }, data: { model: "compatible:test-model" } });
    setModelOverride(
      new MockLanguageModelV3({
        doGenerate: async () => ({
          content: [{ type: "text", text: '"Title: Launch code check."\n' }],
          finishReason: { unified: "stop", raw: "stop" },
          usage: MOCK_USAGE,
          warnings: [],
        }),
        doStream: async () => ({
          stream: simulateReadableStream({
            chunks: [
              { type: "stream-start", warnings: [] },
              { type: "text-start", id: "t" },
              { type: "text-delta", id: "t", delta: "Sure." },
              { type: "text-end", id: "t" },
              { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage: MOCK_USAGE },
            ],
          }),
        }),
      }),
    );
    await getDb().conversation.update({
      where: { id: seeded.conversationId },
      data: { title: "Untitled conversation" },
    });
    await getDb().node.update({ where: { id: seeded.rootNodeId }, data: { title: "Untitled conversation" } });
    await say(seeded.rootNodeId, "hi, can you check the launch code for me");
    expect((await getNode(seeded.rootNodeId)).title).toBe("Launch code check");
    expect((await getDb().conversation.findUniqueOrThrow({ where: { id: seeded.conversationId } })).title).toBe(
      "Launch code check",
    );
  });
});
