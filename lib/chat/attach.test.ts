import { generateText } from "ai";
import { describe, expect, it } from "vitest";
import { createOfflineChatModel } from "@/lib/memory/context-answer";
import { assembleContext } from "@/lib/context/assemble";
import { getDb } from "@/lib/db/client";
import { samplePdf } from "@/lib/knowledge/testing-documents";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { seedConversation } from "@/lib/testing/fixtures";
import { attachFile } from "./attach";

useTestDatabase();

const section = (report: Awaited<ReturnType<typeof assembleContext>>["report"], name: string) =>
  report.sections.find((s) => s.name === name);

describe("attachFile", () => {
  it("adds a small file's text to the node's window as a note the next prompt carries", async () => {
    const seeded = await seedConversation({
      messages: [
        { role: "user", content: "Hello" },
        { role: "assistant", content: "Hi." },
      ],
    });
    const pdf = await samplePdf([["The launch code is ORCHID-7."], ["Billing moves in May."]]);
    const result = await attachFile({ nodeId: seeded.rootNodeId, file: { name: "plan.pdf", content: pdf } });
    expect(result).toMatchObject({ name: "plan.pdf", format: "pdf", tokens: expect.any(Number) });

    const note = await getDb().item.findUniqueOrThrow({ where: { id: result.itemId } });
    expect(note).toMatchObject({ nodeId: seeded.rootNodeId, role: "note", origin: "local", status: "complete" });
    expect(note.content).toMatch(/^📎 Attached file: plan\.pdf \(PDF, 2 pages\)\n\nThe launch code is ORCHID-7\./);

    const { report } = await assembleContext({ nodeId: seeded.rootNodeId, message: "What is the launch code?" });
    const history = section(report, "history");
    expect(history?.itemIds).toContain(result.itemId);
    expect(history?.text).toContain("ORCHID-7");
  });

  it("folds a file too large for the prompt into the node's memory and recalls from it", async () => {
    const seeded = await seedConversation({
      messages: [
        { role: "user", content: "Hello" },
        { role: "assistant", content: "Hi." },
      ],
    });
    await getDb().project.update({ where: { id: seeded.projectId }, data: { contextBudget: 1500 } });
    const rows = Array.from(
      { length: 400 },
      (_, i) => `ticket-${i + 1},open,Item ${i + 1} of the backlog waits for a review by the platform team`,
    );
    rows[250] = "ticket-251,blocked,The rollback password for the Kestrel cluster is AMBER-4471";
    const csv = ["key,state,summary", ...rows].join("\n");
    const result = await attachFile({ nodeId: seeded.rootNodeId, file: { name: "tickets.csv", content: csv } });
    expect(result.tokens).toBeGreaterThan(5 * 1500);

    const { report } = await assembleContext({
      nodeId: seeded.rootNodeId,
      message: "What is the rollback password for the Kestrel cluster?",
    });
    expect(report.totalTokens).toBeLessThanOrEqual(1500);
    expect(report.folded.justFolded).toBeGreaterThan(0);
    expect(section(report, "history")?.itemIds ?? []).not.toContain(result.itemId);
    expect(section(report, "recall")?.text).toContain("AMBER-4471");
    const memory = await getDb().knowledgeTree.findUniqueOrThrow({ where: { ownerNodeId: seeded.rootNodeId } });
    const leaves = await getDb().knowledgeNode.findMany({ where: { treeId: memory.id, level: "leaf" } });
    expect(leaves.some((l) => (JSON.parse(l.sourceRef ?? "[]") as string[]).includes(result.itemId))).toBe(true);
  });

  it("answers from an attached file the way the knowledge ask does (offline model): a table row with its header", async () => {
    const seeded = await seedConversation({
      messages: [
        { role: "user", content: "Hello" },
        { role: "assistant", content: "Hi." },
      ],
    });
    const markdown = [
      "# Offices",
      "",
      "We moved last spring. The office is in Lyon.",
      "",
      "| gateway | port |",
      "| --- | --- |",
      "| audit | 6009 |",
      "| billing | 7100 |",
    ].join("\n");
    await attachFile({ nodeId: seeded.rootNodeId, file: { name: "offices.md", content: markdown } });
    const ask = async (message: string) => {
      const { system, messages } = await assembleContext({ nodeId: seeded.rootNodeId, message, fold: false });
      const { text } = await generateText({ model: createOfflineChatModel({ delayMs: 0 }), system, messages });
      return text;
    };
    expect(await ask("Where exactly is the office, which city?")).toContain("The office is in Lyon.");
    const port = await ask("Which port does the billing gateway use?");
    expect(port).toContain("gateway: billing; port: 7100");
    expect(port).not.toContain("|");
    expect(port).not.toContain("6009");
  });

  it("refuses a closed node and an unreadable file, writing nothing", async () => {
    const seeded = await seedConversation();
    const before = await getDb().item.count({ where: { nodeId: seeded.rootNodeId } });
    await expect(
      attachFile({ nodeId: seeded.rootNodeId, file: { name: "x.pdf", content: new TextEncoder().encode("nope") } }),
    ).rejects.toMatchObject({ code: "invalid:document" });
    await getDb().node.update({ where: { id: seeded.rootNodeId }, data: { status: "merged" } });
    await expect(
      attachFile({ nodeId: seeded.rootNodeId, file: { name: "a.md", content: "# A" } }),
    ).rejects.toMatchObject({ code: "conflict:node_closed" });
    await expect(attachFile({ nodeId: "missing", file: { name: "a.md", content: "# A" } })).rejects.toMatchObject({
      code: "not_found:node",
    });
    expect(await getDb().item.count({ where: { nodeId: seeded.rootNodeId } })).toBe(before);
  });
});
