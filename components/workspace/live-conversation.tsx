"use client";

import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect } from "react";
import type { LiveChange, LiveEvents } from "@/lib/live/types";
import { applyLiveChanges, applyLiveReset, applyLiveText } from "@/lib/query/live-apply";
import { useLiveStore } from "@/lib/stores/live-store";
import { useWorkspace, useWorkspaceStore } from "./workspace-provider";

/** A tab says where it is this often (the server forgets a presence after 45 s). */
const PRESENCE_EVERY_MS = 20_000;
/** Typing stops showing this long after the last keystroke. */
const TYPING_IDLE_MS = 3_000;
/** "answering…" goes once an answer's text has not grown for this long (and no ending arrived). */
const ANSWER_SILENT_MS = 30_000;
/** Changes that arrive this close together are applied as one batch (one tree refetch). */
const BATCH_MS = 30;

/**
 * Keeps the open conversation live (docs/live.md): one server-sent-events stream
 * (`/api/conversations/:id/live`), resumed after the last version it applied when it drops (backing
 * off 0.5 s to 30 s), whose changes refetch what they name and whose answer text is patched into
 * the node's window; and this tab's presence (the node shown, typing) sent to the others. When the
 * stream is closed for good (access removed, conversation deleted) it says why and stops.
 */
export function LiveConversation({ since }: { since: number }) {
  const queryClient = useQueryClient();
  const conversationId = useWorkspace((s) => s.conversationId);
  const store = useWorkspaceStore();

  useEffect(() => {
    const live = useLiveStore.getState();
    live.set({ status: "connecting", people: [], answering: {}, closed: null, tab: null });
    let applied = since;
    let source: EventSource | null = null;
    let retry: number | undefined;
    let attempt = 0;
    let stopped = false;
    let tab = newTab();
    let pending: LiveChange[] = [];
    let flush: number | undefined;
    let applying = Promise.resolve();

    const applyBatch = () => {
      flush = undefined;
      const batch = pending;
      pending = [];
      applying = applying.then(async () => {
        const { gone, parentOfGone } = await applyLiveChanges(queryClient, conversationId, batch).catch(() => ({
          gone: [] as string[],
          parentOfGone: null,
        }));
        // The node shown here was purged by someone else: show the node it hung from.
        const selected = store.getState().selectedNodeId;
        if (gone.includes(selected) && parentOfGone) store.getState().selectNode(parentOfGone);
      });
    };
    const on = <E extends keyof LiveEvents>(name: E, handle: (data: LiveEvents[E], id: string) => void) =>
      source!.addEventListener(name, (event) => {
        const message = event as MessageEvent<string>;
        handle(JSON.parse(message.data) as LiveEvents[E], message.lastEventId);
      });

    const connect = () => {
      if (stopped) return;
      const url = `/api/conversations/${encodeURIComponent(conversationId)}/live?since=${applied}&tab=${tab}`;
      source = new EventSource(url);
      on("hello", (data) => {
        attempt = 0;
        tab = data.tab;
        useLiveStore.getState().set({ status: "live", tab });
        void sendPresence();
      });
      on("change", (change) => {
        if (change.v <= applied) return; // applied already (a replay after a reconnect)
        applied = change.v;
        pending.push(change);
        flush ??= window.setTimeout(applyBatch, BATCH_MS);
      });
      on("reset", ({ v }) => {
        applied = v;
        void applyLiveReset(queryClient, conversationId);
      });
      on("text", (text) => {
        useLiveStore.getState().answeringText(text.n, text.s === "streaming");
        applyLiveText(queryClient, text);
      });
      on("presence", ({ people }) => useLiveStore.getState().set({ people }));
      on("closed", (why) => {
        stopped = true;
        source?.close();
        useLiveStore.getState().set({ status: "closed", closed: why, people: [] });
      });
      source.onerror = () => {
        // Dropped (or refused): back off and resume after the last version applied.
        source?.close();
        if (stopped) return;
        useLiveStore.getState().set({ status: "reconnecting" });
        const delay = Math.min(30_000, 500 * 2 ** attempt++) * (0.75 + Math.random() / 2);
        retry = window.setTimeout(connect, delay);
      };
    };

    // Presence: the node shown and whether this person is typing in the message box.
    let typing = false;
    let typingTimer: number | undefined;
    const sendPresence = async () => {
      if (stopped || useLiveStore.getState().status !== "live") return;
      await fetch(`/api/conversations/${encodeURIComponent(conversationId)}/presence`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ tab, nodeId: store.getState().selectedNodeId, typing }),
      }).catch(() => undefined);
    };
    const onInput = (event: Event) => {
      const target = event.target as HTMLElement | null;
      if (!target?.closest?.('[data-testid="chat-panel"]') || target.tagName !== "TEXTAREA") return;
      window.clearTimeout(typingTimer);
      typingTimer = window.setTimeout(() => {
        typing = false;
        void sendPresence();
      }, TYPING_IDLE_MS);
      if (!typing) {
        typing = true;
        void sendPresence();
      }
    };
    document.addEventListener("input", onInput);
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.selectedNodeId !== previous.selectedNodeId) void sendPresence();
    });
    const heartbeat = window.setInterval(() => {
      void sendPresence();
      // An answer whose text stopped coming (its writer's instance died: the sweep marks it interrupted).
      const live = useLiveStore.getState();
      for (const [nodeId, at] of Object.entries(live.answering))
        if (Date.now() - at > ANSWER_SILENT_MS) live.answeringText(nodeId, false);
    }, PRESENCE_EVERY_MS);
    // Back online: resume at once instead of waiting out the backoff.
    const onOnline = () => {
      if (stopped || useLiveStore.getState().status === "live") return;
      window.clearTimeout(retry);
      attempt = 0;
      connect();
    };
    window.addEventListener("online", onOnline);
    // Offline: the stream is dead even if its socket has not noticed yet; it resumes when back online.
    const onOffline = () => {
      if (stopped) return;
      source?.close();
      window.clearTimeout(retry);
      useLiveStore.getState().set({ status: "reconnecting" });
    };
    window.addEventListener("offline", onOffline);

    connect();
    return () => {
      stopped = true;
      source?.close();
      window.clearTimeout(retry);
      window.clearTimeout(flush);
      window.clearTimeout(typingTimer);
      window.clearInterval(heartbeat);
      document.removeEventListener("input", onInput);
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
      unsubscribe();
    };
  }, [conversationId, queryClient, since, store]);

  return <LiveClosedNotice />;
}

/** Why the conversation stopped updating, when its stream was closed for good. */
function LiveClosedNotice() {
  const closed = useLiveStore((s) => s.closed);
  if (!closed) return null;
  return (
    <div
      role="alert"
      data-testid="live-closed"
      data-reason={closed.reason}
      className="fixed inset-x-0 top-0 z-50 flex flex-wrap items-center justify-center gap-3 border-b border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700"
    >
      <span>{closed.message} This page no longer updates.</span>
      <Link href="/" className="font-medium underline">
        Go to your projects
      </Link>
    </div>
  );
}

function newTab(): string {
  return typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
