import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CredentialsForm } from "@/components/auth/credentials-form";
import { currentViewer } from "@/lib/auth/current";
import { getSignupMode, isFirstAccount } from "@/lib/auth/users";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Create account" };

export default async function SignupPage() {
  if (await currentViewer()) redirect("/");
  const first = await isFirstAccount();
  const mode = await getSignupMode();
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
