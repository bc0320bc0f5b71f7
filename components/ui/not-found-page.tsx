import Link from "next/link";

/** The body of a 404 page: "Not found", what was not found, and the way back to the projects. */
export function NotFoundPage({ children }: { children: string }) {
  return (
    <main className="mx-auto max-w-md px-6 py-16 text-center" data-testid="not-found">
      <h1 className="text-xl font-semibold">Not found</h1>
      <p className="mt-2 text-sm text-stone-500">{children}</p>
      <Link href="/" className="mt-6 inline-block text-sm font-medium text-canopy-700 underline">
        Back to projects
      </Link>
    </main>
  );
}
