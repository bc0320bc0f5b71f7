import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { createProject } from "@/lib/db/queries/projects";
import { listMergeConflicts } from "@/lib/db/queries/merge-conflicts";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { seedConversation } from "@/lib/testing/fixtures";
import { fakeToolSessions } from "@/lib/testing/tool-session";
import { exportConversation, importChats } from "@/lib/transfer";
import { createBranch } from "@/lib/tree-ops/create-branch";
import { mergeNode } from "@/lib/tree-ops/merge";
import { purgeNode } from "@/lib/tree-ops/purge";
import { getNodeWindow } from "@/lib/views/node-window";
import { getConversationTree } from "@/lib/views/tree-view";
import { startTurn } from "./turn";
import { awaitTurnAnswer } from "./turn-response";
import { setToolSessionsForTests } from "./tool-session";
import { testViewer } from "@/lib/testing/auth";
import type { Viewer } from "@/lib/auth/types";

useTestDatabase();

const LISTING = Array.from({ length: 900 }, (_, i) => `report-${i}.csv ${i * 13} bytes, owner Dana Ruiz`).join("\n");
const fake = fakeToolSessions([
  { server: "fs", name: "list", run: () => LISTING },
  { server: "fs", name: "stat", run: () => "size 12 bytes" },
]);
let user: Viewer;
beforeAll(async () => {
  setToolSessionsForTests(fake.open, async () => ({ servers: ["fs"], approval: "never", asideTokens: 2_000 }));
  user = await testViewer("tools@example.test");
});
afterAll(() => setToolSessionsForTests(null));

/** A root that called fs.list (its result in a tool aside) and fs.stat (its result in the root). */
async function treeWithTools() {
  const seeded = await seedConversation();
  const big = await awaitTurnAnswer(
    await startTurn({
      nodeId: seeded.rootNodeId,
      text: "/tool fs.list {}",
      tools: { servers: ["fs"] },
      userId: user.userId,
      sessionId: user.sessionId,
    }),
  );
  const small = await awaitTurnAnswer(
    await startTurn({
      nodeId: seeded.rootNodeId,
      text: "/tool fs.stat {}",
      tools: { servers: ["fs"] },
      userId: user.userId,
      sessionId: user.sessionId,
    }),
  );
  return { ...seeded, asideId: big.toolCalls[0]!.asideNodeId!, small, big };
}

describe("tool items and tool asides in the tree", () => {
  it("a tool aside is a volatile child marked as tool output in the conversation's tree", async () => {
    const { conversationId, rootNodeId, asideId } = await treeWithTools();
    const tree = await getConversationTree(conversationId, { userId: user.userId, sessionId: user.sessionId });
    expect(tree.nodes.find((n) => n.id === asideId)).toMatchObject({
      kind: "volatile",
      parentId: rootNodeId,
      toolOutput: true,
    });
  });

  it("a full branch inherits the tool items with their provenance", async () => {
    const { rootNodeId } = await treeWithTools();
    const branch = await createBranch({ parentId: rootNodeId, fromItemId: null, policy: "full" });
    const tools = (await getNodeWindow(branch.nodeId)).filter((e) => e.role === "tool");
    expect(tools.map((e) => [e.origin, e.tool?.tool])).toEqual([
      ["inherited", "list"],
      ["inherited", "stat"],
    ]);
  });

  it("merging a part of the aside up brings the tool item's text; purging the aside leaves nothing of it", async () => {
    const { rootNodeId, asideId } = await treeWithTools();
    const [held] = (await getNodeWindow(asideId)).filter((e) => e.role === "tool");
    const merged = await mergeNode({ nodeId: asideId, mode: "selected", placement: "append", selectedIds: [held!.id] });
    expect(merged.mergeEventId).toBeTruthy();
    // The check's conflicts (the listing's lines against the call's preview in the root: thousands)
    // are stored in bulk, read back in the order found.
    const stored = await listMergeConflicts(merged.mergeEventId);
    expect(stored.map((c) => [c.about, c.branchText, c.parentText])).toEqual(
      merged.conflicts.map((c) => [c.about, c.branch.text, c.parent.text]),
    );
    const up = (await getNodeWindow(rootNodeId)).filter((e) => e.origin === "merged");
    expect(up.map((e) => e.content).join("\n")).toContain("report-899.csv");

    const { asideId: other } = await treeWithTools();
    const before = await getDb().item.count({ where: { nodeId: other } });
    expect(before).toBeGreaterThan(0);
    await purgeNode(other);
    expect(await getDb().node.count({ where: { id: other } })).toBe(0);
    expect(await getDb().item.count({ where: { nodeId: other } })).toBe(0);
  });

  it("an export -> import round trip keeps the tool items, their provenance and the tool aside", async () => {
    const { conversationId, asideId } = await treeWithTools();
    const first = await exportConversation(conversationId, { userId: user.userId });
    const target = await createProject({ name: "Tools round trip" });
    const imported = await importChats(target.id, JSON.stringify(first));
    // An imported aside has no owner: the project's owner sees it (lib/tree/capabilities maySeeAside).
    const second = await exportConversation(imported.conversations[0]!.id, { userId: user.userId, role: "owner" });
    const aside = second.conversation.nodes.find((n) => n.toolOutput);
    expect(aside?.kind).toBe("volatile");
    const root = second.conversation.nodes.find((n) => n.parentId === null)!;
    const calls = root.items.filter((i) => i.role === "tool");
    expect(calls.map((i) => [i.tool?.tool, i.tool?.status])).toEqual([
      ["list", "done"],
      ["stat", "done"],
    ]);
    // The aside's link points at the imported copy of the aside.
    expect(calls[0]!.tool?.asideNodeId).toBe(aside!.id);
    expect(aside!.id).not.toBe(asideId);
  });
});
