"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { createShareLinkAction } from "@/lib/actions/create-share-link";
import { revokeShareLinkAction } from "@/lib/actions/revoke-share-link";
import { shareProjectAction } from "@/lib/actions/share-project";
import { unshareProjectAction } from "@/lib/actions/unshare-project";
import { Button } from "@/components/ui/button";
import { TextInput } from "@/components/ui/field";
import { ShareLinkField } from "./share-link-field";

export interface SharingData {
  projectId: string;
  members: Array<{ userId: string; email: string; role: "owner" | "editor" | "viewer" }>;
  /** Each live link with its absolute URL (on the app's public origin) to copy. */
  conversations: Array<{ id: string; title: string; links: Array<{ id: string; token: string; url: string }> }>;
}

/** The owner's sharing controls: members (editor/viewer) and read-only links per conversation. */
export function SharingPanel({ data }: { data: SharingData }) {
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<"viewer" | "editor">("viewer");
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const run = (work: () => Promise<{ ok: boolean; error?: { message: string } }>) =>
    startTransition(async () => {
      const result = await work();
      if (!result.ok) return setError(result.error?.message ?? "That did not work.");
      setError(null);
      router.refresh();
    });

  return (
    <div className="space-y-4 rounded-xl border border-stone-200 bg-white p-4" data-testid="sharing-panel">
      <form
        method="post"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          run(async () => {
            const result = await shareProjectAction({ projectId: data.projectId, email, role });
            if (result.ok) setEmail("");
            return result;
          });
        }}
      >
        <label className="text-sm">
          <span className="mb-1 block font-medium">Share with (email)</span>
          <TextInput type="email" value={email} onChange={(e) => setEmail(e.target.value)} className="w-64" />
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium">Role</span>
          <select
            value={role}
            onChange={(e) => setRole(e.target.value as "viewer" | "editor")}
            className="rounded-md border border-stone-300 px-2 py-1.5 text-sm"
          >
            <option value="viewer">Viewer (read only)</option>
            <option value="editor">Editor</option>
          </select>
        </label>
        <Button type="submit" variant="primary" disabled={pending}>
          Share
        </Button>
      </form>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <ul className="divide-y divide-stone-100 text-sm" data-testid="member-list">
        {data.members.map((m) => (
          <li key={m.userId} className="flex items-center justify-between py-1.5">
            <span>
              {m.email} · <span className="text-stone-500">{m.role}</span>
            </span>
            {m.role !== "owner" ? (
              <Button
                size="sm"
                variant="ghost"
                disabled={pending}
                onClick={() => run(() => unshareProjectAction({ projectId: data.projectId, userId: m.userId }))}
              >
                Remove
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <h3 className="pt-2 text-sm font-semibold">Read-only links</h3>
      <p className="text-xs text-stone-500">
        Anyone with a link sees that conversation&apos;s graph and chats, nothing else of the project, until you revoke
        it.
      </p>
      <ul className="space-y-2 text-sm" data-testid="share-links">
        {data.conversations.map((c) => (
          <li key={c.id} className="space-y-1">
            <div className="flex items-center justify-between gap-2">
              <span className="truncate font-medium">{c.title}</span>
              <Button
                size="sm"
                disabled={pending}
                onClick={() => run(() => createShareLinkAction({ conversationId: c.id }))}
                data-testid="create-share-link"
              >
                Create link
              </Button>
            </div>
            {c.links.map((l) => (
              <div key={l.id} className="flex items-center gap-2">
                <ShareLinkField url={l.url} />
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={pending}
                  onClick={() => run(() => revokeShareLinkAction({ conversationId: c.id, linkId: l.id }))}
                >
                  Revoke
                </Button>
              </div>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
