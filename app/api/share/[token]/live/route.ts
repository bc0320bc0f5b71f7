import { defineRoute } from "@/lib/auth/route";
import { resumeVersion, sharedLiveStreamResponse } from "@/lib/chat/live-stream";

export const dynamic = "force-dynamic";

/**
 * A share link's live stream (server-sent events, docs/live.md): public like the link's page, the
 * changes it may show after `?since=` (or Last-Event-ID) and answers as they are written; no
 * presence. An unknown or revoked link is a 404; revoked while open, the stream closes saying why.
 * `?once=1` ends after the changes so far.
 * Counted per client address (RATE_LIMIT_SHARE, as the shared page: 429 with Retry-After past it).
 */
export const GET = defineRoute<{ token: string }>(
  { access: "public", addressLimit: "share" },
  async ({ params, query, request }) =>
    sharedLiveStreamResponse(params.token, {
      since: resumeVersion(query, request.headers),
      once: query.get("once") === "1",
      signal: request.signal,
    }),
);
