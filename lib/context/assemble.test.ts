import type { LanguageModelV3CallOptions, LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { MockLanguageModelV3, simulateReadableStream } from "ai/test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { setModelOverride } from "@/lib/ai/providers";
import { JobRunner } from "@/lib/jobs/runner";
import type { ContextReport } from "@/lib/chat/assemble";
import { startTurn } from "@/lib/chat/turn";
import { getDb } from "@/lib/db/client";
import { createBranch } from "@/lib/tree-ops/create-branch";
import { purgeNode } from "@/lib/tree-ops/purge";
import { recallCacheSize } from "@/lib/memory/recall-cache";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { countRows, seedConversation, thread } from "@/lib/testing/fixtures";
import { SMALL_TALK } from "@/lib/testing/small-talk";
import { MOCK_USAGE } from "@/lib/testing/models";
import { getContextPreview } from "./assemble";
import { getContextReportView } from "./report-view";
import { foldJob } from "./fold-job";
import { getNodeMemory } from "./node-memory";
import { getUsageSummary } from "./usage";

useTestDatabase();

const FACT = "The rollback password for the Kestrel cluster is AMBER-4471.";
const TOPICS = ["deploy pipeline", "billing exports", "search index", "mobile release", "alerting rules"];

function chatter(turn: number): [string, string] {
  const topic = TOPICS[Math.floor(turn / 20) % TOPICS.length];
  return [
    `Turn ${turn}: let us review the ${topic}; the latency went down by ${turn % 37} percent after the cache change and the team wants a written runbook.`,
    `Agreed on the ${topic}. I will draft the runbook, check the dashboards and list the open questions for the next review.`,
  ];
}

/** One full turn through startTurn (the chat route's path); returns the stored report. */
async function say(nodeId: string, text: string) {
  const turn = await startTurn({ nodeId, text });
  await turn.result.consumeStream();
  const outcome = await turn.done;
  await turn.followUps; // the usage row and a model's fold job follow the saved answer
  // As the inspector shows it: the stored report's sections of items re-derived from the window.
  return { turn, outcome, report: (await getContextReportView(turn.assistantItemId))! };
}

/** A root with `turns` exchanges already said (the fact in the first), and a budget of 1,500 tokens. */
async function longConversation(turns: number) {
  const messages = [
    { role: "user" as const, content: FACT },
    { role: "assistant" as const, content: "Noted." },
  ];
  for (let t = 1; t < turns; t++) {
    const [u, a] = chatter(t);
    messages.push({ role: "user", content: u }, { role: "assistant", content: a });
  }
  const seeded = await seedConversation({ systemPrompt: "Answer from the conversation.", messages });
  await getDb().project.update({ where: { id: seeded.projectId }, data: { contextBudget: 1500 } });
  return seeded;
}

async function memoryRow(nodeId: string) {
  return getDb().knowledgeTree.findUnique({
    where: { ownerNodeId: nodeId },
    include: { _count: { select: { nodes: true } } },
  });
}

describe("assembleContext through startTurn, against the database (offline engine)", () => {
  let root: Awaited<ReturnType<typeof longConversation>>;
  const reports: ContextReport[] = [];

  beforeAll(async () => {
    root = await longConversation(270);
    for (let t = 270; t < 300; t++) reports.push((await say(root.rootNodeId, chatter(t)[0])).report);
  }, 120_000);

  it("keeps every prompt under the budget while the history grows far past it", async () => {
    const memory = await getNodeMemory(root.rootNodeId);
    expect(memory.windowTokens).toBeGreaterThan(10 * 1500);
    for (const report of reports) {
      expect(report.totalTokens).toBeLessThanOrEqual(1500);
      expect(report.budget).toBe(1500);
      expect(report.overBudget).toBe(false);
    }
  });

  it("folds into the node's memory tree and deletes nothing from the window", async () => {
    const row = await memoryRow(root.rootNodeId);
    expect(row).toMatchObject({ kind: "node", projectId: root.projectId, ownerNodeId: root.rootNodeId });
    expect(row!.foldedItems).toBeGreaterThan(500);
    expect(row!.foldedThrough).toBeGreaterThan(500);
    expect(row!._count.nodes).toBeGreaterThan(10);
    expect(await getDb().item.count({ where: { nodeId: root.rootNodeId } })).toBe(540 + 60);
    const leaves = await getDb().knowledgeNode.findMany({ where: { treeId: row!.id, level: "leaf" } });
    const folded = leaves.flatMap((l) => JSON.parse(l.sourceRef ?? "[]") as string[]);
    expect(new Set(folded).size).toBe(row!.foldedItems);
    expect(await getDb().item.count({ where: { id: { in: folded }, nodeId: root.rootNodeId } })).toBe(folded.length);
    expect(leaves.some((l) => l.text?.startsWith("### User\n\n"))).toBe(true);
    // The first turn folded the seeded history; later turns folded again, rarely.
    expect(reports[0].folded.justFolded).toBeGreaterThan(400);
    const folds = reports.filter((r) => r.folded.justFolded > 0).length;
    expect(folds).toBeGreaterThan(1);
    expect(folds).toBeLessThan(reports.length / 3);
    expect(reports.at(-1)!.folded).toMatchObject({ treeId: row!.id, items: expect.any(Number) });
  });

  it("sends the last turns verbatim and reuses the previous prompt's prefix between folds", async () => {
    const window = await getDb().item.findMany({ where: { nodeId: root.rootNodeId }, orderBy: { position: "asc" } });
    const last = reports.at(-1)!;
    const history = last.sections.find((s) => s.name === "history")!;
    // The last turn's prompt ends with the entries before its own message, verbatim.
    expect(history.itemIds.slice(-4)).toEqual(window.slice(-6, -2).map((i) => i.id));
    expect(reports[0].prefixReuse).toBeLessThan(0.2);
    const steady = reports.slice(1).filter((r) => r.folded.justFolded === 0);
    expect(steady.length).toBeGreaterThan(10);
    for (const r of steady) expect(r.prefixReuse).toBeGreaterThan(0.5);
    expect(last.sections.find((s) => s.name === "digest")!.ktNodeIds).toEqual([
      (await memoryRow(root.rootNodeId))!.rootId,
    ]);
  });

  it("stores the sections of items as ids and hashes; the inspector re-derives exactly the text that was sent", async () => {
    const turn = await startTurn({ nodeId: root.rootNodeId, text: "Which code name did we pick?" });
    await turn.result.consumeStream();
    const { report: sent } = await turn.done;
    await turn.followUps; // the usage row follows the saved answer
    const row = await getDb().item.findUniqueOrThrow({ where: { id: turn.assistantItemId } });
    const stored = row.contextReport as unknown as ContextReport;
    const history = stored.sections.find((s) => s.name === "history")!;
    expect(history.itemIds.length).toBeGreaterThan(0);
    expect(history.text).toBeUndefined();
    expect(stored.sections.find((s) => s.name === "message")).toMatchObject({ itemIds: [turn.userItemId] });
    expect(stored.pieces?.length).toBeGreaterThan(history.itemIds.length);
    expect(JSON.stringify(stored).length).toBeLessThan(JSON.stringify(sent).length);
    expect((await getContextReportView(turn.assistantItemId))!.sections).toEqual(sent.sections);
  });

  it("recalls a fact folded long ago, late in the prompt, and the offline answer quotes it", async () => {
    const { outcome, report } = await say(root.rootNodeId, "What is the rollback password for the Kestrel cluster?");
    const recall = report.sections.find((s) => s.name === "recall")!;
    expect(report.sections.find((s) => s.name === "history")!.text).not.toContain("AMBER-4471");
    expect(recall.text).toContain("AMBER-4471");
    expect(recall.ktNodeIds.length).toBeGreaterThan(0);
    expect(recall.itemIds).toContain(root.itemIds[0]);
    expect(report.recall).toMatchObject({
      engine: "offline",
      searches: [expect.objectContaining({ scope: "own", ownerNodeId: root.rootNodeId })],
    });
    expect(report.recall!.trace.length).toBeGreaterThan(0);
    expect(report.sections.map((s) => s.name).indexOf("recall")).toBe(4);
    expect(outcome.text).toContain("AMBER-4471");
    expect(report.totalTokens).toBeLessThanOrEqual(1500);
  });

  it("previews the next turn without writing anything", async () => {
    const before = {
      ...(await countRows()),
      trees: await getDb().knowledgeTree.findMany({ orderBy: { id: "asc" } }),
      nodes: await getDb().knowledgeNode.count(),
    };
    const preview = await getContextPreview(root.rootNodeId, "What is the rollback password for the Kestrel cluster?");
    expect(preview.sections.map((s) => s.name)).toEqual([
      "system",
      "digest",
      "inherited",
      "history",
      "recall",
      "message",
    ]);
    expect(preview.totalTokens).toBe(preview.sections.reduce((a, s) => a + s.tokens, 0));
    expect(preview.totalTokens).toBeLessThanOrEqual(1500);
    expect(preview.recalled.length).toBeGreaterThan(0);
    expect(preview.recalled[0]).toMatchObject({
      treeNodeId: expect.any(String),
      treeId: expect.any(String),
      tokens: expect.any(Number),
    });
    // Reuse is high unless the next turn has to fold first (its history then starts later).
    expect(preview.prefixReuse).toBeGreaterThan(preview.folded.pending > 0 ? 0 : 0.3);
    expect(preview.prefixReuse).toBeLessThanOrEqual(1);
    expect({
      ...(await countRows()),
      trees: await getDb().knowledgeTree.findMany({ orderBy: { id: "asc" } }),
      nodes: await getDb().knowledgeNode.count(),
    }).toEqual(before);
  });

  it("describes the node's memory for the gauge and the browser", async () => {
    const memory = await getNodeMemory(root.rootNodeId);
    const row = (await memoryRow(root.rootNodeId))!;
    expect(memory).toMatchObject({
      nodeId: root.rootNodeId,
      treeId: row.id,
      rootId: row.rootId,
      engine: "offline",
      budget: 1500,
      foldedItems: row.foldedItems,
      foldedThrough: row.foldedThrough,
    });
    expect(memory.unfoldedTokens).toBeLessThan(1500);
    expect(memory.foldedTokens + memory.unfoldedTokens).toBe(memory.windowTokens);
    expect(memory.nodes).toHaveLength(row._count.nodes);
    expect(memory.nodes[0]).toMatchObject({ id: row.rootId, level: "root", documentName: null });
    expect(memory.stats.leaves).toBe(memory.nodes.filter((n) => n.level === "leaf").length);
  });

  describe("branches", () => {
    let full: string;
    let sibling: string;

    beforeAll(async () => {
      const last = await getDb().item.findFirstOrThrow({
        where: { nodeId: root.rootNodeId },
        orderBy: { position: "desc" },
      });
      full = (await createBranch({ parentId: root.rootNodeId, fromItemId: last.id, policy: "full" })).nodeId;
      sibling = (await createBranch({ parentId: root.rootNodeId, fromItemId: last.id, policy: "full" })).nodeId;
      // After the branch point: the parent learns a new fact and folds it away; the sibling learns a secret and folds it away.
      await say(root.rootNodeId, "The staging database for the Heron gateway runs on host pg-stg-her-07.");
      await say(sibling, "The escalation phone number for the Wren mobile app is +44 20 7946 0321.");
      for (let t = 0; t < 14; t++) {
        await say(root.rootNodeId, chatter(400 + t)[0]);
        await say(sibling, chatter(500 + t)[0]);
      }
    }, 120_000);

    it("the later fact and the secret are folded in their own nodes' trees", async () => {
      const texts = async (nodeId: string) => {
        const row = (await memoryRow(nodeId))!;
        return (await getDb().knowledgeNode.findMany({ where: { treeId: row.id, level: "leaf" } }))
          .map((l) => l.text ?? "")
          .join("\n");
      };
      expect(await texts(root.rootNodeId)).toContain("pg-stg-her-07");
      expect(await texts(sibling)).toContain("+44 20 7946 0321");
    });

    it("a full branch recalls its inherited history from the parent's memory (folded by reference)", async () => {
      const { report, outcome } = await say(full, "What is the rollback password for the Kestrel cluster?");
      expect(report.totalTokens).toBeLessThanOrEqual(1500);
      expect(report.sections.find((s) => s.name === "recall")!.text).toContain("AMBER-4471");
      expect(outcome.text).toContain("AMBER-4471");
      const searches = report.recall!.searches;
      expect(searches.some((s) => s.scope === "ancestor" && s.ownerNodeId === root.rootNodeId)).toBe(true);
      // Inherited entries the parent had folded were not summarised again in the branch's own tree.
      const row = (await memoryRow(full))!;
      const own = (await getDb().knowledgeNode.findMany({ where: { treeId: row.id, level: "leaf" } })).flatMap(
        (l) => JSON.parse(l.sourceRef ?? "[]") as string[],
      );
      expect(row.foldedItems).toBeGreaterThan(own.length);
      const memory = await getNodeMemory(full);
      expect(memory.ancestors).toEqual([
        { nodeId: root.rootNodeId, treeId: (await memoryRow(root.rootNodeId))!.id, leaves: expect.any(Number) },
      ]);
    });

    it("a later turn recalls from the parent's memory as an earlier turn asked it, its indexes kept", async () => {
      const ancestorOf = (report: ContextReport) =>
        report.recall!.searches.find((s) => s.scope === "ancestor" && s.ownerNodeId === root.rootNodeId);
      const first = await say(full, "Which cluster does the rollback password AMBER-4471 open?");
      const before = recallCacheSize();
      const second = await say(full, "What is the rollback password for the Kestrel cluster?");
      // The parent said nothing meanwhile: its memory, restricted to what the branch inherited, is
      // loaded the same and found; the branch's own memory is asked too (found or not: it may fold).
      expect(ancestorOf(first.report)).toBeDefined();
      expect(ancestorOf(second.report)).toMatchObject({ status: expect.not.stringMatching(/^none$/) });
      expect(recallCacheSize().hits).toBeGreaterThan(before.hits);
      expect(second.outcome.text).toContain("AMBER-4471");
    });

    it("never recalls the parent's later items nor a sibling's", async () => {
      const later = await say(full, "Which host runs the staging database for the Heron gateway?");
      expect(JSON.stringify(later.report.sections)).not.toContain("pg-stg-her-07");
      expect(later.outcome.text).not.toContain("pg-stg-her-07");
      const secret = await say(full, "What is the escalation phone number for the Wren mobile app?");
      expect(JSON.stringify(secret.report.sections)).not.toContain("7946 0321");
      expect(
        secret.report.recall!.searches.every((s) => s.ownerNodeId === full || s.ownerNodeId === root.rootNodeId),
      ).toBe(true);
    });

    it("a purge deletes the purged nodes' memory trees in the same transaction", async () => {
      const row = (await memoryRow(sibling))!;
      expect(row._count.nodes).toBeGreaterThan(0);
      await purgeNode(sibling);
      expect(await memoryRow(sibling)).toBeNull();
      expect(await getDb().knowledgeNode.count({ where: { treeId: row.id } })).toBe(0);
      expect(await memoryRow(root.rootNodeId)).not.toBeNull();
    });
  });
});

describe("with an LLM engine (mock model)", () => {
  /** Answers the knowledge-tree prompts with valid objects and streams a chat answer. */
  function mockModel() {
    const json = (value: unknown) => ({
      content: [{ type: "text" as const, text: JSON.stringify(value) }],
      finishReason: { unified: "stop" as const, raw: "stop" },
      usage: MOCK_USAGE,
      warnings: [],
    });
    const text = (call: LanguageModelV3CallOptions) =>
      call.prompt
        .map((m) =>
          typeof m.content === "string" ? m.content : m.content.map((p) => (p.type === "text" ? p.text : "")).join(""),
        )
        .join("\n");
    return new MockLanguageModelV3({
      doGenerate: async (call) => {
        const prompt = text(call);
        if (prompt.includes("selectedOptionIndex"))
          return json({ selectedOptionIndex: 0, selectionReason: "First option." });
        if (prompt.includes("Current Level:")) {
          return json({
            summary: "Reviews of pipelines and runbooks.",
            contentTypes: [],
            criticalActions: [],
            decisions: [],
            noteworthyEvents: [],
            about: ["Kestrel", "AMBER-4471"],
          });
        }
        return json({ answer: "The rollback password is AMBER-4471.", noAnswer: false, partialAnswer: false });
      },
      doStream: async () => ({
        stream: simulateReadableStream<LanguageModelV3StreamPart>({
          chunks: [
            { type: "stream-start", warnings: [] },
            { type: "text-start", id: "t" },
            { type: "text-delta", id: "t", delta: "It is AMBER-4471." },
            { type: "text-end", id: "t" },
            { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage: MOCK_USAGE },
          ],
        }),
      }),
    });
  }

  it("records summarise, navigate and chat usage rows, summarised per purpose", async () => {
    const seeded = await longConversation(40);
    await getDb().project.update({ where: { id: seeded.projectId }, data: { model: "mock:model" } });
    setModelOverride(mockModel());
    try {
      // With a model, the turn does not fold: it queues the fold as a job (lib/context/fold-job.ts).
      const first = await say(seeded.rootNodeId, "What is the rollback password for the Kestrel cluster?");
      expect(first.report.folded).toMatchObject({ justFolded: 0, items: 0 });
      expect(first.report.folded.pending).toBeGreaterThan(0);
      await new JobRunner([foldJob], { pollMs: 5 }).drain();
      const { report } = await say(seeded.rootNodeId, "What is the rollback password for the Kestrel cluster?");
      expect(report.folded.items).toBeGreaterThan(0);
      expect(report.recall?.engine).toBe("mock:model");
      expect(report.sections.find((s) => s.name === "recall")!.text).toContain("AMBER-4471");
      const tree = (await memoryRow(seeded.rootNodeId))!;
      expect(tree.engine).toBe("mock:model");

      // Knowledge-tree calls record their usage without holding up the turn: wait for the rows.
      await vi.waitFor(async () => {
        const purposes = new Set(
          (await getDb().usage.findMany({ where: { nodeId: seeded.rootNodeId } })).map((u) => u.purpose),
        );
        expect([...purposes].sort()).toEqual(["chat", "navigate", "summarise"]);
      });
      const summary = await getUsageSummary({ conversationId: seeded.conversationId });
      const by = Object.fromEntries(summary.purposes.map((p) => [p.purpose, p]));
      expect(Object.keys(by)).toEqual(["chat", "summarise", "navigate", "merge", "compress"]);
      expect(by.chat).toMatchObject({ calls: 2, inputTokens: 22, outputTokens: 14 });
      expect(by.summarise.calls).toBeGreaterThan(0);
      expect(by.navigate.calls).toBeGreaterThan(0);
      expect(by.merge.calls).toBe(0);
      expect(summary.total.calls).toBe(by.chat.calls + by.summarise.calls + by.navigate.calls);
      expect(summary.total.avgLatencyMs).toBeGreaterThanOrEqual(0);
      const project = await getUsageSummary({ projectId: seeded.projectId });
      expect(project.total).toEqual(summary.total);
    } finally {
      setModelOverride(null);
    }
  });

  it("refuses a summary of an unknown conversation", async () => {
    await expect(getUsageSummary({ conversationId: "nope" })).rejects.toMatchObject({ code: "not_found:conversation" });
  });
});

describe("a long history through chat turns, offline model (issue 36)", () => {
  const CHATTER = SMALL_TALK.slice(0, 6);
  let root: Awaited<ReturnType<typeof seedConversation>>;
  let branch: string;

  beforeAll(async () => {
    root = await seedConversation({
      systemPrompt: "Answer from the conversation.",
      messages: thread(
        "Our rowing shed measures 40 square metres.",
        "Noted.",
        "The club's treasurer is a firm called Ledger & Oar.",
        "Noted.",
        "The regatta is on 4 July.",
        "Noted.",
      ),
    });
    await getDb().project.update({ where: { id: root.projectId }, data: { contextBudget: 900 } });
    for (let t = 0; t < 24; t++) await say(root.rootNodeId, CHATTER[t % CHATTER.length]);
    const last = await getDb().item.findFirstOrThrow({
      where: { nodeId: root.rootNodeId },
      orderBy: { position: "desc" },
    });
    branch = (await createBranch({ parentId: root.rootNodeId, fromItemId: last.id, policy: "full" })).nodeId;
    await say(root.rootNodeId, "Bad news from the organisers: the regatta is on 11 July now.");
    for (let t = 0; t < 6; t++) await say(root.rootNodeId, CHATTER[(t + 2) % CHATTER.length]);
  }, 180_000);

  it("answers a folded early fact and the value a fact was said again with", async () => {
    expect((await memoryRow(root.rootNodeId))?._count.nodes).toBeGreaterThan(0);
    expect((await say(root.rootNodeId, "How big is our rowing shed?")).outcome.text).toContain("40 square metres");
    const regatta = (await say(root.rootNodeId, "When is the regatta?")).outcome.text;
    expect(regatta).toContain("11 July");
    expect(regatta).not.toContain("4 July");
  });

  it("a branch answers what its parent said before the branch point, from the parent's memory", async () => {
    for (let t = 0; t < 8; t++) await say(branch, CHATTER[(t + 4) % CHATTER.length]);
    const { outcome, report } = await say(branch, "Who is the club's treasurer?");
    expect(outcome.text).toContain("Ledger & Oar");
    expect(report.recall!.searches.some((s) => s.scope === "ancestor" && s.ownerNodeId === root.rootNodeId)).toBe(true);
    // The branch was made before the restatement: it still holds the value it inherited.
    expect((await say(branch, "When is the regatta?")).outcome.text).toContain("4 July");
  }, 60_000);
});
