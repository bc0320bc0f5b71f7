"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";

/**
 * Inline editor of a user message. Saving never overwrites: the edit becomes a new branch from the
 * same point, and with "cascade" the later messages are asked again after it, in order.
 */
export function MessageEditor({
  initial,
  followUps,
  onSave,
  onCancel,
}: {
  initial: string;
  followUps: number;
  onSave: (text: string, cascade: boolean) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState(initial);
  const [cascade, setCascade] = useState(false);
  const save = () => text.trim() && onSave(text.trim(), cascade);
  return (
    <div className="space-y-2" data-testid="message-editor">
      <textarea
        data-testid="edit-input"
        aria-label="Edited message"
        autoFocus
        value={text}
        rows={Math.min(10, Math.max(2, text.split("\n").length))}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Escape") onCancel();
          if (e.key === "Enter" && !e.shiftKey) {
            e.preventDefault();
            save();
          }
        }}
        className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm focus:border-canopy-500 focus:outline-none"
      />
      <div className="flex flex-wrap items-center gap-3">
        {followUps > 0 ? (
          <label className="flex items-center gap-1.5 text-xs text-stone-600">
            <input
              type="checkbox"
              data-testid="edit-cascade"
              checked={cascade}
              onChange={(e) => setCascade(e.target.checked)}
            />
            Also re-ask the {followUps} later message{followUps === 1 ? "" : "s"}
          </label>
        ) : null}
        <span className="flex-1 text-xs text-stone-500">Saved as a new branch; the original stays.</span>
        <Button size="sm" variant="ghost" onClick={onCancel} data-testid="edit-cancel">
          Cancel
        </Button>
        <Button size="sm" onClick={save} disabled={!text.trim()} data-testid="edit-save">
          Save and send
        </Button>
      </div>
    </div>
  );
}
