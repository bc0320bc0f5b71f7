"use client";

import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type UIEvent } from "react";
import type { Fork, ForkOption } from "@/lib/chat/forks";
import { useChatRunStore } from "@/lib/stores/chat-run-store";
import type { WindowEntry } from "@/lib/shared/tree-types";
import type { SettledConflictView } from "@/lib/shared/merge-conflicts";
import { EmptyState } from "@/components/ui/empty-state";
import { OFFLINE_ENGINE_NOTICE } from "@/lib/shared/offline-phrases";
import { OfflineNote } from "./offline-note";
import { plural } from "@/lib/format";
import { Message } from "./message";
import { LiveToolCall, ToolCallCard } from "./tool-call-card";
import { messageText, type CanopyUIMessage } from "./types";

const COLLAPSE_INHERITED_OVER = 4;
/** How close to the end (px) counts as "at the end": a streaming answer is followed only from there. */
const FOLLOW_SLACK_PX = 48;

/** What can be done with a saved entry; absent while the node is read-only or an answer streams. */
export interface EntryActions {
  /** Absent in a volatile aside: branch from it only after promoting it. */
  branch?: (itemId: string) => void;
  aside?: (itemId: string) => void;
  /** Ask a user message again to several targets, each in its own branch (a fan-out). */
  askSeveral?: (itemId: string, text: string) => void;
  pin: (itemId: string, pinned: boolean) => void;
  showNode: (nodeId: string) => void;
  inspect: (itemId: string) => void;
  /** Absent in a volatile aside (alternatives are branches). */
  edit?: (itemId: string, text: string, cascade: boolean) => void;
  regenerate?: (itemId: string) => void;
  switchTo: (option: ForkOption) => void;
  /** Delete a message of this node with the other half of its exchange. */
  remove?: (itemId: string) => void;
}

/**
 * The node's window, oldest first, followed by the turn in flight. Inherited entries are shown
 * muted and, when there are many, folded behind a toggle.
 */
