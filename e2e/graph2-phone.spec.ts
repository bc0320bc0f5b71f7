import type { Page } from "@playwright/test";
import { expectAxeClean } from "./a11y";
import { expect, seedConversation, test } from "./fixtures";
import { inBothSchemes, tenNodes } from "./graph2-seeds";
import { AdminPage } from "./pages/account";

/**
 * Issue 38, the rest, on a phone (390x844, touch): the admin page (invite, the issued password, a
 * confirmation), the home page (pin, archive), the Share dialog and deleting an exchange, with axe
 * in both schemes; the screenshots of the graph at 10 nodes, home and admin go to SHOTS.
 */
test.describe.configure({ timeout: 180_000 });

/** The page scrolls vertically only: nothing wider than the screen. */
async function expectNoSideScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} is wider than the screen`).toBeLessThanOrEqual(0);
}

test("phone: admin page, home page, Share and delete an exchange; axe in both schemes, screenshots", async ({
  page,
  unique,
}) => {
  const seeded = await seedConversation({ projectName: unique, title: `Garden ${unique}`, nodes: tenNodes() });

  // Admin: invite, the password shown once, the reset confirmation.
  const admin = new AdminPage(page);
  await admin.open();
  const email = `phone-${Date.now().toString(36)}@canopy.test`;
  await page.getByTestId("invite-email").fill(email);
  await page.getByRole("button", { name: "Invite", exact: true }).tap();
  await expect(page.getByTestId("issued-password")).toContainText(email);
  await expect(admin.user(email)).toBeVisible();
  await expectNoSideScroll(page, "admin page");
  await inBothSchemes(page, "admin page on a phone", { shot: "admin-phone", fullPage: true });
  await admin.user(email).getByRole("button", { name: "Delete" }).tap();
  await expectAxeClean(page, "delete account confirmation on a phone", '[data-testid="confirm-user-dialog"]');
  await page.getByTestId("confirm-user-dialog").getByRole("button", { name: "Delete account" }).tap();
  await expect(admin.user(email)).toHaveCount(0);

  // Home: the conversation listed with its project; pin it.
  await page.goto("/");
  const row = page.getByTestId("recent-conversation").filter({ hasText: `Garden ${unique}` });
  await row.getByRole("button", { name: `Pin Garden ${unique}` }).tap();
  await expect(page.getByTestId("recent-conversation").first()).toContainText(`Garden ${unique}`);
  await expectNoSideScroll(page, "home page");
  await inBothSchemes(page, "home page on a phone", { shot: "home-phone", fullPage: true });

  // The workspace: Share, the graph at 10 nodes, delete an exchange.
  await row.getByTestId("recent-conversation-link").tap();
  await expect(page).toHaveURL(new RegExp(`/c/${seeded.conversationId}`));
  await page.getByTestId("share-conversation").tap();
  await page.getByTestId("share-create").tap();
  await expect(page.getByTestId("share-link-url")).toHaveValue(/\/share\//);
  await inBothSchemes(page, "share dialog on a phone", { include: '[data-testid="share-dialog"]' });
  await page.getByTestId("dialog-close").tap();

  await page.getByTestId("pane-tab-graph").tap();
  await expect(page.locator('[data-testid="conversation-graph"][data-ready="true"]')).toBeVisible();
  await inBothSchemes(page, "graph at 10 nodes on a phone", { shot: "graph10-phone", axe: false });
  await page.getByTestId("pane-tab-chat").tap();

  const answer = page.getByTestId("message").filter({ hasText: "South wall." });
  await answer.getByTestId("delete-message").tap();
  const dialog = page.getByTestId("delete-message-dialog");
  await expectAxeClean(page, "delete message dialog on a phone", '[data-testid="delete-message-dialog"]');
  await dialog.getByTestId("delete-message-confirm").tap();
  // Branches start from "South wall.": refused with the reason.
  await expect(dialog.getByTestId("delete-message-error")).toContainText("branches start from this message");
  await dialog.getByRole("button", { name: "Cancel" }).tap();
  await expect(page.getByTestId("message").filter({ hasText: "South wall." })).toBeVisible();
});

test("the graph at 10 nodes on a phone: the selected node's title reads (>= 11 px)", async ({ page, unique }) => {
  const seeded = await seedConversation({ projectName: unique, title: "Ten", nodes: tenNodes() });
  await page.goto(`/c/${seeded.conversationId}?node=${seeded.nodeIds.get("a11")}`);
  await page.getByTestId("pane-tab-graph").tap();
  await expect(page.locator('[data-testid="conversation-graph"][data-ready="true"]')).toBeVisible();
  // The selected node's title as drawn (font size times zoom), CSS px.
  const sizes = await page.evaluate(() => {
    const viewport = document.querySelector<HTMLElement>(".react-flow__viewport")!;
    const zoom = new DOMMatrixReadOnly(getComputedStyle(viewport).transform).a;
    return [
      ...document.querySelectorAll<HTMLElement>(
        '[data-testid="graph-node"][data-selected="true"] [data-testid="graph-node-title"]',
      ),
    ].map((t) => Number.parseFloat(getComputedStyle(t).fontSize) * zoom);
  });
  expect(sizes).toHaveLength(1);
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11);
});
