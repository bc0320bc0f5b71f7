import { describe, expect, it, vi } from "vitest";
import { startTurn } from "@/lib/chat/turn";
import { getDb } from "@/lib/db/client";
import { appendItem } from "@/lib/db/queries/items";
import { getNodeWindow } from "@/lib/views/node-window";
import { createBranch } from "./create-branch";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { countRows, seedConversation, thread } from "@/lib/testing/fixtures";
import { DEFAULT_MAX_ITEM_TOKENS } from "@/lib/tree/merge";
import { countTokens } from "@/lib/text/count-tokens";
import type { MergeMode, MergePlacement, Role } from "@/lib/shared/tree-types";
import { condenseBranch, mergeNode, previewMerge, undoMerge } from "./merge";

useTestDatabase();

const ROOT = thread("The launch code is ORCHID-7.", "Noted.", "Let us talk about lunch.", "Pasta it is.");
const CHILD = thread("When does the launch window open?", "We decided the window opens at dawn on Friday.");

const say = (nodeId: string, role: Role, content: string) =>
  appendItem(nodeId, { role, content, tokenCount: countTokens(content) });

/** A root with four messages and a full child branched after the second, holding two messages of its own. */
async function setup() {
  const root = await seedConversation({ messages: ROOT });
  const child = await createBranch({
    parentId: root.rootNodeId,
    fromItemId: root.itemIds[1],
    policy: "full",
    title: "Launch window",
  });
  const own = [];
  for (const m of CHILD) own.push((await say(child.nodeId, m.role, m.content)).id);
  return { ...root, childId: child.nodeId, own };
}

async function request(childId: string, mode: MergeMode, placement: MergePlacement, own: string[]) {
  if (mode === "selected") return { nodeId: childId, mode, placement, selectedIds: [own[1]] };
  if (mode === "condensed") return { nodeId: childId, mode, placement, note: (await condenseBranch(childId)).note };
  return { nodeId: childId, mode, placement };
}

describe("mergeNode: what x where, with provenance", () => {
  const cases: Array<[MergeMode, MergePlacement]> = [
    ["full", "append"],
    ["full", "chronological"],
    ["selected", "append"],
    ["selected", "chronological"],
    ["condensed", "append"],
    ["condensed", "chronological"],
  ];

  it.each(cases)("%s / %s", async (mode, placement) => {
    const s = await setup();
    const req = await request(s.childId, mode, placement, s.own);
    const preview = await previewMerge(req);
    const merged = await mergeNode(req);

    const expected = {
      full: {
        count: 2,
        sources: [[s.own[0]], [s.own[1]]],
        contents: CHILD.map((m) => m.content),
        roles: ["user", "assistant"],
      },
      selected: { count: 1, sources: [[s.own[1]]], contents: [CHILD[1].content], roles: ["assistant"] },
      condensed: { count: 1, sources: [s.own], contents: [req.note], roles: ["note"] },
    }[mode];
    expect(merged).toMatchObject({ parentId: s.rootNodeId, childId: s.childId, insertedItemIds: expect.any(Array) });
    expect(merged.insertedItemIds).toHaveLength(expected.count);

    const window = await getNodeWindow(s.rootNodeId);
    const inserted = merged.insertedItemIds;
    const order =
      placement === "append"
        ? [...s.itemIds, ...inserted]
        : [...s.itemIds.slice(0, 2), ...inserted, ...s.itemIds.slice(2)];
    expect(window.map((e) => e.id)).toEqual(order);

    const added = window.filter((e) => inserted.includes(e.id));
    expect(added.map((e) => e.content)).toEqual(expected.contents);
    expect(added.map((e) => e.role)).toEqual(expected.roles);
    for (const [i, e] of added.entries()) {
      expect(e).toMatchObject({
        origin: "merged",
        sourceNodeId: s.childId,
        mergeEventId: merged.mergeEventId,
        sourceItemIds: expected.sources[i],
      });
    }
    const event = await getDb().mergeEvent.findUniqueOrThrow({ where: { id: merged.mergeEventId } });
    expect(event).toMatchObject({ parentId: s.rootNodeId, childId: s.childId, mode, placement, undoneAt: null });

    // The preview showed exactly this window, the inserted entries marked.
    expect(preview.entries.map((e) => [e.content, e.inserted])).toEqual(
      window.map((e) => [e.content, inserted.includes(e.id)]),
    );

    // The child is kept, read-only.
    const child = await getDb().node.findUniqueOrThrow({ where: { id: s.childId } });
    expect(child.status).toBe("merged");
    expect(await getNodeWindow(s.childId)).toHaveLength(4);
    const before = await countRows();
    await expect(startTurn({ nodeId: s.childId, text: "One more thing." })).rejects.toMatchObject({
      code: "conflict:node_closed",
    });
    await expect(createBranch({ parentId: s.childId, fromItemId: null, policy: "full" })).rejects.toMatchObject({
      code: "conflict:node_closed",
    });
    await expect(mergeNode(req)).rejects.toMatchObject({ code: "conflict:node_closed" });
    expect(await countRows()).toEqual(before);
  });

  it("a condensed note from the offline engine carries the branch's decision", async () => {
    const s = await setup();
    const { note, engine } = await condenseBranch(s.childId);
    expect(engine).toBe("offline");
    expect(note).toContain("**Decisions**");
    expect(note).toContain("We decided the window opens at dawn on Friday.");
  });

  it("rejects a selection outside the child's own messages, an empty note, and a root, writing nothing", async () => {
    const s = await setup();
    const before = await countRows();
    const inherited = (await getNodeWindow(s.childId))[0].id;
    await expect(
      mergeNode({ nodeId: s.childId, mode: "selected", placement: "append", selectedIds: [inherited] }),
    ).rejects.toMatchObject({
      code: "invalid:selection",
    });
    await expect(
      mergeNode({ nodeId: s.childId, mode: "condensed", placement: "append", note: "  " }),
    ).rejects.toMatchObject({ code: "invalid:note" });
    await expect(mergeNode({ nodeId: s.rootNodeId, mode: "full", placement: "append" })).rejects.toMatchObject({
      code: "invalid:merge_root",
    });
    const empty = await createBranch({ parentId: s.rootNodeId, fromItemId: null, policy: "full" });
    const afterBranch = await countRows();
    await expect(mergeNode({ nodeId: empty.nodeId, mode: "full", placement: "append" })).rejects.toMatchObject({
      code: "invalid:empty_merge",
    });
    expect(await countRows()).toEqual({ ...before, nodes: before.nodes + 1, items: afterBranch.items });
    expect(await getDb().mergeEvent.count({ where: { parentId: s.rootNodeId } })).toBe(0);
  });

  it("refuses a child with open children, naming them", async () => {
    const s = await setup();
    await createBranch({ parentId: s.childId, fromItemId: null, policy: "none", title: "Grandchild detail" });
    const before = await countRows();
    await expect(mergeNode({ nodeId: s.childId, mode: "full", placement: "append" })).rejects.toMatchObject({
      code: "conflict:open_children",
      message: expect.stringContaining('"Grandchild detail"'),
    });
    expect(await countRows()).toEqual(before);
  });
});

