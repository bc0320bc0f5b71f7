import type { Metadata } from "next";
import { AdminPanel } from "@/components/admin/admin-panel";
import { requireAdminPage } from "@/lib/auth/page";
import { getSignupMode, listUsers } from "@/lib/auth/users";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Admin" };

export default async function AdminPage() {
  const viewer = await requireAdminPage();
  return (
    <main className="mx-auto w-full max-w-3xl space-y-6 px-6 py-8">
      <h1 className="text-2xl font-semibold tracking-tight">Administration</h1>
      <AdminPanel users={await listUsers()} mode={await getSignupMode()} selfEmail={viewer.email} />
    </main>
  );
}
