import type { NodeKind } from "@/lib/shared/tree-types";

/** The colour scheme the page shows: the toggle's class on <html>, else the system's preference. */
export type ColorScheme = "light" | "dark";

/**
 * The colours the graph's canvases draw with (the far-zoom blocks and titles, the minimap). A canvas
 * does not read CSS, so these follow the palette of app/globals.css by hand: in dark, quiet blocks
 * and edges are the darker stones, the path and merge lines the lighter green and violet, and the
 * title chips dark with light text (as the cards are).
 */
export interface CanvasPalette {
  fill: Record<NodeKind, string>;
  edge: string;
  path: string;
  merge: string;
  labelBackground: string;
  labelBorder: string;
  labelText: string;
  /** The selected node's title: text on a `path`-coloured chip. */
  selectedText: string;
  /** The minimap's dots, as RGB bytes (set in a bitmap above a few thousand nodes). */
  dot: [number, number, number];
  frameFill: string;
  frameStroke: string;
}

const LIGHT: CanvasPalette = {
  fill: { root: "#2f9e62", branch: "#d6d3d1", volatile: "#f59e0b" },
  edge: "#a8a29e",
  path: "#15803d",
  merge: "#7c3aed",
  labelBackground: "rgba(255, 255, 255, 0.92)",
  labelBorder: "#a8a29e",
  labelText: "#1c1917",
  selectedText: "#ffffff",
  dot: [0xa8, 0xa2, 0x9e],
  frameFill: "rgba(47, 158, 98, 0.12)",
  frameStroke: "#2f9e62",
};

const DARK: CanvasPalette = {
  fill: { root: "#2f9e62", branch: "#57534e", volatile: "#d97706" },
  edge: "#78716c",
  path: "#4ade80",
  merge: "#a78bfa",
  labelBackground: "rgba(28, 25, 23, 0.92)",
  labelBorder: "#78716c",
  labelText: "#f5f5f4",
  selectedText: "#0c0a09",
  dot: [0x78, 0x71, 0x6c],
  frameFill: "rgba(74, 222, 128, 0.14)",
  frameStroke: "#4ade80",
};

/**
 * The canvases' colours for a scheme.
 *
 * @example
 * canvasPalette("dark").labelText; // "#f5f5f4"
 */
export function canvasPalette(scheme: ColorScheme): CanvasPalette {
  return scheme === "dark" ? DARK : LIGHT;
}

/**
 * The scheme the page shows, by the rule of app/globals.css: the class "dark" or "light" on <html>
 * (the theme toggle's) wins, else the system's preference (`prefers-color-scheme`).
 *
 * @example
 * schemeOf(["dark"], false); // "dark"
 * schemeOf([], true);        // "dark"
 * schemeOf(["light"], true); // "light"
 */
export function schemeOf(htmlClasses: Iterable<string>, systemPrefersDark: boolean): ColorScheme {
  const classes = new Set(htmlClasses);
  if (classes.has("dark")) return "dark";
  if (classes.has("light")) return "light";
  return systemPrefersDark ? "dark" : "light";
}
