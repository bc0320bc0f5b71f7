"use client";

import Link from "next/link";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { TextInput } from "@/components/ui/field";

/**
 * The sign-in and sign-up form: posts to Better Auth's endpoints (same origin, JSON) and, once the
 * session cookie is set, loads the projects page.
 */
export function CredentialsForm({ mode }: { mode: "sign-in" | "sign-up" }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const signUp = mode === "sign-up";

  return (
    <form
      method="post"
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        startTransition(async () => {
          const response = await fetch(signUp ? "/api/auth/sign-up/email" : "/api/auth/sign-in/email", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(signUp ? { email, password, name: email.split("@")[0] } : { email, password }),
          });
          if (!response.ok) {
            const body = (await response.json().catch(() => null)) as {
              message?: string;
              error?: { message?: string };
            } | null;
            return setError(
              body?.message ??
                body?.error?.message ??
                (signUp ? "The account could not be created." : "Wrong email or password."),
            );
          }
          window.location.assign("/");
        });
      }}
    >
      <label className="block text-sm">
        <span className="mb-1 block font-medium">Email</span>
        <TextInput
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="w-full"
        />
      </label>
      <label className="block text-sm">
        <span className="mb-1 block font-medium">Password</span>
        <TextInput
          type="password"
          name="password"
          autoComplete={signUp ? "new-password" : "current-password"}
          required
          minLength={signUp ? 8 : undefined}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          className="w-full"
        />
      </label>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="primary" disabled={pending} className="w-full">
        {signUp ? "Create account" : "Sign in"}
      </Button>
      <p className="text-center text-sm text-stone-500">
        {signUp ? (
          <>
            Have an account?{" "}
            <Link href="/login" className="text-canopy-700 underline">
              Sign in
            </Link>
          </>
        ) : (
          <>
            New here?{" "}
            <Link href="/signup" className="text-canopy-700 underline">
              Create an account
            </Link>
          </>
        )}
      </p>
    </form>
  );
}
