"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import type { LiveEvents } from "@/lib/live/types";

type Status = "connecting" | "live" | "reconnecting" | "closed";

const LABEL: Record<Status, string> = {
  connecting: "Connecting…",
  live: "● Live",
  reconnecting: "Reconnecting…",
  closed: "No longer updating",
};

/**
 * Keeps a share link's page live (docs/live.md): one server-sent-events stream
 * (`/api/share/:token/live`, no presence: a link holder learns no member's name) after the version
 * the page was drawn at; each change, reset or finished answer has the page drawn again by the server
 * (`router.refresh()`: the same guarded read as the first load, so what the link may show is decided
 * in one place). Refreshes do not pile up: one at a time, then one more if something came meanwhile.
 * The browser's EventSource resumes a dropped stream itself (Last-Event-ID). When the link is
 * revoked or the conversation deleted, it says so and stops.
 */
export function SharedLive({ token, since }: { token: string; since: number }) {
  const router = useRouter();
  const [status, setStatus] = useState<Status>("connecting");
  const [closed, setClosed] = useState<LiveEvents["closed"] | null>(null);
  // A new stream after the browser gave one up (see onerror below).
  const [attempt, setAttempt] = useState(0);
  // Told the link is gone: no stream is opened again.
  const ended = useRef(false);
  const [refreshing, startRefresh] = useTransition();
  const again = useRef(false);
  const [wanted, setWanted] = useState(0);

  useEffect(() => {
    if (ended.current) return;
    const source = new EventSource(`/api/share/${encodeURIComponent(token)}/live?since=${since}`);
    const changed = () => setWanted((n) => n + 1);
    source.addEventListener("hello", () => setStatus("live"));
    for (const name of ["change", "reset"] as const) source.addEventListener(name, changed);
    // An answer is drawn when it ends, not piece by piece: each redraw is a whole server render, and a
    // public link may be open in many browsers while an answer streams.
    source.addEventListener("text", (event) => {
      const text = JSON.parse((event as MessageEvent<string>).data) as LiveEvents["text"];
      if (text.s !== "streaming") changed();
    });
    source.addEventListener("closed", (event) => {
      ended.current = true;
      source.close();
      setClosed(JSON.parse((event as MessageEvent<string>).data) as LiveEvents["closed"]);
      setStatus("closed");
    });
    // The browser reconnects by itself (the stream's `retry`), resuming after the last event id. It
    // gives up when a reconnection is answered with an error (the link revoked while the page was
    // offline or asleep is a 404): the page asks once more, says so when the link is gone, and
    // otherwise opens a new stream a little later.
    let retry: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      if (!ended.current) retry = setTimeout(() => setAttempt((n) => n + 1), 3_000);
    };
    source.onerror = () => {
      setStatus((s) => (s === "closed" ? s : "reconnecting"));
      if (source.readyState !== EventSource.CLOSED) return;
      void fetch(`/api/share/${encodeURIComponent(token)}/live?since=${since}&once=1`).then((res) => {
        if (res.status === 404) {
          ended.current = true;
          setClosed({ reason: "revoked", message: "This share link no longer works." });
          setStatus("closed");
        } else later();
      }, later);
    };
    source.onopen = () => setStatus((s) => (s === "closed" ? s : "live"));
    // Offline: the stream is dead even if its socket has not noticed yet; back online, a new one.
    const onOffline = () => {
      source.close();
      setStatus((s) => (s === "closed" ? s : "reconnecting"));
    };
    const onOnline = () => {
      if (!ended.current && source.readyState === EventSource.CLOSED) setAttempt((n) => n + 1);
    };
    window.addEventListener("offline", onOffline);
    window.addEventListener("online", onOnline);
    return () => {
      source.close();
      clearTimeout(retry);
      window.removeEventListener("offline", onOffline);
      window.removeEventListener("online", onOnline);
    };
  }, [token, since, attempt]);

  // One refresh at a time: what arrives during one is drawn by the next.
  useEffect(() => {
    if (wanted === 0) return;
    if (refreshing) {
      again.current = true;
      return;
    }
    again.current = false;
    startRefresh(() => router.refresh());
  }, [wanted]); // eslint-disable-line react-hooks/exhaustive-deps -- `refreshing` is read, not followed
  useEffect(() => {
    if (!refreshing && again.current) {
      again.current = false;
      startRefresh(() => router.refresh());
    }
  }, [refreshing, router]);

  return (
    <>
      <p className="text-xs text-stone-500 dark:text-stone-400" data-testid="shared-live-status" data-status={status}>
        {LABEL[status]}
      </p>
      {closed ? (
        <div
          role="alert"
          data-testid="shared-live-closed"
          data-reason={closed.reason}
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
        >
          {closed.message} This page no longer updates.
        </div>
      ) : null}
    </>
  );
}
