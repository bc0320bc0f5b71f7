import "server-only";
import { getDb } from "@/lib/db/client";
import { UsagePurpose, type UsageOutcome } from "@/lib/db/generated/enums";

export type { UsageOutcome };
/** Why a model was called: the schema's `UsagePurpose` enum is the one list (prisma/schema.prisma). */
export type { UsagePurpose };

/** Every usage purpose, in the schema's order (the usage table lists them all, zeros included). */
export const USAGE_PURPOSES: readonly UsagePurpose[] = Object.values(UsagePurpose);

export interface UsageRecord {
  projectId: string;
  conversationId?: string | null;
  nodeId?: string | null;
  purpose: UsagePurpose;
  model: string;
  inputTokens: number;
  outputTokens: number;
  cachedTokens?: number;
  latencyMs: number;
  outcome: UsageOutcome;
}

/** One row per model call: what it cost and how long it took. */
export async function recordUsage(record: UsageRecord): Promise<void> {
  await getDb().usage.create({ data: { ...record, cachedTokens: record.cachedTokens ?? 0 } });
}

/** Many usage rows at once (an import's engine calls, counted in a worker thread). */
export async function recordUsageMany(records: UsageRecord[]): Promise<void> {
  for (let i = 0; i < records.length; i += 500)
    await getDb().usage.createMany({
      data: records.slice(i, i + 500).map((r) => ({ ...r, cachedTokens: r.cachedTokens ?? 0 })),
    });
}

export async function listUsage(filter: { projectId?: string; conversationId?: string; nodeId?: string }) {
  return getDb().usage.findMany({ where: filter, orderBy: { createdAt: "asc" } });
}
