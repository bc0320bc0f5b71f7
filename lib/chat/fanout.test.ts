import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_REPLY, startFakeOpenAIServer, type FakeServer } from "@/lib/ai/testing/fake-openai-server";
import { getDb } from "@/lib/db/client";
import { resetEnv } from "@/lib/env";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { seedConversation, thread } from "@/lib/testing/fixtures";
import { getContextReportView } from "@/lib/context/report-view";
import { getNodeWindow } from "@/lib/views/node-window";
import { runFanout } from "./fanout";

useTestDatabase();

let server: FakeServer;
beforeAll(async () => {
  server = await startFakeOpenAIServer();
  process.env.OPENAI_COMPATIBLE_BASE_URL = server.url;
  process.env.OPENAI_COMPATIBLE_MODELS = "test-model";
  resetEnv();
});
afterAll(async () => {
  delete process.env.OPENAI_COMPATIBLE_BASE_URL;
  delete process.env.OPENAI_COMPATIBLE_MODELS;
  resetEnv();
  await server.close();
});

describe("fan-out", () => {
  it("answers one message in sibling branches, one per target, each with its model, prompt and usage row", async () => {
    const root = await seedConversation({ messages: thread("The office is in Lyon.", "Noted.") });
    const result = await runFanout({
      nodeId: root.rootNodeId,
      text: "Where is the office?",
      targets: [
        { model: "offline" },
        { model: "compatible:test-model" },
        { model: "offline", systemPrompt: "Answer in one word." },
      ],
    });
    expect(result.branches.map((b) => [b.model, b.status])).toEqual([
      ["offline", "complete"],
      ["compatible:test-model", "complete"],
      ["offline", "complete"],
    ]);
    expect(result.branches[0].text).toContain("Lyon");
    expect(result.branches[1].text).toBe(FAKE_REPLY);
    const nodes = await getDb().node.findMany({
      where: { fanoutId: result.fanoutId },
      orderBy: { createdAt: "asc" },
      select: { id: true, parentId: true, title: true, model: true, systemPrompt: true, branchPointItemId: true },
    });
    expect(nodes.map((n) => n.parentId)).toEqual([root.rootNodeId, root.rootNodeId, root.rootNodeId]);
    // One policy for all: every branch inherits the same window, from the same point.
    expect(new Set(nodes.map((n) => n.branchPointItemId))).toEqual(new Set([root.itemIds[1]]));
    expect(nodes.map((n) => n.title)).toEqual([
      "Offline engine · prompt 1",
      expect.stringContaining("test-model"),
      "Offline engine · prompt 2",
    ]);
    expect(nodes[2].systemPrompt).toBe("Answer in one word.");
    for (const [i, n] of nodes.entries()) {
      const window = await getNodeWindow(n.id);
      expect(window.map((e) => e.origin)).toEqual(["inherited", "inherited", "local", "local"]);
      // The context was read once for all, yet each prompt is the branch's own: its entries, its system prompt.
      // As the inspector shows it (the stored report names the entries; their text comes from the window).
      const report = (await getContextReportView(window[3].id))!;
      const section = (name: string) => report.sections.find((s) => s.name === name);
      expect(section("inherited")?.itemIds).toEqual([window[0].id, window[1].id]);
      expect(section("inherited")?.text).toContain("The office is in Lyon.");
      if (i === 2) expect(section("system")?.text).toContain("Answer in one word.");
      else expect(section("system")?.text ?? "").not.toContain("Answer in one word.");
    }
    const answers = await getDb().item.findMany({
      where: { id: { in: result.branches.map((b) => b.assistantItemId) } },
    });
    expect(answers.map((a) => a.model).sort()).toEqual(["compatible:test-model", "offline", "offline"]);
    const usage = await getDb().usage.findMany({ where: { nodeId: { in: nodes.map((n) => n.id) }, purpose: "chat" } });
    expect(usage).toHaveLength(3);
    // The fake provider received the branch's system prompt (the project's here: none set).
    expect(server.requests.length).toBeGreaterThan(0);
  });

  it("asks an earlier message of the node again: the branches start before it", async () => {
    const root = await seedConversation({
      messages: thread("The office is in Lyon.", "Noted.", "Where is the office?", "In Lyon."),
    });
    const result = await runFanout({
      nodeId: root.rootNodeId,
      text: "Where is the office?",
      askItemId: root.itemIds[2],
      targets: [{ model: "offline" }, { model: "offline", systemPrompt: "Be brief." }],
    });
    const nodes = await getDb().node.findMany({ where: { fanoutId: result.fanoutId } });
    expect(nodes.map((n) => n.branchPointItemId)).toEqual([root.itemIds[1], root.itemIds[1]]);
    await expect(
      runFanout({
        nodeId: root.rootNodeId,
        text: "x",
        askItemId: root.itemIds[1],
        targets: [{ model: "offline" }, { model: "offline", systemPrompt: "b" }],
      }),
    ).rejects.toMatchObject({ code: "invalid:fanout" });
  });

  it("refuses fewer than 2 or more than 6 targets, unknown models and duplicates, writing nothing", async () => {
    const root = await seedConversation({ messages: thread("Hello there, the plan is set.", "Noted.") });
    const before = await getDb().node.count();
    const attempt = (targets: { model: string; systemPrompt?: string }[]) =>
      runFanout({ nodeId: root.rootNodeId, text: "Hi?", targets });
    await expect(attempt([{ model: "offline" }])).rejects.toMatchObject({ code: "invalid:fanout" });
    await expect(
      attempt(Array.from({ length: 7 }, (_, i) => ({ model: "offline", systemPrompt: `p${i}` }))),
    ).rejects.toMatchObject({
      code: "invalid:fanout",
    });
    await expect(attempt([{ model: "offline" }, { model: "nope:model" }])).rejects.toMatchObject({
      code: "invalid:model",
    });
    await expect(attempt([{ model: "offline" }, { model: "offline" }])).rejects.toMatchObject({
      code: "invalid:fanout",
    });
    expect(await getDb().node.count()).toBe(before);
  });
});
