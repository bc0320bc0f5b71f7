import Link from "next/link";
import type { Viewer } from "@/lib/auth/types";
import { AccountNav } from "./account-nav";
import { SignOutButton } from "./sign-out-button";

const LINK = "rounded px-2 py-1 text-stone-600 hover:bg-stone-100 max-sm:py-2";

/** The signed-in account in the header: who, the admin page for admins, the account page, sign out. */
export function UserMenu({ viewer }: { viewer: Viewer | null }) {
  if (!viewer) return null;
  return (
    <AccountNav>
      {/* A long address is cut with an ellipsis (the whole of it in the tooltip), never widening the page. */}
      <Link
        href="/account"
        prefetch={false}
        data-testid="account-link"
        title={viewer.email}
        className={`${LINK} block max-w-[16rem] min-w-0 truncate max-sm:max-w-none`}
      >
        {viewer.email}
      </Link>
      {viewer.role === "admin" ? (
        <Link href="/admin" prefetch={false} className={LINK}>
          Admin
        </Link>
      ) : null}
      <SignOutButton />
    </AccountNav>
  );
}
