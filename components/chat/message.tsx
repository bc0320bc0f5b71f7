"use client";

import { imageNameOf } from "@/lib/shared/image-text";
import { MessageImage } from "./message-image";
import { memo, useState } from "react";
import type { Fork, ForkOption } from "@/lib/chat/forks";
import { ROLE_LABEL } from "@/lib/tree/entries";
import type { WindowEntry } from "@/lib/shared/tree-types";
import { Button } from "@/components/ui/button";
import { CONFLICT_OUTCOME, type SettledConflictView } from "@/lib/shared/merge-conflicts";
import { OFFLINE_ENGINE_NOTICE } from "@/lib/shared/offline-phrases";
import { StruckMarkdown, SupersededFacts, SupersededLabel } from "./superseded-facts";
import { MessageActions } from "./message-actions";
import { MessageEditor } from "./message-editor";
import { ForkSwitcher } from "./message-fork";

/** Messages longer than this are folded behind "Show more". */
const COLLAPSE_OVER_CHARS = 1500;
const COLLAPSE_OVER_LINES = 24;

export interface MessageProps {
  entry: Pick<WindowEntry, "id" | "role" | "content" | "origin" | "status" | "error" | "model" | "superseded"> & {
    sourceNodeId?: string | null;
    sourceItemIds?: string[];
    pinned?: boolean;
    /** An image item: its stored file (the thumbnail is shown above its text). */
    mediaId?: string | null;
    nodeId?: string;
  };
  sourceTitle?: string;
  /** A merged entry: the conflicts its merge recorded, with the choices made (shown in "merged from"). */
  conflicts?: SettledConflictView[];
  /** Display name of the engine that wrote an answer. */
  engineLabel?: string;
  /** Say under this answer what the offline engine is (its first answer in the window). */
  explainEngine?: boolean;
  streaming?: boolean;
  onBranch?: () => void;
  onAside?: () => void;
  onAskSeveral?: () => void;
  onPin?: () => void;
  onDelete?: () => void;
  onShowSource?: () => void;
  onInspect?: () => void;
  onRetry?: () => void;
  /** Carry a failed or stopped answer on from its text. */
  onContinue?: () => void;
  /** Edit a user message (as a new branch); `followUps` later user messages can be cascaded. */
  onEdit?: (text: string, cascade: boolean) => void;
  followUps?: number;
  onRegenerate?: () => void;
  /** The fork this entry starts, if its conversation continues in several ways here. */
  fork?: Fork;
  onSwitch?: (option: ForkOption) => void;
  /** Scrolled to and highlighted (a search hit or a fork switch). */
  focused?: boolean;
}

