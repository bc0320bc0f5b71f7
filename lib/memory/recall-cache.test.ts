// A turn's recall asks the tree object an earlier turn asked when it loads the same content, and only then.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnv } from "@/lib/env";
import { appendToTree } from "./append";
import { leavesInOrder } from "./nodes";
import { createOfflineEngine } from "./offline-engine";
import { nodeMemory, recallOwn } from "./testing";
import { passageIndex } from "./passage-index";
import { restrictTree } from "./recall";
import { clearRecallCache, forgetOwners, IDLE_MS, recallCacheSize, rememberedTree, sameTree } from "./recall-cache";
import { entryBlock } from "./render";
import type { KnowledgeTree, KtNode } from "./types";

const engine = createOfflineEngine();

const TURNS = [
  "Morning! Coffee first, then the plan for the week.",
  "Sounds good.",
  "The hangar door code is 4471.",
  "Noted.",
  "The fuel truck comes on Tuesdays at 7.",
  "Noted.",
  "Our instructor for the night rating is Ines Varga.",
  "Noted.",
];

const memoryOf = (entries: string[]) => nodeMemory(entries, engine);

/** `tree` with leaf number `n` (reading order) changed by `edit`: a tree no fold ever writes, for the key. */
function withLeaf(tree: KnowledgeTree, n: number, edit: (leaf: KtNode) => KtNode): KnowledgeTree {
  const copy = structuredClone(tree);
  const leaf = leavesInOrder(copy)[n];
  copy.nodes[leaf.id] = edit(leaf);
  return copy;
}

const recall = (tree: KnowledgeTree, query: string) => recallOwn(tree, query, engine);

beforeEach(() => clearRecallCache());
afterEach(() => {
  vi.unstubAllEnvs();
  resetEnv();
  clearRecallCache();
});

describe("sameTree", () => {
  it("holds for the same content loaded again as new objects", async () => {
    const tree = await memoryOf(TURNS);
    expect(sameTree(structuredClone(tree), tree)).toBe(true);
  });

  // Every change a tree may see makes it another tree: a stale index is never handed back.
  const CHANGES: { change: string; make: (tree: KnowledgeTree) => Promise<KnowledgeTree> | KnowledgeTree }[] = [
    { change: "a leaf's text", make: (t) => withLeaf(t, 2, (l) => ({ ...l, text: l.text!.replace("4471", "4472") })) },
    { change: "a leaf's source", make: (t) => withLeaf(t, 2, (l) => ({ ...l, sourceRef: JSON.stringify(["i99"]) })) },
    { change: "a leaf's location", make: (t) => withLeaf(t, 2, (l) => ({ ...l, location: "p. 2" })) },
    {
      change: "a leaf appended (a fold)",
      make: async (t) =>
        (await appendToTree(t, [{ text: entryBlock({ role: "user", content: "One more." }), sourceRef: "[]" }], engine))
          .tree,
    },
    {
      change: "two leaves swapped",
      make: (t) => {
        const copy = structuredClone(t);
        const parent = copy.nodes[leavesInOrder(copy)[0].parentId!];
        parent.childIds = [parent.childIds[1], parent.childIds[0], ...parent.childIds.slice(2)];
        return copy;
      },
    },
    {
      change: "a branch's summary",
      make: (t) => {
        const copy = structuredClone(t);
        const root = copy.nodes[copy.rootId!];
        root.metadata = { ...root.metadata, summary: `${root.metadata.summary} (again)` };
        return copy;
      },
    },
    // Every other field a node holds (the walk reads a node's sizes and metadata lists).
    ...(["depth", "order", "chars", "tokens", "metadataTokens"] as const).map((field) => ({
      change: `a leaf's ${field}`,
      make: (t: KnowledgeTree) => withLeaf(t, 2, (l) => ({ ...l, [field]: l[field] + 1 })),
    })),
    { change: "a leaf's parent", make: (t: KnowledgeTree) => withLeaf(t, 2, (l) => ({ ...l, parentId: "elsewhere" })) },
    {
      change: "a leaf's level",
      make: (t: KnowledgeTree) => withLeaf(t, 2, (l) => ({ ...l, level: "branch" as const })),
    },
    ...(["about", "contentTypes", "decisions", "criticalActions", "noteworthyEvents"] as const).map((list) => ({
      change: `a leaf's ${list}`,
      make: (t: KnowledgeTree) =>
        withLeaf(t, 2, (l) => ({ ...l, metadata: { ...l.metadata, [list]: [...l.metadata[list], "one more"] } })),
    })),
    {
      change: "a node no path reaches",
      make: (t) => {
        const copy = structuredClone(t);
        const leaf = leavesInOrder(copy)[0];
        copy.nodes.stray = { ...leaf, id: "stray" };
        return copy;
      },
    },
  ];
  it.each(CHANGES)("fails with $change, both ways", async ({ make }) => {
    const tree = await memoryOf(TURNS);
    const changed = await make(tree);
    expect(sameTree(changed, tree)).toBe(false);
    expect(sameTree(tree, changed)).toBe(false);
  });
});

