"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Paperclip } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { MAX_MESSAGE_CHARS } from "@/lib/shared/limits";
import { useDraftStore } from "@/lib/stores/draft-store";
import { Button } from "@/components/ui/button";
import { defaultTargets, FanoutTargets, useModels, type TargetRow } from "@/components/fanout/fanout-targets";
import { ModelPicker } from "./model-picker";
import { ImagePickerButton, ImagePreviews, useImageDraft } from "./image-attachments";
import { ToolMenu } from "./tool-menu";

/**
 * The message box. Enter sends, Shift+Enter adds a line. The text lives in the draft store, so a
 * reload or a failed send never loses it. The paperclip attaches a file (PDF, Word, HTML, CSV,
 * Markdown, text): its text joins this node's context as a note (large files are folded into the
 * node's memory by context assembly).
 */
export function Composer({
  nodeId,
  busy,
  disabledReason,
  onSend,
  onStop,
  onFanOut,
}: {
  nodeId: string;
  busy: boolean;
  disabledReason?: string;
  onSend: (text: string) => void;
  onStop: () => void;
  /** "Ask several": sends the message to every target, each in its own branch. */
  onFanOut?: (text: string, targets: { model: string; systemPrompt?: string }[]) => void;
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

  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [attaching, setAttaching] = useState(false);
  const [attachError, setAttachError] = useState<string | null>(null);

  async function attach(file: File) {
    setAttaching(true);
    setAttachError(null);
    try {
      const form = new FormData();
      form.append("files", file);
      const response = await fetch(`/api/nodes/${nodeId}/attachments`, { method: "POST", body: form });
      if (!response.ok) {
        const payload = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
        throw new Error(payload?.error?.message ?? `The file could not be attached (${response.status}).`);
      }
      // The note is in the node's window; the graph's token counts and the gauge follow.
      await queryClient.invalidateQueries({ queryKey: ["node", nodeId] });
      await queryClient.invalidateQueries({ queryKey: ["tree"] });
    } catch (e) {
      setAttachError(e instanceof Error ? e.message : String(e));
    } finally {
      setAttaching(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  const [several, setSeveral] = useState(false);
  const models = useModels().data;
  const [targets, setTargets] = useState<TargetRow[] | null>(null);
  const rows = targets ?? defaultTargets(models ?? []);

  const images = useImageDraft(nodeId);
  const tooLong = draft.length > MAX_MESSAGE_CHARS;
  const canSend =
    !busy && !disabledReason && (draft.trim() !== "" || images.images.length > 0) && !tooLong && !images.uploading;
  const send = async () => {
    if (!canSend) return;
    // Images first: they are items of the window before the message that asks about them.
    if (!(await images.upload()) || draft.trim() === "") return;
    if (several && onFanOut) {
      onFanOut(
        draft.trim(),
        rows.map((r) => ({
          model: r.model,
          ...(r.systemPrompt.trim() ? { systemPrompt: r.systemPrompt.trim() } : {}),
        })),
      );
      // One message is asked of several; the next goes to this branch again unless asked for.
      setSeveral(false);
    } else onSend(draft.trim());
  };

  return (
    <form
      method="post"
      className="border-t border-stone-200 bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      onPaste={images.onPaste}
      onDragOver={images.onDragOver}
      onDrop={images.onDrop}
    >
      <ImagePreviews draft={images} />
      {disabledReason ? <p className="mb-2 text-xs text-stone-500">{disabledReason}</p> : null}
      {several ? null : <ModelPicker nodeId={nodeId} readOnly={Boolean(disabledReason)} />}
      {several ? null : <ToolMenu nodeId={nodeId} readOnly={Boolean(disabledReason)} />}
      {several && onFanOut ? <FanoutTargets rows={rows} onChange={setTargets} /> : null}
      {/* On a phone the box takes the first line with Send beside it, the other buttons wrap below. */}
      <div className="flex items-end gap-2 max-md:flex-wrap">
        <input
          ref={fileInput}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-label="File to attach"
          data-testid="attach-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            // An image picked here joins the message's images, as one picked with the image button.
            if (file.type.startsWith("image/")) {
              images.add([file]);
              e.target.value = "";
            } else void attach(file);
          }}
        />
        <Button
          variant="ghost"
          className="h-10 w-10"
          disabled={busy || attaching || Boolean(disabledReason)}
          aria-label="Attach a file"
          title="Attach a file (PDF, Word, HTML, CSV, Markdown, any text file; an image joins the message)"
          data-testid="attach-button"
          onClick={() => fileInput.current?.click()}
        >
          <Paperclip aria-hidden className={`size-4 ${attaching ? "animate-pulse" : ""}`} />
        </Button>
        <ImagePickerButton draft={images} disabled={busy || Boolean(disabledReason)} />
        {onFanOut ? (
          <Button
            variant={several ? "secondary" : "ghost"}
            className="h-10 px-2 text-xs"
            aria-pressed={several}
            disabled={Boolean(disabledReason)}
            title="Ask several models (or prompts) at once, each in its own branch"
            data-testid="fanout-toggle"
            onClick={() => setSeveral((v) => !v)}
          >
            Ask several
          </Button>
        ) : null}
        <textarea
          ref={ref}
          data-testid="composer-input"
          aria-label="Message"
          rows={1}
          value={draft}
          disabled={Boolean(disabledReason)}
          // Short, so it fits one line of a phone's box; the keys are in the label and the title.
          placeholder={disabledReason ? "This node is read-only" : "Message this branch…"}
          title="Enter sends, Shift+Enter adds a line"
          aria-keyshortcuts="Enter Shift+Enter"
          onChange={(e) => setDraft(nodeId, e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void send();
            }
          }}
          className="max-h-60 min-h-10 flex-1 resize-none rounded-md border max-md:-order-2 max-md:min-w-[calc(100%-5rem)] border-stone-300 px-3 py-2 text-sm focus:border-canopy-500 focus:ring-2 focus:ring-canopy-100 focus:outline-none disabled:bg-stone-50"
        />
        {busy ? (
          <Button variant="secondary" onClick={onStop} data-testid="stop-button" className="max-md:-order-1">
            Stop
          </Button>
        ) : (
          <Button
            type="submit"
            variant="primary"
            disabled={!canSend}
            data-testid="send-button"
            className="max-md:-order-1"
          >
            {several && onFanOut ? `Send to ${rows.length}` : "Send"}
          </Button>
        )}
      </div>
      {attachError ? (
        <p role="alert" data-testid="attach-error" className="mt-1 text-xs text-red-600">
          {attachError}
        </p>
      ) : null}
      {tooLong ? (
        <p role="alert" className="mt-1 text-xs text-red-600">
          {draft.length.toLocaleString("en")} characters: the limit is {MAX_MESSAGE_CHARS.toLocaleString("en")}.
        </p>
      ) : null}
    </form>
  );
}
