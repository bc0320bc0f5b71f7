import "server-only";
import { countTokens } from "@/lib/text/count-tokens";
import { transaction } from "@/lib/db/client";
import { newRowId } from "@/lib/db/ids";
import type { Prisma } from "@/lib/db/generated/client";
import { insertItemRows, insertNodeRows } from "./tree-rows";
import { createConversation } from "./conversations";

export interface SeedTreeInput {
  projectId: string;
  /** Nodes in the conversation, the root included (>= 1). */
  nodes: number;
  /**
   * The share of new nodes (0..1) that branch off a random earlier node instead of continuing the
   * latest thread. 0 gives one long thread; the default 0.4 looks like real use (mostly threads).
   */
  branching?: number;
  title?: string;
  /** Seed of the shape, so that a benchmark builds the same tree every run. */
  seed?: number;
  /**
   * "fan": one wide fan-out instead: the root, one node under it, and every other node a child of
   * that one (an import with many regenerations). Ignores `branching`.
   */
  shape?: "mixed" | "fan";
}

/**
 * The parent index of every node of a seeded tree (index 0 is the root, -1): pure and
 * deterministic for a seed. Exported for tests.
 */
export function seedShape(count: number, branching = 0.4, seed = 42): number[] {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return Array.from({ length: count }, (_, i) =>
    i === 0 ? -1 : random() < branching ? Math.floor(random() * i) : i - 1,
  );
}

/**
 * Builds a conversation of `nodes` nodes, each with a short user/assistant exchange, for benchmarks
 * and demos. The conversation and its root come from `createConversation` (as in the app); the
 * rest is inserted in bulk inside one transaction (./tree-rows.ts: Prisma's createMany took
 * 43 s for 33,000 nodes on PostgreSQL, nearly all of it CPU in its query compiler).
 *
 * @example
 * const { conversationId } = await seedTree({ projectId, nodes: 1000 });
 */
export async function seedTree(
  input: SeedTreeInput,
): Promise<{ conversationId: string; rootNodeId: string; nodes: number }> {
  const count = Math.max(1, Math.floor(input.nodes));
  const title = input.title ?? `Seeded tree (${count} nodes)`;
  const { conversationId, rootNodeId } = await createConversation({ projectId: input.projectId, title });
  const shape =
    input.shape === "fan"
      ? Array.from({ length: count }, (_, i) => Math.min(i - 1, 1))
      : seedShape(count, input.branching ?? 0.4, input.seed ?? 42);
  const ids = shape.map((_, i) => (i === 0 ? rootNodeId : newRowId()));
  const start = Date.now();
  const nodes: Prisma.NodeCreateManyInput[] = [];
  const items: Prisma.ItemCreateManyInput[] = [];
  for (let i = 0; i < count; i++) {
    const createdAt = new Date(start + i);
    if (i > 0) {
      nodes.push({
        id: ids[i],
        conversationId,
        parentId: ids[shape[i]],
        kind: "branch",
        title: `Topic ${i}`,
        inheritPolicy: "none",
        createdAt,
        updatedAt: createdAt,
      });
    }
    const question = `Question ${i}: what about topic ${i}?`;
    const answer = `Answer ${i}: a short note on topic ${i}, enough to read in the graph.`;
    items.push(
      { nodeId: ids[i], position: 1, role: "user", content: question, tokenCount: countTokens(question), createdAt },
      {
        nodeId: ids[i],
        position: 2,
        role: "assistant",
        content: answer,
        tokenCount: countTokens(answer),
        model: "offline",
        createdAt,
      },
    );
  }
  await transaction(
    async (tx) => {
      await insertNodeRows(tx, nodes);
      await insertItemRows(tx, items);
    },
    // A guard against a hang, not a clock: 33,000 children (lib/chat/wide-fan-out.test.ts) took over
    // 120 s to write on PostgreSQL with the 2-core machine loaded three times over.
    { timeout: 600_000 },
  );
  return { conversationId, rootNodeId, nodes: count };
}
