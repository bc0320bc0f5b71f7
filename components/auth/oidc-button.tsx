"use client";

import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";

/**
 * "Sign in with <provider>": asks Better Auth for the identity provider's authorization URL (with
 * PKCE, state and nonce) and goes there; the provider sends the browser back to the callback,
 * which signs in and lands on the projects page, or on /login?error=<code> when it was refused.
 */
export function OidcButton({ name }: { name: string }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  return (
    <div className="space-y-2">
      <Button
        variant="primary"
        className="w-full"
        disabled={pending}
        data-testid="oidc-sign-in"
        onClick={() =>
          startTransition(async () => {
            const response = await fetch("/api/auth/sign-in/social", {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ provider: "oidc", callbackURL: "/", errorCallbackURL: "/login" }),
            });
            const body = (await response.json().catch(() => null)) as { url?: string; message?: string } | null;
            if (!response.ok || !body?.url)
              return setError(body?.message ?? "The identity provider cannot be reached. Try again later.");
            window.location.assign(body.url);
          })
        }
      >
        Sign in with {name}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
