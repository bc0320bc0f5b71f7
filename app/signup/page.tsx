import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CredentialsForm } from "@/components/auth/credentials-form";
import { currentViewer } from "@/lib/auth/current";
import { signInOptions } from "@/lib/auth/oidc";
import { getSignupMode, isFirstAccount } from "@/lib/auth/users";
import { getEnv } from "@/lib/env";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Create account" };

export default async function SignupPage() {
  if (await currentViewer()) redirect("/");
  const first = await isFirstAccount();
  const mode = await getSignupMode();
  const options = signInOptions(getEnv());
  if (!options.password)
    return (
      <main className="mx-auto w-full max-w-sm space-y-6 px-6 py-12">
        <h1 className="text-2xl font-semibold tracking-tight">Create your Canopy account</h1>
        <p role="status" className="text-sm text-stone-600">
          Accounts on this instance come from {options.oidc ? options.oidc.name : "its administrator"}:{" "}
          {options.oidc ? (
            <a href="/login" className="text-canopy-700 underline">
              sign in
            </a>
          ) : (
            "ask for one"
          )}
          .
        </p>
      </main>
    );
  return (
    <main className="mx-auto w-full max-w-sm space-y-6 px-6 py-12">
      <h1 className="text-2xl font-semibold tracking-tight">Create your Canopy account</h1>
      {first ? (
        <p className="text-sm text-stone-600">
          This is the first account of this instance: it will be the administrator.
        </p>
      ) : null}
      {!first && mode !== "open" ? (
        <p role="status" className="text-sm text-stone-600">
          Sign-up is{" "}
          {mode === "invite"
            ? "by invitation only: ask an administrator to create your account"
            : "closed on this instance"}
          .
        </p>
      ) : (
        <CredentialsForm mode="sign-up" />
      )}
    </main>
  );
}