/** One window entry: who said it, the text (Markdown), where it came from, and what can be done with it. */
export const Message = memo(function Message(props: MessageProps) {
  const {
    entry,
    sourceTitle,
    conflicts,
    engineLabel,
    explainEngine,
    streaming,
    onBranch,
    onAside,
    onAskSeveral,
    onPin,
    onDelete,
    onShowSource,
    onInspect,
    onRetry,
    onContinue,
    onEdit,
    onRegenerate,
    fork,
    onSwitch,
    focused,
  } = props;
  const isUser = entry.role === "user";
  const offline = entry.model === "offline" || !entry.model;
  const inherited = entry.origin === "inherited";
  const [editing, setEditing] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const long =
    !streaming &&
    (entry.content.length > COLLAPSE_OVER_CHARS || entry.content.split("\n").length > COLLAPSE_OVER_LINES);
  return (
    <article
      data-testid="message"
      data-item-id={entry.id}
      data-role={entry.role}
      data-origin={entry.origin}
      data-status={streaming ? "streaming" : entry.status}
      data-pinned={Boolean(entry.pinned)}
      data-focused={focused ? "true" : undefined}
      tabIndex={focused ? -1 : undefined}
      className={`group rounded-lg px-4 py-3 ${focused ? "ring-2 ring-amber-400" : ""} ${entry.role === "note" ? "border border-canopy-200 bg-canopy-50/50" : isUser ? "bg-stone-100" : "bg-white"} ${
        inherited ? "border-l-4 border-stone-300 opacity-80" : ""
      } ${entry.origin === "merged" ? "border-l-4 border-violet-400" : ""}`}
    >
      <header className="mb-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-stone-500">
        <span className="font-semibold text-stone-700">{ROLE_LABEL[entry.role]}</span>
        {entry.role === "assistant" ? (
          <span
            data-testid="engine-label"
            title={offline ? OFFLINE_ENGINE_NOTICE : undefined}
            className="rounded-full bg-canopy-50 px-2 py-px text-[11px] font-medium whitespace-nowrap text-canopy-700"
          >
            {engineLabel ?? (offline ? "Offline engine" : entry.model)}
          </span>
        ) : null}
        {inherited ? (
          <span data-testid="inherited-label">inherited{sourceTitle ? ` from ${sourceTitle}` : ""}</span>
        ) : null}
        {entry.origin === "merged" ? (
          <details data-testid="merged-label" className="inline">
            <summary className="cursor-pointer text-violet-700">merged from {sourceTitle ?? "a closed branch"}</summary>
            <span className="ml-1 text-stone-500">
              carries {entry.sourceItemIds?.length ?? 0} message{entry.sourceItemIds?.length === 1 ? "" : "s"} of that
              branch.{" "}
              {onShowSource ? (
                <button
                  type="button"
                  className="text-violet-700 underline"
                  onClick={onShowSource}
                  data-testid="show-merge-source"
                >
                  Open the branch
                </button>
              ) : null}
            </span>
            {conflicts?.length ? (
              <ul data-testid="merge-provenance-conflicts" className="mt-1 space-y-0.5 text-stone-600">
                {conflicts.map((c, i) => (
                  <li key={i} data-testid="merge-provenance-conflict" data-choice={c.choice ?? "unresolved"}>
                    <span className="font-medium">{c.about}</span>: the branch said &ldquo;{c.branchText}&rdquo;, the
                    parent &ldquo;{c.parentText}&rdquo;;{" "}
                    <span className={c.choice ? "text-violet-700" : "text-amber-700"}>
                      {c.choice ? CONFLICT_OUTCOME[c.choice] : "left unresolved"}
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
          </details>
        ) : null}
        <SupersededLabel facts={entry.superseded} />
        {entry.pinned ? <span className="rounded bg-canopy-100 px-1.5 text-canopy-800">pinned</span> : null}
        {entry.status === "aborted" ? (
          <span className="rounded bg-amber-100 px-1.5 text-amber-800">stopped</span>
        ) : null}
        {entry.status === "error" ? <span className="rounded bg-red-100 px-1.5 text-red-700">failed</span> : null}
        {fork && onSwitch ? (
          <span className="ml-auto">
            <ForkSwitcher fork={fork} onSwitch={onSwitch} />
          </span>
        ) : null}
      </header>
      {explainEngine && entry.role === "assistant" && offline ? (
        <p data-testid="offline-engine-notice" className="mb-1 text-xs text-stone-500">
          {OFFLINE_ENGINE_NOTICE}
        </p>
      ) : null}

      {entry.mediaId && entry.nodeId ? (
        <MessageImage itemId={entry.id} nodeId={entry.nodeId} name={imageNameOf(entry.content)} />
      ) : null}
      {editing && onEdit ? (
        <MessageEditor
          initial={entry.content}
          followUps={props.followUps ?? 0}
          onCancel={() => setEditing(false)}
          onSave={(text, cascade) => {
            setEditing(false);
            onEdit(text, cascade);
          }}
        />
      ) : entry.content ? (
        <div className={long && !expanded ? "relative max-h-72 overflow-hidden" : undefined} data-testid="message-body">
          <StruckMarkdown text={entry.content} facts={entry.superseded} />
          {long && !expanded ? (
            <div
              aria-hidden
              className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-white to-transparent"
            />
          ) : null}
        </div>
      ) : streaming || entry.status === "streaming" ? (
        <p className="text-sm text-stone-400">Writing…</p>
      ) : null}
      <SupersededFacts facts={entry.superseded} />
      {long && !editing ? (
        <button
          type="button"
          data-testid="show-more"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
          className="mt-1 text-xs font-medium text-canopy-700 hover:underline"
        >
          {expanded ? "Show less" : "Show more"}
        </button>
      ) : null}
      {/* The caret marks an answer being written, never the user's own pending message. */}
      {streaming && entry.content && entry.role === "assistant" ? (
        <span
          aria-hidden
          data-testid="streaming-caret"
          className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-stone-400 align-middle"
        />
      ) : null}

      {entry.status === "error" ? (
        <div
          role="alert"
          data-testid="message-error"
          className="mt-2 flex items-center gap-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700"
        >
          <span className="min-w-0 flex-1">{entry.error ?? "The answer failed."}</span>
          <ResumeButtons onRetry={onRetry} onContinue={onContinue} />
        </div>
      ) : entry.status === "aborted" && (onRetry || onContinue) ? (
        <div data-testid="message-resume" className="mt-2 flex items-center justify-end gap-2">
          <ResumeButtons onRetry={onRetry} onContinue={onContinue} />
        </div>
      ) : null}

      {!streaming && entry.status !== "streaming" && !editing ? (
        <MessageActions
          onCopy={entry.content ? () => entry.content : undefined}
          onEdit={onEdit ? () => setEditing(true) : undefined}
          onRegenerate={onRegenerate}
          onBranch={onBranch}
          onAside={onAside}
          onAskSeveral={onAskSeveral}
          onInspect={onInspect}
          onPin={onPin}
          onDelete={onDelete}
          pinned={entry.pinned}
        />
      ) : null}
    </article>
  );
});

/** Continue (carry the partial text on) and Retry (answer again in its place). */
function ResumeButtons({ onRetry, onContinue }: { onRetry?: () => void; onContinue?: () => void }) {
  return (
    <>
      {onContinue ? (
        <Button size="sm" onClick={onContinue} data-testid="continue-button">
          Continue
        </Button>
      ) : null}
      {onRetry ? (
        <Button size="sm" onClick={onRetry} data-testid="retry-button">
          Retry
        </Button>
      ) : null}
    </>
  );
}