describe("mergeNode: chunking", () => {
  it("inserts a merge larger than the per-item bound as several items, in order", async () => {
    const s = await setup();
    const paragraphs = Array.from(
      { length: 100 },
      (_, i) =>
        `Paragraph ${i + 1}. The rollout plan covers region ${i + 1}, its database replicas, the cache warm-up and the on-call rota for that week.`,
    );
    const long = paragraphs.join("\n\n");
    expect(countTokens(long)).toBeGreaterThan(DEFAULT_MAX_ITEM_TOKENS * 2);
    const longItem = await say(s.childId, "assistant", long);

    const merged = await mergeNode({
      nodeId: s.childId,
      mode: "selected",
      placement: "chronological",
      selectedIds: [longItem.id],
    });
    expect(merged.insertedItemIds.length).toBeGreaterThanOrEqual(3);

    const window = await getNodeWindow(s.rootNodeId);
    const parts = window.filter((e) => merged.insertedItemIds.includes(e.id));
    // Contiguous, right after the branch point, in order, and before the parent's later items.
    expect(window.map((e) => e.id)).toEqual([
      ...s.itemIds.slice(0, 2),
      ...merged.insertedItemIds,
      ...s.itemIds.slice(2),
    ]);
    parts.forEach((part, i) => {
      expect(part.content.endsWith(`(part ${i + 1} of ${parts.length})`)).toBe(true);
      expect(part.tokenCount).toBe(countTokens(part.content));
      expect(part.tokenCount).toBeLessThanOrEqual(DEFAULT_MAX_ITEM_TOKENS + 16);
      expect(part).toMatchObject({ origin: "merged", sourceItemIds: [longItem.id], sourceNodeId: s.childId });
    });
    // Nothing lost or duplicated: the parts, without their labels, are the original text.
    const rejoined = parts.map((p) => p.content.replace(/\n\n\(part \d+ of \d+\)$/, "")).join("\n\n");
    expect(rejoined).toBe(long);
  });
});

