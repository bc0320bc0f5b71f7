import Link from "next/link";
import type { ReactNode } from "react";

/** An admin page's frame: the way back to Administration, its heading and what it is for, then its panel. */
export function AdminPage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-3xl space-y-6 px-6 py-8 max-sm:px-4">
      <div>
        <p className="text-sm">
          <Link href="/admin" className="text-stone-600 hover:underline">
            Administration
          </Link>
        </p>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="mt-1 text-sm text-stone-600">{intro}</p>
      </div>
      {children}
    </main>
  );
}
