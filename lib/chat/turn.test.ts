import { beforeAll, describe, expect, it } from "vitest";
import { OFFLINE_PHRASES } from "@/lib/extract/answer";
import { getDb } from "@/lib/db/client";
import { createBranch } from "@/lib/tree-ops/create-branch";
import { AppError } from "@/lib/errors";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { countRows, seedConversation } from "@/lib/testing/fixtures";
import type { ContextReport } from "./assemble";
import { MAX_MESSAGE_CHARS, startTurn } from "./turn";

useTestDatabase();

/** One full turn with the project's model (the offline engine by default). */
async function say(nodeId: string, text: string) {
  const turn = await startTurn({ nodeId, text });
  await turn.result.consumeStream();
  const outcome = await turn.done;
  await turn.followUps; // the usage row follows the saved answer
  return { turn, outcome };
}

describe("startTurn with the offline engine: ORCHID-7 across branches", () => {
  let root: Awaited<ReturnType<typeof seedConversation>>;
  let statement: Awaited<ReturnType<typeof say>>;
  let fullNodeId: string;
  let noneNodeId: string;

  beforeAll(async () => {
    root = await seedConversation();
    statement = await say(root.rootNodeId, "The launch code is ORCHID-7.");
    const from = statement.outcome.assistantItemId;
    fullNodeId = (await createBranch({ parentId: root.rootNodeId, fromItemId: from, policy: "full" })).nodeId;
    noneNodeId = (await createBranch({ parentId: root.rootNodeId, fromItemId: from, policy: "none" })).nodeId;
  });

  it("saves the user's statement and a complete answer in the root", async () => {
    const { turn, outcome } = statement;
    expect(turn.model).toBe("offline");
    expect(outcome.status).toBe("complete");
    const items = await getDb().item.findMany({ where: { nodeId: root.rootNodeId }, orderBy: { position: "asc" } });
    expect(items.map((i) => [i.id, i.role, i.status])).toEqual([
      [turn.userItemId, "user", "complete"],
      [turn.assistantItemId, "assistant", "complete"],
    ]);
    expect(items[0].content).toBe("The launch code is ORCHID-7.");
    expect(items[1].content).toBe(outcome.text);
    expect(outcome.text.length).toBeGreaterThan(0);
  });

  it("the full branch knows the code", async () => {
    const { turn, outcome } = await say(fullNodeId, "What is the launch code?");
    expect(outcome.status).toBe("complete");
    expect(outcome.text).toContain("ORCHID-7");

    const answer = await getDb().item.findUniqueOrThrow({ where: { id: turn.assistantItemId } });
    expect(answer).toMatchObject({
      nodeId: fullNodeId,
      role: "assistant",
      status: "complete",
      model: "offline",
      error: null,
    });
    expect(answer.content).toBe(outcome.text);
    expect(answer.tokenCount).toBeGreaterThan(0);

    const report = answer.contextReport as unknown as ContextReport;
    const inherited = report.sections.find((s) => s.name === "inherited");
    expect(report.model).toBe("offline");
    expect(inherited?.itemIds).toHaveLength(2);
    expect(inherited?.tokens).toBeGreaterThan(0);
    expect(report.totalTokens).toBe(report.sections.reduce((sum, s) => sum + s.tokens, 0));
    expect(report.overBudget).toBe(false);

    const user = await getDb().item.findUniqueOrThrow({ where: { id: turn.userItemId } });
    expect(user).toMatchObject({
      nodeId: fullNodeId,
      role: "user",
      status: "complete",
      content: "What is the launch code?",
    });
    expect(user.tokenCount).toBeGreaterThan(0);
  });

  it("the none branch does not know it, and says so", async () => {
    const { turn, outcome } = await say(noneNodeId, "What is the launch code?");
    expect(outcome.status).toBe("complete");
    expect(outcome.text).not.toContain("ORCHID");
    expect(outcome.text).toContain(OFFLINE_PHRASES.unknownPrefix);
    const report = (await getDb().item.findUniqueOrThrow({ where: { id: turn.assistantItemId } }))
      .contextReport as unknown as ContextReport;
    expect(report.sections.find((s: { name: string }) => s.name === "inherited")?.itemIds).toEqual([]);
  });

  it("a later root message does not leak into a branch taken earlier", async () => {
    await say(root.rootNodeId, "The backup code is TULIP-3.");
    const { outcome } = await say(fullNodeId, "What is the backup code?");
    expect(outcome.text).not.toContain("TULIP-3");
  });

  it("records one chat usage row per turn", async () => {
    const before = await getDb().usage.count({ where: { nodeId: fullNodeId } });
    const t0 = performance.now();
    await say(fullNodeId, "Remind me of the launch code.");
    const elapsed = performance.now() - t0;
    const usage = await getDb().usage.findMany({ where: { nodeId: fullNodeId }, orderBy: { createdAt: "asc" } });
    expect(usage).toHaveLength(before + 1);
    for (const row of usage) {
      expect(row).toMatchObject({
        purpose: "chat",
        outcome: "ok",
        model: "offline",
        projectId: root.projectId,
        conversationId: root.conversationId,
      });
      expect(row.inputTokens).toBeGreaterThan(0);
      expect(row.outputTokens).toBeGreaterThan(0);
    }
    // The turn's latency: from its start to its saved answer, within the time the call took.
    const latest = usage.at(-1)!;
    expect(latest.latencyMs).toBeGreaterThan(0);
    expect(latest.latencyMs).toBeLessThanOrEqual(Math.ceil(elapsed));
    // One assistant answer per usage row: no double writes.
    expect(await getDb().item.count({ where: { nodeId: fullNodeId, role: "assistant", origin: "local" } })).toBe(
      usage.length,
    );
  });
});

describe("startTurn rejects bad input and writes nothing", () => {
  async function expectRejected(run: () => Promise<unknown>, code: string, message: RegExp) {
    const before = await countRows();
    const error = await run().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code, message: expect.stringMatching(message) });
    expect(await countRows()).toEqual(before);
  }

  it("an empty message", async () => {
    const { rootNodeId } = await seedConversation();
    await expectRejected(() => startTurn({ nodeId: rootNodeId, text: "  \n " }), "invalid:message", /Type a message/);
  });

  it("an oversized message", async () => {
    const { rootNodeId } = await seedConversation();
    const text = "a".repeat(MAX_MESSAGE_CHARS + 1);
    await expectRejected(() => startTurn({ nodeId: rootNodeId, text }), "invalid:message", /limit is 32,000/);
  });

  it("an unknown node", async () => {
    await expectRejected(() => startTurn({ nodeId: "ghost", text: "Hello" }), "not_found:node", /node/);
  });

  it("a merged node", async () => {
    const { rootNodeId } = await seedConversation();
    const { nodeId } = await createBranch({ parentId: rootNodeId, fromItemId: null, policy: "none", title: "Done" });
    await getDb().node.update({ where: { id: nodeId }, data: { status: "merged" } });
    await expectRejected(() => startTurn({ nodeId, text: "Hello" }), "conflict:node_closed", /merged and read-only/);
  });

  it("an explicit model that is not configured", async () => {
    const { rootNodeId } = await seedConversation();
    await expectRejected(
      () => startTurn({ nodeId: rootNodeId, text: "Hello", model: "openai:gpt-4o-mini" }),
      "invalid:model",
      /OPENAI_API_KEY/,
    );
  });
});
