import { describe, expect, it } from "vitest";
import { composeOfflineAnswer, OFFLINE_PHRASES } from "@/lib/extract/answer";
import { getDb } from "@/lib/db/client";
import { getNodeWindow } from "@/lib/views/node-window";
import { createBranch } from "./create-branch";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { countRows, seedConversation, thread } from "@/lib/testing/fixtures";
import { countTokens } from "@/lib/text/count-tokens";
import { previewBranch, type BranchPreview } from "./branch";
import { setPinned } from "./pin";

useTestDatabase();

const MESSAGES = thread(
  "The launch code is ORCHID-7.",
  "Noted.",
  "We decided to use Postgres for the billing service.",
  "Postgres it is; the billing schema needs a migration by Friday.",
  "Let us talk about lunch.",
  "Pasta it is.",
);

function narrow<P extends BranchPreview["policy"]>(
  preview: BranchPreview,
  policy: P,
): Extract<BranchPreview, { policy: P }> {
  expect(preview.policy).toBe(policy);
  return preview as Extract<BranchPreview, { policy: P }>;
}

describe("selective inheritance", () => {
  it("previews a scored selection; the branch inherits the user's toggled selection by reference, in window order", async () => {
    const { rootNodeId, itemIds } = await seedConversation({ messages: MESSAGES });
    const preview = narrow(
      await previewBranch({
        nodeId: rootNodeId,
        fromItemId: null,
        policy: "selective",
        prompt: "Which database does billing use?",
        budget: 1000,
      }),
      "selective",
    );
    const { selection } = preview;

    expect(selection.budget).toBe(1000);
    expect(selection.candidates.map((c) => c.id)).toEqual(itemIds);
    const reason = Object.fromEntries(selection.candidates.map((c) => [c.id, c.reason]));
    expect(reason[itemIds[2]]).toBe("relevant");
    expect(reason[itemIds[3]]).toBe("relevant");
    expect(reason[itemIds[5]]).toBe("recent");
    expect(reason[itemIds[0]]).toBe("not_relevant");
    expect(selection.selectedIds).toEqual(
      itemIds.filter((id) => selection.candidates.find((c) => c.id === id)?.selected),
    );
    expect(selection.selectedIds).not.toContain(itemIds[0]);
    expect(selection.selectedTokens).toBe(
      selection.candidates.filter((c) => c.selected).reduce((sum, c) => sum + c.tokenCount, 0),
    );
    expect(
      selection.candidates.every((c) => c.tokenCount === countTokens(MESSAGES[itemIds.indexOf(c.id)].content)),
    ).toBe(true);

    // The user drops the lunch answer and adds the launch code.
    const toggled = [...selection.selectedIds.filter((id) => id !== itemIds[5]), itemIds[0]];
    const created = await createBranch({
      parentId: rootNodeId,
      fromItemId: null,
      policy: "selective",
      selectedIds: toggled,
    });
    const window = await getNodeWindow(created.nodeId);
    const expected = itemIds.filter((id) => toggled.includes(id));
    expect(window.map((e) => e.contentItemId)).toEqual(expected);
    expect(window.every((e) => e.origin === "inherited" && e.sourceNodeId === rootNodeId)).toBe(true);
    expect(created.inherited.map((i) => i.itemId)).toEqual(expected);
    // References, not copies.
    const rows = await getDb().item.findMany({ where: { nodeId: created.nodeId } });
    expect(rows.every((r) => r.content === "" && r.refItemId !== null)).toBe(true);
    expect((await getDb().node.findUniqueOrThrow({ where: { id: created.nodeId } })).inheritPolicy).toBe("selective");
  });

  it("keeps within the budget, marks what did not fit, and defaults to a quarter of the project budget", async () => {
    const { rootNodeId, itemIds } = await seedConversation({ messages: MESSAGES });
    const tight = narrow(
      await previewBranch({
        nodeId: rootNodeId,
        fromItemId: null,
        policy: "selective",
        prompt: "billing Postgres",
        budget: 15,
      }),
      "selective",
    );
    expect(tight.selection.selectedTokens).toBeLessThanOrEqual(15);
    expect(tight.selection.candidates.some((c) => c.reason === "over_budget")).toBe(true);

    const none = narrow(
      await previewBranch({ nodeId: rootNodeId, fromItemId: null, policy: "selective", prompt: "billing", budget: 0 }),
      "selective",
    );
    expect(none.selection.selectedIds).toEqual([]);

    const byDefault = narrow(
      await previewBranch({ nodeId: rootNodeId, fromItemId: itemIds[3], policy: "selective", prompt: "billing" }),
      "selective",
    );
    expect(byDefault.selection.budget).toBe(2000);
    // Only the window up to the branch point is a candidate.
    expect(byDefault.selection.candidates.map((c) => c.id)).toEqual(itemIds.slice(0, 4));
  });

  it("refuses a selection outside the window up to the branch point, writing nothing", async () => {
    const { rootNodeId, itemIds } = await seedConversation({ messages: MESSAGES });
    const before = await countRows();
    await expect(
      createBranch({
        parentId: rootNodeId,
        fromItemId: itemIds[1],
        policy: "selective",
        selectedIds: [itemIds[0], itemIds[4]],
      }),
    ).rejects.toMatchObject({ code: "invalid:selection" });
    expect(await countRows()).toEqual(before);
  });

  it("previews full and none as counts", async () => {
    const { rootNodeId, itemIds } = await seedConversation({ messages: MESSAGES });
    const tokens = MESSAGES.slice(0, 2).reduce((sum, m) => sum + countTokens(m.content), 0);
    expect(await previewBranch({ nodeId: rootNodeId, fromItemId: itemIds[1], policy: "full" })).toEqual({
      policy: "full",
      messages: 2,
      tokens,
    });
    expect(await previewBranch({ nodeId: rootNodeId, fromItemId: itemIds[1], policy: "none" })).toEqual({
      policy: "none",
      messages: 0,
      tokens: 0,
    });
    await expect(previewBranch({ nodeId: "ghost", fromItemId: null, policy: "full" })).rejects.toMatchObject({
      code: "not_found:node",
    });
  });
});

