"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { revokeApiTokenAction } from "@/lib/actions/revoke-api-token";
import type { TokenView } from "@/lib/auth/tokens";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

const day = (iso: string | null, none: string) =>
  iso ? new Date(iso).toLocaleDateString("en", { year: "numeric", month: "short", day: "numeric" }) : none;

/**
 * Personal API tokens as cards (they wrap on a phone): name, prefix, scope, project, dates and
 * status; an active token can be revoked after a confirmation. `showUser` adds the owner (admins).
 */
export function TokenList({ tokens, showUser = false }: { tokens: TokenView[]; showUser?: boolean }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState<TokenView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  if (tokens.length === 0) return <p className="text-sm text-stone-500">No API tokens yet.</p>;
  return (
    <>
      <ul className="space-y-2" data-testid="token-list">
        {tokens.map((t) => (
          <li
            key={t.id}
            data-testid="token-row"
            data-token-id={t.id}
            data-status={t.status}
            className={`rounded-lg border border-stone-200 p-3 text-sm ${t.status === "active" ? "" : "bg-stone-50"}`}
          >
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-medium break-all text-stone-900">{t.name}</span>
              <code className="rounded bg-stone-100 px-1.5 py-0.5 text-xs text-stone-700">{t.prefix}…</code>
              <span
                className={`rounded-full px-2 py-0.5 text-xs ${t.scope === "write" ? "bg-amber-100 text-amber-900" : "bg-stone-100 text-stone-700"}`}
              >
                {t.scope === "write" ? "read & write" : "read only"}
              </span>
              {t.status === "active" ? null : (
                <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs text-red-700">{t.status}</span>
              )}
              {t.status === "active" ? (
                <Button
                  size="sm"
                  variant="ghost"
                  className="ml-auto text-red-700"
                  data-testid="token-revoke"
                  onClick={() => setConfirming(t)}
                >
                  Revoke
                </Button>
              ) : null}
            </div>
            <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-0.5 text-xs text-stone-600 sm:grid-cols-2">
              {showUser ? <Pair term="User" value={t.userEmail} /> : null}
              <Pair term="Project" value={t.projectName ?? "All your projects"} />
              <Pair term="Created" value={day(t.createdAt, "")} />
              <Pair term="Last write" value={day(t.lastUsedAt, "never")} />
              <Pair
                term={t.status === "revoked" ? "Revoked" : "Expires"}
                value={t.status === "revoked" ? day(t.revokedAt, "") : day(t.expiresAt, "never")}
              />
            </dl>
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={`Revoke “${confirming?.name ?? ""}”?`}
        description="Programs using this token get 401 from their next request. This cannot be undone."
        testId="token-revoke-dialog"
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button onClick={() => setConfirming(null)}>Cancel</Button>
          <Button
            variant="danger"
            disabled={pending}
            data-testid="token-revoke-confirm"
            onClick={() =>
              startTransition(async () => {
                const result = await revokeApiTokenAction({ tokenId: confirming!.id });
                setError(result.ok ? null : result.error.message);
                setConfirming(null);
                router.refresh();
              })
            }
          >
            Revoke token
          </Button>
        </div>
      </Dialog>
    </>
  );
}

function Pair({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex gap-1">
      <dt className="text-stone-600">{term}:</dt>
      <dd>{value}</dd>
    </div>
  );
}
