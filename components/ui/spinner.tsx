export function Spinner({ label = "Loading" }: { label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-sm text-stone-500">
      <span aria-hidden className="h-4 w-4 animate-spin rounded-full border-2 border-stone-300 border-t-canopy-600" />
      {label}
    </span>
  );
}
