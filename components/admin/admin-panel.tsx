"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { setSignupModeAction } from "@/lib/actions/set-signup-mode";
import { setUserDisabledAction } from "@/lib/actions/set-user-disabled";
import type { SignupMode, UserSummary } from "@/lib/auth/users";
import { Button } from "@/components/ui/button";

/** The admin page: the sign-up mode and the list of accounts, each of which can be disabled. */
export function AdminPanel({ users, mode, selfEmail }: { users: UserSummary[]; mode: SignupMode; selfEmail: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const run = (work: () => Promise<{ ok: boolean; error?: { message: string } }>) =>
    startTransition(async () => {
      const result = await work();
      setError(result.ok ? null : (result.error?.message ?? "That did not work."));
      router.refresh();
    });
  return (
    <div className="space-y-6">
      <label className="block text-sm">
        <span className="mb-1 block font-medium">Sign-up</span>
        <select
          data-testid="signup-mode"
          value={mode}
          disabled={pending}
          onChange={(e) => run(() => setSignupModeAction({ mode: e.target.value as SignupMode }))}
          // The options' long texts must not set the width: on a phone it would widen the page.
          className="w-full max-w-full rounded-md border border-stone-300 px-2 py-1.5 sm:w-auto"
        >
          <option value="open">Open: anyone who reaches this server can create an account</option>
          <option value="invite">Invite only: administrators create accounts (command line: user create)</option>
          <option value="closed">Closed: no new accounts</option>
        </select>
      </label>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <table className="w-full text-left text-sm" data-testid="user-table">
        <thead className="text-xs uppercase text-stone-500">
          <tr>
            <th className="py-1">Email</th>
            <th>Role</th>
            <th>Status</th>
            <th>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {users.map((u) => (
            <tr key={u.id}>
              <td className="py-1.5 break-all">{u.email}</td>
              <td>{u.role}</td>
              <td>{u.disabled ? "disabled" : u.hasPassword ? "active" : "no password"}</td>
              <td className="text-right">
                {u.email === selfEmail ? null : (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={pending}
                    onClick={() => run(() => setUserDisabledAction({ email: u.email, disabled: !u.disabled }))}
                  >
                    {u.disabled ? "Enable" : "Disable"}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
