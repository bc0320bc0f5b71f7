import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { createBranch } from "@/lib/tree-ops/create-branch";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { seedConversation, thread } from "@/lib/testing/fixtures";
import { deleteExchange } from "./delete-message";

useTestDatabase();

const contents = async (nodeId: string) =>
  (await getDb().item.findMany({ where: { nodeId }, orderBy: { position: "asc" } })).map((i) => i.content);

describe("deleting a message: the whole exchange or nothing", () => {
  it("a question goes with its answer, an answer with its question; the rest stays in order", async () => {
    const w = await seedConversation({ messages: thread("Q1", "A1", "Q2", "A2", "Q3", "A3") });
    expect(await deleteExchange(w.rootNodeId, w.itemIds[2]!)).toEqual([w.itemIds[2], w.itemIds[3]]);
    expect(await contents(w.rootNodeId)).toEqual(["Q1", "A1", "Q3", "A3"]);
    expect(await deleteExchange(w.rootNodeId, w.itemIds[5]!)).toEqual([w.itemIds[4], w.itemIds[5]]);
    expect(await contents(w.rootNodeId)).toEqual(["Q1", "A1"]);
  });

  it("a question not answered yet goes alone", async () => {
    const w = await seedConversation({ messages: thread("Q1", "A1", "Q2") });
    expect(await deleteExchange(w.rootNodeId, w.itemIds[2]!)).toEqual([w.itemIds[2]]);
    expect(await contents(w.rootNodeId)).toEqual(["Q1", "A1"]);
  });

  it("refuses while a branch starts from it, an inherited message, a message of another node and a live answer; nothing deleted", async () => {
    const w = await seedConversation({ messages: thread("Q1", "A1", "Q2", "A2") });
    const branch = await createBranch({ parentId: w.rootNodeId, fromItemId: w.itemIds[1]!, policy: "full" });
    await expect(deleteExchange(w.rootNodeId, w.itemIds[0]!)).rejects.toMatchObject({ code: "conflict:branch_point" });
    const inherited = await getDb().item.findFirstOrThrow({ where: { nodeId: branch.nodeId } });
    await expect(deleteExchange(branch.nodeId, inherited.id)).rejects.toMatchObject({ code: "invalid:not_local" });
    await expect(deleteExchange(branch.nodeId, w.itemIds[2]!)).rejects.toMatchObject({ code: "not_found:item" });
    await getDb().item.update({ where: { id: w.itemIds[3]! }, data: { status: "streaming" } });
    await expect(deleteExchange(w.rootNodeId, w.itemIds[2]!)).rejects.toMatchObject({ code: "conflict:answering" });
    expect(await contents(w.rootNodeId)).toEqual(["Q1", "A1", "Q2", "A2"]);
  });

  it("a later branch that inherited the exchange loses it from its context too", async () => {
    const w = await seedConversation({ messages: thread("Q1", "A1", "Q2", "A2") });
    const branch = await createBranch({ parentId: w.rootNodeId, fromItemId: w.itemIds[3]!, policy: "full" });
    expect(await getDb().item.count({ where: { nodeId: branch.nodeId } })).toBe(4);
    await deleteExchange(w.rootNodeId, w.itemIds[0]!);
    expect(await getDb().item.count({ where: { nodeId: branch.nodeId } })).toBe(2);
  });
});