describe("compressed inheritance", () => {
  it("previews a note with the knowledge-tree fields; the branch stores the edited note exactly, as one inherited note", async () => {
    const { rootNodeId, itemIds } = await seedConversation({ messages: MESSAGES });
    const rowsBefore = await countRows();
    const preview = narrow(
      await previewBranch({ nodeId: rootNodeId, fromItemId: null, policy: "compressed" }),
      "compressed",
    );
    expect(await countRows()).toEqual({ ...rowsBefore, usages: rowsBefore.usages + 1 }); // the condensation's usage row only
    expect(preview).toMatchObject({ sourceMessages: 6, pinned: 0 });
    expect(preview.note).toContain("**Condensed from 6 messages.**");
    expect(preview.note).toContain("**Decisions**\n- We decided to use Postgres for the billing service.");

    const edited = `${preview.note}\n\nAlso: the user prefers short answers.`;
    const created = await createBranch({
      parentId: rootNodeId,
      fromItemId: null,
      policy: "compressed",
      note: `  ${edited}\n`,
    });
    const window = await getNodeWindow(created.nodeId);
    expect(window).toHaveLength(1);
    expect(window[0]).toMatchObject({
      role: "note",
      origin: "inherited",
      content: edited,
      sourceNodeId: rootNodeId,
      sourceItemIds: itemIds,
      tokenCount: countTokens(edited),
    });
    expect(created.inherited).toEqual([{ itemId: window[0].id, tokens: countTokens(edited) }]);
  });

  it("keeps every fact of the span, so the branch answers them (not the mascot and the engine's phrases only)", async () => {
    const { rootNodeId } = await seedConversation({
      messages: thread(
        "Our mascot is a heron called Pip.",
        OFFLINE_PHRASES.noted,
        "The launch code is ORCHID-7.",
        OFFLINE_PHRASES.noted,
        "The quarterly review is in Lisbon.",
        OFFLINE_PHRASES.noted,
        "Dana Ruiz owns the billing migration.",
        OFFLINE_PHRASES.noted,
      ),
    });
    const { note } = narrow(
      await previewBranch({ nodeId: rootNodeId, fromItemId: null, policy: "compressed" }),
      "compressed",
    );
    const created = await createBranch({ parentId: rootNodeId, fromItemId: null, policy: "compressed", note });
    const context = (await getNodeWindow(created.nodeId)).map((e) => e.content);
    expect(note).not.toContain("I'll keep this");
    expect(composeOfflineAnswer({ context, query: "Who owns the billing migration?" })).toContain("Dana Ruiz");
    expect(composeOfflineAnswer({ context, query: "What is the launch code?" })).toContain("ORCHID-7");
    expect(composeOfflineAnswer({ context, query: "Where is the quarterly review?" })).toContain("Lisbon");
  });

  it("condenses only the window up to the branch point", async () => {
    const { rootNodeId, itemIds } = await seedConversation({ messages: MESSAGES });
    const preview = narrow(
      await previewBranch({ nodeId: rootNodeId, fromItemId: itemIds[1], policy: "compressed" }),
      "compressed",
    );
    expect(preview.sourceMessages).toBe(2);
    expect(preview.note).not.toContain("Postgres");
  });

  it("refuses an empty note, writing nothing", async () => {
    const { rootNodeId } = await seedConversation({ messages: MESSAGES });
    const before = await countRows();
    await expect(
      createBranch({ parentId: rootNodeId, fromItemId: null, policy: "compressed", note: "  " }),
    ).rejects.toMatchObject({ code: "invalid:note" });
    expect(await countRows()).toEqual(before);
  });
});

