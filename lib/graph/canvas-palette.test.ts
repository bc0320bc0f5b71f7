import { describe, expect, it } from "vitest";
import { canvasPalette, schemeOf } from "./canvas-palette";

describe("schemeOf", () => {
  it("follows the toggle's class on <html> first, the system's preference otherwise", () => {
    expect(schemeOf(["dark"], false)).toBe("dark");
    expect(schemeOf(["light"], true)).toBe("light");
    expect(schemeOf([], true)).toBe("dark");
    expect(schemeOf(["other"], false)).toBe("light");
  });
});

describe("canvasPalette", () => {
  /** Relative luminance of #rrggbb (WCAG). */
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
    const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };

  it("draws dark blocks, edges and titles with light text in dark, and the reverse in light", () => {
    const light = canvasPalette("light");
    const dark = canvasPalette("dark");
    expect(luminance(dark.fill.branch)).toBeLessThan(luminance(light.fill.branch));
    expect(luminance(dark.edge)).toBeLessThan(luminance(light.edge));
    expect(luminance(dark.labelText)).toBeGreaterThan(0.8);
    expect(luminance(light.labelText)).toBeLessThan(0.05);
    expect(dark.labelBackground).not.toBe(light.labelBackground);
    // The selected title stays readable on its path-coloured chip in both schemes.
    for (const p of [light, dark]) {
      const [a, b] = [luminance(p.path), luminance(p.selectedText)].sort((x, y) => y - x);
      expect((a + 0.05) / (b + 0.05)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
