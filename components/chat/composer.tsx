"use client";

import { useEffect, useRef } from "react";
import { MAX_MESSAGE_CHARS } from "@/lib/chat/limits";
import { useDraftStore } from "@/lib/stores/draft-store";
import { Button } from "../ui/button";

/**
 * The message box. Enter sends, Shift+Enter adds a line. The text lives in the draft store, so a
 * reload or a failed send never loses it.
 */
export function Composer({
  nodeId,
  busy,
  disabledReason,
  onSend,
  onStop,
}: {
  nodeId: string;
  busy: boolean;
  disabledReason?: string;
  onSend: (text: string) => void;
  onStop: () => void;
}) {
  const draft = useDraftStore((s) => s.drafts[nodeId] ?? "");
  const setDraft = useDraftStore((s) => s.setDraft);
  const ref = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    void useDraftStore.persist.rehydrate();
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = "auto";
    el.style.height = `${Math.min(el.scrollHeight, 240)}px`;
  }, [draft]);

  const tooLong = draft.length > MAX_MESSAGE_CHARS;
  const canSend = !busy && !disabledReason && draft.trim() !== "" && !tooLong;
  const send = () => {
    if (canSend) onSend(draft.trim());
  };

  return (
    <form
      className="border-t border-stone-200 bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {disabledReason ? <p className="mb-2 text-xs text-stone-500">{disabledReason}</p> : null}
      <div className="flex items-end gap-2">
        <textarea
          ref={ref}
          data-testid="composer-input"
          aria-label="Message"
          rows={1}
          value={draft}
          disabled={Boolean(disabledReason)}
          placeholder={disabledReason ? "This node is read-only" : "Message this branch… (Enter to send, Shift+Enter for a new line)"}
          onChange={(e) => setDraft(nodeId, e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              send();
            }
          }}
          className="max-h-60 min-h-10 flex-1 resize-none rounded-md border border-stone-300 px-3 py-2 text-sm focus:border-canopy-500 focus:ring-2 focus:ring-canopy-100 focus:outline-none disabled:bg-stone-50"
        />
        {busy ? (
          <Button variant="secondary" onClick={onStop} data-testid="stop-button">
            Stop
          </Button>
        ) : (
          <Button type="submit" variant="primary" disabled={!canSend} data-testid="send-button">
            Send
          </Button>
        )}
      </div>
      {tooLong ? (
        <p role="alert" className="mt-1 text-xs text-red-600">
          {draft.length.toLocaleString("en")} characters: the limit is {MAX_MESSAGE_CHARS.toLocaleString("en")}.
        </p>
      ) : null}
    </form>
  );
}
