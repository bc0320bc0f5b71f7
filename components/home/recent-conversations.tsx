"use client";

import { Archive, ArchiveRestore, Pencil, Pin, PinOff } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { markConversationAction } from "@/lib/actions/mark-conversation";
import { renameConversationAction } from "@/lib/actions/rename-conversation";
import type { RecentConversation } from "@/lib/db/queries/conversation-marks";
import { formatWhen } from "@/lib/format";
import { roleCanWrite, type ProjectRole } from "@/lib/shared/roles";
import { MarkedTitle } from "@/components/ui/marked-title";
import { TextInput } from "@/components/ui/field";

const iconButton =
  "inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md text-stone-500 hover:bg-stone-100 hover:text-stone-900 disabled:cursor-not-allowed disabled:text-stone-300";

/**
 * The home page's conversations across projects, newest first with the pinned ones on top: each
 * opens its workspace, and can be renamed (editors and owners), pinned and archived (for the
 * signed-in person alone). `archived`: the list of archived ones, each with Unarchive.
 */
export function RecentConversations({
  conversations,
  archived,
}: {
  conversations: RecentConversation[];
  archived: boolean;
}) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const run = (work: () => Promise<{ ok: boolean; error?: { message: string } }>) =>
    startTransition(async () => {
      const result = await work();
      setError(result.ok ? null : (result.error?.message ?? "That did not work."));
      router.refresh();
    });
  return (
    <div className="space-y-2">
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      {conversations.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-500">
          {archived ? "Nothing archived." : "No conversations yet: open a project below and start one."}
        </p>
      ) : (
        <ul
          data-testid="recent-conversations"
          className="divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-200 bg-white"
        >
          {conversations.map((c) => (
            <li key={c.id} data-testid="recent-conversation" className="flex items-center gap-1 pr-1 hover:bg-stone-50">
              {renaming === c.id ? (
                <form
                  method="post"
                  className="flex min-w-0 flex-1 items-center gap-2 px-4 py-2"
                  onSubmit={(event) => {
                    event.preventDefault();
                    const title = String(new FormData(event.currentTarget).get("title") ?? "").trim();
                    setRenaming(null);
                    if (title && title !== c.title)
                      run(() => renameConversationAction({ conversationId: c.id, title }));
                  }}
                >
                  <label className="sr-only" htmlFor={`rename-${c.id}`}>
                    New title of {c.title}
                  </label>
                  <TextInput
                    id={`rename-${c.id}`}
                    name="title"
                    defaultValue={c.title}
                    maxLength={120}
                    autoFocus
                    onKeyDown={(e) => e.key === "Escape" && setRenaming(null)}
                    data-testid="recent-rename-input"
                  />
                  <button type="submit" className="text-sm font-medium text-canopy-700">
                    Save
                  </button>
                </form>
              ) : (
                <Link
                  href={`/c/${c.id}`}
                  prefetch={false}
                  data-testid="recent-conversation-link"
                  className="flex min-w-0 flex-1 items-center justify-between gap-3 px-4 py-3"
                >
                  <span className="min-w-0">
                    <span className="flex items-center gap-1.5">
                      {c.pinned ? <Pin aria-label="Pinned" className="size-3.5 shrink-0 text-canopy-700" /> : null}
                      <MarkedTitle title={c.title} className="font-medium" />
                    </span>
                    <span className="block truncate text-xs text-stone-500">{c.projectName}</span>
                  </span>
                  <span className="shrink-0 text-xs text-stone-500">{formatWhen(c.updatedAt)}</span>
                </Link>
              )}
              {roleCanWrite(c.role as ProjectRole) && renaming !== c.id ? (
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Rename ${c.title}`}
                  title="Rename"
                  disabled={pending}
                  onClick={() => setRenaming(c.id)}
                >
                  <Pencil aria-hidden className="size-4" />
                </button>
              ) : null}
              {archived ? null : (
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`${c.pinned ? "Unpin" : "Pin"} ${c.title}`}
                  aria-pressed={c.pinned}
                  title={c.pinned ? "Unpin" : "Pin to the top"}
                  disabled={pending}
                  data-testid="recent-pin"
                  onClick={() => run(() => markConversationAction({ conversationId: c.id, pinned: !c.pinned }))}
                >
                  {c.pinned ? <PinOff aria-hidden className="size-4" /> : <Pin aria-hidden className="size-4" />}
                </button>
              )}
              <button
                type="button"
                className={iconButton}
                aria-label={`${archived ? "Unarchive" : "Archive"} ${c.title}`}
                title={archived ? "Unarchive: back to the recent list" : "Archive: hide from this list (for you only)"}
                disabled={pending}
                data-testid="recent-archive"
                onClick={() => run(() => markConversationAction({ conversationId: c.id, archived: !archived }))}
              >
                {archived ? (
                  <ArchiveRestore aria-hidden className="size-4" />
                ) : (
                  <Archive aria-hidden className="size-4" />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
