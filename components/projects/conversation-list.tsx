"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { deleteConversationAction } from "@/lib/actions/delete-conversation";
import type { ConversationSummary } from "@/lib/db/queries/conversations";
import { chatFormatLabel, formatWhen } from "@/lib/format";
import { GatedButton } from "@/components/ui/gated-button";
import { useRefusal } from "@/components/ui/role-context";
import { EmptyState } from "@/components/ui/empty-state";
import { MarkedTitle } from "@/components/ui/marked-title";
import { NewConversationButton } from "./new-conversation-button";

export function ConversationList({
  projectId,
  conversations,
}: {
  projectId: string;
  conversations: ConversationSummary[];
}) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const refusal = useRefusal("write", "delete conversations");

  if (conversations.length === 0) {
    return (
      <EmptyState
        title="No conversations yet"
        action={<NewConversationButton projectId={projectId} label="Start a conversation" />}
      >
        A conversation is a tree: branch from any message to explore a side topic without polluting the main thread.
      </EmptyState>
    );
  }

  return (
    <div className="space-y-2">
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <ul
        data-testid="conversation-list"
        className="divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-200 bg-white"
      >
        {conversations.map((c) => (
          <li key={c.id} className="flex items-center gap-2 pr-2 hover:bg-stone-50">
            <Link
              href={`/c/${c.id}`}
              data-testid="conversation-link"
              className="flex min-w-0 flex-1 items-center justify-between gap-4 px-4 py-3"
            >
              <span className="min-w-0">
                <MarkedTitle title={c.title} className="font-medium" />
                <span className="block text-xs text-stone-500">
                  {c.nodeCount} node{c.nodeCount === 1 ? "" : "s"}
                  {c.imported ? (
                    <span
                      data-testid="imported-badge"
                      title={`Imported from a ${chatFormatLabel(c.imported.from)} export on ${new Date(c.imported.at).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" })}`}
                      className="ml-2 rounded bg-sky-100 px-1.5 py-0.5 text-[11px] font-medium text-sky-800"
                    >
                      Imported · {chatFormatLabel(c.imported.from)} ·{" "}
                      {new Date(c.imported.at).toLocaleDateString("en-GB", { dateStyle: "medium" })}
                    </span>
                  ) : null}
                </span>
              </span>
              <span className="shrink-0 text-xs text-stone-400">{formatWhen(c.updatedAt)}</span>
            </Link>
            <GatedButton
              refusal={refusal}
              size="sm"
              variant="ghost"
              aria-label={`Delete ${c.title}`}
              disabled={pending}
              onClick={() => {
                if (!window.confirm(`Delete "${c.title}" with all its branches and messages? This cannot be undone.`))
                  return;
                startTransition(async () => {
                  const result = await deleteConversationAction({ conversationId: c.id });
                  if (!result.ok) return setError(result.error.message);
                  router.refresh();
                });
              }}
            >
              Delete
            </GatedButton>
          </li>
        ))}
      </ul>
    </div>
  );
}
