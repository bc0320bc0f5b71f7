import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { MAX_MESSAGE_CHARS } from "@/lib/shared/limits";
import { countTokens } from "@/lib/text/count-tokens";
import { parseCanopyModel, resolveModelNode } from "./openai-models";
import { startTurn, type Turn } from "./turn";

const contentPart = z.looseObject({ type: z.string(), text: z.string().optional() });

/**
 * The body of POST /api/v1/chat/completions (OpenAI's shape; fields Canopy does not use, such as
 * temperature or max_tokens, are accepted and ignored; the caller's own `tools` are refused).
 */
export const chatCompletionSchema = z.looseObject({
  model: z.string().min(1, "Give a model.").max(600),
  messages: z
    .array(
      z.looseObject({
        role: z.string(),
        content: z.union([z.string(), z.array(contentPart), z.null()]).optional(),
      }),
    )
    .min(1, "Send at least one message.")
    .max(10_000),
  stream: z.boolean().nullish(),
  stream_options: z.looseObject({ include_usage: z.boolean().nullish() }).nullish(),
  n: z.number().int().nullish(),
});
export type ChatCompletionBody = z.infer<typeof chatCompletionSchema>;

/**
 * The new message: the last message, which must be the user's. Canopy keeps the branch's history
 * itself, so earlier messages (a client that resends the whole conversation) are ignored, and so are
 * system and developer messages: the project's system prompt and the branch's window are the context.
 *
 * @throws AppError invalid:message
 */
export function newUserMessage(body: ChatCompletionBody): string {
  if (body.n != null && body.n !== 1) throw new AppError("invalid:n", "Only n = 1 is supported.");
  refuseCallerTools(body);
  const last = body.messages[body.messages.length - 1]!;
  if (last.role !== "user")
    throw new AppError("invalid:message", `The last message must be the user's (it is "${last.role}").`);
  const content = last.content ?? "";
  const parts = typeof content === "string" ? [{ type: "text", text: content }] : content;
  const other = parts.find((p) => p.type !== "text");
  if (other) throw new AppError("invalid:message", `Only text content is supported (not "${other.type}").`);
  const text = parts
    .map((p) => p.text ?? "")
    .join("\n")
    .trim();
  if (!text) throw new AppError("invalid:message", "The user message is empty.");
  if (text.length > MAX_MESSAGE_CHARS)
    throw new AppError(
      "invalid:message",
      `Messages are limited to ${MAX_MESSAGE_CHARS.toLocaleString("en")} characters.`,
    );
  return text;
}

/** The message the endpoint refuses a caller's own `tools` with (docs/tool-calls.md). */
export const CALLER_TOOLS_REFUSED =
  "This endpoint does not run tools defined by the caller: Canopy keeps a branch's history itself and runs the MCP servers enabled for the project (their calls and results are stored in the tree). Remove `tools` and `tool_choice`; the branch's turn uses the project's tools.";

/**
 * A caller's own `tools` (functions the client would execute, answering with `role: "tool"`
 * messages) are refused: the endpoint ignores earlier messages (the branch's window is the history),
 * so a client-executed call would have no place in the tree. `tool_choice: "none"` or "auto" with no
 * tools is accepted.
 *
 * @throws AppError invalid:tools
 */
function refuseCallerTools(body: ChatCompletionBody): void {
  const tools = (body as { tools?: unknown }).tools;
  const choice = (body as { tool_choice?: unknown }).tool_choice;
  const named = choice !== undefined && choice !== null && choice !== "none" && choice !== "auto";
  if ((Array.isArray(tools) && tools.length > 0) || named) throw new AppError("invalid:tools", CALLER_TOOLS_REFUSED);
}

/**
 * One chat completion in the branch the model names, through the chat route's own `startTurn`
 * (the node's context assembled from the database, the turn stored, the answer written as it
 * streams): a `chat.completion` object, or with `stream` an SSE stream of `chat.completion.chunk`s
 * ending with `data: [DONE]` (a final usage chunk when `stream_options.include_usage`). The answer
 * is not tied to the request: a client that disconnects leaves it to finish, as in the UI.
 *
 * @throws AppError not_found:node | invalid:model | invalid:message | conflict:node_closed
 */
