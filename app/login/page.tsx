import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CredentialsForm } from "@/components/auth/credentials-form";
import { currentViewer } from "@/lib/auth/current";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Sign in" };

export default async function LoginPage() {
  if (await currentViewer()) redirect("/");
  return (
    <main className="mx-auto w-full max-w-sm space-y-6 px-6 py-12">
      <h1 className="text-2xl font-semibold tracking-tight">Sign in to Canopy</h1>
      <CredentialsForm mode="sign-in" />
    </main>
  );
}
