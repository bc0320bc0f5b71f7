import "server-only";
import { streamText, type ModelMessage, type StreamTextResult, type ToolSet } from "ai";
import { CONTINUE_INSTRUCTION } from "@/lib/ai/continue";
import { engineLabel, getLanguageModel } from "@/lib/ai/providers";
import { toJson } from "@/lib/db/json";
import { getDb } from "@/lib/db/client";
import { getNode } from "@/lib/db/queries/nodes";
import { getProject } from "@/lib/db/queries/projects";
import { recordUsage } from "@/lib/db/queries/usage";
import { assertWritable } from "@/lib/tree/lifecycle";
import { countTokens } from "@/lib/text/count-tokens";
import { assembleContext } from "@/lib/context/assemble";
import type { ContextReport } from "./assemble";
import { createAnswerWriter } from "./answer-writer";
import { MAX_MESSAGE_CHARS } from "@/lib/shared/limits";
import { nameAfterOpeningPrompt, refineTitleWithModel } from "./titles";
import { beginTurn, type TurnRequest } from "./turn-begin";
import { createStallWatch, stoppedRespondingMessage, turnTimeouts, type TurnTimeouts } from "./turn-timeouts";
import { safeProviderMessage } from "@/lib/auth/redact";
export { MAX_MESSAGE_CHARS };

type TurnCommon = {
  nodeId: string;
  abortSignal?: AbortSignal;
  /** The caller's browser session (volatile asides only take messages from their own session). */
  sessionId?: string | null;
  /** Overrides CANOPY_FIRST_TOKEN_TIMEOUT_MS / CANOPY_IDLE_TIMEOUT_MS (tests). */
  timeouts?: Partial<TurnTimeouts>;
};
/** A new message, a retry of the last failed or stopped answer, or a continuation of its text. */
export type TurnInput = TurnCommon & TurnRequest;

export interface TurnOutcome {
  assistantItemId: string;
  status: "complete" | "error" | "aborted";
  text: string;
  error: string | null;
  report: ContextReport;
}

export interface Turn {
  userItemId: string;
  assistantItemId: string;
  model: string;
  /** For a continuation: the text the answer already had (the stream carries only what follows). */
  prefix: string;
  result: StreamTextResult<ToolSet, never>;
  /** Settles once the answer (complete, partial or failed) and its usage row are saved. */
  done: Promise<TurnOutcome>;
}

type Usage = { input?: number; output?: number; cached?: number };

/**
 * One chat turn in a node, shared by the chat route and the command line: saves the user's message
 * and the answer's row together (refused on a node that is closed, merged or gone), assembles the
 * node's context from the database, and streams the answer into its row as it grows (text and
 * heartbeat at least every second; lib/chat/answer-writer.ts). When the stream ends the row is
 * complete, aborted (the partial text kept and marked) or failed (the error stored so the UI can
 * offer Retry and Continue). Our own timeouts end a silent provider ("The model stopped responding").
 *
 * The returned stream must be consumed (by a UI response or `result.consumeStream()`).
 *
 * @throws AppError not_found:node, conflict:node_closed, invalid:message, invalid:model, conflict:nothing_to_retry, conflict:nothing_to_continue
 */
