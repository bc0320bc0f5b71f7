import "server-only";
import { resolveAccess } from "@/lib/auth/access";
import type { Access } from "@/lib/auth/types";
import { conversationOfShareToken } from "@/lib/auth/share-links";
import { getConversationHeader } from "@/lib/db/queries/conversations";
import { liveVersionOf } from "@/lib/db/queries/live";
import { isAppError } from "@/lib/errors";
import { openLiveStream, updatePresence, type LiveReader, type LiveSink, type LiveStream } from "@/lib/live/hub";
import type { LiveEvents } from "@/lib/live/types";
import { hiddenFrom, maySeeAside } from "@/lib/tree/capabilities";
import { getNode } from "@/lib/db/queries/nodes";
import { AppError } from "@/lib/errors";

/** A comment line every so often keeps proxies and browsers from timing an idle stream out. */
const KEEPALIVE_MS = 15_000;

/**
 * Who reads a conversation's live stream, as lib/live's relay asks: the nodes hidden from them (an
 * open aside is its owner's alone, lib/tree/capabilities `hiddenFrom`), and whether the guard still
 * lets them read (a member removed from the project, a conversation deleted: the stream closes, saying why).
 */
export function liveReaderOf(access: Access, conversationId: string): LiveReader {
  let role = access.role;
  return {
    userId: access.viewer.userId,
    name: access.viewer.name || access.viewer.email,
    hidden: (facts) => hiddenFrom(facts, { userId: access.viewer.userId, role }),
    seesAsideOf: (ownerId) =>
      maySeeAside(
        { kind: "volatile", status: "open", ownerId: ownerId === "*" ? null : ownerId },
        { userId: access.viewer.userId, role },
      ),
    async recheck() {
      try {
        role = (await resolveAccess(access.viewer, { conversationId }, "read")).role;
        return null;
      } catch (error) {
        if (!isAppError(error) || error.kind !== "not_found") throw error;
        return (await liveVersionOf(conversationId)) === null
          ? { reason: "deleted", message: "This conversation was deleted." }
          : {
              reason: "removed",
              message: "You no longer have access to this conversation: you were removed from its project.",
            };
      }
    },
  };
}

/**
 * The live stream of a conversation as a server-sent-events response (GET
 * /api/conversations/:id/live): resumed after `since` (the query, or the browser's Last-Event-ID),
 * kept open until the browser leaves or the reader loses access. `once`: the changes since `since`
 * and the presence, then the response ends (a poll, for clients that cannot hold a stream).
 */
export function liveStreamResponse(
  access: Access,
  input: { conversationId: string; since: number; tab?: string; once?: boolean; signal: AbortSignal },
): Response {
  return eventStreamResponse(input, (sink, onCaughtUp) =>
    openLiveStream({
      conversationId: input.conversationId,
      projectId: access.projectId,
      since: input.since,
      reader: liveReaderOf(access, input.conversationId),
      sink,
      tab: input.tab,
      onCaughtUp,
    }),
  );
}

/**
 * Who reads a share link's live stream: nobody signed in (the share page's reader, lib/views
 * tree-view `asideCaller` of no one), so every open aside is hidden with all under it; no presence
 * is sent (a link holder never learns members' names); the link revoked (or the conversation
 * deleted), the stream closes saying so.
 */
export function sharedLiveReader(token: string, conversationId: string): LiveReader {
  return {
    userId: "",
    name: "",
    presence: false,
    hidden: (facts) => hiddenFrom(facts, { userId: null, role: null }),
    seesAsideOf: () => false,
    async recheck() {
      try {
        if ((await conversationOfShareToken(token)) === conversationId) return null;
      } catch (error) {
        if (!isAppError(error) || error.kind !== "not_found") throw error;
      }
      return (await liveVersionOf(conversationId)) === null
        ? { reason: "deleted", message: "This conversation was deleted." }
        : { reason: "revoked", message: "This share link was revoked." };
    },
  };
}

/** The version a share link's page is drawn after: read before its content, so a stream from it misses nothing. */
export async function sharedLiveVersion(token: string): Promise<number> {
  return (await liveVersionOf(await conversationOfShareToken(token))) ?? 0;
}

/**
 * A share link's live stream as a server-sent-events response (GET /api/share/:token/live): what
 * the link's page may show changing, after `since`, without presence.
 *
 * @throws AppError not_found:share_link (unknown or revoked)
 */
export async function sharedLiveStreamResponse(
  token: string,
  input: { since: number; once?: boolean; signal: AbortSignal },
): Promise<Response> {
  const conversationId = await conversationOfShareToken(token);
  const { projectId } = await getConversationHeader(conversationId);
  return eventStreamResponse(input, (sink, onCaughtUp) =>
    openLiveStream({
      conversationId,
      projectId,
      since: input.since,
      reader: sharedLiveReader(token, conversationId),
      sink,
      onCaughtUp,
    }),
  );
}

/** A stream opened by `openStream` as server-sent events, kept alive, closed when the browser leaves (or, `once`, when caught up). */
function eventStreamResponse(
  input: { once?: boolean; signal: AbortSignal },
  openStream: (sink: LiveSink, onCaughtUp: (() => void) | undefined) => LiveStream,
): Response {
  const encoder = new TextEncoder();
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const write = (text: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          open = false;
        }
      };
      const keepalive = setInterval(() => write(": keepalive\n\n"), KEEPALIVE_MS);
      keepalive.unref?.();
      const sink: LiveSink = {
        send<E extends keyof LiveEvents>(event: E, data: LiveEvents[E], id?: number) {
          write(`${id !== undefined ? `id: ${id}\n` : ""}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        },
        end() {
          clearInterval(keepalive);
          if (!open) return;
          open = false;
          try {
            controller.close();
          } catch {
            // Already closed by the browser.
          }
        },
      };
      // Reconnect after 1 s when the connection drops (the browser's own EventSource; ours backs off itself).
      write("retry: 1000\n\n");
      let caughtUp = false;
      const stream = openStream(
        sink,
        input.once
          ? () => {
              caughtUp = true;
              stop();
            }
          : undefined,
      );
      stop = () => stream.close();
      if (caughtUp) stop();
      input.signal.addEventListener("abort", stop, { once: true });
    },
    cancel() {
      stop();
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      // nginx and others: do not buffer this response.
      "x-accel-buffering": "no",
    },
  });
}

/** The version a stream resumes after: `?since=`, else the browser's Last-Event-ID, else 0. */
export function resumeVersion(query: URLSearchParams, headers: Headers): number {
  const raw = query.get("since") ?? headers.get("last-event-id") ?? "0";
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new AppError("invalid:since", "`since` must be a version number (0 or more).");
  return value;
}

/**
 * A tab's presence in a conversation: the node it shows (one the reader may see, of this
 * conversation) and whether its person is typing; every instance's streams show it.
 *
 * @throws AppError not_found:node (not in this conversation, or hidden from the reader)
 */
export async function setPresence(
  access: Access,
  input: { conversationId: string; tab: string; nodeId: string | null; typing: boolean },
): Promise<{ ok: true }> {
  if (input.nodeId !== null) {
    await resolveAccess(access.viewer, { nodeId: input.nodeId }, "read");
    const node = await getNode(input.nodeId);
    if (node.conversationId !== input.conversationId)
      throw new AppError("not_found:node", "That node does not exist (it may have been deleted).");
  }
  await updatePresence({
    conversationId: input.conversationId,
    tab: input.tab,
    userId: access.viewer.userId,
    name: access.viewer.name || access.viewer.email,
    nodeId: input.nodeId,
    typing: input.typing,
  });
  return { ok: true };
}
