import { engineLabel } from "@/lib/ai/providers";
import { startTurn, describeProviderError } from "@/lib/chat/turn";
import { errorResponse } from "@/lib/http";
import { ensureSessionId } from "@/lib/session";
import { chatBodySchema } from "./schema";

export const dynamic = "force-dynamic";

/**
 * Streams one answer in a node. The body names the node and carries only the new message; the
 * server assembles the context from the database and saves the answer when the stream ends.
 */
export async function POST(request: Request) {
  try {
    const body = chatBodySchema.parse(await request.json().catch(() => ({})));
    const turn = await startTurn({ ...body, abortSignal: request.signal, sessionId: await ensureSessionId() });
    return turn.result.toUIMessageStreamResponse({
      messageMetadata: ({ part }) =>
        part.type === "start" ? { assistantItemId: turn.assistantItemId, userItemId: turn.userItemId, model: turn.model, engineLabel: engineLabel(turn.model) } : undefined,
      onError: describeProviderError,
    });
  } catch (error) {
    return errorResponse(error);
  }
}
