import Link from "next/link";

export default function NotFound() {
  return (
    <main className="mx-auto max-w-md px-6 py-16 text-center">
      <h1 className="text-xl font-semibold">Not found</h1>
      <p className="mt-2 text-sm text-stone-500">
        That project or conversation does not exist. It may have been deleted.
      </p>
      <Link href="/" className="mt-6 inline-block text-sm font-medium text-canopy-700 underline">
        Back to projects
      </Link>
    </main>
  );
}