describe("mergeNode: other branches keep their windows", () => {
  it("a chronological merge leaves a sibling branched later (and one at the same point) unchanged", async () => {
    const s = await setup();
    const later = await createBranch({ parentId: s.rootNodeId, fromItemId: s.itemIds[3], policy: "full" });
    const same = await createBranch({ parentId: s.rootNodeId, fromItemId: s.itemIds[1], policy: "full" });
    await say(later.nodeId, "user", "And dessert?");
    const before = [await getNodeWindow(later.nodeId), await getNodeWindow(same.nodeId)];

    const merged = await mergeNode({ nodeId: s.childId, mode: "full", placement: "chronological" });

    expect([await getNodeWindow(later.nodeId), await getNodeWindow(same.nodeId)]).toEqual(before);
    // A branch taken after the merge sees the merged items where they landed.
    const after = await createBranch({ parentId: s.rootNodeId, fromItemId: s.itemIds[3], policy: "full" });
    const window = await getNodeWindow(after.nodeId);
    expect(window.map((e) => e.contentItemId)).toEqual([
      ...s.itemIds.slice(0, 2),
      ...merged.insertedItemIds,
      ...s.itemIds.slice(2),
    ]);
  });
});

describe("undoMerge", () => {
  it("restores exactly the previous parent window and reopens the child", async () => {
    const s = await setup();
    const windowBefore = await getNodeWindow(s.rootNodeId);
    const rowsBefore = await countRows();
    const merged = await mergeNode({ nodeId: s.childId, mode: "full", placement: "chronological" });
    expect((await getNodeWindow(s.rootNodeId)).length).toBe(windowBefore.length + 2);

    const undone = await undoMerge(merged.mergeEventId);
    expect(undone).toEqual({ parentId: s.rootNodeId, childId: s.childId, removedItems: 2 });
    expect(await getNodeWindow(s.rootNodeId)).toEqual(windowBefore);
    expect(await countRows()).toEqual(rowsBefore);
    expect((await getDb().node.findUniqueOrThrow({ where: { id: s.childId } })).status).toBe("open");
    expect(
      (await getDb().mergeEvent.findUniqueOrThrow({ where: { id: merged.mergeEventId } })).undoneAt,
    ).not.toBeNull();

    await expect(undoMerge(merged.mergeEventId)).rejects.toMatchObject({
      code: "conflict:merge_locked",
      message: expect.stringMatching(/already undone/),
    });
    // The reopened child can be merged again.
    expect(
      (await mergeNode({ nodeId: s.childId, mode: "condensed", placement: "append", note: "Dawn on Friday." }))
        .insertedItemIds,
    ).toHaveLength(1);
  });

  it.each([
    [
      "a new message in the parent",
      (s: Awaited<ReturnType<typeof setup>>) => say(s.rootNodeId, "user", "Back to the main topic."),
    ],
    [
      "a new branch from the parent",
      (s: Awaited<ReturnType<typeof setup>>) =>
        createBranch({ parentId: s.rootNodeId, fromItemId: null, policy: "none" }),
    ],
  ])("is refused after %s, and changes nothing", async (_, change) => {
    const s = await setup();
    const merged = await mergeNode({ nodeId: s.childId, mode: "full", placement: "append" });
    // At once: a change in the merge's very millisecond counts too (Node.revision, not times).
    await change(s);
    const window = await getNodeWindow(s.rootNodeId);
    const rows = await countRows();

    await expect(undoMerge(merged.mergeEventId)).rejects.toMatchObject({
      code: "conflict:merge_locked",
      message: expect.stringMatching(/changed since/),
    });
    expect(await getNodeWindow(s.rootNodeId)).toEqual(window);
    expect(await countRows()).toEqual(rows);
    expect((await getDb().node.findUniqueOrThrow({ where: { id: s.childId } })).status).toBe("merged");
  });

  it("is refused after a message written in the very millisecond of the merge", async () => {
    const s = await setup();
    // The clock stands still: the merge and the message get the same time, which a comparison of times would miss.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      const merged = await mergeNode({ nodeId: s.childId, mode: "full", placement: "append" });
      const message = await say(s.rootNodeId, "user", "Written in the same millisecond.");
      const event = await getDb().mergeEvent.findUniqueOrThrow({ where: { id: merged.mergeEventId } });
      expect(message.createdAt.getTime()).toBe(event.createdAt.getTime());
      await expect(undoMerge(merged.mergeEventId)).rejects.toMatchObject({ code: "conflict:merge_locked" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("is refused after a later merge into the same parent", async () => {
    const s = await setup();
    const sibling = await createBranch({ parentId: s.rootNodeId, fromItemId: s.itemIds[3], policy: "none" });
    await say(sibling.nodeId, "user", "A side note.");
    const first = await mergeNode({ nodeId: s.childId, mode: "full", placement: "append" });
    await mergeNode({ nodeId: sibling.nodeId, mode: "full", placement: "append" });
    await expect(undoMerge(first.mergeEventId)).rejects.toMatchObject({ code: "conflict:merge_locked" });
  });

  it("reports an unknown merge", async () => {
    await expect(undoMerge("no-such-merge")).rejects.toMatchObject({ code: "not_found:merge" });
  });
});
