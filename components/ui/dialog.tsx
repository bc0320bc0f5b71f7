"use client";

import { X } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode } from "react";

/**
 * A modal dialog on the native <dialog> element: focus is trapped by the browser; the close button
 * in its corner, Escape and a click on the backdrop close it.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  testId,
  wide = false,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  testId?: string;
  /** true: 44rem; "full": up to 80rem (side-by-side views). */
  wide?: boolean | "full";
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      // On a phone (below sm) every dialog takes the whole screen, with its close button in reach.
      className={`m-auto ${wide === "full" ? "w-[min(80rem,calc(100vw-2rem))]" : wide ? "w-[min(44rem,calc(100vw-2rem))]" : "w-[min(32rem,calc(100vw-2rem))]"} max-h-[calc(100vh-2rem)] rounded-xl border border-stone-200 bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-900/30 max-sm:h-dvh max-sm:max-h-none max-sm:w-screen max-sm:max-w-none max-sm:rounded-none`}
    >
      {open ? (
        <div className="relative p-5">
          <h2 id={titleId} className="pr-10 text-base font-semibold">
            {title}
          </h2>
          {description ? <div className="mt-1 text-sm text-stone-500 max-sm:pr-8">{description}</div> : null}
          <div className="mt-4">{children}</div>
          {/* Last in the DOM so that opening the dialog still focuses its first field. */}
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            title="Close (Esc)"
            data-testid="dialog-close"
            // On a phone the dialog fills the screen and scrolls: the close button stays in its corner.
            className="absolute top-3 right-3 inline-flex h-8 w-8 items-center justify-center rounded-md text-stone-500 hover:bg-stone-100 hover:text-stone-900 max-sm:fixed max-sm:z-10 max-sm:h-10 max-sm:w-10 max-sm:bg-white max-sm:shadow-sm"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      ) : null}
    </dialog>
  );
}

/**
 * The row of a dialog's buttons (cancel, then the primary action). A long dialog scrolls (a merge
 * listing conflicts; every dialog on a phone): the row sticks to the bottom of the dialog so the
 * primary action is always in reach without scrolling.
 */
export function DialogFooter({ children }: { children: ReactNode }) {
  return (
    <div
      data-testid="dialog-footer"
      className="sticky bottom-0 z-10 -mx-5 -mb-5 flex justify-end gap-2 border-t border-stone-200 bg-white px-5 py-3"
    >
      {children}
    </div>
  );
}
