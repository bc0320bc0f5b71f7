"use client";

import { useState, useTransition } from "react";
import { renameNodeAction } from "@/lib/actions/rename-node";
import { useRefreshConversation } from "@/components/workspace/use-refresh";

/**
 * The chat's heading: the node's title, renamed in place (click, type, Enter saves, Escape cancels).
 * Renaming the root renames the conversation. Where the server refuses a rename (`refusal`: the
 * node's capabilities, lib/tree/capabilities.ts), the title is plain text that says why on hover.
 */
export function NodeTitle({ nodeId, title, refusal }: { nodeId: string; title: string; refusal?: string }) {
  const refresh = useRefreshConversation();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  if (refusal) {
    return (
      <h2 className="truncate font-semibold">
        <span data-testid="chat-title" data-refused="true" title={refusal}>
          {title}
        </span>
      </h2>
    );
  }
  if (draft === null) {
    return (
      <h2 className="truncate font-semibold">
        <button
          type="button"
          data-testid="chat-title"
          title="Rename"
          onClick={() => setDraft(title)}
          className="max-w-full truncate text-left hover:underline"
        >
          {title}
        </button>
      </h2>
    );
  }
  const save = () =>
    startTransition(async () => {
      const result = await renameNodeAction({ nodeId, title: draft });
      if (!result.ok) return setError(result.error.message);
      await refresh();
      setError(null);
      setDraft(null);
    });
  return (
    <div>
      <input
        autoFocus
        aria-label="Title"
        data-testid="title-input"
        value={draft}
        maxLength={120}
        disabled={pending}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") save();
          if (e.key === "Escape") {
            setDraft(null);
            setError(null);
          }
        }}
        className="w-full rounded border border-stone-300 px-2 py-0.5 font-semibold"
      />
      {error ? (
        <p role="alert" className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
