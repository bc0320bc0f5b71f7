"use client";

import { memo } from "react";
import { ROLE_LABEL } from "@/lib/tree/entries";
import type { WindowEntry } from "@/lib/tree/types";
import { Button } from "../ui/button";
import { CopyButton, Markdown } from "./markdown";

export interface MessageProps {
  entry: Pick<WindowEntry, "id" | "role" | "content" | "origin" | "status" | "error" | "model"> & {
    sourceNodeId?: string | null;
    sourceItemIds?: string[];
    pinned?: boolean;
  };
  sourceTitle?: string;
  /** Display name of the engine that wrote an answer. */
  engineLabel?: string;
  streaming?: boolean;
  onBranch?: () => void;
  onAside?: () => void;
  onPin?: () => void;
  onShowSource?: () => void;
  onInspect?: () => void;
  onRetry?: () => void;
}


/** One window entry: who said it, the text (Markdown), where it came from, and what can be done with it. */
export const Message = memo(function Message({ entry, sourceTitle, engineLabel, streaming, onBranch, onAside, onPin, onShowSource, onInspect, onRetry }: MessageProps) {
  const isUser = entry.role === "user";
  const inherited = entry.origin === "inherited";
  return (
    <article
      data-testid="message"
      data-item-id={entry.id}
      data-role={entry.role}
      data-origin={entry.origin}
      data-status={streaming ? "streaming" : entry.status}
      data-pinned={Boolean(entry.pinned)}
      className={`group rounded-lg px-4 py-3 ${entry.role === "note" ? "border border-canopy-200 bg-canopy-50/50" : isUser ? "bg-stone-100" : "bg-white"} ${
        inherited ? "border-l-4 border-stone-300 opacity-80" : ""
      } ${entry.origin === "merged" ? "border-l-4 border-violet-400" : ""}`}
    >
      <header className="mb-1 flex items-center gap-2 text-xs text-stone-500">
        <span className="font-semibold text-stone-700">{ROLE_LABEL[entry.role]}</span>
        {entry.role === "assistant" ? (
          <span data-testid="engine-label" className="rounded-full bg-canopy-50 px-2 py-px text-[11px] font-medium text-canopy-700">
            {engineLabel ?? (entry.model === "offline" || !entry.model ? "Offline engine" : entry.model)}
          </span>
        ) : null}
        {inherited ? <span data-testid="inherited-label">inherited{sourceTitle ? ` from ${sourceTitle}` : ""}</span> : null}
        {entry.origin === "merged" ? (
          <details data-testid="merged-label" className="inline">
            <summary className="cursor-pointer text-violet-700">merged from {sourceTitle ?? "a closed branch"}</summary>
            <span className="ml-1 text-stone-500">
              carries {entry.sourceItemIds?.length ?? 0} message{entry.sourceItemIds?.length === 1 ? "" : "s"} of that branch.{" "}
              {onShowSource ? (
                <button type="button" className="text-violet-700 underline" onClick={onShowSource} data-testid="show-merge-source">
                  Open the branch
                </button>
              ) : null}
            </span>
          </details>
        ) : null}
        {entry.pinned ? <span className="rounded bg-canopy-100 px-1.5 text-canopy-800">pinned</span> : null}
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
            <ActionButton testId="branch-from-here" onClick={onBranch}>
              Branch from here
            </ActionButton>
          ) : null}
          {onAside ? (
            <ActionButton testId="ask-aside" onClick={onAside}>
              Ask aside
            </ActionButton>
          ) : null}
          {onInspect ? (
            <ActionButton testId="inspect-context" onClick={onInspect}>
              Context
            </ActionButton>
          ) : null}
          {onPin ? (
            <ActionButton testId="pin-toggle" onClick={onPin}>
              {entry.pinned ? "Unpin" : "Pin"}
            </ActionButton>
          ) : null}
        </footer>
      ) : null}
    </article>
  );
});

function ActionButton({ testId, onClick, children }: { testId: string; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      data-testid={testId}
      onClick={onClick}
      className="rounded border border-stone-200 bg-white px-1.5 py-0.5 text-xs text-stone-600 hover:bg-stone-100"
    >
      {children}
    </button>
  );
}
