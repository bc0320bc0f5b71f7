import Link from "next/link";
import type { Viewer } from "@/lib/auth/types";
import { SignOutButton } from "./sign-out-button";

/** The signed-in account in the header: who, the admin page for admins, the account page, sign out. */
export function UserMenu({ viewer }: { viewer: Viewer | null }) {
  if (!viewer) return null;
  return (
    <nav aria-label="Account" className="ml-auto flex items-center gap-2 text-sm">
      <Link href="/account" data-testid="account-link" className="rounded px-2 py-1 text-stone-600 hover:bg-stone-100">
        {viewer.email}
      </Link>
      {viewer.role === "admin" ? (
        <Link href="/admin" className="rounded px-2 py-1 text-stone-600 hover:bg-stone-100">
          Admin
        </Link>
      ) : null}
      <SignOutButton />
    </nav>
  );
}
