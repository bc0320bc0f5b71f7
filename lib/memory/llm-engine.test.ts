import type { LanguageModelV3CallOptions, LanguageModelV3GenerateResult } from "@ai-sdk/provider";
import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { buildTree } from "./build";
import { createLlmEngine, type KtUsage } from "./llm-engine";
import { navigateTree } from "./navigate";
import { formatMetadata } from "./prompts";
import { DEFAULT_CONTENT_TYPES } from "@/lib/extract/taxonomy";
import { emptyMetadata, type KtMetadata } from "./types";

const USAGE = {
  inputTokens: { total: 120, noCache: 100, cacheRead: 20, cacheWrite: 0 },
  outputTokens: { total: 30, text: 30, reasoning: 0 },
};

function reply(value: unknown): LanguageModelV3GenerateResult {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return {
    content: [{ type: "text", text }],
    finishReason: { unified: "stop", raw: "stop" },
    usage: USAGE,
    warnings: [],
  };
}

/** A mock model answering each call with the next of `replies`. */
function mockModel(...replies: unknown[]) {
  return new MockLanguageModelV3({ doGenerate: replies.map(reply) });
}

function promptText(call: LanguageModelV3CallOptions): string {
  return call.prompt
    .flatMap((m) =>
      typeof m.content === "string" ? [m.content] : m.content.flatMap((p) => (p.type === "text" ? [p.text] : [])),
    )
    .join("\n");
}

const LEAF: KtMetadata = {
  summary: "UI bug fixes for the dashboard",
  contentTypes: ["Bug & issue tracking records"],
  criticalActions: ["Fix navbar font color"],
  decisions: ["Replace history icon"],
  noteworthyEvents: [],
  about: ["dashboard", "Beenish Khan", "BMVP-66"],
};

