import "server-only";
import { getDb, type Tx } from "@/lib/db/client";

/**
 * What a fan-out branch answers with instead of the project's settings (null: the project's), stored
 * on its node row as the branch is created (lib/tree-ops/create-branch.ts `createBranchesIn`).
 */
export interface NodeTarget {
  fanoutId: string | null;
  model: string | null;
  systemPrompt: string | null;
}

/** A node's own model and system prompt (fan-out targets); null fields mean the project's. */
export async function getNodeTarget(nodeId: string, tx: Tx = getDb()): Promise<NodeTarget | null> {
  return tx.node.findUnique({ where: { id: nodeId }, select: { fanoutId: true, model: true, systemPrompt: true } });
}

/** The branches of a fan-out, oldest first, with their conversation (for the guard) and answer rows. */
export async function listFanoutNodes(fanoutId: string, tx: Tx = getDb()) {
  return tx.node.findMany({
    where: { fanoutId },
    orderBy: { createdAt: "asc" },
    select: {
      id: true,
      title: true,
      status: true,
      model: true,
      systemPrompt: true,
      conversationId: true,
      parentId: true,
      items: {
        where: { origin: "local" },
        orderBy: { position: "asc" },
        select: { id: true, role: true, content: true, status: true, model: true, error: true },
      },
      usages: {
        orderBy: { createdAt: "asc" },
        select: { inputTokens: true, outputTokens: true, latencyMs: true, model: true, purpose: true, outcome: true },
      },
    },
  });
}
