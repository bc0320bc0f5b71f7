"use client";

import { Monitor, Moon, Sun } from "lucide-react";
import { useState } from "react";
import { THEME_COOKIE, themeClass, type Theme } from "@/lib/theme";

const NEXT: Record<Theme, Theme> = { system: "light", light: "dark", dark: "system" };
const LABEL: Record<Theme, string> = { system: "Theme: system", light: "Theme: light", dark: "Theme: dark" };
const ICON = { system: Monitor, light: Sun, dark: Moon } as const;

/**
 * Cycles the colour scheme system → light → dark. The choice is saved in a cookie for a year (the
 * server layout reads it) and applied at once by setting the class on <html>.
 */
export function ThemeToggle({ initial }: { initial: Theme }) {
  const [theme, setTheme] = useState<Theme>(initial);
  const Icon = ICON[theme];
  return (
    <button
      type="button"
      data-testid="theme-toggle"
      data-theme={theme}
      aria-label={`${LABEL[theme]}. Switch to ${NEXT[theme]}.`}
      title={`${LABEL[theme]} (click for ${NEXT[theme]})`}
      className="ml-auto inline-flex h-8 w-8 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100 hover:text-stone-900"
      onClick={() => {
        const next = NEXT[theme];
        const root = document.documentElement;
        root.classList.remove("light", "dark");
        const cls = themeClass(next);
        if (cls) root.classList.add(cls);
        document.cookie = `${THEME_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
        setTheme(next);
      }}
    >
      <Icon aria-hidden className="size-4" />
    </button>
  );
}
