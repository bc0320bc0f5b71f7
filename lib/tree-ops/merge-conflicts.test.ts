import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { countMergeConflicts, listOverruling } from "@/lib/db/queries/merge-conflicts";
import { getNodeWindow } from "@/lib/views/node-window";
import { loadNodeView } from "@/lib/chat/node-view";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { seedConversation, thread } from "@/lib/testing/fixtures";
import { divergedBranch, say } from "@/lib/testing/diverged";
import { createBranch } from "./create-branch";
import { mergeNode, previewMerge, undoMerge } from "./merge";
import { startTurn } from "@/lib/chat/turn";

useTestDatabase();

/** A root, a branch taken after its first turn, then the parent moving on with a new launch date. */
const setup = () =>
  divergedBranch({
    topic: "Plan the launch.",
    title: "Launch plan",
    ask: "When do we launch?",
    branch: "The public launch is on May 3. Marta owns the press kit.",
    parent: "Heads up: the public launch slipped to May 10.",
  });

describe("the conflict check on merge", () => {
  it("the preview names each contradiction with both messages; nothing is written", async () => {
    const w = await setup();
    for (const mode of ["full", "condensed"] as const) {
      const preview = await previewMerge({
        nodeId: w.childId,
        mode,
        placement: "chronological",
        note: mode === "condensed" ? "A note." : undefined,
      });
      expect(preview.conflicts).toEqual([
        {
          key: `${w.answer}:${w.later}:0`,
          about: expect.stringMatching(/launch/i),
          branch: { itemId: w.answer, text: "The public launch is on May 3." },
          parent: { itemId: w.later, text: "Heads up: the public launch slipped to May 10." },
        },
      ]);
    }
    // A selected merge checks only what it carries up: the question alone states nothing.
    const selected = await previewMerge({
      nodeId: w.childId,
      mode: "selected",
      placement: "append",
      selectedIds: [w.ask!],
    });
    expect(selected.conflicts).toEqual([]);
    expect(await getDb().mergeConflict.count()).toBe(0);
  });

  it("take-branch: stored with the event, a settlement note ends the parent's window, undo removes it", async () => {
    const w = await setup();
    const merged = await mergeNode({
      nodeId: w.childId,
      mode: "full",
      placement: "chronological",
      conflictChoice: "take-branch",
    });
    const stored = await getDb().mergeConflict.findMany({ where: { mergeEventId: merged.mergeEventId } });
    expect(stored).toMatchObject([{ branchItemId: w.answer, parentItemId: w.later, resolution: "take_branch" }]);
    const window = await getNodeWindow(w.rootNodeId);
    const last = window.at(-1)!;
    expect(last).toMatchObject({ role: "note", origin: "merged" });
    expect(last.content).toMatch(/took the branch's "The public launch is on May 3\."/);
    expect((await countMergeConflicts([merged.mergeEventId])).get(merged.mergeEventId)).toEqual({
      total: 1,
      unresolved: 0,
    });
    // The choice is in the merged messages' provenance (the node view's conflicts by merge event).
    const view = await loadNodeView(w.rootNodeId);
    const merged1 = view.window.filter((e) => e.origin === "merged" && e.mergeEventId === merged.mergeEventId);
    expect(merged1.length).toBeGreaterThan(0);
    expect(view.mergeConflicts[merged.mergeEventId]).toEqual([
      {
        about: expect.stringMatching(/launch/i),
        branchText: "The public launch is on May 3.",
        parentText: "Heads up: the public launch slipped to May 10.",
        choice: "take-branch",
      },
    ]);
    await undoMerge(merged.mergeEventId);
    expect((await getNodeWindow(w.rootNodeId)).some((e) => e.content.includes("Merge conflicts settled"))).toBe(false);
    expect((await loadNodeView(w.rootNodeId)).mergeConflicts).toEqual({});
  });

  it("keep-parent and both by key; unresolved ones are stored without a note line", async () => {
    const w = await setup();
    const preview = await previewMerge({ nodeId: w.childId, mode: "full", placement: "append" });
    const merged = await mergeNode({
      nodeId: w.childId,
      mode: "full",
      placement: "append",
      conflictChoices: [{ key: preview.conflicts[0].key, choice: "keep-parent" }],
    });
    expect((await getNodeWindow(w.rootNodeId)).at(-1)!.content).toMatch(
      /kept the parent's "Heads up: the public launch slipped to May 10\."/,
    );
    await undoMerge(merged.mergeEventId);
    const again = await mergeNode({ nodeId: w.childId, mode: "full", placement: "append" });
    expect(again.conflicts).toHaveLength(1);
    expect(again.conflicts[0].choice).toBeUndefined();
    expect((await getNodeWindow(w.rootNodeId)).some((e) => e.content.includes("Merge conflicts settled"))).toBe(false);
    expect((await countMergeConflicts([again.mergeEventId])).get(again.mergeEventId)).toEqual({
      total: 1,
      unresolved: 1,
    });
  });
});

describe("a settled conflict's losing value is superseded", () => {
  async function ask(nodeId: string, text: string) {
    const turn = await startTurn({ nodeId, text });
    await turn.result.consumeStream();
    await turn.done;
    await turn.followUps;
    return (await getNodeWindow(nodeId)).findLast((e) => e.role === "assistant")!.content;
  }

  /** A branch states two facts in one sentence; the parent then restates one of them with another value. */
  const twoFacts = () =>
    divergedBranch({
      topic: "Plan the product demo.",
      title: "Demo plan",
      ask: "What did the venue confirm?",
      branch: "The demo is on 9 October and the room holds 80 people.",
      parent: "The demo is on 16 October.",
    });

  it("keep-parent: the branch's value is marked in what the merge brought up and no longer answers", async () => {
    const w = await twoFacts();
    const merged = await mergeNode({
      nodeId: w.childId,
      mode: "full",
      placement: "append",
      conflictChoice: "keep-parent",
    });
    const window = await getNodeWindow(w.rootNodeId);
    const brought = window.find((e) => e.mergeEventId === merged.mergeEventId && e.content.includes("9 October"))!;
    expect(brought.superseded).toEqual(["The demo is on 9 October"]);
    // The other fact of the sentence agreed with nothing and still holds.
    expect(window.filter((e) => e.superseded).length).toBe(1);
    expect(window.at(-1)!.content).not.toContain("9 October");
    // The node view (what the browser shows) carries the mark.
    expect((await loadNodeView(w.rootNodeId)).window.find((e) => e.id === brought.id)!.superseded).toEqual([
      "The demo is on 9 October",
    ]);

    const reply = await ask(w.rootNodeId, "When is the demo?");
    expect(reply).toContain("16 October");
    expect(reply).not.toContain("9 October");
    const room = await ask(w.rootNodeId, "How many people does the room hold?");
    expect(room).toContain("80");
  });

  it("take-branch: the parent's own value is marked; undoing the merge removes the mark", async () => {
    const w = await twoFacts();
    const merged = await mergeNode({
      nodeId: w.childId,
      mode: "full",
      placement: "append",
      conflictChoice: "take-branch",
    });
    const marked = (await getNodeWindow(w.rootNodeId)).find((e) => e.id === w.later)!;
    expect(marked.superseded).toEqual(["The demo is on 16 October."]);
    const reply = await ask(w.rootNodeId, "When is the demo?");
    expect(reply).toContain("9 October");
    expect(reply).not.toContain("16 October");
    // Undo is refused once the parent moved on; a fresh pair shows the mark going with the merge.
    const v = await twoFacts();
    const again = await mergeNode({
      nodeId: v.childId,
      mode: "full",
      placement: "append",
      conflictChoice: "take-branch",
    });
    expect((await getNodeWindow(v.rootNodeId)).find((e) => e.id === v.later)!.superseded).toBeDefined();
    await undoMerge(again.mergeEventId);
    expect((await getNodeWindow(v.rootNodeId)).find((e) => e.id === v.later)!.superseded).toBeUndefined();
    expect(merged.conflicts).toHaveLength(1);
  });

  it("reads the marks of a long window: more items than one query may bind (SQLite takes 999)", async () => {
    const w = await twoFacts();
    await mergeNode({ nodeId: w.childId, mode: "full", placement: "append", conflictChoice: "take-branch" });
    const many = Array.from({ length: 1_200 }, (_, i) => `absent-item-${i}`);
    const found = await listOverruling([...many.slice(0, 700), w.later, ...many.slice(700)]);
    expect(found).toEqual([{ winner: expect.stringContaining("9 October"), itemIds: [w.later] }]);
  });

  it("both: nothing is superseded, the dispute stays", async () => {
    const w = await twoFacts();
    await mergeNode({ nodeId: w.childId, mode: "full", placement: "append", conflictChoice: "both" });
    expect((await getNodeWindow(w.rootNodeId)).some((e) => e.superseded)).toBe(false);
  });
});

describe("a later merge and superseded facts", () => {
  it("does not raise again a value an earlier merge overruled", async () => {
    const root = await seedConversation({ messages: thread("Plan the product demo.", "Noted.") });
    const first = await createBranch({
      parentId: root.rootNodeId,
      fromItemId: root.itemIds[1],
      policy: "full",
      title: "A",
    });
    await say(first.nodeId, "assistant", "The demo is on 9 October.");
    await say(root.rootNodeId, "user", "The demo is on 16 October.");
    await mergeNode({ nodeId: first.nodeId, mode: "full", placement: "append", conflictChoice: "keep-parent" });
    const window = await getNodeWindow(root.rootNodeId);
    // A second branch taken from the start repeats the parent's own date: nothing to settle.
    const second = await createBranch({
      parentId: root.rootNodeId,
      fromItemId: root.itemIds[1],
      policy: "full",
      title: "B",
    });
    await say(second.nodeId, "assistant", "The demo is on 16 October.");
    expect(window.some((e) => e.superseded)).toBe(true);
    const preview = await previewMerge({ nodeId: second.nodeId, mode: "full", placement: "append" });
    expect(preview.conflicts).toEqual([]);
  });
});
