"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition, type ReactNode } from "react";
import type { ActionResult } from "@/lib/actions/safe-action";
import { Button } from "@/components/ui/button";
import { ErrorNote } from "@/components/ui/field";
import { useRefusal } from "@/components/ui/role-context";

/**
 * A project settings form (Settings, Tools): its fields, one Save that sends them to its action and
 * says "Saved." (or the action's error), the page refreshed after. Only the owner changes settings
 * (the action's guard needs "owner"); others read them, disabled, with the reason.
 */
export function SettingsFormShell({
  testId,
  refusalTestId,
  what,
  save,
  saveLabel,
  saveTestId,
  savedTestId,
  children,
}: {
  testId: string;
  refusalTestId?: string;
  /** What the form changes, for the refusal ("change the project's tools"). */
  what: string;
  save: () => Promise<ActionResult<unknown>>;
  saveLabel: string;
  saveTestId: string;
  savedTestId?: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [pending, startTransition] = useTransition();
  const refusal = useRefusal("owner", what);
  const refusalId = `${testId}-refusal`;
  return (
    <form
      method="post"
      data-testid={testId}
      aria-describedby={refusal ? refusalId : undefined}
      className="rounded-xl border border-stone-200 bg-white p-5"
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        startTransition(async () => {
          const result = await save();
          if (!result.ok) return setError(result.error.message);
          setError(null);
          setSaved(true);
          router.refresh();
        });
      }}
    >
      {refusal ? (
        <p id={refusalId} data-testid={refusalTestId} className="mb-4 text-sm text-stone-600">
          {refusal}
        </p>
      ) : null}
      <fieldset disabled={Boolean(refusal)} className="min-w-0 space-y-5">
        {children}
        <ErrorNote message={error} />
        {refusal ? null : (
          <div className="flex items-center gap-3">
            <Button type="submit" variant="primary" disabled={pending} data-testid={saveTestId}>
              {pending ? "Saving…" : saveLabel}
            </Button>
            {saved ? (
              <span role="status" className="text-sm text-canopy-700" data-testid={savedTestId}>
                Saved.
              </span>
            ) : null}
          </div>
        )}
      </fieldset>
    </form>
  );
}
