import "server-only";
import { engineLabel } from "@/lib/ai/providers";
import { AppError } from "@/lib/errors";
import type { ContextReport } from "./assemble";
import { describeProviderError, type Turn } from "./turn";
import { listAnswerToolItems } from "@/lib/db/queries/tool-calls";
import { summarizeToolCall, type ToolCallSummary } from "@/lib/shared/tool-calls";

/**
 * A turn as the chat route streams it: the AI SDK's UI message stream (server-sent events), its
 * start carrying the saved items' ids, the model and its display name. The stream is not tied to
 * the request: a closed connection does not stop the answer (it is written to its row as it
 * streams); stopping is stopAnswer. Shared by /api/chat and /api/v1's say.
 */
export function turnStreamResponse(turn: Turn, viewer: { role: "admin" | "user" }): Response {
  void turn.result.consumeStream();
  return turn.result.toUIMessageStreamResponse({
    messageMetadata: ({ part }) =>
      part.type === "start"
        ? {
            assistantItemId: turn.assistantItemId,
            userItemId: turn.userItemId,
            model: turn.model,
            engineLabel: engineLabel(turn.model),
            ...(turn.prefix ? { continuedFrom: turn.prefix } : {}),
          }
        : undefined,
    onError: (error) => describeProviderError(error, { admin: viewer.role === "admin" }),
  });
}

/** A finished turn: what the command line's `say` prints and /api/v1's say answers without streaming. */
export interface TurnAnswer {
  userItemId: string;
  assistantItemId: string;
  reply: string;
  engine: string;
  engineLabel: string;
  report: ContextReport;
  continuedFrom?: string;
  /** The answer's tool calls (lib/chat/tool-loop.ts), in order; empty without tools. */
  toolCalls: ToolCallSummary[];
}

/**
 * Consumes a turn's stream and waits until its answer is saved. A failed or stopped answer is an
 * error (provider:failed); the user's message stays saved, as in the UI.
 *
 * @throws AppError provider:failed
 */
export async function awaitTurnAnswer(turn: Turn): Promise<TurnAnswer> {
  await turn.result.consumeStream();
  const outcome = await turn.done;
  // A caller that waits for the answer waits for its usage row and title too (the command line then exits).
  await turn.followUps;
  if (outcome.status !== "complete") {
    throw new AppError("provider:failed", outcome.error ?? `The answer was ${outcome.status} before it finished.`);
  }
  return {
    userItemId: turn.userItemId,
    assistantItemId: turn.assistantItemId,
    reply: outcome.text,
    engine: turn.model,
    engineLabel: engineLabel(turn.model),
    report: outcome.report,
    ...(turn.prefix ? { continuedFrom: turn.prefix } : {}),
    toolCalls: (await listAnswerToolItems(turn.assistantItemId)).map((i) => summarizeToolCall(i.id, i.tool)),
  };
}
