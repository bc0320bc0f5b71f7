import { defineRoute } from "@/lib/auth/route";
import { startTurn } from "@/lib/chat/turn";
import { turnStreamResponse } from "@/lib/chat/turn-response";
import { chatBodySchema, type ChatBody } from "./schema";

export const dynamic = "force-dynamic";

/**
 * Streams one answer in a node. The body names the node and carries only the new message; the
 * server assembles the context from the database and saves the answer when the stream ends.
 * Needs write access to the node (a viewer cannot send); rate-limited per user.
 */
export const POST = defineRoute<Record<string, string>, ChatBody>(
  {
    access: ({ body }) => ({ nodeId: body.nodeId }),
    need: "write",
    body: chatBodySchema,
    maxBytes: 256 * 1024,
    rateLimit: "chat",
  },
  async ({ body, ctx }) => {
    // Not tied to this request: a reload or a closed tab does not stop the answer (it is written to
    // its row as it streams, and readers follow it); Stop is stopAnswerAction.
    const turn = await startTurn({ ...body, sessionId: ctx.viewer!.sessionId, userId: ctx.viewer!.userId });
    return turnStreamResponse(turn, ctx.viewer!);
  },
);
