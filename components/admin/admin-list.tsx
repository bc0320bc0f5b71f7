"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent, type ReactNode } from "react";
import type { ActionResult } from "@/lib/actions/safe-action";
import { Button } from "@/components/ui/button";
import { ErrorNote } from "@/components/ui/field";

/**
 * The admin pages' list panels (Connections, MCP servers): a list of records, each a card with its
 * description, its buttons and its error, and the form that adds one. What a record shows and which
 * actions it has are the caller's; the shape, the empty line, the pending state, the error and the
 * refresh after each action are here, once.
 */

/** Runs server actions for one record: pending while one runs, its error kept, the page refreshed after. */
export function useAdminAction() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  /** Runs `act` (nothing when it returns null: the user cancelled); `onData` gets a success's data. */
  const run = <T,>(act: () => Promise<ActionResult<T>> | null, onData?: (data: T | null) => void) =>
    startTransition(async () => {
      const running = act();
      if (!running) return;
      const outcome = await running;
      setError(outcome.ok ? null : outcome.error.message);
      onData?.(outcome.ok ? outcome.data : null);
      router.refresh();
    });
  return { run, pending, error };
}

/** The list of records and the add form below it. */
export function AdminListPanel({
  testId,
  empty,
  count,
  children,
  form,
}: {
  testId: string;
  /** The line shown when there is no record. */
  empty: string;
  count: number;
  /** The records, each an {@link AdminItem}. */
  children: ReactNode;
  form: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <ul className="space-y-3" data-testid={testId}>
        {count === 0 ? <li className="text-sm text-stone-500">{empty}</li> : null}
        {children}
      </ul>
      {form}
    </div>
  );
}

/** One record's card: its title line, details, buttons, then what the caller adds below, then its error. */
export function AdminItem({
  testId,
  data,
  title,
  details,
  actions,
  error,
  children,
}: {
  testId: string;
  /** data-* attributes that name the record (e.g. `{ "data-server-name": name }`). */
  data: Record<`data-${string}`, string>;
  title: ReactNode;
  details: ReactNode;
  actions: ReactNode;
  error: string | null;
  children?: ReactNode;
}) {
  return (
    <li className="space-y-2 rounded-lg border border-stone-200 bg-white p-3" data-testid={testId} {...data}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 text-sm">
          <p className="font-medium break-all">{title}</p>
          {details}
        </div>
        <div className="flex shrink-0 gap-1">{actions}</div>
      </div>
      {children}
      <ErrorNote message={error} />
    </li>
  );
}

/**
 * The form that adds a record: `submit` sends the form's fields to its action and `describe` says
 * what was added ("Added fs: connected, 12 tool(s)."); on success the form is cleared and the page
 * refreshed. Test ids are `<testId>-form`, `<testId>-error`, `<testId>-done` and `<testId>` (submit).
 */
export function AdminAddForm<T>({
  testId,
  heading,
  submit,
  describe,
  label,
  pendingLabel,
  children,
  after,
}: {
  testId: string;
  heading: string;
  submit: (form: FormData) => Promise<ActionResult<T>>;
  describe: (data: T) => string;
  label: string;
  pendingLabel?: string;
  /** The fields, laid out in two columns from the small breakpoint. */
  children: ReactNode;
  /** What goes under the grid (a checkbox line). */
  after?: ReactNode;
}) {
  const { run, pending, error } = useAdminAction();
  const [added, setAdded] = useState<string | null>(null);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const formElement = e.currentTarget;
    const form = new FormData(formElement);
    run(
      () => submit(form),
      (data) => {
        if (data === null) return;
        setAdded(describe(data));
        formElement.reset();
      },
    );
  };
  return (
    <form
      method="post"
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
      data-testid={`${testId}-form`}
      onSubmit={onSubmit}
    >
      <h2 className="font-semibold">{heading}</h2>
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
      {after}
      <ErrorNote message={error} testId={`${testId}-error`} />
      {added ? (
        <p role="status" className="text-sm break-words text-canopy-700" data-testid={`${testId}-done`}>
          {added}
        </p>
      ) : null}
      <Button type="submit" variant="primary" disabled={pending} data-testid={testId}>
        {pending && pendingLabel ? pendingLabel : label}
      </Button>
    </form>
  );
}
