import { expectAxeClean } from "./a11y";
import { expect, test } from "./fixtures";
import { expectFits } from "./touch";

test("on a phone: a share link's page follows the owner's new message live, with no presence, and says when the link is revoked", async ({
  browser,
  page,
  projects,
  workspace,
  unique,
}, testInfo) => {
  // The owner (signed in, on a phone too) shares a conversation by taps.
  await projects.create(unique);
  await projects.newConversation();
  await workspace.say("The tide turns at noon.");
  await page.getByTestId("share-conversation").tap();
  await page.getByTestId("share-create").tap();
  const url = await page.getByTestId("share-link-url").inputValue();
  await page.getByTestId("dialog-close").tap();

  // Someone with the link, on a phone and without an account, opens it.
  const { viewport, hasTouch, isMobile, deviceScaleFactor, userAgent } = testInfo.project.use;
  const anonymous = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    viewport,
    hasTouch,
    isMobile,
    deviceScaleFactor,
    userAgent,
  });
  const visitor = await anonymous.newPage();
  await visitor.goto(url);
  await expect(visitor.getByTestId("shared-live-status")).toHaveAttribute("data-status", "live");
  await expectFits(visitor, "live shared page on a phone");
  await expectAxeClean(visitor, "live shared page on a phone");

  // The owner asks again: the question and its finished answer reach the open page without a reload.
  const said = `Phone share check ${unique}`;
  await workspace.say(said);
  const shared = visitor.locator('[data-testid="shared-message"]');
  await expect(shared.filter({ hasText: said })).toHaveCount(1);
  await expect(shared).toHaveCount(4);
  await expect(visitor.getByTestId("presence-bar")).toHaveCount(0);

  // Revoked: the open page is told and stops updating.
  await page.getByTestId("share-conversation").tap();
  await page.getByTestId("share-dialog-links").getByTestId("share-revoke").first().tap();
  await expect(page.getByTestId("share-none")).toBeVisible();
  await page.getByTestId("dialog-close").tap();
  await expect(visitor.getByTestId("shared-live-closed")).toHaveAttribute("data-reason", "revoked");
  await expectAxeClean(visitor, "revoked shared page on a phone");
  await anonymous.close();
});
