import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db/client";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { countRows, seedConversation, thread } from "@/lib/testing/fixtures";
import { createBranchAction } from "./create-branch";
import { renameNodeAction } from "./rename-node";

vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));
// Behaviour behind the guard: the caller owns every project (the guard itself: guard.test.ts).
vi.mock("@/lib/auth/current", async () => (await import("@/lib/testing/auth")).ownerOfEverythingModule);

useTestDatabase();

const MESSAGES = thread("The launch code is ORCHID-7.", "Noted.", "Let us talk about lunch.", "Pasta it is.");
let seeded: Awaited<ReturnType<typeof seedConversation>>;
beforeEach(async () => {
  seeded = await seedConversation({ messages: MESSAGES });
});

function ok<T>(result: { ok: true; data: T } | { ok: false; error: { code: string; message: string } }): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.data;
}

describe("createBranchAction", () => {
  it("full from a mid-thread item: inherits references up to that item, not the later ones", async () => {
    const { conversationId, rootNodeId, itemIds } = seeded;
    const created = ok(
      await createBranchAction({ conversationId, nodeId: rootNodeId, fromItemId: itemIds[1], policy: "full" }),
    );

    const node = await getDb().node.findUniqueOrThrow({ where: { id: created.nodeId } });
    expect(node).toMatchObject({
      conversationId,
      parentId: rootNodeId,
      kind: "branch",
      status: "open",
      inheritPolicy: "full",
      branchPointItemId: itemIds[1],
      title: "New branch", // named after its opening prompt once it has one (lib/chat/titles.ts)
    });
    const rows = await getDb().item.findMany({ where: { nodeId: created.nodeId }, orderBy: { position: "asc" } });
    expect(rows.map((r) => r.refItemId)).toEqual(itemIds.slice(0, 2));
    // References, not copies: the text stays in the root only.
    expect(rows.every((r) => r.origin === "inherited" && r.content === "" && r.sourceNodeId === rootNodeId)).toBe(true);
    expect(rows.map((r) => r.role)).toEqual(["user", "assistant"]);
    expect(created.inherited.map((i) => i.itemId)).toEqual(itemIds.slice(0, 2));
    expect(created.inherited.every((i) => i.tokens > 0)).toBe(true);
  });

  it("none from a mid-thread item: an empty window that still records its branch point", async () => {
    const { conversationId, rootNodeId, itemIds } = seeded;
    const created = ok(
      await createBranchAction({
        conversationId,
        nodeId: rootNodeId,
        fromItemId: itemIds[2],
        policy: "none",
        title: "  Side quest ",
      }),
    );
    const node = await getDb().node.findUniqueOrThrow({ where: { id: created.nodeId } });
    expect(node).toMatchObject({ inheritPolicy: "none", branchPointItemId: itemIds[2], title: "Side quest" });
    expect(await getDb().item.count({ where: { nodeId: created.nodeId } })).toBe(0);
    expect(created.inherited).toEqual([]);
  });

  it("an opening prompt is saved as the branch's first message, unanswered, and names the branch", async () => {
    const { conversationId, rootNodeId, itemIds } = seeded;
    const created = ok(
      await createBranchAction({
        conversationId,
        nodeId: rootNodeId,
        fromItemId: itemIds[1],
        policy: "selective",
        selectedIds: [itemIds[0]],
        prompt: "  What was the launch code?  ",
      }),
    );
    const rows = await getDb().item.findMany({ where: { nodeId: created.nodeId }, orderBy: { position: "asc" } });
    expect(rows.map((r) => [r.origin, r.role, r.content])).toEqual([
      ["inherited", "user", ""],
      ["local", "user", "What was the launch code?"],
    ]);
    expect(created.openingItemId).toBe(rows[1].id);
    // Its answer is asked for next: the chat's retry answers the pending question and names the branch.
    const { startTurn } = await import("@/lib/chat/turn");
    const turn = await startTurn({ nodeId: created.nodeId, retry: true });
    await turn.result.consumeStream();
    expect((await turn.done).status).toBe("complete");
    const node = await getDb().node.findUniqueOrThrow({ where: { id: created.nodeId } });
    expect(node.title).toBe("What was the launch code?");
  });

  it("without fromItemId branches after the parent's last item", async () => {
    const { conversationId, rootNodeId, itemIds } = seeded;
    const created = ok(await createBranchAction({ conversationId, nodeId: rootNodeId, policy: "full" }));
    expect(created.inherited.map((i) => i.itemId)).toEqual(itemIds);
  });

  it("a grandchild's full branch refers to the original items, not to its parent's references", async () => {
    const { conversationId, rootNodeId, itemIds } = seeded;
    const child = ok(
      await createBranchAction({ conversationId, nodeId: rootNodeId, fromItemId: itemIds[1], policy: "full" }),
    );
    const grandchild = ok(await createBranchAction({ conversationId, nodeId: child.nodeId, policy: "full" }));
    const rows = await getDb().item.findMany({ where: { nodeId: grandchild.nodeId }, orderBy: { position: "asc" } });
    expect(rows.map((r) => r.refItemId)).toEqual(itemIds.slice(0, 2));
    expect(rows.map((r) => r.sourceNodeId)).toEqual([rootNodeId, rootNodeId]);
  });

  describe("rejects bad input with a clear message and writes nothing", () => {
    async function expectRejected(input: Parameters<typeof createBranchAction>[0], code: string, message: RegExp) {
      const before = await countRows();
      const result = await createBranchAction(input);
      expect(result).toMatchObject({ ok: false, error: { code, message: expect.stringMatching(message) } });
      expect(await countRows()).toEqual(before);
    }

    it("an unknown node id", async () => {
      await expectRejected(
        { conversationId: seeded.conversationId, nodeId: "no-such-node", policy: "full" },
        "not_found:node",
        /node/,
      );
    });

    it("a node of another conversation", async () => {
      const other = await seedConversation({ messages: thread("Elsewhere.") });
      await expectRejected(
        { conversationId: seeded.conversationId, nodeId: other.rootNodeId, policy: "full" },
        "not_found:node",
        /not part of this conversation/,
      );
    });

    it("an item that is not in the node's window", async () => {
      const other = await seedConversation({ messages: thread("Elsewhere.") });
      await expectRejected(
        {
          conversationId: seeded.conversationId,
          nodeId: seeded.rootNodeId,
          fromItemId: other.itemIds[0],
          policy: "full",
        },
        "not_found:item",
        /not part of this node's window/,
      );
    });

    it("a later parent item, after branching from it, is not in the child's window", async () => {
      const { conversationId, rootNodeId, itemIds } = seeded;
      const child = ok(
        await createBranchAction({ conversationId, nodeId: rootNodeId, fromItemId: itemIds[0], policy: "full" }),
      );
      await expectRejected(
        { conversationId, nodeId: child.nodeId, fromItemId: itemIds[3], policy: "full" },
        "not_found:item",
        /window/,
      );
    });

    it("an invalid policy", async () => {
      await expectRejected(
        { conversationId: seeded.conversationId, nodeId: seeded.rootNodeId, policy: "sideways" as "full" },
        "invalid:input",
        /none, full, selective or compressed/,
      );
    });

    it("an oversized title", async () => {
      await expectRejected(
        { conversationId: seeded.conversationId, nodeId: seeded.rootNodeId, policy: "none", title: "b".repeat(121) },
        "invalid:input",
        /under 120/,
      );
    });

    it("a merged (read-only) parent", async () => {
      const { conversationId, rootNodeId } = seeded;
      const child = ok(await createBranchAction({ conversationId, nodeId: rootNodeId, policy: "none" }));
      await getDb().node.update({ where: { id: child.nodeId }, data: { status: "merged" } });
      await expectRejected(
        { conversationId, nodeId: child.nodeId, policy: "full" },
        "conflict:node_closed",
        /read-only/,
      );
    });
  });
});

describe("renameNodeAction", () => {
  it("renames a node", async () => {
    const result = ok(await renameNodeAction({ nodeId: seeded.rootNodeId, title: " Main line " }));
    expect(result.title).toBe("Main line");
    expect((await getDb().node.findUniqueOrThrow({ where: { id: seeded.rootNodeId } })).title).toBe("Main line");
  });

  it.each([
    ["an empty title", { title: "   " }, "invalid:input", /name/],
    ["an oversized title", { title: "n".repeat(121) }, "invalid:input", /under 120/],
    ["an unknown node", { nodeId: "ghost", title: "x" }, "not_found:node", /node/],
  ])("rejects %s", async (_, patch, code, message) => {
    const result = await renameNodeAction({ nodeId: seeded.rootNodeId, ...patch });
    expect(result).toMatchObject({ ok: false, error: { code, message: expect.stringMatching(message) } });
    expect((await getDb().node.findUniqueOrThrow({ where: { id: seeded.rootNodeId } })).title).toBe(
      "Test conversation",
    );
  });
});
