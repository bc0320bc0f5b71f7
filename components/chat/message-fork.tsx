"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import type { Fork, ForkOption } from "@/lib/chat/forks";

/** The option at `position` (0-based, among all of the fork's) when the server sent it, else undefined. */
const forkOption = (fork: Fork, position: number): ForkOption | undefined =>
  position < fork.offset ? undefined : fork.options[position - fork.offset];

/**
 * "2 / 3" at a fork: the alternatives (edits, regenerations) of this point of the conversation. The
 * server sends the options around the current one (lib/chat/forks.ts): the switcher steps one at a time.
 */
export function ForkSwitcher({ fork, onSwitch }: { fork: Fork; onSwitch: (option: ForkOption) => void }) {
  const { index, count } = fork;
  const previous = forkOption(fork, index - 1);
  const next = forkOption(fork, index + 1);
  return (
    <span
      className="inline-flex items-center gap-0.5 text-[11px] text-stone-600"
      data-testid="fork-switcher"
      data-index={index + 1}
      data-count={count}
    >
      <button
        type="button"
        aria-label={`Previous version: ${previous?.title ?? "none"}`}
        title={previous?.title}
        disabled={!previous}
        onClick={() => previous && onSwitch(previous)}
        data-testid="fork-prev"
        className="rounded p-0.5 hover:bg-stone-200 disabled:opacity-40"
      >
        <ChevronLeft aria-hidden size={14} />
      </button>
      <span data-testid="fork-position" aria-label={`Version ${index + 1} of ${count}`}>
        {index + 1} / {count}
      </span>
      <button
        type="button"
        aria-label={`Next version: ${next?.title ?? "none"}`}
        title={next?.title}
        disabled={!next}
        onClick={() => next && onSwitch(next)}
        data-testid="fork-next"
        className="rounded p-0.5 hover:bg-stone-200 disabled:opacity-40"
      >
        <ChevronRight aria-hidden size={14} />
      </button>
    </span>
  );
}
