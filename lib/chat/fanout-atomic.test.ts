import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db/client";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { seedConversation, thread } from "@/lib/testing/fixtures";
import type * as Branches from "@/lib/db/queries/branches";
import type * as Activity from "@/lib/db/queries/activity";
import { runFanout } from "./fanout";

/**
 * Which write of a fan-out's one transaction fails: the branches' items (after their node rows), or
 * the conversation's touch (the last write, after every row exists).
 */
const { failing, failable } = vi.hoisted(() => {
  const failing = { items: false, touch: false };
  const failable =
    <A extends unknown[], R>(step: keyof typeof failing, real: (...args: A) => Promise<R>) =>
    (...args: A) =>
      failing[step] ? Promise.reject(new Error("disk full")) : real(...args);
  return { failing, failable };
});
vi.mock("@/lib/db/queries/branches", async (importOriginal) => {
  const actual = await importOriginal<typeof Branches>();
  return { ...actual, insertBranchItems: failable("items", actual.insertBranchItems) };
});
vi.mock("@/lib/db/queries/activity", async (importOriginal) => {
  const actual = await importOriginal<typeof Activity>();
  return { ...actual, touchConversation: failable("touch", actual.touchConversation) };
});

useTestDatabase();

const TARGETS = [
  { model: "offline" },
  { model: "offline", systemPrompt: "Answer in one sentence." },
  { model: "offline", systemPrompt: "Answer in one word." },
];

describe("fan-out creation is all or nothing", () => {
  it.each(["items", "touch"] as const)(
    "a failure at the %s write leaves no sibling, question or answer row behind",
    async (step) => {
      const root = await seedConversation({ messages: thread("The office is in Lyon.", "Noted.") });
      const before = {
        nodes: await getDb().node.count(),
        items: await getDb().item.count(),
        touched: (await getDb().conversation.findUniqueOrThrow({ where: { id: root.conversationId } })).updatedAt,
      };
      failing[step] = true;
      try {
        await expect(
          runFanout({ nodeId: root.rootNodeId, text: "Where is the office?", targets: TARGETS }),
        ).rejects.toThrow("disk full");
      } finally {
        failing[step] = false;
      }
      expect(await getDb().node.count()).toBe(before.nodes);
      expect(await getDb().node.count({ where: { parentId: root.rootNodeId } })).toBe(0);
      expect(await getDb().item.count()).toBe(before.items);
      const conversation = await getDb().conversation.findUniqueOrThrow({ where: { id: root.conversationId } });
      expect(conversation.updatedAt).toEqual(before.touched);

      // Nothing is left locked or half-made: the same fan-out then succeeds whole.
      const result = await runFanout({ nodeId: root.rootNodeId, text: "Where is the office?", targets: TARGETS });
      expect(result.branches.map((b) => b.status)).toEqual(["complete", "complete", "complete"]);
      expect(await getDb().node.count({ where: { parentId: root.rootNodeId } })).toBe(3);
    },
  );
});
