import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { keptThreads, runInThread } from "@/lib/jobs/thread";
import { chunkDocuments } from "@/lib/memory/chunk";
import { growTreeInThread } from "./grow-in-thread";
import { growTreeOffline, type GrowInput, type GrowOutput } from "./grow-tree";

const input = (name: string, fact: string): GrowInput => ({
  tree: { nodes: {}, rootId: null },
  chunks: chunkDocuments([
    { text: `# ${name}\n\n${fact}\n\nThe ${name} team reviewed it on March 3, 2024.`, sourceRef: name, title: name },
  ]),
  taxonomy: ["Meeting notes & minutes"],
});

/** What an import's tree work produced, without what differs by run (new ids, the calls' latency). */
const output = (out: GrowOutput) => ({
  nodes: out.upserts.map((n) => [n.level, n.metadata, n.text, n.tokens, n.metadataTokens]),
  passages: out.passages.map((p) => [p.kind, p.text, p.headings, p.terms]),
  calls: out.calls.map((c) => [c.purpose, c.inputTokens, c.outputTokens, c.outcome]),
});

describe("the import's tree thread, kept between imports", () => {
  it("answers each import with that import's own output, warm or not", { timeout: 120_000 }, async () => {
    const first = input("Orchid", "The launch code for ORCHID-7 is AMBER-4471.");
    const second = input("Kestrel", "The rollback password of the Kestrel cluster is TEAL-9020.");
    expect(output(await growTreeInThread(first))).toEqual(output(await growTreeOffline(first)));
    // Kept, idle, for the next import...
    expect(keptThreads()).toContain("tree-thread:1024");
    // ...which gets its own result from the same thread, nothing of the first import's.
    const again = await growTreeInThread(second);
    expect(output(again)).toEqual(output(await growTreeOffline(second)));
    expect(JSON.stringify(again)).not.toContain("ORCHID");
    expect(keptThreads()).toEqual(["tree-thread:1024"]);
  });

  it("never keeps a thread stopped by its time limit", { timeout: 120_000 }, async () => {
    await growTreeInThread(input("Heron", "Heron runs on port 8443."));
    expect(keptThreads()).toContain("tree-thread:1024");
    // The kept thread takes this run (a small task's, as the import above was: 1 MB, seconds of
    // work, never done within the limit) and is stopped by its time limit: it is not kept again.
    const large = input("Wren", "Wren stores 1,200 GB. ".repeat(50_000));
    expect(large.chunks.length).toBeGreaterThan(100);
    const run = runInThread({ name: "tree-thread", source: "lib/knowledge/tree-thread.ts" }, large, {
      timeoutMs: 1,
      maxHeapMb: 1024,
      keepAliveMs: 60_000,
      small: true,
      refusal: () => new AppError("too_large:document", "stopped"),
    });
    await expect(run).rejects.toThrow("stopped");
    expect(keptThreads()).toEqual([]);
  });
});
