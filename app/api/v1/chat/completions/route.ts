import { defineRoute } from "@/lib/auth/route";
import { completeChat } from "@/lib/chat/openai-completions";
import { chatCompletionSchema, type ChatCompletionBody } from "@/lib/chat/openai-completions";
import { withOpenAIErrors } from "@/lib/chat/openai-errors";
import { modelTarget } from "@/lib/chat/openai-models";

export const dynamic = "force-dynamic";

/**
 * POST /api/v1/chat/completions, OpenAI-compatible: `model` names a Canopy branch (and optionally
 * the model to answer with, lib/chat/openai-models.ts); the last user message is said in that
 * branch exactly as the chat route does. A write (read tokens get 403), rate-limited like the chat.
 */
export const POST = withOpenAIErrors(
  defineRoute<Record<string, string>, ChatCompletionBody>(
    {
      access: ({ body }) => modelTarget(body.model),
      need: "write",
      body: chatCompletionSchema,
      maxBytes: 2 * 1024 * 1024,
      rateLimit: "chat",
    },
    ({ body, ctx }) => completeChat(body, ctx.viewer!.sessionId, ctx.viewer!.userId),
  ),
);
