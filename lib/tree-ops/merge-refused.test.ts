import { describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { seedConversation, thread } from "@/lib/testing/fixtures";
import { appendItem } from "@/lib/db/queries/items";
import { countTokens } from "@/lib/text/count-tokens";
import { createBranch } from "./create-branch";
import { mergeNode } from "./merge";
import type * as conflicts from "./merge-conflicts";
import { reuseOrCheck } from "./merge-conflicts";

// The conflict check is counted: a merge the rule refuses must not pay for it (seconds of CPU on a long tool result).
vi.mock("./merge-conflicts", async (importOriginal) => {
  const actual = await importOriginal<typeof conflicts>();
  return { ...actual, reuseOrCheck: vi.fn(actual.reuseOrCheck) };
});

useTestDatabase();

describe("a merge the rule refuses", () => {
  it("runs no conflict check, before or inside its transaction", async () => {
    const root = await seedConversation({ messages: thread("The budget is 40,000 euros.", "Noted.") });
    const child = await createBranch({ parentId: root.rootNodeId, fromItemId: root.itemIds[1], policy: "full" });
    await createBranch({ parentId: child.nodeId, fromItemId: null, policy: "none", title: "Still open" });
    vi.mocked(reuseOrCheck).mockClear();
    await expect(mergeNode({ nodeId: child.nodeId, mode: "full", placement: "append" })).rejects.toMatchObject({
      code: "conflict:open_children",
    });
    expect(reuseOrCheck).not.toHaveBeenCalled();
  });

  it("a merge the rule allows checks once and reuses it inside", async () => {
    const root = await seedConversation({ messages: thread("The budget is 40,000 euros.", "Noted.") });
    const child = await createBranch({ parentId: root.rootNodeId, fromItemId: root.itemIds[1], policy: "full" });
    const said = "The budget is now 45,000 euros.";
    await appendItem(child.nodeId, { role: "user", content: said, tokenCount: countTokens(said) });
    vi.mocked(reuseOrCheck).mockClear();
    await mergeNode({ nodeId: child.nodeId, mode: "full", placement: "append" });
    expect(reuseOrCheck).toHaveBeenCalledTimes(2);
  });
});
