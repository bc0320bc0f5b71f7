import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { findNodesByText } from "./conversations";
import { getConversationTree } from "@/lib/views/tree-view";
import { setNodeLabel } from "./nodes";
import { createProject } from "./projects";
import { seedShape, seedTree } from "./seed-tree";

useTestDatabase();

describe("seedShape", () => {
  it("is deterministic, rooted once, parents before children; branching 0 is one thread", () => {
    const shape = seedShape(500, 0.4, 7);
    expect(seedShape(500, 0.4, 7)).toEqual(shape);
    expect(shape.filter((p) => p === -1)).toHaveLength(1);
    shape.forEach((p, i) => expect(p).toBeLessThan(i));
    expect(seedShape(50, 0)).toEqual(Array.from({ length: 50 }, (_, i) => i - 1));
  });
});

describe("seedTree", () => {
  it("builds a conversation the app reads like any other: nodes, exchanges, capabilities, find and labels", async () => {
    const project = await createProject({ name: "Seed" });
    const seeded = await seedTree({ projectId: project.id, nodes: 300 });
    expect(seeded.nodes).toBe(300);
    const tree = await getConversationTree(seeded.conversationId);
    expect(tree.nodes).toHaveLength(300);
    expect(tree.nodes.filter((n) => n.parentId === null)).toHaveLength(1);
    expect(tree.nodes.every((n) => n.itemCount === 2 && n.tokenCount! > 0)).toBe(true);
    expect(tree.nodes.find((n) => n.parentId)!.caps).toMatchObject({ merge: true, purge: true });

    const found = await findNodesByText(seeded.conversationId, "topic 123?");
    expect(found.map((f) => f.title)).toEqual(["Topic 123"]);

    const node = tree.nodes[5];
    await setNodeLabel(node.id, { label: "  Decision ", color: "blue" });
    const after = (await getConversationTree(seeded.conversationId)).nodes.find((n) => n.id === node.id)!;
    expect(after).toMatchObject({ label: "Decision", color: "blue" });
  });
});
