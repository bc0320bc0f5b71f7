import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * The rule sets of the scan: WCAG 2.1 A and AA, and axe's best practices (heading order, empty
 * table headers, landmarks: what a screen-reader user trips over even when no WCAG clause names it).
 */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * Runs axe-core on the page (or on one part of it: a dialog, a menu) and fails with a readable list
 * of every violation, whatever its impact: "clean" means no finding at all.
 */
export async function expectAxeClean(page: Page, what: string, include?: string): Promise<void> {
  // The page's title is set as it finishes loading: scanned before it, axe reports a page without one.
  await expect(page).toHaveTitle(/\S/);
  // Check the colours a person ends up seeing, not a frame of a transition (a button fading from
  // disabled to enabled measured 3.9:1 halfway on a loaded machine): transitions end at once.
  await page.addStyleTag({
    content: "*, *::before, *::after { transition: none !important; animation: none !important; }",
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // Legacy mode runs axe.run() in the page itself. The default runs axe in each frame, then opens a
  // blank page to put the frames' results together, and injects axe there again: about a second per
  // scan on the 2-core machine, for cross-origin frames the app has none of (the same findings in
  // both modes, measured over the accessibility spec and the phone's axe flow: docs/development.md).
  let builder = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode();
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const report = violations.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n${v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(" ")} ${n.failureSummary?.split("\n")[1] ?? ""}`)
        .join("\n")}`,
  );
  expect(report, `axe on ${what}`).toEqual([]);
}

/** Both colour schemes, through the system preference (the toggle is left on "system"). */
export const SCHEMES = ["light", "dark"] as const;

/**
 * Runs `check` (axe, a screenshot) once in each colour scheme at this point of a flow, with motion
 * reduced. A flow whose steps do not depend on the scheme runs once and looks at both, instead of
 * running whole twice; the page is left in the last scheme.
 */
export async function inBothSchemes(
  page: Page,
  check: (scheme: (typeof SCHEMES)[number]) => Promise<unknown>,
): Promise<void> {
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
    await check(scheme);
  }
}

/**
 * axe at this point of a flow in both colour schemes ({@link inBothSchemes}): the flow runs once and is
 * scanned in light and in dark wherever it stops to look; the page is left in dark.
 */
export function expectAxeCleanInBoth(page: Page, what: string, include?: string): Promise<void> {
  return inBothSchemes(page, (scheme) => expectAxeClean(page, `${what} (${scheme})`, include));
}
