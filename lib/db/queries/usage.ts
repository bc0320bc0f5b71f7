import "server-only";
import { getDb, getDbKind, transaction } from "@/lib/db/client";
import { insertRows, timeCell, type Column } from "@/lib/db/bulk-insert";
import { newRowId } from "@/lib/db/ids";
import { UsagePurpose, type UsageOutcome } from "@/lib/db/generated/enums";
import { logEvent } from "@/lib/observability/logger";
import { countModelUsage } from "@/lib/observability/metrics";

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
  observeModelCall(record);
}

/** Every model call's usage row also counts in the metrics and writes one log line (no text). */
function observeModelCall(record: UsageRecord): void {
  countModelUsage(record);
  logEvent("info", "model.call", {
    model: record.model,
    purpose: record.purpose,
    outcome: record.outcome,
    ms: record.latencyMs,
    inputTokens: record.inputTokens,
    outputTokens: record.outputTokens,
  });
}

const USAGE_COLUMNS: Column[] = [
  "id",
  "projectId",
  "conversationId",
  "nodeId",
  "purpose",
  "model",
  "inputTokens",
  "outputTokens",
  "cachedTokens",
  "latencyMs",
  "outcome",
  "createdAt",
].map((name) => ({ name }));

/** Many usage rows at once (an import's engine calls, counted in a worker thread). */
export async function recordUsageMany(records: UsageRecord[]): Promise<void> {
  if (records.length === 0) return;
  for (const record of records) countModelUsage(record);
  // SQLite: one transaction of prepared statements (Prisma's createMany took ~0.3 ms a row, 0.37 s
  // for a 5 MB import's 1,365 calls), the same values Prisma writes: a cuid-shaped id, the time as
  // its adapter stores a DateTime.
  if (getDbKind() === "sqlite") {
    const createdAt = timeCell(new Date());
    const rows = records.map((r) => [
      newRowId(),
      r.projectId,
      r.conversationId ?? null,
      r.nodeId ?? null,
      r.purpose,
      r.model,
      r.inputTokens,
      r.outputTokens,
      r.cachedTokens ?? 0,
      r.latencyMs,
      r.outcome,
      createdAt,
    ]);
    await transaction((tx) => insertRows(tx, "Usage", USAGE_COLUMNS, rows));
    return;
  }
  for (let i = 0; i < records.length; i += 500)
    await getDb().usage.createMany({
      data: records.slice(i, i + 500).map((r) => ({ ...r, cachedTokens: r.cachedTokens ?? 0 })),
    });
}

export async function listUsage(filter: { projectId?: string; conversationId?: string; nodeId?: string }) {
  return getDb().usage.findMany({ where: filter, orderBy: { createdAt: "asc" } });
}