export function MessageList({
  nodeId,
  window,
  titles,
  engineLabels,
  liveMessages,
  live,
  readOnly,
  actions,
  onRetry,
  onContinue,
  forks = [],
  mergeConflicts = {},
  offlineOnly = false,
}: {
  nodeId: string;
  window: WindowEntry[];
  titles: Map<string, string>;
  engineLabels: Record<string, string>;
  liveMessages: CanopyUIMessage[];
  live: boolean;
  readOnly: boolean;
  actions: EntryActions;
  onRetry: (userItemId: string, text: string) => void;
  onContinue?: (userItemId: string, text: string) => void;
  forks?: Fork[];
  /** Only the offline engine is configured: the empty chat says what it is. */
  offlineOnly?: boolean;
  /** Per merge event: the conflicts it recorded and the choices (provenance of merged entries). */
  mergeConflicts?: Record<string, SettledConflictView[]>;
}) {
  const focusItemId = useFocusTarget();
  const forkAt = useMemo(() => new Map(forks.map((f) => [f.atEntryId, f])), [forks]);
  const focusedEntry = focusItemId
    ? window.find((e) => e.id === focusItemId || e.contentItemId === focusItemId)
    : undefined;
  const [showInherited, setShowInherited] = useState(false);
  const focusInherited = focusedEntry?.origin === "inherited";
  // Focus arriving on an inherited entry unfolds them (adjusted while rendering: no effect pass).
  const [wasFocusInherited, setWasFocusInherited] = useState(false);
  if (wasFocusInherited !== focusInherited) {
    setWasFocusInherited(focusInherited);
    if (focusInherited) setShowInherited(true);
  }
  const bottom = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  // Whether the reader is at the end of the chat (within FOLLOW_SLACK_PX), updated as they scroll,
  // and where following last left the list.
  const atEnd = useRef(true);
  const followedTo = useRef(0);
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const element = event.currentTarget;
    atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight <= FOLLOW_SLACK_PX;
  };
  /** To the end of the chat, unless the reader has moved up since (their scroll event may still be on its way). */
  const follow = () => {
    const element = list.current;
    if (element && element.scrollTop + FOLLOW_SLACK_PX < followedTo.current) atEnd.current = false;
    if (!atEnd.current) return;
    bottom.current?.scrollIntoView({ block: "end" });
    followedTo.current = element?.scrollTop ?? 0;
  };
  const savedIds = new Set(window.map((e) => e.id));

  const liveAssistant = liveMessages.findLast((m) => m.role === "assistant");
  const meta = liveAssistant?.metadata;
  const accepted = Boolean(meta?.userItemId && savedIds.has(meta.userItemId));
  const savedAnswer = window.find((e) => e.id === meta?.assistantItemId);
  // While the turn runs its live text wins over the saved row (a retry or continue reuses the row).
  const showLiveAnswer = Boolean(liveAssistant) && (live || !savedAnswer || savedAnswer.status === "streaming");
  const pendingUser = liveMessages.filter((m) => m.role === "user" && !savedIds.has(m.id) && !accepted);
  // While the live answer is shown, its saved placeholder row is hidden.
  const saved = window.filter((e) => !(showLiveAnswer && e.id === meta?.assistantItemId));

  const inherited = saved.filter((e) => e.origin === "inherited");
  const own = saved.filter((e) => e.origin !== "inherited");
  // A regenerated branch answers an inherited question: it stays in view above its answer (and the
  // answer's version switcher) while the earlier inherited messages fold.
  const answered = own[0]?.role === "assistant" || (own.length === 0 && (live || pendingUser.length === 0));
  const question = answered && inherited.at(-1)?.role === "user" ? inherited.at(-1) : undefined;
  const foldable = question ? inherited.slice(0, -1) : inherited;
  const foldInherited = foldable.length > COLLAPSE_INHERITED_OVER && !showInherited;
  const lastUser = own.findLast((e) => e.role === "user");
  const lastEntry = own.at(-1);
  // The question a failed last answer answers: this node's own, or (a regenerated branch) the inherited one.
  const lastQuestion =
    lastUser ?? (own.every((e) => e.role === "assistant") ? inherited.findLast((e) => e.role === "user") : undefined);
  const resumable = (entry: WindowEntry) =>
    !live &&
    !readOnly &&
    entry === lastEntry &&
    entry.role === "assistant" &&
    (entry.status === "error" || entry.status === "aborted") &&
    Boolean(lastQuestion);

  const liveText = (meta?.continuedFrom ?? "") + messageText(liveAssistant);
  const writable = !readOnly && !live;
  const laterUsers = (entry: WindowEntry) => own.filter((e) => e.position > entry.position && e.role === "user").length;
  // The first answer of the offline engine in the window says what that engine is.
  const firstOfflineAnswer = window.find((e) => e.role === "assistant" && (e.model === "offline" || !e.model))?.id;
  const entryProps = (entry: WindowEntry, index: number, list: WindowEntry[]) => ({
    entry,
    fork: forkAt.get(entry.id),
    onSwitch: actions.switchTo,
    focused: focusedEntry?.id === entry.id,
    onEdit:
      writable && actions.edit && entry.origin === "local" && entry.role === "user" && entry.status === "complete"
        ? (text: string, cascade: boolean) => actions.edit!(entry.id, text, cascade)
        : undefined,
    followUps: entry.role === "user" ? laterUsers(entry) : 0,
    onRegenerate:
      writable &&
      actions.regenerate &&
      entry.origin === "local" &&
      entry.role === "assistant" &&
      entry.status !== "streaming" &&
      (list[index - 1] ?? inherited.at(-1))?.role === "user"
        ? () => actions.regenerate!(entry.id)
        : undefined,
    sourceTitle: entry.sourceNodeId ? titles.get(entry.sourceNodeId) : undefined,
    conflicts: entry.origin === "merged" && entry.mergeEventId ? mergeConflicts[entry.mergeEventId] : undefined,
    engineLabel: entry.model ? engineLabels[entry.model] : undefined,
    explainEngine: entry.id === firstOfflineAnswer,
    onBranch: writable && actions.branch ? () => actions.branch!(entry.id) : undefined,
    onAside: writable && actions.aside ? () => actions.aside!(entry.id) : undefined,
    onAskSeveral:
      writable && actions.askSeveral && entry.role === "user" && entry.status === "complete"
        ? () => actions.askSeveral!(entry.id, entry.content)
        : undefined,
    onPin: writable ? () => actions.pin(entry.id, !entry.pinned) : undefined,
    onDelete:
      writable && actions.remove && entry.origin === "local" && entry.status !== "streaming"
        ? () => actions.remove!(entry.id)
        : undefined,
    onInspect:
      entry.role === "assistant" && entry.origin !== "inherited" && entry.status !== "streaming"
        ? () => actions.inspect(entry.id)
        : undefined,
    onShowSource:
      entry.origin === "merged" && entry.sourceNodeId ? () => actions.showNode(entry.sourceNodeId!) : undefined,
  });
  /** A tool call of the window: its card (Approve / Deny only where the reader may write). */
  const toolCard = (entry: WindowEntry) => (
    <ToolCallCard
      key={entry.id}
      entry={entry}
      writable={writable && entry.origin === "local"}
      onOpenAside={actions.showNode}
    />
  );
  // The answer streaming now: its tool calls so far (saved ones show as cards once it ends).
  const liveTools = (liveAssistant?.parts ?? []).flatMap((part) =>
    part.type.startsWith("tool-") && "toolCallId" in part
      ? [{ id: String(part.toolCallId), name: part.type.slice("tool-".length), state: String(part.state) }]
      : [],
  );
  useEffect(() => {
    // A focused message (search hit, fork switch) wins over following the end of the chat; a reader
    // who scrolled up to read is left where they are while an answer streams.
    if (focusedEntry && !live) return;
    follow();
  }, [window.length, liveText.length, focusedEntry, live]);
  // How many messages were waiting to be saved, and in which node, at the last render (none before the first).
  const sent = useRef<{ pending: number; nodeId: typeof nodeId } | null>(null);
  useEffect(() => {
    // Sending a message (or opening the node) goes to the end and follows it again; the message
    // being saved meanwhile does not (a reader who scrolled up while the answer streams stays).
    const before = sent.current;
    const moved = !before || pendingUser.length > before.pending || nodeId !== before.nodeId;
    sent.current = { pending: pendingUser.length, nodeId };
    if (!moved || (focusedEntry && !live)) return;
    atEnd.current = true;
    followedTo.current = 0;
    follow();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new message or node moves the reader
  }, [pendingUser.length, nodeId]);
  useEffect(() => {
    if (!focusedEntry) return;
    const element = document.querySelector<HTMLElement>(
      `[data-testid="message"][data-item-id="${CSS.escape(focusedEntry.id)}"]`,
    );
    element?.scrollIntoView({ block: "center" });
  }, [focusedEntry, showInherited]);

  if (saved.length === 0 && pendingUser.length === 0 && !showLiveAnswer) {
    return (
      <div className="flex-1 overflow-y-auto p-4" data-testid="message-list">
        <EmptyState title="This node is empty">
          Ask something. Only this node&apos;s own window is sent to the model: nothing from sibling branches, nothing
          the parent says later.
          {offlineOnly ? (
            <span data-testid="offline-engine-notice" className="mt-2 block">
              {OFFLINE_ENGINE_NOTICE}
            </span>
          ) : null}
          <OfflineNote nodeId={nodeId} readOnly={readOnly} hideText={offlineOnly} />
        </EmptyState>
      </div>
    );
  }

  return (
    <div
      className="flex-1 space-y-2 overflow-y-auto p-4"
      data-testid="message-list"
      aria-live="polite"
      ref={list}
      onScroll={onScroll}
    >
      {inherited.length > 0 ? (
        <div className="space-y-2">
          {foldInherited ? (
            <>
              <button
                type="button"
                data-testid="show-inherited"
                onClick={() => setShowInherited(true)}
                className="w-full rounded-md border border-dashed border-stone-300 px-3 py-2 text-left text-xs text-stone-500 hover:bg-stone-50"
              >
                {plural(foldable.length, `${question ? "earlier " : ""}inherited message`)} from the parent — show
              </button>
              {question ? (
                <Message key={question.id} {...entryProps(question, inherited.length - 1, inherited)} />
              ) : null}
            </>
          ) : (
            inherited.map((entry, index) =>
              entry.role === "tool" ? (
                toolCard(entry)
              ) : (
                <Message key={entry.id} {...entryProps(entry, index, inherited)} />
              ),
            )
          )}
          {own.length > 0 || pendingUser.length > 0 ? (
            <hr className="border-stone-200" aria-label="Branch point" />
          ) : null}
        </div>
      ) : null}

      {own.map((entry, index) =>
        entry.role === "tool" ? (
          toolCard(entry)
        ) : (
          <Message
            key={entry.id}
            {...entryProps(entry, index, own)}
            onRetry={resumable(entry) ? () => onRetry(lastQuestion!.id, lastQuestion!.content) : undefined}
            onContinue={
              resumable(entry) && onContinue && entry.content.trim()
                ? () => onContinue(lastQuestion!.id, lastQuestion!.content)
                : undefined
            }
          />
        ),
      )}

      {pendingUser.map((m) => (
        <Message
          key={m.id}
          entry={{
            id: m.id,
            role: "user",
            content: messageText(m),
            origin: "local",
            status: "complete",
            error: null,
            model: null,
          }}
          streaming
        />
      ))}
      {live ? liveTools.map((t) => <LiveToolCall key={t.id} name={t.name} state={t.state} />) : null}
      {showLiveAnswer && liveAssistant ? (
        <Message
          key={liveAssistant.id}
          entry={{
            id: meta?.assistantItemId ?? liveAssistant.id,
            role: "assistant",
            content: liveText,
            origin: "local",
            status: "streaming",
            error: null,
            model: meta?.model ?? null,
          }}
          engineLabel={meta?.engineLabel}
          streaming={live}
        />
      ) : live && !liveAssistant ? (
        <p className="px-4 text-sm text-stone-400" data-testid="thinking">
          Thinking…
        </p>
      ) : null}
      <div ref={bottom} data-node={nodeId} />
    </div>
  );
}

/** The message to focus: set in the store by a fork switch or the palette, or named in the URL (?item=). */
function useFocusTarget(): string | null {
  const fromStore = useChatRunStore((s) => s.focusItemId);
  // Null on the server and while hydrating (the server render cannot know the URL's item, and the
  // first client render must match it); the URL's item from then on.
  const fromUrl = useSyncExternalStore(noSubscription, itemInUrl, () => null);
  return fromStore ?? fromUrl;
}

const noSubscription = () => () => {};
const itemInUrl = () => new URL(window.location.href).searchParams.get("item");
