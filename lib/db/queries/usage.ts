import "server-only";
import { getDb } from "@/lib/db/client";

export interface UsageRecord {
  projectId: string;
  conversationId?: string | null;
  nodeId?: string | null;
  purpose: "chat" | "summarise" | "navigate" | "merge" | "compress";
  model: string;
  inputTokens: number;
  outputTokens: number;
  cachedTokens?: number;
  latencyMs: number;
  outcome: "ok" | "error" | "aborted";
}

/** One row per model call: what it cost and how long it took. */
export async function recordUsage(record: UsageRecord): Promise<void> {
  await getDb().usage.create({ data: { ...record, cachedTokens: record.cachedTokens ?? 0 } });
}

export async function listUsage(filter: { projectId?: string; conversationId?: string; nodeId?: string }) {
  return getDb().usage.findMany({ where: filter, orderBy: { createdAt: "asc" } });
}
