"use client";

import { useSyncExternalStore } from "react";
import { schemeOf, type ColorScheme } from "@/lib/graph/canvas-palette";

const QUERY = "(prefers-color-scheme: dark)";

function current(): ColorScheme {
  const media = typeof window.matchMedia === "function" ? window.matchMedia(QUERY).matches : false;
  return schemeOf(document.documentElement.classList, media);
}

/** Watches the toggle's class on <html> and the system's preference; calls back on either change. */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  const media = typeof window.matchMedia === "function" ? window.matchMedia(QUERY) : null;
  media?.addEventListener("change", onChange);
  return () => {
    observer.disconnect();
    media?.removeEventListener("change", onChange);
  };
}

/**
 * The colour scheme the page shows now (lib/graph/canvas-palette `schemeOf`), re-rendering when the
 * theme toggle or the system changes it: the canvases, which read no CSS, redraw in its colours.
 */
export function useColorScheme(): ColorScheme {
  return useSyncExternalStore(subscribe, current, () => "light");
}
