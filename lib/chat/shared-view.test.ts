import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { createBranch } from "@/lib/tree-ops/create-branch";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { seedConversation, thread } from "@/lib/testing/fixtures";
import { testViewer } from "@/lib/testing/auth";
import { readNodeView } from "./node-view";
import { upsertMembership } from "@/lib/db/queries/memberships";
import { createProject } from "@/lib/db/queries/projects";
import { seedTree } from "@/lib/db/queries/seed-tree";
import { createShareLink } from "@/lib/auth/share-links";
import { loadSharedConversation } from "./shared-view";
import { mergeNode } from "@/lib/tree-ops/merge";
import { divergedBranch } from "@/lib/testing/diverged";

useTestDatabase();

describe("a read-only share link's view", () => {
  it("lists nodes depth-first with their depth, and shows an answer cut off by a crash as not finished", async () => {
    const seeded = await seedConversation({ messages: thread("Where is the review?", "In Lisbon.") });
    const a = await createBranch({
      parentId: seeded.rootNodeId,
      fromItemId: seeded.itemIds[1],
      policy: "none",
      title: "Branch A",
    });
    const a1 = await createBranch({ parentId: a.nodeId, fromItemId: null, policy: "none", title: "Branch A.1" });
    const b = await createBranch({
      parentId: seeded.rootNodeId,
      fromItemId: seeded.itemIds[1],
      policy: "none",
      title: "Branch B",
    });
    // An answer left "streaming" by a process that died long ago (stale heartbeat, not yet swept).
    await getDb().item.update({
      where: { id: seeded.itemIds[1] },
      data: { status: "streaming", heartbeatAt: new Date(Date.now() - 10 * 60_000) },
    });

    const viewer = await testViewer("sharer@example.test");
    await upsertMembership(seeded.projectId, viewer.userId, "editor"); // a link lives while its creator may write
    const link = await createShareLink(seeded.conversationId, viewer.userId);
    const shared = await loadSharedConversation(link.token);

    expect(shared.nodes.map((n) => [n.id, n.depth])).toEqual([
      [seeded.rootNodeId, 0],
      [a.nodeId, 1],
      [a1.nodeId, 2],
      [b.nodeId, 1],
    ]);
    const answer = shared.nodes[0].messages.find((m) => m.id === seeded.itemIds[1]);
    expect(answer).toMatchObject({ content: "In Lisbon.", status: "error" });
    // Reading wrote nothing: the row is still "streaming" until the sweep marks it.
    expect((await getDb().item.findUniqueOrThrow({ where: { id: seeded.itemIds[1] } })).status).toBe("streaming");
  });

  it("reads a 300-node tree in a fixed number of queries, each window as readNodeView shows it", async () => {
    const project = await createProject({ name: "Big share" });
    const viewer = await testViewer("big-sharer@example.test");
    await upsertMembership(project.id, viewer.userId, "editor"); // a link lives while its creator may write
    // Inherited references and a stale streaming answer too, not only local items.
    const decorate = async (conversationId: string, rootNodeId: string) => {
      const root = await getDb().item.findFirstOrThrow({ where: { nodeId: rootNodeId, role: "assistant" } });
      const full = await createBranch({
        parentId: rootNodeId,
        fromItemId: root.id,
        policy: "full",
        title: "Full copy",
      });
      await createBranch({ parentId: full.nodeId, fromItemId: null, policy: "full", title: "Full of full" });
      await getDb().item.update({
        where: { id: root.id },
        data: { status: "streaming", heartbeatAt: new Date(Date.now() - 10 * 60_000) },
      });
      return (await createShareLink(conversationId, viewer.userId)).token;
    };
    const small = await seedTree({ projectId: project.id, nodes: 30, title: "Small" });
    const big = await seedTree({ projectId: project.id, nodes: 300, title: "Big" });
    const smallToken = await decorate(small.conversationId, small.rootNodeId);
    const bigToken = await decorate(big.conversationId, big.rootNodeId);

    const counted = async (token: string) => {
      // Count the Prisma operations the read makes, through the client getDb() hands out.
      const store = globalThis as unknown as { canopyDb: ReturnType<typeof getDb> };
      const base = store.canopyDb;
      let operations = 0;
      store.canopyDb = base.$extends({
        query: { $allOperations: ({ args, query }) => (operations++, query(args)) },
      }) as unknown as typeof base;
      try {
        const started = performance.now();
        const shared = await loadSharedConversation(token);
        return { shared, operations, ms: performance.now() - started };
      } finally {
        store.canopyDb = base;
      }
    };
    const few = await counted(smallToken);
    const many = await counted(bigToken);
    console.log(
      `share view: ${few.shared.nodes.length} nodes in ${few.operations} queries (${few.ms.toFixed(0)} ms); ${many.shared.nodes.length} nodes in ${many.operations} queries (${many.ms.toFixed(0)} ms)`,
    );
    expect(many.shared.nodes).toHaveLength(302);
    expect(many.operations).toBe(few.operations);
    expect(many.operations).toBeLessThan(15);

    // Each node's messages are exactly what readNodeView presents for it (the one rule).
    for (const node of many.shared.nodes) {
      const { window } = await readNodeView(node.id);
      expect(node.messages).toEqual(
        window.map((e) => ({ id: e.id, role: e.role, origin: e.origin, content: e.content, status: e.status })),
      );
    }
    const fullOfFull = many.shared.nodes.find((n) => n.title === "Full of full")!;
    expect(fullOfFull.messages.map((m) => [m.origin, m.status])).toEqual([
      ["inherited", "complete"],
      ["inherited", "error"],
    ]);
  });

  it("strikes what a settled merge conflict overruled, as the node view does, in every window that shows it", async () => {
    const seeded = await divergedBranch({
      topic: "Plan the spring fair.",
      title: "Stalls",
      branch: "The fair opens on 11 April and there are 24 stalls.",
      parent: "The fair opens on 18 April.",
    });
    const branch = { nodeId: seeded.childId };
    await mergeNode({ nodeId: branch.nodeId, mode: "full", placement: "append", conflictChoice: "keep-parent" });
    // A node branched after the merge inherits the merged message, and its mark.
    const root = await readNodeView(seeded.rootNodeId);
    const after = await createBranch({
      parentId: seeded.rootNodeId,
      fromItemId: root.window.at(-1)!.contentItemId,
      policy: "full",
      title: "After the merge",
    });
    const viewer = await testViewer("fair-sharer@example.test");
    await upsertMembership(seeded.projectId, viewer.userId, "editor");
    const shared = await loadSharedConversation((await createShareLink(seeded.conversationId, viewer.userId)).token);

    for (const nodeId of [seeded.rootNodeId, after.nodeId]) {
      const node = shared.nodes.find((n) => n.id === nodeId)!;
      const marked = node.messages.filter((m) => m.superseded);
      expect(marked.map((m) => [m.content, m.superseded])).toEqual([
        ["The fair opens on 11 April and there are 24 stalls.", ["The fair opens on 11 April"]],
      ]);
      const { window } = await readNodeView(nodeId);
      expect(node.messages.map((m) => m.superseded)).toEqual(window.map((e) => e.superseded));
    }
    // The branch itself settled nothing: its own message stays as said.
    expect(shared.nodes.find((n) => n.id === branch.nodeId)!.messages.some((m) => m.superseded)).toBe(false);
  });
});
