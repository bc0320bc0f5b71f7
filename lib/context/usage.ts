import "server-only";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { USAGE_PURPOSES, type UsagePurpose } from "@/lib/db/queries/usage";
import type { UsageFigures, UsageSummary } from "./types";

/**
 * Model usage of a project or a conversation per purpose (chat, summarise, navigate, merge,
 * compress): calls, tokens in and out, cached tokens where the provider reports them, mean latency.
 * Every purpose is listed, with zeros when unused.
 *
 * @throws AppError not_found:project | not_found:conversation
 *
 * @example const { purposes, total } = await getUsageSummary({ conversationId });
 */
export async function getUsageSummary(
  scope: { projectId: string } | { conversationId: string },
): Promise<UsageSummary> {
  const db = getDb();
  if ("projectId" in scope) {
    if (!(await db.project.findUnique({ where: { id: scope.projectId }, select: { id: true } }))) {
      throw new AppError("not_found:project", "That project does not exist (it may have been deleted).");
    }
  } else if (!(await db.conversation.findUnique({ where: { id: scope.conversationId }, select: { id: true } }))) {
    throw new AppError("not_found:conversation", "That conversation does not exist (it may have been deleted).");
  }
  const where = "projectId" in scope ? { projectId: scope.projectId } : { conversationId: scope.conversationId };
  const groups = await db.usage.groupBy({
    by: ["purpose", "outcome"],
    where,
    _count: { _all: true },
    _sum: { inputTokens: true, outputTokens: true, cachedTokens: true, latencyMs: true },
  });
  const sums = new Map<string, UsageFigures & { latency: number }>();
  const add = (key: string, g: (typeof groups)[number]) => {
    const s = sums.get(key) ?? { ...zero(), latency: 0 };
    s.calls += g._count._all;
    s.inputTokens += g._sum.inputTokens ?? 0;
    s.outputTokens += g._sum.outputTokens ?? 0;
    s.cachedTokens += g._sum.cachedTokens ?? 0;
    s.latency += g._sum.latencyMs ?? 0;
    if (g.outcome === "error") s.errors += g._count._all;
    sums.set(key, s);
  };
  for (const g of groups) {
    add(g.purpose, g);
    add("*", g);
  }
  const figures = (key: string): UsageFigures => {
    const { latency, ...s } = sums.get(key) ?? { ...zero(), latency: 0 };
    return { ...s, avgLatencyMs: s.calls === 0 ? 0 : Math.round(latency / s.calls) };
  };
  return {
    scope,
    purposes: USAGE_PURPOSES.map((purpose: UsagePurpose) => ({ purpose, ...figures(purpose) })),
    total: figures("*"),
  };
}

function zero(): UsageFigures {
  return { calls: 0, inputTokens: 0, outputTokens: 0, cachedTokens: 0, avgLatencyMs: 0, errors: 0 };
}
