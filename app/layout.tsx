import type { Metadata, Viewport } from "next";
import { cookies } from "next/headers";
import Link from "next/link";
import type { ReactNode } from "react";
import { ThemeToggle } from "@/components/ui/theme-toggle";
import { readTheme, THEME_COOKIE, themeClass } from "@/lib/theme";
import { CommandPalette } from "@/components/search/command-palette";
import { UserMenu } from "@/components/auth/user-menu";
import { currentViewer } from "@/lib/auth/current";
import { Providers } from "./providers";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Canopy", template: "%s · Canopy" },
  description: "Branching conversations with language models, drawn as a tree.",
};

/**
 * A phone's keyboard shrinks the layout instead of covering it, so the composer, a dialog's buttons
 * and the node menu's label field stay above the keyboard.
 */
export const viewport: Viewport = { width: "device-width", initialScale: 1, interactiveWidget: "resizes-content" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The toggle's choice, so that the first paint already has the right colour scheme.
  const theme = readTheme((await cookies()).get(THEME_COOKIE)?.value);
  const viewer = await currentViewer();
  return (
    <html lang="en" className={themeClass(theme)}>
      <body className="flex h-full flex-col">
        <Providers>
          <header className="flex h-12 shrink-0 items-center gap-2 border-b border-stone-200 bg-white px-3 sm:gap-3 sm:px-4">
            {/* No prefetch: every page is rendered per request (components/workspace/conversation-sidebar.tsx). */}
            <Link href="/" prefetch={false} className="flex shrink-0 items-center gap-2 font-semibold text-canopy-900">
              <svg
                aria-hidden
                viewBox="0 0 24 24"
                className="h-5 w-5 text-canopy-600"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <circle cx="12" cy="5" r="2.5" />
                <circle cx="5" cy="19" r="2.5" />
                <circle cx="19" cy="19" r="2.5" />
                <path d="M12 7.5v4M12 11.5L5.8 16.7M12 11.5l6.2 5.2" />
              </svg>
              Canopy
            </Link>
            <ThemeToggle initial={theme} />
            {/* Search is for signed-in people: a visitor of a share link got "Sign in to continue". */}
            {viewer ? <CommandPalette /> : null}
            <UserMenu viewer={viewer} />
          </header>
          <div className="flex min-h-0 flex-1 flex-col">{children}</div>
        </Providers>
      </body>
    </html>
  );
}
