import "server-only";
import { publishAnswerPiece, publishAnswerTick } from "@/lib/live/publish";
import { streamText, type ModelMessage, type StreamTextResult, type ToolSet } from "ai";
import { CONTINUE_INSTRUCTION } from "@/lib/ai/continue";
import type { LanguageModelV3 } from "@ai-sdk/provider";
import { engineLabel } from "@/lib/ai/providers";
import { resolveTurnModel, turnModel as connectionModel, type TurnSettings } from "@/lib/connections/registry";
import { languageModelFor } from "@/lib/memory/engines";
import { failStreamingAnswer } from "@/lib/db/queries/answers";
import type { NodeRecord } from "@/lib/db/queries/nodes";
import { readTurnStart } from "@/lib/db/queries/turns";
import { assertWritable } from "@/lib/tree/lifecycle";
import { assembleContext, type ContextSources, type KnownSources } from "@/lib/context/assemble";
import { createAnswerWriter } from "./answer-writer";
import { MAX_MESSAGE_CHARS } from "@/lib/shared/limits";
import { nameAfterOpeningPrompt } from "./titles";
import { beginTurn, type BegunTurn, type TurnRequest } from "./turn-begin";
import { controlTurn } from "./turn-control";
import { finishTurn, firstEnding, type OpenTurn, type TurnOutcome } from "./turn-end";
import type { TurnTimeouts } from "./turn-timeouts";
import { withNodeTarget } from "./turn-model";
import { withImages } from "./turn-images";
import { safeProviderMessage } from "@/lib/auth/redact";
export { withNodeTarget };
import { trackAnswer } from "@/lib/observability/in-flight";
import type { ToolChoice } from "@/lib/shared/tool-calls";
import { prepareTurnTools, resolveToolServers, type ResolvedToolServers } from "./tool-loop";
export { MAX_MESSAGE_CHARS };
export type { TurnOutcome };

type TurnCommon = {
  nodeId: string;
  abortSignal?: AbortSignal;
  /** The caller's browser session (volatile asides only take messages from their own session). */
  sessionId?: string | null;
  /**
   * The model to answer with (a registry id, lib/ai/providers.ts) instead of the project's: the
   * OpenAI-compatible endpoint's `canopy/<node>@<model>`. Unknown or unconfigured: invalid:model,
   * before anything is written.
   */
  model?: string;
  /** Overrides CANOPY_FIRST_TOKEN_TIMEOUT_MS / CANOPY_IDLE_TIMEOUT_MS (tests). */
  timeouts?: Partial<TurnTimeouts>;
  /** The MCP servers and tools this message may use (lib/chat/tool-loop.ts); absent: the project's. */
  tools?: ToolChoice;
  /** The account sending it (owns the tool asides the turn opens). */
  userId?: string | null;
};
/** A new message, a retry of the last failed or stopped answer, or a continuation of its text. */
export type TurnInput = TurnCommon & TurnRequest;

export interface Turn {
  userItemId: string;
  assistantItemId: string;
  model: string;
  /** For a continuation: the text the answer already had (the stream carries only what follows). */
  prefix: string;
  result: StreamTextResult<ToolSet, never>;
  /** Settles once the answer (complete, partial or failed) is saved: the turn is done. */
  done: Promise<TurnOutcome>;
  /** Settles once what follows the answer is saved too: its usage row, update times, a model's title (never rejects). */
  followUps: Promise<void>;
}

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
  // Read once (one statement), passed down: the node, its project, its own settings, its memory's
  // presence, the instance's model settings, the project's tools and the open aside it is in.
  const start = await readTurnStart(input.nodeId);
  assertWritable(start.node, input.sessionId ?? null);
  // The one place a turn resolves its model and parameters (lib/connections/registry.ts): the
  // branch's own model and system prompt, then a request's explicit model (the API); an explicit
  // unknown model is invalid:model before anything is written.
  const settings = await resolveTurnModel(
    start.node.id,
    withNodeTarget(start.project, start.target),
    input.model,
    input.userId,
    { params: start.params, instance: start.instance },
  );
  const tools = await resolveToolServers(start.node.projectId, input.tools, start.tools);
  // The change other viewers hear of commits with the turn's rows.
  const begun = await beginTurn(start.node, input, {
    sessionId: input.sessionId ?? null,
    model: settings.model,
    live: { privateTo: start.asideOwner },
  });
  return streamBegunTurn(settings, input, begun, undefined, {
    memoryTreeId: start.memoryTreeId,
    conversationHasMemory: start.conversationHasMemory,
    model: connectionModel(settings, languageModelFor),
    tools,
  });
}

/**
 * The stream of a turn whose question and answer rows are written already ({@link beginTurn}, or a
 * fan-out's one transaction): assembles the context and streams into the answer's row, as
 * {@link startTurn} does. `project` holds the settings it answers with (lib/connections/registry.ts
 * `resolveTurnModel`); `sources`, the context's sources when read once for several siblings (a fan-out's;
 * lib/context `loadSiblingSources`): if reading them failed, so does this turn. `known`: what the
 * caller already read of the node's memory, the model and the tool servers when it resolved them.
 */
