import Link from "next/link";

export function Breadcrumbs({ trail }: { trail: { label: string; href?: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="flex min-w-0 items-center gap-1.5 text-sm text-stone-500">
      {trail.map((step, i) => (
        // The first step ("Projects") is short and never cut; the names after it share what is left.
        <span key={`${step.label}-${i}`} className={`flex items-center gap-1.5 ${i === 0 ? "shrink-0" : "min-w-0"}`}>
          {i > 0 ? <span aria-hidden>/</span> : null}
          {step.href ? (
            // No prefetch: a dynamic page's prefetch is a whole render (see conversation-sidebar.tsx).
            <Link href={step.href} prefetch={false} className="truncate hover:text-stone-900">
              {step.label}
            </Link>
          ) : (
            <span className="truncate font-medium text-stone-800">{step.label}</span>
          )}
        </span>
      ))}
    </nav>
  );
}
