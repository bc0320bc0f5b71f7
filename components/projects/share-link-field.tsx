"use client";

import { Check, Copy } from "lucide-react";
import { useId, useRef, useState } from "react";

/**
 * A share link as people send it: the absolute URL in a read-only field (selected on focus) and a
 * Copy button that says when it copied. Where the clipboard is refused (an insecure origin), the
 * field is selected and the button says to copy it by hand.
 */
export function ShareLinkField({ url }: { url: string }) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [state, setState] = useState<"idle" | "copied" | "manual">("idle");
  return (
    <div className="flex min-w-0 flex-1 items-center gap-1">
      <label htmlFor={id} className="sr-only">
        Share link
      </label>
      <input
        ref={input}
        id={id}
        readOnly
        value={url}
        data-testid="share-link-url"
        onFocus={(e) => e.currentTarget.select()}
        className="min-w-0 flex-1 rounded border border-stone-200 bg-stone-50 px-2 py-1 font-mono text-xs text-stone-800"
      />
      <button
        type="button"
        data-testid="share-link-copy"
        aria-label={`Copy the link ${url}`}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(url);
            setState("copied");
            setTimeout(() => setState("idle"), 1500);
          } catch {
            input.current?.focus();
            input.current?.select();
            setState("manual");
          }
        }}
        className="inline-flex h-7 shrink-0 items-center gap-1 rounded-md border border-stone-300 bg-white px-2 text-xs font-medium text-stone-700 hover:bg-stone-50"
      >
        {state === "copied" ? <Check aria-hidden size={13} /> : <Copy aria-hidden size={13} />}
        <span role="status">{state === "copied" ? "Copied" : state === "manual" ? "Press Ctrl+C" : "Copy"}</span>
      </button>
    </div>
  );
}