export async function streamBegunTurn(
  project: TurnSettings,
  input: TurnInput,
  begun: BegunTurn,
  sources?: Promise<ContextSources>,
  known: Omit<KnownSources, "window"> & { model?: LanguageModelV3; tools?: ResolvedToolServers } = {},
): Promise<Turn> {
  const { model: resolved, tools: resolvedTools, ...memory } = known;
  const model = resolved ?? connectionModel(project, languageModelFor);
  const node = begun.node;
  const started = Date.now();
  const { heuristicTitle, prompt } = await prepareTurn(node, project, input, begun, sources, memory);
  const control = controlTurn(input.abortSignal, input.timeouts);
  const { assistantItemId, message, prefix } = begun;
  const writer = createAnswerWriter(assistantItemId, {
    prefix,
    onGone: () => control.stopElsewhere(),
    onFlush: () => publishAnswerTick(node.conversationId, assistantItemId),
    onPiece: (offset, text) => publishAnswerPiece(node.conversationId, node.id, assistantItemId, offset, text),
  });
  const toolCtx = { nodeId: node.id, projectId: node.projectId, userItemId: begun.userItemId, assistantItemId };
  const tools = await prepareTurnTools(
    { ...toolCtx, userId: input.userId ?? null, sessionId: input.sessionId ?? null },
    {
      model: project.model,
      viewer: project.viewer,
      choice: input.tools,
      signal: control.signal,
      onActivity: () => control.chunk(),
      message,
      resolved: resolvedTools,
    },
  ).catch(async (error) => {
    control.release();
    await writer.close();
    await failStreamingAnswer(assistantItemId, describeProviderError(error));
    throw error;
  });
  const turn: OpenTurn = {
    node,
    project,
    assistantItemId,
    message,
    prefix,
    report: prompt.report,
    started,
    heuristicTitle,
    control,
    writer,
  };
  const { done, followUps, end } = firstEnding((ending) => finishTurn(turn, ending));
  const watch = trackAnswer({ id: assistantItemId, model: project.model, done, stop: () => control.stopElsewhere() });
  void done.finally(() => tools.close());

  const result = streamText({
    model,
    system: prompt.system,
    messages: tools.messages(continuing(prompt.messages, prefix)),
    ...tools.options,
    abortSignal: control.signal,
    maxRetries: 1,
    onChunk: ({ chunk }) => {
      control.chunk();
      if (chunk.type === "text-delta") {
        writer.append(chunk.text);
        watch.text();
      }
    },
    onFinish: ({ totalUsage, finishReason, steps }) => {
      const toolNote = tools.endNote(finishReason, steps.length);
      if (toolNote) writer.append(toolNote);
      return end({
        status: "complete",
        error: null,
        usage: {
          input: totalUsage.inputTokens,
          output: totalUsage.outputTokens,
          cached: totalUsage.inputTokenDetails?.cacheReadTokens,
        },
      });
    },
    onAbort: () => end({ status: "aborted", error: null }),
    onError: ({ error }) =>
      end({
        status: "error",
        error: control.stalled ? null : describeProviderError(error, { providerName: engineLabel(project.model) }),
      }),
  });

  return { userItemId: begun.userItemId, assistantItemId, model: project.model, prefix, result, done, followUps };
}

/**
 * What comes before the stream: an unnamed node (root, branch or aside) is named after its opening
 * prompt (a real model may refine it once the answer completes), and the node's context is
 * assembled (lib/context folds the window into the node's memory when it overflows, and recalls
 * from it). The answer's row exists already: a failure here marks it failed, never leaving it
 * "streaming", and is rethrown.
 */
async function prepareTurn(
  node: NodeRecord,
  project: TurnSettings,
  input: TurnInput,
  begun: BegunTurn,
  sources: Promise<ContextSources> | undefined,
  memory: Omit<KnownSources, "window">,
) {
  try {
    const heuristicTitle = "continue" in input ? null : await nameAfterOpeningPrompt(node, begun.message);
    const prompt = await assembleContext({
      nodeId: node.id,
      message: begun.message,
      beforeItemId: begun.userItemId,
      loaded: { node, project, sources: await sources, known: { ...memory, window: begun.read } },
      foldJobAfter: true,
    });
    // Image items: file parts for a vision model, their OCR text for any other (issue 35).
    prompt.messages = await withImages(
      prompt.messages,
      prompt.report,
      project.model,
      project.viewer,
      begun.read?.before,
    );
    return { heuristicTitle, prompt };
  } catch (error) {
    const stored = safeProviderMessage(error, { providerName: engineLabel(project.model) });
    await failStreamingAnswer(begun.assistantItemId, stored);
    throw error;
  }
}

/** A continuation sends the answer so far as the assistant's own message, then asks for the rest. */
function continuing(messages: ModelMessage[], prefix: string): ModelMessage[] {
  return prefix
    ? [...messages, { role: "assistant", content: prefix }, { role: "user", content: CONTINUE_INSTRUCTION }]
    : messages;
}

/** A provider failure in words a user can act on, without leaking keys or stack traces. */
export function describeProviderError(error: unknown, opts: { admin?: boolean; providerName?: string } = {}): string {
  // Stored and shown to every member: secrets redacted by value, no internal addresses (lib/auth/redact.ts).
  return safeProviderMessage(error, opts);
}
