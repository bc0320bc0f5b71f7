import { afterEach, describe, expect, it } from "vitest";
import { setModelOverride } from "@/lib/ai/providers";
import { HEARTBEAT_STALE_MS } from "./answering";
import { startTurn } from "@/lib/chat/turn";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { seedConversation, thread } from "@/lib/testing/fixtures";
import { answeringModel } from "@/lib/testing/models";
import { createBranch } from "@/lib/tree-ops/create-branch";
import { getDb } from "@/lib/db/client";
import { deleteConversation } from "./conversations";
import { appendItem } from "./items";
import { createProject, deleteProject } from "./projects";
import { createConversation } from "./conversations";

// Deleting a conversation or a project while one of its nodes is answering is refused, like merge,
// purge, undo and condense (issue 9): the question would lose its answer mid-stream.

useTestDatabase();
afterEach(() => setModelOverride(null));

/** A conversation whose branch "Side topic" has an answer being written (a live heartbeat). */
async function answeringBranch(heartbeatAt = new Date()) {
  const seeded = await seedConversation({ messages: thread("Hello", "Hi there") });
  const { nodeId } = await createBranch({
    parentId: seeded.rootNodeId,
    fromItemId: seeded.itemIds[1],
    policy: "full",
    title: "Side topic",
  });
  await appendItem(nodeId, { role: "user", content: "Tell me more", tokenCount: 3 });
  const answer = await appendItem(nodeId, {
    role: "assistant",
    content: "Part of",
    status: "streaming",
    heartbeatAt,
    tokenCount: 2,
  });
  return { ...seeded, branchId: nodeId, answerId: answer.id };
}

const exists = {
  conversation: async (id: string) => (await getDb().conversation.count({ where: { id } })) === 1,
  project: async (id: string) => (await getDb().project.count({ where: { id } })) === 1,
};

describe("deleting while a node is answering", () => {
  it("refuses a conversation delete, naming the branch, and keeps everything; allows it once the answer ended", async () => {
    const { conversationId, answerId } = await answeringBranch();
    await expect(deleteConversation(conversationId)).rejects.toMatchObject({
      code: "conflict:node_answering",
      message: '"Side topic" is still answering — wait for it or stop it, then delete the conversation.',
    });
    expect(await exists.conversation(conversationId)).toBe(true);
    expect(await getDb().item.count({ where: { id: answerId } })).toBe(1);

    await getDb().item.update({ where: { id: answerId }, data: { status: "complete", heartbeatAt: null } });
    await deleteConversation(conversationId);
    expect(await exists.conversation(conversationId)).toBe(false);
  });

  it("refuses a project delete, naming the branch and its conversation", async () => {
    const { projectId, conversationId, answerId } = await answeringBranch();
    // Another, idle conversation in the same project does not matter.
    await createConversation({ projectId, title: "Idle one" });
    await expect(deleteProject(projectId)).rejects.toMatchObject({
      code: "conflict:node_answering",
      message:
        '"Side topic" in "Test conversation" is still answering — wait for it or stop it, then delete the project.',
    });
    expect(await exists.project(projectId)).toBe(true);
    expect(await exists.conversation(conversationId)).toBe(true);

    await getDb().item.update({ where: { id: answerId }, data: { status: "aborted", heartbeatAt: null } });
    await deleteProject(projectId);
    expect(await exists.project(projectId)).toBe(false);
  });

  it("an answer cut off by a crash (stale heartbeat) does not block a delete", async () => {
    const { projectId, conversationId } = await answeringBranch(new Date(Date.now() - HEARTBEAT_STALE_MS - 1_000));
    await deleteConversation(conversationId);
    expect(await exists.conversation(conversationId)).toBe(false);
    await deleteProject(projectId);
    expect(await exists.project(projectId)).toBe(false);
  });

  it("an answer in another project or conversation does not block", async () => {
    const { projectId } = await answeringBranch();
    const other = await createConversation({ projectId, title: "Other" });
    await deleteConversation(other.conversationId);
    expect(await exists.conversation(other.conversationId)).toBe(false);
    const elsewhere = await createProject({ name: "Elsewhere" });
    await deleteProject(elsewhere.id);
    expect(await exists.project(elsewhere.id)).toBe(false);
  });

  it("a real turn streaming in the conversation: the delete is refused while it streams, and the answer completes", async () => {
    const { conversationId, rootNodeId } = await seedConversation();
    setModelOverride(
      answeringModel(
        Array.from({ length: 30 }, (_, i) => `word${i} `),
        { chunkDelayInMs: 40 },
      ),
    );
    const turn = await startTurn({ nodeId: rootNodeId, text: "Say many words." });
    const consumed = turn.result.consumeStream();
    await expect(deleteConversation(conversationId)).rejects.toMatchObject({ code: "conflict:node_answering" });
    await consumed;
    await turn.done;
    expect(await getDb().item.findUniqueOrThrow({ where: { id: turn.assistantItemId } })).toMatchObject({
      status: "complete",
    });
    await deleteConversation(conversationId);
    expect(await exists.conversation(conversationId)).toBe(false);
  });

  it("a missing conversation or project is not_found", async () => {
    await expect(deleteConversation("nope")).rejects.toMatchObject({ code: "not_found:conversation" });
    await expect(deleteProject("nope")).rejects.toMatchObject({ code: "not_found:project" });
  });
});
