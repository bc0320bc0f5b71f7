"use client";

import { useEffect, useState, useSyncExternalStore, type KeyboardEvent, type RefObject } from "react";

/**
 * The graph / chat split of a wide screen: the graph's share of the panes' width, dragged or moved
 * by keyboard on the separator between them, remembered in this browser (localStorage). Until it is
 * moved the chat keeps its default width (min(46rem, 50%)). Phones show one pane at a time: no split.
 */

const KEY = "canopy:graph-share";
export const GRAPH_SHARE = { min: 25, max: 75, step: 2, bigStep: 10 };

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}
const clamp = (v: number) => Math.min(GRAPH_SHARE.max, Math.max(GRAPH_SHARE.min, v));
function readShare(): number | null {
  try {
    const value = Number(window.localStorage.getItem(KEY));
    return Number.isFinite(value) && value > 0 ? clamp(value) : null;
  } catch {
    return null; // storage refused (private mode): the default split
  }
}
function writeShare(share: number) {
  try {
    window.localStorage.setItem(KEY, String(Math.round(clamp(share) * 10) / 10));
  } catch {
    /* storage refused: the split still moves, it is not remembered */
  }
  for (const listener of listeners) listener();
}

/** The graph's remembered share of the panes' width in percent, or null for the default split. */
export function useGraphShare(): number | null {
  return useSyncExternalStore(subscribe, readShare, () => null);
}

/**
 * The separator between the graph and the chat: drag it, or focus it and use the arrow keys (Shift
 * for bigger steps, Home / End for the limits). `rowRef` is the element holding both panes.
 */
export function PaneSeparator({
  rowRef,
  graphRef,
}: {
  rowRef: RefObject<HTMLElement | null>;
  graphRef: RefObject<HTMLElement | null>;
}) {
  const share = useGraphShare();
  // Before the first move the split is the CSS default: measure it, for aria-valuenow.
  const [measured, setMeasured] = useState(50);
  useEffect(() => {
    const row = rowRef.current;
    const graph = graphRef.current;
    if (!row || !graph) return;
    const observer = new ResizeObserver(() => {
      if (row.clientWidth > 0) setMeasured(Math.round((graph.clientWidth / row.clientWidth) * 100));
    });
    observer.observe(graph);
    return () => observer.disconnect();
  }, [rowRef, graphRef]);
  const value = Math.round(share ?? measured);

  const fromPointer = (clientX: number) => {
    const box = rowRef.current?.getBoundingClientRect();
    if (box && box.width > 0) writeShare(((clientX - box.left) / box.width) * 100);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? GRAPH_SHARE.bigStep : GRAPH_SHARE.step;
    const next =
      event.key === "ArrowLeft"
        ? value - step
        : event.key === "ArrowRight"
          ? value + step
          : event.key === "Home"
            ? GRAPH_SHARE.min
            : event.key === "End"
              ? GRAPH_SHARE.max
              : null;
    if (next === null) return;
    event.preventDefault();
    writeShare(next);
  };

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize the graph and the chat"
      aria-valuenow={value}
      aria-valuemin={GRAPH_SHARE.min}
      aria-valuemax={GRAPH_SHARE.max}
      aria-valuetext={`Graph ${value}% of the width`}
      tabIndex={0}
      data-testid="pane-separator"
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
      }}
      onPointerMove={(event) => {
        if (event.currentTarget.hasPointerCapture(event.pointerId)) fromPointer(event.clientX);
      }}
      onPointerUp={(event) => event.currentTarget.releasePointerCapture(event.pointerId)}
      className="relative z-20 -mx-1 hidden w-2 shrink-0 cursor-col-resize touch-none outline-none after:absolute after:inset-y-0 after:left-1/2 after:w-px after:-translate-x-1/2 after:bg-stone-200 hover:after:w-1 hover:after:bg-canopy-400 focus-visible:after:w-1 focus-visible:after:bg-canopy-500 md:block"
    />
  );
}
