import Link from "next/link";
import type { ComponentProps } from "react";

/** A link styled as a secondary button (navigation, not an action). */
export function LinkButton({ className = "", ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      {...props}
      className={`inline-flex h-9 items-center rounded-md border border-stone-300 bg-white px-3 text-sm font-medium hover:bg-stone-50 ${className}`}
    />
  );
}
