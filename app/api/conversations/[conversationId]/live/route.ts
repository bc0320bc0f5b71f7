import type { Access } from "@/lib/auth/types";
import { defineRoute } from "@/lib/auth/route";
import { liveStreamResponse, resumeVersion } from "@/lib/chat/live-stream";

export const dynamic = "force-dynamic";

/**
 * The conversation's live stream (server-sent events, docs/live.md): every change after `?since=`
 * (or Last-Event-ID), answers as they are written, and presence, for as long as the reader may read it.
 * `?tab=` names the browser tab (its presence); `?once=1` ends after the changes so far.
 */
export const GET = defineRoute<{ conversationId: string }>(
  { access: ({ params }) => ({ conversationId: params.conversationId }), need: "read" },
  async ({ params, query, request, ctx }) =>
    liveStreamResponse(ctx as Access, {
      conversationId: params.conversationId,
      since: resumeVersion(query, request.headers),
      tab: query.get("tab") ?? undefined,
      once: query.get("once") === "1",
      signal: request.signal,
    }),
);
