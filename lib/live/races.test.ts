import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { startTurn } from "@/lib/chat/turn";
import { editMessage } from "@/lib/chat/alternatives";
import { isAppError } from "@/lib/errors";
import { createBranch } from "@/lib/tree-ops/create-branch";
import { mergeNode } from "@/lib/tree-ops/merge";
import { purgeNode } from "@/lib/tree-ops/purge";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { seedConversation, thread } from "@/lib/testing/fixtures";
import { onPostgres } from "@/lib/testing/pg";

useTestDatabase();

/**
 * Two people acting on one branch at the same moment (issue 37, point 3): one of them wins, the
 * other is refused with a clear error, nothing is applied half, and the live events recorded say
 * exactly what happened (one per change that committed), so every open stream converges on it.
 */

async function setup() {
  const s = await seedConversation({ messages: thread("The launch code is ORCHID-7.", "Noted.") });
  const branch = await createBranch({ parentId: s.rootNodeId, fromItemId: null, policy: "full", title: "Risks" });
  await getDb().item.create({ data: { nodeId: branch.nodeId, position: 10, role: "user", content: "Budget risk." } });
  return { ...s, branchId: branch.nodeId };
}

const events = async (conversationId: string) =>
  (await getDb().liveEvent.findMany({ where: { conversationId }, orderBy: { version: "asc" } })).map((e) => e.kind);

/** Settles both, then returns what each did: "ok" or its error code. */
async function both(a: () => Promise<unknown>, b: () => Promise<unknown>): Promise<string[]> {
  const results = await Promise.allSettled([a(), b()]);
  return results.map((r) => {
    if (r.status === "fulfilled") return "ok";
    if (isAppError(r.reason)) return r.reason.code;
    throw r.reason;
  });
}

describe(`races between people (${onPostgres ? "PostgreSQL" : "SQLite"})`, () => {
  it("two merges of one branch at once: one merges, the other is refused; one merge recorded", async () => {
    const s = await setup();
    const merge = () => mergeNode({ nodeId: s.branchId, mode: "full", placement: "append" });
    const outcome = await both(merge, merge);
    expect(outcome.filter((o) => o === "ok")).toHaveLength(1);
    expect(outcome.find((o) => o !== "ok")).toMatch(/^conflict:/);
    expect(await getDb().mergeEvent.count({ where: { childId: s.branchId } })).toBe(1);
    expect(await getDb().item.count({ where: { nodeId: s.rootNodeId, content: "Budget risk." } })).toBe(1);
    expect(await events(s.conversationId)).toEqual(["branch", "merge"]);
  });

  it("two purges of one branch at once: one purges, the other finds nothing; one purge recorded", async () => {
    const s = await setup();
    const outcome = await both(
      () => purgeNode(s.branchId),
      () => purgeNode(s.branchId),
    );
    expect(outcome.sort()).toEqual(["not_found:node", "ok"]);
    expect(await getDb().node.count({ where: { id: s.branchId } })).toBe(0);
    expect(await events(s.conversationId)).toEqual(["branch", "purge"]);
  });

  it("a merge and a purge of one branch at once: exactly one of them happened, whole", async () => {
    const s = await setup();
    const outcome = await both(
      () => mergeNode({ nodeId: s.branchId, mode: "full", placement: "append" }),
      () => purgeNode(s.branchId),
    );
    const merged = await getDb().item.count({ where: { nodeId: s.rootNodeId, content: "Budget risk." } });
    const kinds = await events(s.conversationId);
    if (outcome[0] === "ok" && outcome[1] === "ok") {
      // Merged, then purged: the merged entries stay in the parent (purge keeps what was copied up).
      expect(kinds).toEqual(["branch", "merge", "purge"]);
      expect(merged).toBe(1);
    } else if (outcome[0] === "ok") {
      expect(kinds).toEqual(["branch", "merge"]);
      expect(merged).toBe(1);
    } else {
      expect(outcome).toEqual(["not_found:node", "ok"]);
      expect(kinds).toEqual(["branch", "purge"]);
      expect(merged).toBe(0);
    }
  });

  it("a message sent while another person purges the branch: the question and its answer land whole, or not at all", async () => {
    const s = await setup();
    const send = async () => {
      const turn = await startTurn({ nodeId: s.branchId, text: "What is the launch code?" });
      await turn.result.consumeStream();
      await turn.done;
    };
    const outcome = await both(send, () => purgeNode(s.branchId));
    const branch = await getDb().node.findUnique({ where: { id: s.branchId }, include: { items: true } });
    const kinds = await events(s.conversationId);
    if (branch) {
      // The turn began first: the purge was refused while it answered (or came after it ended).
      expect(outcome[0]).toBe("ok");
      expect(outcome[1]).toMatch(/^(ok|conflict:node_answering)$/);
      const questions = branch.items.filter((i) => i.content === "What is the launch code?");
      expect(questions).toHaveLength(1);
      expect(branch.items.some((i) => i.role === "assistant" && i.status === "complete")).toBe(true);
      expect(kinds.filter((k) => k === "items")).toHaveLength(2); // question + answer row, then the answer
    } else {
      expect(outcome[1]).toBe("ok");
      expect(outcome[0]).toMatch(/^(ok|not_found:node)$/);
      expect(kinds).toContain("purge");
      // Nothing of the turn was left behind anywhere.
      expect(await getDb().item.count({ where: { content: "What is the launch code?" } })).toBe(0);
    }
  });

  it("an edit while another person purges the node: the edit's branch exists whole, or the edit is refused", async () => {
    const s = await setup();
    const question = (await getDb().item.findFirstOrThrow({ where: { nodeId: s.branchId, role: "user" } })).id;
    const outcome = await both(
      () => editMessage({ nodeId: s.branchId, itemId: question, text: "Schedule risk." }),
      () => purgeNode(s.branchId),
    );
    expect(outcome[1]).toBe("ok");
    const edits = await getDb().item.findMany({ where: { content: "Schedule risk." }, include: { node: true } });
    if (outcome[0] === "ok") {
      // Its branch was made beside the purged node (under the same parent) and survives it.
      expect(edits).toHaveLength(1);
      expect(edits[0].node.parentId).toBe(s.rootNodeId);
      expect(await events(s.conversationId)).toEqual(expect.arrayContaining(["branch", "purge"]));
    } else {
      expect(outcome[0]).toMatch(/^not_found:/);
      expect(edits).toHaveLength(0);
    }
  });
});
