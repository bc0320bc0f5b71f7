import "server-only";
import { getDb, type Tx } from "@/lib/db/client";

/** What a fan-out branch answers with instead of the project's settings (null: the project's). */
export interface NodeTarget {
  fanoutId: string | null;
  model: string | null;
  systemPrompt: string | null;
}

/** Marks a node as one target of a fan-out: its id, model and system prompt. */
export async function setNodeTarget(tx: Tx, nodeId: string, target: NodeTarget): Promise<void> {
  await tx.node.update({ where: { id: nodeId }, data: target });
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
