import { expect, type Locator, type Page } from "@playwright/test";

/** The time until `check` passes, polled (no fixed waits): the latency figures live specs report. */
export async function timed(check: () => Promise<void>): Promise<number> {
  const started = Date.now();
  await check();
  return Date.now() - started;
}

/** On a phone: shows the graph pane, once it is drawn. */
export async function showGraph(page: Page): Promise<void> {
  await page.getByTestId("pane-tab-graph").tap();
  await expect(page.locator('[data-testid="conversation-graph"][data-ready="true"]')).toBeVisible();
}

/** A graph node by its id, optionally only with a status. */
export function nodeById(page: Page, id: string, status?: string): Locator {
  return page.locator(`[data-testid="graph-node"][data-node-id="${id}"]${status ? `[data-status="${status}"]` : ""}`);
}

/** The page of someone removed from the project: its live stream closed, and it says why. */
export async function expectToldRemoved(page: Page): Promise<void> {
  const notice = page.getByTestId("live-closed");
  await expect(notice).toHaveAttribute("data-reason", "removed");
  await expect(notice).toContainText("You no longer have access to this conversation");
}
