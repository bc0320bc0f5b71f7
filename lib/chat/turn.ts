import "server-only";
import { streamText, type StreamTextResult, type ToolSet } from "ai";
import { engineLabel, getLanguageModel } from "../ai/providers";
import { getDb } from "../db/client";
import { appendItem, updateItem } from "../db/queries/items";
import { getNode, getNodeWindow } from "../db/queries/nodes";
import { getProject } from "../db/queries/projects";
import { recordUsage } from "../db/queries/usage";
import { AppError } from "../errors";
import { assertWritable } from "../tree/lifecycle";
import { countTokens } from "../tree/tokens";
import { markTurnActive, markTurnDone, recoverInterruptedAnswers } from "./active-turns";
import { assembleContext } from "../context/assemble";
import type { ContextReport } from "./assemble";

import { MAX_MESSAGE_CHARS } from "./limits";
import { nameAfterOpeningPrompt, refineTitleWithModel } from "./titles";
import { safeProviderMessage } from "../auth/redact";
export { MAX_MESSAGE_CHARS };

type TurnCommon = {
  nodeId: string;
  abortSignal?: AbortSignal;
  /** The caller's browser session (volatile asides only take messages from their own session). */
  sessionId?: string | null;
};
export type TurnInput = (TurnCommon & { text: string }) | (TurnCommon & { retry: true });

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
  result: StreamTextResult<ToolSet, never>;
  /** Settles once the answer (complete, partial or failed) and its usage row are saved. */
  done: Promise<TurnOutcome>;
}

/**
 * One chat turn in a node, shared by the chat route and the command line: saves the user's message,
 * assembles the node's context from the database, streams the answer, and saves it when the stream
 * ends: complete, aborted (the partial text is kept and marked) or failed (the user's message stays,
 * the error is stored on the answer so the UI can offer a retry).
 *
 * The returned stream must be consumed (by a UI response or `result.consumeStream()`).
 *
 * @throws AppError not_found:node, conflict:node_closed, invalid:message, invalid:model, conflict:nothing_to_retry
 */
export async function startTurn(input: TurnInput): Promise<Turn> {
  const node = await getNode(input.nodeId);
  assertWritable(node, input.sessionId ?? null);
  const project = await getProject(node.projectId);
  const model = getLanguageModel(project.model);
  await recoverInterruptedAnswers(node.id);

  const { userItemId, message } = "retry" in input ? await findRetryTarget(node.id) : await saveUserMessage(node.id, input.text);
  // An unnamed node (root, branch or aside) is named after its opening prompt; a real model may refine it.
  const heuristicTitle = await nameAfterOpeningPrompt(node, message);

  // Folds the window into the node's memory when it overflows, and recalls from it (lib/context).
  const prompt = await assembleContext({ nodeId: node.id, message, beforeItemId: userItemId, loaded: { node, project } });

  const assistant = await appendItem(node.id, { role: "assistant", content: "", status: "streaming", tokenCount: 0, model: project.model });
  markTurnActive(assistant.id);
  const started = Date.now();
  let text = "";
  let settle!: (outcome: TurnOutcome) => void;
  const done = new Promise<TurnOutcome>((resolve) => (settle = resolve));

  // The SDK can report more than one ending: a stream that emits an error part still reaches its
  // finish step (onError, then onFinish). The first ending is the true one; later ones are ignored.
  let ended = false;
  const finish = async (status: TurnOutcome["status"], error: string | null, usage?: { input?: number; output?: number; cached?: number }) => {
    if (ended) return;
    ended = true;
    try {
      await persist(status, error, usage);
    } catch (persistError) {
      // The answer could not be saved; the row stays "streaming" and is recovered as interrupted.
      console.error("[chat] could not save the answer", persistError);
    } finally {
      markTurnDone(assistant.id);
      settle({ assistantItemId: assistant.id, status, text, error, report: prompt.report });
    }
  };

  const persist = async (status: TurnOutcome["status"], error: string | null, usage?: { input?: number; output?: number; cached?: number }) => {
    await updateItem(assistant.id, { content: text, status, error, tokenCount: countTokens(text), contextReport: prompt.report });
    await recordUsage({
      projectId: node.projectId,
      conversationId: node.conversationId,
      nodeId: node.id,
      purpose: "chat",
      model: project.model,
      inputTokens: usage?.input ?? prompt.report.totalTokens,
      outputTokens: usage?.output ?? countTokens(text),
      cachedTokens: usage?.cached ?? 0,
      latencyMs: Date.now() - started,
      outcome: status === "complete" ? "ok" : status,
    });
    await getDb().node.update({ where: { id: node.id }, data: { updatedAt: new Date() } });
    if (heuristicTitle && status === "complete") await refineTitleWithModel(node, heuristicTitle, message, project.model);
    await getDb().conversation.update({ where: { id: node.conversationId }, data: { updatedAt: new Date() } });
  };

  const result = streamText({
    model,
    system: prompt.system,
    messages: prompt.messages,
    abortSignal: input.abortSignal,
    maxRetries: 1,
    onChunk: ({ chunk }) => {
      if (chunk.type === "text-delta") text += chunk.text;
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
      await finish("error", describeProviderError(error, { providerName: engineLabel(project.model) }));
    },
  });

  return { userItemId, assistantItemId: assistant.id, model: project.model, result, done };
}

async function saveUserMessage(nodeId: string, raw: string) {
  const text = raw.trim();
  if (text === "") throw new AppError("invalid:message", "Type a message before sending.");
  if (text.length > MAX_MESSAGE_CHARS) {
    throw new AppError("invalid:message", `That message is ${text.length.toLocaleString("en")} characters; the limit is ${MAX_MESSAGE_CHARS.toLocaleString("en")}.`);
  }
  const item = await appendItem(nodeId, { role: "user", content: text, tokenCount: countTokens(text) });
  return { userItemId: item.id, message: text };
}

/** The last user message of a node whose answer failed or was stopped: what "Retry" answers again. */
async function findRetryTarget(nodeId: string) {
  const local = await getDb().item.findMany({ where: { nodeId, origin: "local" }, orderBy: { position: "desc" }, take: 20 });
  const lastUser = local.find((i) => i.role === "user");
  if (!lastUser && local.length === 0) {
    // A regenerated answer's branch inherits the question by reference and has no local item yet.
    const last = (await getNodeWindow(nodeId)).at(-1);
    if (last?.role === "user" && last.origin === "inherited") return { userItemId: last.id, message: last.content };
  }
  const after = lastUser ? local.filter((i) => i.position > lastUser.position) : [];
  const answered = after.some((i) => i.role === "assistant" && i.status === "complete");
  if (!lastUser || answered || after.some((i) => i.status === "streaming")) {
    throw new AppError("conflict:nothing_to_retry", "There is no failed or stopped answer to retry in this node.");
  }
  return { userItemId: lastUser.id, message: lastUser.content };
}

/** A provider failure in words a user can act on, without leaking keys or stack traces. */
export function describeProviderError(error: unknown, opts: { admin?: boolean; providerName?: string } = {}): string {
  // Stored and shown to every member: secrets redacted by value, no internal addresses (lib/auth/redact.ts).
  return safeProviderMessage(error, opts);
}
