/**
 * The colour scheme a person chose with the toggle: "system" follows the operating system (the CSS
 * does that by itself), "light" and "dark" force one. Kept in a cookie so that the server renders
 * <html class="dark"> on the first byte: no flash of the wrong scheme, no inline script.
 */
export const THEME_COOKIE = "canopy-theme";
export const THEMES = ["system", "light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

/** A cookie value as a theme ("system" for anything unknown). */
export function readTheme(value: string | undefined | null): Theme {
  return (THEMES as readonly string[]).includes(value ?? "") ? (value as Theme) : "system";
}

/** The class <html> carries for a theme (none for "system"). */
export function themeClass(theme: Theme): string | undefined {
  return theme === "system" ? undefined : theme;
}
