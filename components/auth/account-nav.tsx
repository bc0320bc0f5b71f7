"use client";

import { CircleUser } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";

/**
 * The header's account links: inline from the sm breakpoint up; below it (a phone) folded behind
 * one button, so a long email never widens the page. The links are rendered once either way (the
 * same elements, shown as a row or as a drop-down), so nothing is duplicated for tests or screen
 * readers. Escape, a press outside or following a link closes the drop-down.
 */
export function AccountNav({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    const onDown = (e: PointerEvent) => !ref.current?.contains(e.target as Node) && setOpen(false);
    window.addEventListener("keydown", onKey);
    window.addEventListener("pointerdown", onDown);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("pointerdown", onDown);
    };
  }, [open]);

  return (
    <nav ref={ref} aria-label="Account" className="relative flex min-w-0 items-center text-sm">
      <button
        type="button"
        data-testid="account-menu-toggle"
        aria-label="Account menu"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex h-8 w-8 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100 hover:text-stone-900 sm:hidden"
      >
        <CircleUser aria-hidden className="size-5" />
      </button>
      <div
        id={listId}
        data-testid="account-links"
        data-open={open}
        onClick={(e) => {
          if ((e.target as HTMLElement).closest("a")) setOpen(false);
        }}
        className={`flex min-w-0 items-center gap-2 max-sm:absolute max-sm:top-full max-sm:right-0 max-sm:z-50 max-sm:mt-2 max-sm:w-[min(18rem,calc(100vw-1rem))] max-sm:flex-col max-sm:items-stretch max-sm:gap-0.5 max-sm:rounded-lg max-sm:border max-sm:border-stone-200 max-sm:bg-white max-sm:p-1 max-sm:shadow-lg ${open ? "" : "max-sm:hidden"}`}
      >
        {children}
      </div>
    </nav>
  );
}
