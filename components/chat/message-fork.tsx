"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import type { Fork, ForkOption } from "@/lib/chat/forks";

/** "2 / 3" at a fork: the alternatives (edits, regenerations) of this point of the conversation. */
export function ForkSwitcher({ fork, onSwitch }: { fork: Fork; onSwitch: (option: ForkOption) => void }) {
  const { options, index } = fork;
  const go = (to: number) => onSwitch(options[to]);
  return (
    <span
      className="inline-flex items-center gap-0.5 text-[11px] text-stone-600"
      data-testid="fork-switcher"
      data-index={index + 1}
      data-count={options.length}
    >
      <button
        type="button"
        aria-label={`Previous version: ${options[index - 1]?.title ?? "none"}`}
        title={options[index - 1]?.title}
        disabled={index === 0}
        onClick={() => go(index - 1)}
        data-testid="fork-prev"
        className="rounded p-0.5 hover:bg-stone-200 disabled:opacity-40"
      >
        <ChevronLeft aria-hidden size={14} />
      </button>
      <span data-testid="fork-position" aria-label={`Version ${index + 1} of ${options.length}`}>
        {index + 1} / {options.length}
      </span>
      <button
        type="button"
        aria-label={`Next version: ${options[index + 1]?.title ?? "none"}`}
        title={options[index + 1]?.title}
        disabled={index === options.length - 1}
        onClick={() => go(index + 1)}
        data-testid="fork-next"
        className="rounded p-0.5 hover:bg-stone-200 disabled:opacity-40"
      >
        <ChevronRight aria-hidden size={14} />
      </button>
    </span>
  );
}
