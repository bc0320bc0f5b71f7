import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { deleteConversation } from "@/lib/db/queries/conversations";
import { createProject, deleteProject } from "@/lib/db/queries/projects";
import { seedTree } from "@/lib/db/queries/seed-tree";
import { onPostgres } from "@/lib/testing/pg";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { describePurge, purgeNode } from "@/lib/tree-ops/purge";
import { getConversationTree } from "@/lib/views/tree-view";
import { FORK_OPTIONS_AROUND } from "./forks";
import { loadNodeView } from "./node-view";

useTestDatabase();

/**
 * A node with thousands of children (a ChatGPT import with many regenerations): opening it, one of
 * its children, and purging it. Before lib/db/in-list.ts these bound one parameter per child and
 * Prisma refused them ("The query parameter limit supported by your database is exceeded"): from
 * 1,000 ids on SQLite and from 32,768 on PostgreSQL, so each engine gets a size past its own limit.
 */
const CHILDREN = onPostgres ? 33_000 : 2_000;

describe(`a node with ${CHILDREN.toLocaleString("en")} children`, () => {
  it("opens (forks of every alternative), its children open, and it purges whole", async () => {
    const project = await createProject({ name: "Fan-out" });
    const seeded = await seedTree({ projectId: project.id, nodes: CHILDREN + 2, shape: "fan" });
    const tree = await getConversationTree(seeded.conversationId);
    const hub = tree.nodes.find((n) => n.parentId === seeded.rootNodeId)!;
    const children = tree.nodes.filter((n) => n.parentId === hub.id);
    expect(children).toHaveLength(CHILDREN);

    // The workspace's read of the hub: one switcher over its own continuation and every child,
    // sent as the options around the current one (the hub's own continuation, the first).
    const view = await loadNodeView(hub.id);
    const own = view.forks.find((f) => f.atEntryId === view.window[0].id)!;
    expect(own).toMatchObject({ count: CHILDREN + 1, index: 0, offset: 0 });
    expect(own.options.map((o) => o.nodeId)).toEqual([
      hub.id,
      ...children.slice(0, FORK_OPTIONS_AROUND).map((c) => c.id),
    ]);
    expect(own.options.every((o) => o.entryId)).toBe(true);

    // A child among thousands of siblings: its switcher names its own first message and its place,
    // and the options on each side of it (the last child: only before it).
    const child = children[CHILDREN - 1];
    const childView = await loadNodeView(child.id);
    const diverged = childView.forks.find((f) => f.options.some((o) => o.nodeId === child.id))!;
    expect(diverged).toMatchObject({ count: CHILDREN + 1, index: CHILDREN, offset: CHILDREN - FORK_OPTIONS_AROUND });
    expect(diverged.options.map((o) => o.nodeId)).toEqual([
      ...children.slice(CHILDREN - 1 - FORK_OPTIONS_AROUND, CHILDREN - 1).map((c) => c.id),
      child.id,
    ]);
    expect(diverged.options.at(-1)).toMatchObject({ nodeId: child.id, entryId: childView.window[0].id });
    expect(diverged.options.every((o) => o.entryId)).toBe(true);
    // One in the middle: as many on each side.
    const middle = await loadNodeView(children[1000].id);
    const around = middle.forks.find((f) => f.options.some((o) => o.nodeId === children[1000].id))!;
    expect(around.options.map((o) => o.nodeId)).toEqual(
      children.slice(1000 - FORK_OPTIONS_AROUND, 1000 + FORK_OPTIONS_AROUND + 1).map((c) => c.id),
    );
    expect(around.options[around.index - around.offset].nodeId).toBe(children[1000].id);

    const plan = await describePurge(hub.id);
    expect(plan).toMatchObject({ nodes: CHILDREN + 1, items: 2 * (CHILDREN + 1) });
    await purgeNode(hub.id);
    expect(await getDb().node.count({ where: { conversationId: seeded.conversationId } })).toBe(1);
    expect(await getDb().item.count({ where: { node: { conversationId: seeded.conversationId } } })).toBe(2);
  }, 300_000);

  it("a thread as deep purges whole (no delete cascades down the chain)", async () => {
    const project = await createProject({ name: "Deep" });
    const seeded = await seedTree({ projectId: project.id, nodes: 2_002, branching: 0 });
    const first = await getDb().node.findFirstOrThrow({ where: { parentId: seeded.rootNodeId } });
    expect((await describePurge(first.id)).nodes).toBe(2_001);
    await purgeNode(first.id);
    expect(await getDb().node.count({ where: { conversationId: seeded.conversationId } })).toBe(1);
  }, 300_000);

  // A cascade down a chain deeper than 1,000 was refused on SQLite ("too many levels of trigger
  // recursion"): a thread of 1,000 turns could not be deleted, nor its project.
  it("a conversation as deep, and a project holding one, delete whole", async () => {
    const project = await createProject({ name: "Deep project" });
    const first = await seedTree({ projectId: project.id, nodes: 2_002, branching: 0 });
    const second = await seedTree({ projectId: project.id, nodes: 2_002, branching: 0 });
    await deleteConversation(first.conversationId);
    expect(await getDb().node.count({ where: { conversationId: first.conversationId } })).toBe(0);
    expect(await getDb().node.count({ where: { conversationId: second.conversationId } })).toBe(2_002);
    await deleteProject(project.id);
    expect(await getDb().node.count({ where: { conversationId: second.conversationId } })).toBe(0);
    expect(await getDb().item.count({ where: { node: { conversationId: second.conversationId } } })).toBe(0);
  }, 300_000);
});
