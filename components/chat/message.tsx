"use client";

import { memo } from "react";
import type { WindowEntry } from "@/lib/tree/types";
import { engineName } from "@/lib/format";
import { Button } from "../ui/button";
import { CopyButton, Markdown } from "./markdown";

export interface MessageProps {
  entry: Pick<WindowEntry, "id" | "role" | "content" | "origin" | "status" | "error" | "model"> & { sourceNodeId?: string | null };
  sourceTitle?: string;
  streaming?: boolean;
  onBranch?: () => void;
  onRetry?: () => void;
}

const roleLabel = { user: "You", assistant: "Assistant", note: "Note" } as const;

/** One window entry: who said it, the text (Markdown), where it came from, and what can be done with it. */
export const Message = memo(function Message({ entry, sourceTitle, streaming, onBranch, onRetry }: MessageProps) {
  const isUser = entry.role === "user";
  const inherited = entry.origin === "inherited";
  return (
    <article
      data-testid="message"
      data-item-id={entry.id}
      data-role={entry.role}
      data-origin={entry.origin}
      data-status={streaming ? "streaming" : entry.status}
      className={`group rounded-lg px-4 py-3 ${isUser ? "bg-stone-100" : "bg-white"} ${inherited ? "border-l-4 border-stone-300 opacity-80" : ""}`}
    >
      <header className="mb-1 flex items-center gap-2 text-xs text-stone-500">
        <span className="font-semibold text-stone-700">{roleLabel[entry.role]}</span>
        {entry.role === "assistant" ? (
          <span data-testid="engine-label" className="rounded-full bg-canopy-50 px-2 py-px text-[11px] font-medium text-canopy-700">
            {engineName(entry.model)}
          </span>
        ) : null}
        {inherited ? <span data-testid="inherited-label">inherited{sourceTitle ? ` from ${sourceTitle}` : ""}</span> : null}
        {entry.origin === "merged" ? <span>merged{sourceTitle ? ` from ${sourceTitle}` : ""}</span> : null}
        {entry.status === "aborted" ? <span className="rounded bg-amber-100 px-1.5 text-amber-800">stopped</span> : null}
        {entry.status === "error" ? <span className="rounded bg-red-100 px-1.5 text-red-700">failed</span> : null}
      </header>

      {entry.content ? (
        <Markdown text={entry.content} />
      ) : streaming || entry.status === "streaming" ? (
        <p className="text-sm text-stone-400">Writing…</p>
      ) : null}
      {streaming && entry.content ? <span aria-hidden className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-stone-400 align-middle" /> : null}

      {entry.status === "error" ? (
        <div role="alert" data-testid="message-error" className="mt-2 flex items-center gap-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          <span className="min-w-0 flex-1">{entry.error ?? "The answer failed."}</span>
          {onRetry ? (
            <Button size="sm" onClick={onRetry} data-testid="retry-button">
              Retry
            </Button>
          ) : null}
        </div>
      ) : null}

      {!streaming && entry.status !== "streaming" ? (
        <footer className="mt-2 flex gap-1.5 opacity-60 transition-opacity group-hover:opacity-100 focus-within:opacity-100">
          {entry.content ? <CopyButton getText={() => entry.content} /> : null}
          {onBranch ? (
            <button
              type="button"
              data-testid="branch-from-here"
              onClick={onBranch}
              className="rounded border border-stone-200 bg-white px-1.5 py-0.5 text-xs text-stone-600 hover:bg-stone-100"
            >
              Branch from here
            </button>
          ) : null}
        </footer>
      ) : null}
    </article>
  );
});