describe("createLlmEngine", () => {
  it("summarises a chunk with the A.1 prompt and parses the object", async () => {
    const model = mockModel({ ...LEAF, about: [" dashboard ", "dashboard", "", "BMVP-66"] });
    const engine = createLlmEngine(model);
    const meta = await engine.summarise({ text: "BMVP-66: Fix minor UI issues", taxonomy: DEFAULT_CONTENT_TYPES });
    expect(meta).toEqual({ ...LEAF, about: ["dashboard", "BMVP-66"] });
    const prompt = promptText(model.doGenerateCalls[0]);
    expect(prompt).toContain("Current Level: Leaf");
    expect(prompt).toContain("BMVP-66: Fix minor UI issues");
    expect(prompt).toContain("  - Incident reports & postmortems");
    expect(model.doGenerateCalls[0].responseFormat).toMatchObject({ type: "json" });
    expect(engine.name).toBe("mock-provider:mock-model-id");
  });

  it("aggregates children with their full metadata", async () => {
    const model = mockModel(LEAF);
    await createLlmEngine(model).aggregate([LEAF, { ...LEAF, summary: "Sidebar work" }], DEFAULT_CONTENT_TYPES, "root");
    const prompt = promptText(model.doGenerateCalls[0]);
    expect(prompt).toContain("Current Level: Root");
    expect(prompt).toContain(`  Child 1:\n${formatMetadata({ ...LEAF, summary: "Sidebar work" }, "    ")}`);
  });

  it("presents every option's metadata to choose, with the breadcrumb", async () => {
    const model = mockModel({ selectedOptionIndex: 1, selectionReason: "Option 1 lists UI fixes." });
    const other = { ...emptyMetadata("Backend APIs and integrations"), about: ["MS Teams", "Jira"] };
    const picked = await createLlmEngine(model, { name: "test-model" }).choose({
      query: "What UI issues were reported?",
      options: [
        { index: 0, metadata: other },
        { index: 1, metadata: LEAF },
      ],
      context: { level: "leaf", rootSummary: "Botterfly MVP", selected: other, projectName: "Botterfly" },
    });
    expect(picked).toEqual({ index: 1, reason: "Option 1 lists UI fixes." });
    const prompt = promptText(model.doGenerateCalls[0]);
    expect(prompt).toContain(`- Index: 0\n${formatMetadata(other, "    ")}`);
    expect(prompt).toContain(`- Index: 1\n${formatMetadata(LEAF, "    ")}`);
    expect(prompt).toContain('Critical Actions: "Fix navbar font color"');
    expect(prompt).toContain("Current Level: Leaf");
    expect(prompt).toContain("Project Name: Botterfly");
    expect(prompt).toContain(`Selected Branch:\n${formatMetadata(other, "  ")}`);
    expect(prompt).toContain("Question: What UI issues were reported?");
  });

  it("maps the answer flags to complete, partial and none", async () => {
    const engine = createLlmEngine(
      mockModel(
        { answer: "Beenish Khan fixes the navbar.", noAnswer: false, partialAnswer: false },
        { answer: "Only the navbar is mentioned.", noAnswer: false, partialAnswer: true },
        { answer: null, noAnswer: true, partialAnswer: false },
      ),
    );
    const ask = () => engine.answer({ query: "Who fixes what?", text: "Navbar: Beenish Khan" });
    expect(await ask()).toEqual({ status: "complete", answer: "Beenish Khan fixes the navbar." });
    expect(await ask()).toEqual({ status: "partial", answer: "Only the navbar is mentioned." });
    expect(await ask()).toEqual({ status: "none", answer: "" });
  });

  it("retries once on an invalid object and reports the usage of both calls", async () => {
    const usage: KtUsage[] = [];
    const model = mockModel('{"selectedOptionIndex": "two"}', { selectedOptionIndex: 0, selectionReason: "ok" });
    const engine = createLlmEngine(model, { onUsage: (u) => usage.push(u) });
    const picked = await engine.choose({ query: "Q?", options: [{ index: 0, metadata: LEAF }] });
    expect(picked.index).toBe(0);
    expect(model.doGenerateCalls).toHaveLength(2);
    expect(usage.map((u) => [u.purpose, u.outcome, u.inputTokens, u.outputTokens, u.cachedTokens])).toEqual([
      ["navigate", "error", 120, 30, 20],
      ["navigate", "ok", 120, 30, 20],
    ]);
    expect(usage.every((u) => u.latencyMs >= 0)).toBe(true);
  });

  it("fails clearly after two invalid objects", async () => {
    const engine = createLlmEngine(mockModel("not json at all", { summary: 42 }), { name: "test-model" });
    const error = await engine.summarise({ text: "x", taxonomy: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "provider:invalid_output", status: 502 });
    expect((error as AppError).message).toMatch(/test-model returned an invalid leaf summary twice/);
  });

  it("treats an index outside the options as invalid", async () => {
    const model = mockModel(
      { selectedOptionIndex: 7, selectionReason: "?" },
      { selectedOptionIndex: 9, selectionReason: "?" },
    );
    const error = await createLlmEngine(model)
      .choose({ query: "Q?", options: [{ index: 0, metadata: LEAF }] })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "provider:invalid_output" });
    expect((error as Error).message).toContain("index 9 is not one of the options");
    expect(model.doGenerateCalls).toHaveLength(2);
  });

  it("propagates transport errors without retrying them as invalid output", async () => {
    const model = new MockLanguageModelV3({
      doGenerate: async () => {
        throw new Error("connection refused");
      },
    });
    await expect(createLlmEngine(model, { maxRetries: 0 }).answer({ query: "Q?", text: "t" })).rejects.toThrow(
      "connection refused",
    );
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  it("drives a whole build and navigation: partial on the first leaf, complete on the second", async () => {
    const model = new MockLanguageModelV3({
      doGenerate: async (options) => {
        const prompt = promptText(options);
        if (prompt.includes("extract structured metadata"))
          return reply({ ...LEAF, summary: prompt.includes("Leaf") ? "leaf" : "branch" });
        if (prompt.includes("select the option")) return reply({ selectedOptionIndex: 0, selectionReason: "first" });
        const partial = prompt.includes("Chunk 0");
        return reply({ answer: partial ? "Part of it." : "All of it.", noAnswer: false, partialAnswer: partial });
      },
    });
    const engine = createLlmEngine(model);
    const tree = await buildTree(["Chunk 0 text.", "Chunk 1 text.", "Chunk 2 text."], engine);
    const result = await navigateTree(tree, "Q?", engine);
    expect(result).toMatchObject({ status: "complete", answer: "All of it.", engine: "mock-provider:mock-model-id" });
    expect(result.trace.filter((s) => s.action === "read").map((s) => s.outcome)).toEqual(["partial", "complete"]);
  });
});

describe("a silent provider", () => {
  it("ends a call that outlasts callTimeoutMs with a clear provider:timeout error, usage recorded", async () => {
    const silent = new MockLanguageModelV3({
      doGenerate: (options: LanguageModelV3CallOptions) =>
        new Promise<LanguageModelV3GenerateResult>((_, reject) => {
          options.abortSignal?.addEventListener("abort", () => reject(options.abortSignal?.reason), { once: true });
        }),
    });
    const usages: KtUsage[] = [];
    const engine = createLlmEngine(silent, {
      name: "fake:silent",
      callTimeoutMs: 50,
      maxRetries: 0,
      onUsage: (u) => usages.push(u),
    });
    const started = Date.now();
    const error = await engine
      .summarise({ text: "The launch code is ORCHID-7.", taxonomy: DEFAULT_CONTENT_TYPES })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("provider:timeout");
    expect((error as AppError).message).toMatch(/stopped responding.*fake:silent/);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(usages.map((u) => u.outcome)).toEqual(["error"]);
  });
});