describe("rememberedTree", () => {
  it("keeps trees apart by id: the same content in another tree is another entry", async () => {
    const tree = await memoryOf(TURNS);
    rememberedTree({ treeId: "t", ownerNodeId: "n", tree });
    expect(rememberedTree({ treeId: "t2", ownerNodeId: "n2", tree: structuredClone(tree) }).hit).toBe(false);
    expect(recallCacheSize().entries).toBe(2);
  });

  it("hands a later turn the tree an earlier turn asked, its indexes built, and recalls the same", async () => {
    const tree = await memoryOf(TURNS);
    const first = await recall(tree, "What is the hangar door code?");
    expect(first.text).toContain("4471");
    const again = structuredClone(tree);
    const source = { treeId: "t", ownerNodeId: "n", tree: again };
    expect(rememberedTree(source)).toEqual({ tree, hit: true });
    const second = await recall(structuredClone(tree), "What is the hangar door code?");
    expect(second).toEqual(first);
    // Off: every turn builds afresh, and recalls the same.
    vi.stubEnv("CANOPY_RECALL_CACHE_CHARS", "0");
    resetEnv();
    clearRecallCache();
    const fresh = structuredClone(tree);
    expect(rememberedTree({ ...source, tree: fresh })).toEqual({ tree: fresh, hit: false });
    expect(recallCacheSize().entries).toBe(0);
    expect(await recall(structuredClone(tree), "What is the hangar door code?")).toEqual(first);
  });

  it("after a fold, hands back the leaves it kept as the objects read before, and recalls as a turn without them", async () => {
    const tree = await memoryOf(TURNS);
    await recall(tree, "What is the hangar door code?");
    // The next turn loads the memory afresh, one fold later.
    const folded = (
      await appendToTree(
        structuredClone(tree),
        [{ text: entryBlock({ role: "user", content: "The hangar door code is now 5820." }), sourceRef: '["i8"]' }],
        engine,
      )
    ).tree;
    const { tree: asked, hit } = rememberedTree({ treeId: "t", ownerNodeId: "n", tree: folded });
    expect(hit).toBe(false);
    // Its next version replaces the tree asked before: kept, that would only push other memories out.
    expect(recallCacheSize().entries).toBe(1);
    const before = leavesInOrder(tree);
    const after = leavesInOrder(asked);
    expect(after.slice(0, before.length).every((leaf, i) => leaf === before[i])).toBe(true);
    expect(after.at(-1)).toBe(leavesInOrder(folded).at(-1));
    // Their passages are the ones cut before, and the recall is what a turn with nothing kept recalls.
    expect(passageIndex(asked).passages[0]).toBe(passageIndex(tree).passages[0]);
    const kept = await recall(structuredClone(folded), "What is the hangar door code?");
    expect(kept.text).toContain("5820");
    vi.stubEnv("CANOPY_RECALL_CACHE_CHARS", "0");
    resetEnv();
    expect(await recall(structuredClone(folded), "What is the hangar door code?")).toEqual(kept);
  });

  it("never hands a branch an ancestor's leaves it did not inherit, though the whole tree is kept", async () => {
    const whole = await memoryOf(TURNS);
    expect((await recall(whole, "What is the hangar door code?")).text).toContain("4471");
    // The branch inherited every item but the door code's.
    const allowed = new Set(TURNS.map((_, i) => `i${i}`).filter((id) => id !== "i2"));
    const restricted = await restrictTree(structuredClone(whole), allowed);
    const got = rememberedTree({ treeId: "t", ownerNodeId: "n", tree: restricted });
    expect(got).toMatchObject({ hit: false });
    expect(leavesInOrder(got.tree).map((l) => l.text)).toEqual(leavesInOrder(restricted).map((l) => l.text));
    // Both kept: the branch's tree is not the whole one's next version.
    expect(recallCacheSize().entries).toBe(2);
    const { text } = await recall(await restrictTree(structuredClone(whole), allowed), "What is the hangar door code?");
    expect(text).not.toContain("4471");
    // The restricted tree asked again is kept apart from the whole one.
    expect(rememberedTree({ treeId: "t", ownerNodeId: "n", tree: structuredClone(restricted) })).toEqual({
      tree: got.tree,
      hit: true,
    });
  });

  it("keeps at most the characters it is allowed, the least recently asked going first", async () => {
    const trees = await Promise.all([0, 1, 2].map((k) => memoryOf(TURNS.map((t) => `${t} (${k})`))));
    const chars = (t: KnowledgeTree) => leavesInOrder(t).reduce((sum, l) => sum + (l.text?.length ?? 0), 0);
    // Room for two trees and a half.
    vi.stubEnv("CANOPY_RECALL_CACHE_CHARS", String(Math.floor(chars(trees[0]) * 2.5)));
    resetEnv();
    const ask = (k: number) =>
      rememberedTree({ treeId: `t${k}`, ownerNodeId: `n${k}`, tree: structuredClone(trees[k]) });
    ask(0);
    ask(1);
    expect(ask(0).hit).toBe(true); // 0 is now the latest asked
    ask(2); // pushes out 1
    expect(recallCacheSize().entries).toBe(2);
    expect(ask(1).hit).toBe(false);
    expect(recallCacheSize().chars).toBeLessThanOrEqual(Math.floor(chars(trees[0]) * 2.5));
  });

  it("does not keep a tree over half its bound", async () => {
    const tree = await memoryOf(TURNS);
    vi.stubEnv("CANOPY_RECALL_CACHE_CHARS", "100");
    resetEnv();
    rememberedTree({ treeId: "t", ownerNodeId: "n", tree });
    expect(recallCacheSize()).toMatchObject({ entries: 0, chars: 0 });
  });

  it("forgets a tree unasked for a while, and the trees of nodes it is told are gone", async () => {
    const tree = await memoryOf(TURNS);
    const at = Date.now();
    rememberedTree({ treeId: "a", ownerNodeId: "na", tree }, at);
    rememberedTree({ treeId: "b", ownerNodeId: "nb", tree }, at);
    expect(rememberedTree({ treeId: "a", ownerNodeId: "na", tree: structuredClone(tree) }, at + IDLE_MS - 1).hit).toBe(
      true,
    );
    // b was last asked IDLE_MS ago: gone; a was asked since.
    expect(rememberedTree({ treeId: "b", ownerNodeId: "nb", tree: structuredClone(tree) }, at + IDLE_MS).hit).toBe(
      false,
    );
    expect(forgetOwners(["na", "elsewhere"])).toBe(1);
    expect(rememberedTree({ treeId: "a", ownerNodeId: "na", tree: structuredClone(tree) }, at + IDLE_MS).hit).toBe(
      false,
    );
  });

  it("lets an idle server go of a tree once it is unasked for 15 minutes, counted from its last ask", async () => {
    const tree = await memoryOf(TURNS);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    try {
      rememberedTree({ treeId: "t", ownerNodeId: "n", tree });
      vi.advanceTimersByTime(IDLE_MS - 1000);
      expect(rememberedTree({ treeId: "t", ownerNodeId: "n", tree: structuredClone(tree) }).hit).toBe(true);
      // The first sweep finds it asked a second ago; the next, when it has been idle 15 minutes, lets it go.
      vi.advanceTimersByTime(IDLE_MS - 1);
      expect(recallCacheSize().entries).toBe(1);
      vi.advanceTimersByTime(1);
      expect(recallCacheSize().entries).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("leaves the index it hands back as it was: the recall reads it, never extends it", async () => {
    const tree = await memoryOf(TURNS);
    await recall(tree, "When does the fuel truck come?");
    const { tree: kept } = rememberedTree({ treeId: "t", ownerNodeId: "n", tree: structuredClone(tree) });
    expect(kept).toBe(tree);
    const index = passageIndex(kept);
    const before = { passages: index.passages.length, df: index.df.size };
    await recall(structuredClone(tree), "Who is our instructor for the night rating?");
    expect({ passages: index.passages.length, df: index.df.size }).toEqual(before);
  });
});
