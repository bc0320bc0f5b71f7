import type { KtAnswer, KtEngine } from "./engine";
import { buildTree } from "./build";
import { recallMemory, renderRecall } from "./recall";
import { entryBlock } from "./render";
import { emptyMetadata, type KnowledgeTree, type KtMetadata } from "./types";

/**
 * Test doubles for knowledge-tree engines (tests only; not exported from the index).
 */

export type EngineCalls = { summarise: number; aggregate: number; choose: number; answer: number };

/** Wraps `inner`, counting every call and the largest number of calls in flight at once. */
export function spyEngine(inner: KtEngine): { engine: KtEngine; calls: EngineCalls; maxInFlight: () => number } {
  const calls: EngineCalls = { summarise: 0, aggregate: 0, choose: 0, answer: 0 };
  let inFlight = 0;
  let max = 0;
  const track = async <T>(kind: keyof EngineCalls, run: () => Promise<T>): Promise<T> => {
    calls[kind]++;
    max = Math.max(max, ++inFlight);
    try {
      return await run();
    } finally {
      inFlight--;
    }
  };
  return {
    calls,
    maxInFlight: () => max,
    engine: {
      name: inner.name,
      summarise: (input) => track("summarise", () => inner.summarise(input)),
      aggregate: (children, taxonomy, level) => track("aggregate", () => inner.aggregate(children, taxonomy, level)),
      choose: (input) => track("choose", () => inner.choose(input)),
      answer: (input) => track("answer", () => inner.answer(input)),
    },
  };
}

/**
 * A trivial engine: a leaf's summary is its text, a branch's the children's joined with "+";
 * it chooses the first option and answers "none". Async with a tick, like a real engine.
 */
export function echoEngine(overrides: Partial<KtEngine> = {}): KtEngine {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 1));
  return {
    name: "echo",
    async summarise({ text }): Promise<KtMetadata> {
      await tick();
      return { ...emptyMetadata(text.slice(0, 40)), about: [text.slice(0, 12)] };
    },
    async aggregate(children): Promise<KtMetadata> {
      await tick();
      return { ...emptyMetadata(children.map((c) => c.summary).join("+")), about: children.flatMap((c) => c.about) };
    },
    async choose({ options }) {
      return { index: options[0].index, reason: "first" };
    },
    async answer(): Promise<KtAnswer> {
      return { status: "none", answer: "" };
    },
    ...overrides,
  };
}

/** A node memory tree as folding writes one: a leaf per entry (user and assistant by turns), its sourceRef the entry's item id list. */
export async function nodeMemory(entries: string[], engine: KtEngine): Promise<KnowledgeTree> {
  return buildTree(
    entries.map((content, i) => ({
      text: entryBlock({ role: i % 2 ? "assistant" : "user", content }),
      sourceRef: JSON.stringify([`i${i}`]),
    })),
    engine,
  );
}

/** One question to a node's own memory tree `tree` (id "t", node "n"): the hits, the report and the recall message (600 tokens). */
export async function recallOwn(tree: KnowledgeTree, query: string, engine: KtEngine) {
  const { hits, report } = await recallMemory({
    sources: [{ treeId: "t", ownerNodeId: "n", scope: "own", tree }],
    query,
    engine,
  });
  return { hits, report, text: renderRecall(hits, 600)?.text ?? "" };
}
