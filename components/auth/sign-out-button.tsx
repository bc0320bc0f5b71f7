"use client";

import { useTransition } from "react";

/** Ends this session (Better Auth's sign-out) and goes to the sign-in page. */
export function SignOutButton() {
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      data-testid="sign-out"
      disabled={pending}
      className="rounded px-2 py-1 text-left text-sm text-stone-600 hover:bg-stone-100 hover:text-stone-900 max-sm:py-2"
      onClick={() =>
        startTransition(async () => {
          await fetch("/api/auth/sign-out", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: "{}",
          });
          window.location.assign("/login");
        })
      }
    >
      Sign out
    </button>
  );
}