describe("pinned items", () => {
  it("always pass to selective and compressed branches", async () => {
    const { rootNodeId, itemIds } = await seedConversation({ messages: MESSAGES });
    expect(await setPinned(rootNodeId, itemIds[0], true)).toEqual({ itemId: itemIds[0], pinned: true });

    const preview = narrow(
      await previewBranch({ nodeId: rootNodeId, fromItemId: null, policy: "selective", prompt: "lunch", budget: 0 }),
      "selective",
    );
    expect(preview.selection.selectedIds).toEqual([itemIds[0]]);
    expect(preview.selection.candidates[0]).toMatchObject({ pinned: true, selected: true, reason: "pinned" });

    // Even when the user's selection leaves it out.
    const selective = await createBranch({
      parentId: rootNodeId,
      fromItemId: null,
      policy: "selective",
      selectedIds: [itemIds[4]],
    });
    expect((await getNodeWindow(selective.nodeId)).map((e) => e.contentItemId)).toEqual([itemIds[0], itemIds[4]]);

    const compressedPreview = narrow(
      await previewBranch({ nodeId: rootNodeId, fromItemId: null, policy: "compressed" }),
      "compressed",
    );
    expect(compressedPreview.pinned).toBe(1);
    const compressed = await createBranch({
      parentId: rootNodeId,
      fromItemId: null,
      policy: "compressed",
      note: "A short note.",
    });
    const window = await getNodeWindow(compressed.nodeId);
    expect(window.map((e) => [e.role, e.content])).toEqual([
      ["note", "A short note."],
      ["user", MESSAGES[0].content],
    ]);
    expect(window[1]).toMatchObject({ contentItemId: itemIds[0], origin: "inherited", sourceNodeId: rootNodeId });

    // Unpinned, it no longer passes down.
    await setPinned(rootNodeId, itemIds[0], false);
    const after = await createBranch({
      parentId: rootNodeId,
      fromItemId: null,
      policy: "selective",
      selectedIds: [itemIds[4]],
    });
    expect((await getNodeWindow(after.nodeId)).map((e) => e.contentItemId)).toEqual([itemIds[4]]);
  });

  it("pins only an item of the given node", async () => {
    const { rootNodeId } = await seedConversation({ messages: MESSAGES });
    const other = await seedConversation({ messages: thread("Elsewhere.") });
    await expect(setPinned(rootNodeId, other.itemIds[0], true)).rejects.toMatchObject({ code: "not_found:item" });
    expect((await getDb().item.findUniqueOrThrow({ where: { id: other.itemIds[0] } })).pinned).toBe(false);
  });
});
