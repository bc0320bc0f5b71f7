import "server-only";
import { diffAnswers, type FactDiff } from "@/lib/extract/claims";
import { listFanoutNodes } from "@/lib/db/queries/fanouts";
import { AppError } from "@/lib/errors";

/** One answer of a fan-out as the compare view shows it. */
export interface FanoutAnswerView {
  nodeId: string;
  title: string;
  model: string;
  systemPrompt: string | null;
  /** The branch's status: open, or merged once reconciled. */
  nodeStatus: string;
  assistantItemId: string | null;
  text: string;
  status: string;
  error: string | null;
  tokens: { input: number; output: number };
  latencyMs: number | null;
  /** In dollars; 0 for the offline engine, null when the deployment knows no price for the model. */
  cost: number | null;
}

export interface FanoutComparison extends FactDiff {
  fanoutId: string;
  conversationId: string;
  parentId: string | null;
  question: string;
  answers: FanoutAnswerView[];
}

/** The node ids of a fan-out and its conversation (for the guard). @throws AppError not_found:fanout */
export async function findFanout(fanoutId: string): Promise<{ conversationId: string; nodeIds: string[] }> {
  const nodes = await listFanoutNodes(fanoutId);
  if (nodes.length === 0)
    throw new AppError("not_found:fanout", "That fan-out does not exist (it may have been purged).");
  return { conversationId: nodes[0].conversationId, nodeIds: nodes.map((n) => n.id) };
}

/**
 * A fan-out side by side: each branch's answer (its first answer after the shared question) with its
 * model, tokens, latency and cost, and the fact diff of the answers (lib/extract/claims `diffAnswers`:
 * the claims all answers share, and each difference with every answer's value).
 *
 * @throws AppError not_found:fanout
 */
export async function compareFanout(fanoutId: string): Promise<FanoutComparison> {
  const nodes = await listFanoutNodes(fanoutId);
  if (nodes.length === 0)
    throw new AppError("not_found:fanout", "That fan-out does not exist (it may have been purged).");
  const answers: FanoutAnswerView[] = nodes.map((n) => {
    const answer = n.items.find((i) => i.role === "assistant");
    const usage = n.usages.find((u) => u.purpose === "chat");
    const model = n.model ?? answer?.model ?? "offline";
    return {
      nodeId: n.id,
      title: n.title,
      model,
      systemPrompt: n.systemPrompt,
      nodeStatus: n.status,
      assistantItemId: answer?.id ?? null,
      text: answer?.content ?? "",
      status: answer?.status ?? "missing",
      error: answer?.error ?? null,
      tokens: { input: usage?.inputTokens ?? 0, output: usage?.outputTokens ?? 0 },
      latencyMs: usage?.latencyMs ?? null,
      cost: model === "offline" ? 0 : null,
    };
  });
  const question = nodes[0].items.find((i) => i.role === "user")?.content ?? "";
  const diff = diffAnswers(
    answers.filter((a) => a.status === "complete").map((a) => ({ nodeId: a.nodeId, text: a.text })),
  );
  return { fanoutId, conversationId: nodes[0].conversationId, parentId: nodes[0].parentId, question, answers, ...diff };
}
