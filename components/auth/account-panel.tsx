"use client";

import { useState, useTransition } from "react";
import { signOutEverywhereAction } from "@/lib/actions/sign-out-everywhere";
import { Button } from "@/components/ui/button";
import { TextInput } from "@/components/ui/field";

/** Password change (Better Auth; other sessions end) and sign-out everywhere. */
export function AccountPanel() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, startTransition] = useTransition();
  return (
    <div className="space-y-8">
      <form
        method="post"
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          startTransition(async () => {
            const response = await fetch("/api/auth/change-password", {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ currentPassword: current, newPassword: next, revokeOtherSessions: true }),
            });
            const body = (await response.json().catch(() => null)) as { message?: string } | null;
            setNote(
              response.ok
                ? { ok: true, text: "Password changed; your other sessions were signed out." }
                : { ok: false, text: body?.message ?? "The password could not be changed." },
            );
            if (response.ok) {
              setCurrent("");
              setNext("");
            }
          });
        }}
      >
        <h2 className="text-lg font-semibold">Change password</h2>
        <label className="block text-sm">
          <span className="mb-1 block font-medium">Current password</span>
          <TextInput
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            className="w-72"
            required
          />
        </label>
        <label className="block text-sm">
          <span className="mb-1 block font-medium">New password</span>
          <TextInput
            type="password"
            autoComplete="new-password"
            minLength={8}
            value={next}
            onChange={(e) => setNext(e.target.value)}
            className="w-72"
            required
          />
        </label>
        <Button type="submit" variant="primary" disabled={pending}>
          Change password
        </Button>
        {note ? (
          <p role={note.ok ? "status" : "alert"} className={`text-sm ${note.ok ? "text-canopy-700" : "text-red-600"}`}>
            {note.text}
          </p>
        ) : null}
      </form>
      <div className="space-y-2">
        <h2 className="text-lg font-semibold">Sessions</h2>
        <Button
          disabled={pending}
          data-testid="sign-out-everywhere"
          onClick={() =>
            startTransition(async () => {
              await signOutEverywhereAction({});
              window.location.assign("/login");
            })
          }
        >
          Sign out everywhere
        </Button>
      </div>
    </div>
  );
}
