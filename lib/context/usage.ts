import "server-only";
import { conversationExists } from "@/lib/db/queries/access";
import { getProject } from "@/lib/db/queries/projects";
import { sumUsageByPurposeAndOutcome } from "@/lib/db/queries/usage-summary";
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
  if ("projectId" in scope)
    await getProject(scope.projectId); // not_found:project
  else if (!(await conversationExists(scope.conversationId))) {
    throw new AppError("not_found:conversation", "That conversation does not exist (it may have been deleted).");
  }
  const groups = await sumUsageByPurposeAndOutcome(scope);
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
