import "server-only";
import { getDb } from "@/lib/db/client";

/**
 * A project's or a conversation's Usage rows grouped by purpose and outcome: per group, the number
 * of calls and the sums of input, output and cached tokens and of latency (null sums: no values).
 */
export async function sumUsageByPurposeAndOutcome(scope: { projectId: string } | { conversationId: string }) {
  const where = "projectId" in scope ? { projectId: scope.projectId } : { conversationId: scope.conversationId };
  return getDb().usage.groupBy({
    by: ["purpose", "outcome"],
    where,
    _count: { _all: true },
    _sum: { inputTokens: true, outputTokens: true, cachedTokens: true, latencyMs: true },
  });
}
