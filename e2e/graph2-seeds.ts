import type { Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { expectAxeClean, SCHEMES } from "./a11y";
import type { SeedNode } from "./fixtures";

/** One question and its answer, as seeded messages. */
export const qa = (q: string, a: string): NonNullable<SeedNode["messages"]> => [
  { role: "user", content: q },
  { role: "assistant", content: a },
];

/** Ten nodes: a root with three exchanges, branches, a branch of a branch. */
export function tenNodes(): SeedNode[] {
  return [
    {
      key: "r",
      title: "Garden plan",
      messages: [...qa("What to plant?", "Tomatoes."), ...qa("Where?", "South wall.")],
    },
    { key: "a", parent: "r", branchFrom: 1, title: "Tomato varieties", messages: qa("Which ones?", "Cherry.") },
    { key: "b", parent: "r", branchFrom: 3, title: "Watering", messages: qa("How often?", "Daily.") },
    { key: "c", parent: "r", branchFrom: 3, title: "Soil", messages: qa("Which soil?", "Loam.") },
    { key: "a1", parent: "a", branchFrom: 1, title: "Cherry care", messages: qa("Prune?", "Yes.") },
    { key: "a2", parent: "a", branchFrom: 1, title: "Seeds or plants", messages: qa("Seeds?", "Plants.") },
    { key: "b1", parent: "b", branchFrom: 1, title: "Drip irrigation", messages: qa("Drip?", "Yes.") },
    { key: "c1", parent: "c", branchFrom: 1, title: "Compost", messages: qa("Compost?", "Plenty.") },
    { key: "c2", parent: "c", branchFrom: 1, title: "Mulch", messages: qa("Mulch?", "Straw.") },
    { key: "a11", parent: "a1", branchFrom: 1, title: "Support stakes", messages: qa("Stakes?", "Bamboo.") },
  ];
}

/** A root with two exchanges and a branch from its first answer. */
export function chatWithBranch(): SeedNode[] {
  return [
    { key: "root", title: "Trip planning", messages: [...qa("Where to go?", "Lisbon."), ...qa("When?", "In May.")] },
    { key: "b", parent: "root", branchFrom: 1, title: "Hotels", messages: qa("Which hotel?", "The one by the river.") },
  ];
}

/** Where the screenshots for the closing note go. */
export const SHOTS = process.env.E2E_SHOTS_DIR ?? "/work/notes/shots";

/**
 * Runs axe on the page (or the part `include` selects) in both colour schemes, taking a screenshot
 * `${shot}-${scheme}.png` into SHOTS in each when `shot` is given; leaves the page in light mode.
 */
export async function inBothSchemes(
  page: Page,
  what: string,
  {
    include,
    shot,
    fullPage = false,
    axe = true,
  }: { include?: string; shot?: string; fullPage?: boolean; axe?: boolean } = {},
): Promise<void> {
  if (shot) mkdirSync(SHOTS, { recursive: true });
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
    if (axe) await expectAxeClean(page, `${what} (${scheme})`, include);
    if (shot) await page.screenshot({ path: `${SHOTS}/${shot}-${scheme}.png`, fullPage });
  }
  await page.emulateMedia({ colorScheme: "light" });
}
