import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CredentialsForm } from "@/components/auth/credentials-form";
import { OidcButton } from "@/components/auth/oidc-button";
import { currentViewer } from "@/lib/auth/current";
import { signInErrorMessage, signInOptions } from "@/lib/auth/oidc";
import { getEnv } from "@/lib/env";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Sign in" };

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ error?: string | string[] }> }) {
  if (await currentViewer()) redirect("/");
  const { error } = await searchParams;
  const problem = signInErrorMessage(typeof error === "string" ? error.slice(0, 100) : undefined);
  const options = signInOptions(getEnv());
  return (
    <main className="mx-auto w-full max-w-sm space-y-6 px-6 py-12">
      <h1 className="text-2xl font-semibold tracking-tight">Sign in to Canopy</h1>
      {problem ? (
        <p role="alert" data-testid="sign-in-error" className="text-sm text-red-600">
          {problem}
        </p>
      ) : null}
      {options.oidc ? <OidcButton name={options.oidc.name} /> : null}
      {options.oidc && options.password ? (
        <p className="text-center text-xs text-stone-500 uppercase">or with a password</p>
      ) : null}
      {options.password ? <CredentialsForm mode="sign-in" /> : null}
      {!options.password && !options.oidc ? (
        <p role="status" className="text-sm text-stone-600">
          No sign-in method is configured on this instance. Ask its administrator.
        </p>
      ) : null}
    </main>
  );
}