export async function startTurn(input: TurnInput): Promise<Turn> {
  const node = await getNode(input.nodeId);
  assertWritable(node, input.sessionId ?? null);
  const project = await getProject(node.projectId);
  const model = getLanguageModel(project.model);

  const begun = await beginTurn(node.id, input, { sessionId: input.sessionId ?? null, model: project.model });
  const { userItemId, assistantItemId, message, prefix } = begun;
  const started = Date.now();
  let heuristicTitle: string | null = null;
  let prompt: Awaited<ReturnType<typeof assembleContext>>;
  try {
    // An unnamed node (root, branch or aside) is named after its opening prompt; a real model may refine it.
    if (!("continue" in input)) heuristicTitle = await nameAfterOpeningPrompt(node, message);
    // Folds the window into the node's memory when it overflows, and recalls from it (lib/context).
    prompt = await assembleContext({ nodeId: node.id, message, beforeItemId: userItemId, loaded: { node, project } });
  } catch (error) {
    // The answer's row exists already: never leave it "streaming" behind a failure before the stream.
    await getDb().item.updateMany({
      where: { id: assistantItemId, status: "streaming" },
      data: { status: "error", error: safeProviderMessage(error, { providerName: engineLabel(project.model) }) },
    });
    throw error;
  }
  const messages: ModelMessage[] = prefix
    ? [...prompt.messages, { role: "assistant", content: prefix }, { role: "user", content: CONTINUE_INSTRUCTION }]
    : prompt.messages;

  const controller = new AbortController();
  const abortFromCaller = () => controller.abort(input.abortSignal?.reason);
  if (input.abortSignal?.aborted) abortFromCaller();
  input.abortSignal?.addEventListener("abort", abortFromCaller, { once: true });
  const limits = { ...turnTimeouts(), ...input.timeouts };
  let stalled: "first" | "idle" | null = null;
  const watch = createStallWatch(limits, (kind) => {
    stalled = kind;
    controller.abort(new DOMException("The model stopped responding.", "AbortError"));
  });
  // The row stopped being "streaming" under us: Stop from any instance (or a purge of a stale row).
  let stoppedElsewhere = false;
  const writer = createAnswerWriter(assistantItemId, {
    prefix,
    onGone: () => {
      stoppedElsewhere = true;
      controller.abort(new DOMException("The answer was stopped.", "AbortError"));
    },
  });

  let settle!: (outcome: TurnOutcome) => void;
  const done = new Promise<TurnOutcome>((resolve) => (settle = resolve));

  // The SDK can report more than one ending: a stream that emits an error part still reaches its
  // finish step (onError, then onFinish). The first ending is the true one; later ones are ignored.
  let ended = false;
  const finish = async (status: TurnOutcome["status"], error: string | null, usage?: Usage) => {
    if (ended) return;
    ended = true;
    watch.stop();
    input.abortSignal?.removeEventListener("abort", abortFromCaller);
    if (stalled && status !== "complete") {
      status = "error";
      error = stoppedRespondingMessage(stalled, limits);
    }
    try {
      await writer.close();
      await persist(status, error, usage);
    } catch (persistError) {
      // The answer could not be saved; its heartbeat goes stale and the sweep marks it interrupted.
      console.error("[chat] could not save the answer", persistError);
    } finally {
      settle({ assistantItemId, status, text: writer.text, error, report: prompt.report });
    }
  };

  const persist = async (status: TurnOutcome["status"], error: string | null, usage?: Usage) => {
    const text = writer.text;
    // Only a row still streaming: one swept as interrupted, or deleted, stays as it is; one stopped
    // elsewhere gets the text this turn had when it noticed the stop (Stop waits for this write, so
    // the stopped answer is what its reader saw) and its report.
    await getDb().item.updateMany({
      where: { id: assistantItemId, status: "streaming" },
      data: {
        content: text,
        status,
        error,
        tokenCount: countTokens(text),
        contextReport: toJson(prompt.report),
        heartbeatAt: null,
      },
    });
    if (stoppedElsewhere) {
      await getDb().item.updateMany({
        where: { id: assistantItemId, status: "aborted" },
        data: { content: text, tokenCount: countTokens(text), contextReport: toJson(prompt.report), heartbeatAt: null },
      });
    }
    await recordUsage({
      projectId: node.projectId,
      conversationId: node.conversationId,
      nodeId: node.id,
      purpose: "chat",
      model: project.model,
      inputTokens: usage?.input ?? prompt.report.totalTokens,
      outputTokens: usage?.output ?? countTokens(text.slice(prefix.length)),
      cachedTokens: usage?.cached ?? 0,
      latencyMs: Date.now() - started,
      outcome: status === "complete" ? "ok" : status,
    });
    await getDb().node.update({ where: { id: node.id }, data: { updatedAt: new Date() } });
    if (heuristicTitle && status === "complete")
      await refineTitleWithModel(node, heuristicTitle, message, project.model);
    await getDb().conversation.update({ where: { id: node.conversationId }, data: { updatedAt: new Date() } });
  };

  const result = streamText({
    model,
    system: prompt.system,
    messages,
    abortSignal: controller.signal,
    maxRetries: 1,
    onChunk: ({ chunk }) => {
      watch.chunk();
      if (chunk.type === "text-delta") writer.append(chunk.text);
    },
    onFinish: async ({ totalUsage }) => {
      await finish("complete", null, {
        input: totalUsage.inputTokens,
        output: totalUsage.outputTokens,
        cached: totalUsage.inputTokenDetails?.cacheReadTokens,
      });
    },
    onAbort: async () => {
      await finish("aborted", null);
    },
    onError: async ({ error }) => {
      await finish(
        "error",
        stalled ? null : describeProviderError(error, { providerName: engineLabel(project.model) }),
      );
    },
  });

  return { userItemId, assistantItemId, model: project.model, prefix, result, done };
}

/** A provider failure in words a user can act on, without leaking keys or stack traces. */
export function describeProviderError(error: unknown, opts: { admin?: boolean; providerName?: string } = {}): string {
  // Stored and shown to every member: secrets redacted by value, no internal addresses (lib/auth/redact.ts).
  return safeProviderMessage(error, opts);
}
