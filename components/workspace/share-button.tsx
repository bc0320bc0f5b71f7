"use client";

import { Share2 } from "lucide-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, useTransition } from "react";
import { createShareLinkAction } from "@/lib/actions/create-share-link";
import { listShareLinksAction } from "@/lib/actions/list-share-links";
import { revokeShareLinkAction } from "@/lib/actions/revoke-share-link";
import type { ShareLinkView } from "@/lib/auth/share-links";
import { ShareLinkField } from "@/components/projects/share-link-field";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useRole } from "@/components/ui/role-context";
import { roleCanWrite } from "@/lib/shared/roles";

/**
 * The conversation's Share button (editors and owners): a dialog that says who can see a link,
 * makes one, copies it and revokes it. The same actions as the project's sharing panel.
 */
export function ShareButton({ conversationId }: { conversationId: string }) {
  const role = useRole();
  const [open, setOpen] = useState(false);
  if (!roleCanWrite(role)) return null;
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)} data-testid="share-conversation">
        <Share2 aria-hidden className="size-3.5" />
        Share
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Share this conversation"
        testId="share-dialog"
        description="Anyone with a link can read this conversation, its graph and every branch's chat, without signing in. They cannot write, search, or see the project's other conversations. A link works until you revoke it."
      >
        {open ? <ShareLinks conversationId={conversationId} /> : null}
      </Dialog>
    </>
  );
}

function ShareLinks({ conversationId }: { conversationId: string }) {
  const queryClient = useQueryClient();
  const queryKey = ["share-links", conversationId];
  const listed = useQuery({
    queryKey,
    queryFn: async (): Promise<ShareLinkView[]> => {
      const result = await listShareLinksAction({ conversationId });
      if (!result.ok) throw new Error(result.error.message);
      return result.data;
    },
    staleTime: 0,
  });
  const links = listed.data ?? null;
  const [failed, setError] = useState<string | null>(null);
  const error = failed ?? listed.error?.message ?? null;
  const [pending, startTransition] = useTransition();
  const run = (work: () => Promise<{ ok: boolean; error?: { message: string } }>) =>
    startTransition(async () => {
      const result = await work();
      setError(result.ok ? null : (result.error?.message ?? "That did not work."));
      await queryClient.invalidateQueries({ queryKey });
    });
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return (
    <div className="space-y-3 text-sm">
      {links === null && !error ? <p className="text-stone-500">Loading the links…</p> : null}
      {links?.length === 0 ? <p data-testid="share-none">No link yet: nobody outside the project can see it.</p> : null}
      <ul className="space-y-2" data-testid="share-dialog-links">
        {links?.map((l) => (
          <li key={l.id} className="flex items-center gap-2">
            <ShareLinkField url={`${origin}/share/${l.token}`} />
            <Button
              size="sm"
              variant="ghost"
              disabled={pending}
              onClick={() => run(() => revokeShareLinkAction({ conversationId, linkId: l.id }))}
              data-testid="share-revoke"
            >
              Revoke
            </Button>
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="text-red-600">
          {error}
        </p>
      ) : null}
      <Button
        variant="primary"
        disabled={pending || links === null}
        onClick={() => run(() => createShareLinkAction({ conversationId }))}
        data-testid="share-create"
      >
        {links?.length ? "Create another link" : "Create a link"}
      </Button>
    </div>
  );
}
