"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { deleteUserAction, inviteUserAction, resetPasswordAction, setUserRoleAction } from "@/lib/actions/manage-users";
import { setSignupModeAction } from "@/lib/actions/set-signup-mode";
import { setUserDisabledAction } from "@/lib/actions/set-user-disabled";
import type { SignupMode, UserSummary } from "@/lib/auth/users";
import { Button } from "@/components/ui/button";
import { Dialog, DialogFooter } from "@/components/ui/dialog";
import { TextInput } from "@/components/ui/field";

type Result = { ok: boolean; error?: { message: string } };
/** A temporary password just issued: shown once, in this panel's state only. */
interface Issued {
  email: string;
  password: string;
  invited: boolean;
}
/** What waits for the admin's confirmation. */
type Pending = { kind: "reset" | "delete"; email: string } | null;

const selectClass =
  "rounded-md border border-stone-300 bg-white px-2 py-1.5 text-sm disabled:cursor-not-allowed disabled:border-stone-200 disabled:bg-stone-100 disabled:text-stone-500";

/**
 * The admin page: the sign-up mode, inviting a person (an account with a temporary password shown
 * once), and the accounts: role, password reset, disable/enable, delete (its projects pass to the
 * admin who deletes it). Every change is a server action behind the admin guard (lib/actions/manage-users.ts).
 */
export function AdminPanel({ users, mode, selfEmail }: { users: UserSummary[]; mode: SignupMode; selfEmail: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [issued, setIssued] = useState<Issued | null>(null);
  const [confirm, setConfirm] = useState<Pending>(null);
  const [pending, startTransition] = useTransition();
  const run = <R extends Result>(work: () => Promise<R>, then?: (result: R) => void) =>
    startTransition(async () => {
      const result = await work();
      setError(result.ok ? null : (result.error?.message ?? "That did not work."));
      if (result.ok) then?.(result);
      router.refresh();
    });
  const confirmed = () => {
    if (!confirm) return;
    const { kind, email } = confirm;
    setConfirm(null);
    if (kind === "delete") run(() => deleteUserAction({ email }));
    else
      run(
        () => resetPasswordAction({ email }),
        (r) => r.ok && setIssued({ email, password: r.data.temporaryPassword, invited: false }),
      );
  };
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
          className={`w-full max-w-full sm:w-auto ${selectClass}`}
        >
          <option value="open">Open: anyone who reaches this server can create an account</option>
          <option value="invite">Invite only: administrators invite people (below)</option>
          <option value="closed">Closed: no new accounts</option>
        </select>
      </label>
      <InviteForm
        pending={pending}
        onInvite={(email, role) =>
          run(
            () => inviteUserAction({ email, role }),
            (r) => r.ok && setIssued({ email: r.data.user.email, password: r.data.temporaryPassword, invited: true }),
          )
        }
      />
      {issued ? <IssuedPassword issued={issued} onDone={() => setIssued(null)} /> : null}
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
            <th className="max-sm:sr-only">Status</th>
            <th>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {users.map((u) => {
            const self = u.email === selfEmail;
            const status = u.disabled ? "disabled" : u.hasPassword ? "active" : "no password";
            return (
              <tr key={u.id} data-testid="user-row">
                <td className="py-1.5 pr-2 break-all">{u.email}</td>
                <td className="pr-2">
                  {self ? (
                    u.role
                  ) : (
                    <select
                      aria-label={`Role of ${u.email}`}
                      value={u.role}
                      disabled={pending}
                      onChange={(e) =>
                        run(() => setUserRoleAction({ email: u.email, role: e.target.value as "admin" | "user" }))
                      }
                      className={selectClass}
                    >
                      <option value="user">user</option>
                      <option value="admin">admin</option>
                    </select>
                  )}
                </td>
                <td className="pr-2 max-sm:sr-only">{status}</td>
                <td className="py-1">
                  {self ? null : (
                    <div className="flex flex-wrap justify-end gap-1">
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={pending}
                        onClick={() => setConfirm({ kind: "reset", email: u.email })}
                      >
                        Reset password
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={pending}
                        onClick={() => run(() => setUserDisabledAction({ email: u.email, disabled: !u.disabled }))}
                      >
                        {u.disabled ? "Enable" : "Disable"}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-red-700"
                        disabled={pending}
                        onClick={() => setConfirm({ kind: "delete", email: u.email })}
                      >
                        Delete
                      </Button>
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Dialog
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        testId="confirm-user-dialog"
        title={confirm?.kind === "delete" ? `Delete ${confirm.email}?` : `Reset the password of ${confirm?.email}?`}
        description={
          confirm?.kind === "delete"
            ? "The account is deleted for good. Its projects, with their conversations and documents, become yours; its memberships in other projects, its sessions, API tokens and the share links it made are removed."
            : "Their password is replaced by a temporary one, shown to you once; their sessions end."
        }
      >
        <DialogFooter>
          <Button onClick={() => setConfirm(null)}>Cancel</Button>
          <Button variant={confirm?.kind === "delete" ? "danger" : "primary"} onClick={confirmed}>
            {confirm?.kind === "delete" ? "Delete account" : "Reset password"}
          </Button>
        </DialogFooter>
      </Dialog>
    </div>
  );
}

function InviteForm({
  pending,
  onInvite,
}: {
  pending: boolean;
  onInvite: (email: string, role: "admin" | "user") => void;
}) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<"admin" | "user">("user");
  return (
    <form
      method="post"
      className="space-y-2"
      aria-labelledby="invite-heading"
      onSubmit={(event) => {
        event.preventDefault();
        onInvite(email, role);
        setEmail("");
      }}
    >
      <h2 id="invite-heading" className="text-lg font-semibold">
        Invite someone
      </h2>
      <p className="text-sm text-stone-600">
        Creates their account with a temporary password that you hand over; no e-mail is sent. They sign in with it and
        choose their own on their account page.
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <label className="min-w-0 flex-1 text-sm">
          <span className="mb-1 block font-medium">Email</span>
          <TextInput
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            data-testid="invite-email"
          />
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium">Role</span>
          <select
            value={role}
            onChange={(e) => setRole(e.target.value as "admin" | "user")}
            className={`h-[38px] ${selectClass}`}
            data-testid="invite-role"
          >
            <option value="user">user</option>
            <option value="admin">admin</option>
          </select>
        </label>
        <Button type="submit" variant="primary" disabled={pending || !email.trim()} className="h-[38px]">
          Invite
        </Button>
      </div>
    </form>
  );
}

/** The temporary password of an invite or a reset, shown once with a copy button. */
function IssuedPassword({ issued, onDone }: { issued: Issued; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div
      role="status"
      data-testid="issued-password"
      className="space-y-2 rounded-lg border border-canopy-200 bg-canopy-50 p-3 text-sm text-stone-800"
    >
      <p>
        {issued.invited ? "Invited" : "Password reset for"} <strong>{issued.email}</strong>. Temporary password, shown
        only now:
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code data-testid="temporary-password" className="rounded bg-white px-2 py-1 font-mono text-base select-all">
          {issued.password}
        </code>
        <Button
          size="sm"
          onClick={() =>
            void navigator.clipboard?.writeText(issued.password).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? "Copied" : "Copy"}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