export async function completeChat(
  body: ChatCompletionBody,
  sessionId: string,
  userId: string | null = null,
): Promise<Response> {
  const text = newUserMessage(body);
  const ref = parseCanopyModel(body.model);
  const nodeId = await resolveModelNode(ref);
  const turn = await startTurn({ nodeId, text, sessionId, model: ref.model, userId });
  void turn.result.consumeStream();
  const meta = { id: `chatcmpl-${turn.assistantItemId}`, created: Math.floor(Date.now() / 1000), model: body.model };
  if (body.stream) return streamCompletion(turn, nodeId, meta, Boolean(body.stream_options?.include_usage));
  const outcome = await turn.done;
  if (outcome.status !== "complete")
    throw new AppError("provider:failed", outcome.error ?? `The answer was ${outcome.status} before it finished.`);
  return Response.json({
    ...meta,
    object: "chat.completion",
    choices: [
      {
        index: 0,
        message: { role: "assistant", content: outcome.text, refusal: null },
        logprobs: null,
        finish_reason: "stop",
      },
    ],
    usage: await usageOf(turn, outcome.text, outcome.report.totalTokens),
    canopy: canopyFields(turn, nodeId),
  });
}

interface Meta {
  id: string;
  created: number;
  model: string;
}

function streamCompletion(turn: Turn, nodeId: string, meta: Meta, includeUsage: boolean): Response {
  const encoder = new TextEncoder();
  const chunk = (delta: object, finish: string | null) => ({
    ...meta,
    object: "chat.completion.chunk",
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
  });
  // A client that goes away cancels the response only: the answer goes on into its row (consumeStream).
  let gone = false;
  const body = new ReadableStream<Uint8Array>({
    cancel() {
      gone = true;
    },
    async start(controller) {
      const send = (data: unknown) => {
        if (!gone) controller.enqueue(encoder.encode(`data: ${JSON.stringify(data)}\n\n`));
      };
      send(chunk({ role: "assistant", content: "" }, null));
      try {
        for await (const piece of turn.result.textStream) {
          if (gone) break;
          if (piece) send(chunk({ content: piece }, null));
        }
      } catch {
        // The turn's own ending (below) says what went wrong; it is saved either way.
      }
      const outcome = await turn.done;
      if (outcome.status === "complete") {
        send(chunk({}, "stop"));
        if (includeUsage)
          send({
            ...meta,
            object: "chat.completion.chunk",
            choices: [],
            usage: await usageOf(turn, outcome.text, outcome.report.totalTokens),
          });
      } else {
        // OpenAI's clients raise an error for a data line carrying `error`.
        send({
          error: {
            message: outcome.error ?? `The answer was ${outcome.status} before it finished.`,
            type: "server_error",
            code: "provider:failed",
            param: null,
          },
        });
      }
      if (gone) return;
      controller.enqueue(encoder.encode("data: [DONE]\n\n"));
      controller.close();
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
      "x-canopy-node-id": nodeId,
      "x-canopy-answer-id": turn.assistantItemId,
    },
  });
}

/** The provider's token counts, else estimates: the assembled prompt's size and the answer's. */
async function usageOf(turn: Turn, text: string, promptEstimate: number) {
  let reported: { inputTokens?: number; outputTokens?: number } = {};
  try {
    reported = await turn.result.totalUsage;
  } catch {
    // A failed stream has no usage: the estimates stand.
  }
  const prompt = reported.inputTokens ?? promptEstimate;
  const completion = reported.outputTokens ?? countTokens(text);
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}

/** Where the turn went in Canopy (extra fields OpenAI clients ignore). */
function canopyFields(turn: Turn, nodeId: string) {
  return { nodeId, userItemId: turn.userItemId, assistantItemId: turn.assistantItemId, engine: turn.model };
}
