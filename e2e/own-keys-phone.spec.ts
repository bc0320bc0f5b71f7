import { expectAxeClean } from "./a11y";
import { expect, test } from "./fixtures";
import { ownKeyFlow, taskModelRoundTrip } from "./own-keys";
import { expectFits } from "./touch";

test.describe.configure({ timeout: 180_000 });

test("on a phone: a member adds their own key and answers with it; the administrator does not see it", async ({
  page,
  browser,
  baseURL,
  unique,
}, testInfo) => {
  const { viewport, hasTouch, isMobile, deviceScaleFactor, userAgent } = testInfo.project.use;
  await ownKeyFlow({
    admin: page,
    browser,
    baseURL: baseURL!,
    unique,
    touch: true,
    context: { viewport, hasTouch, isMobile, deviceScaleFactor, userAgent },
  });
});

test("on a phone: the administrator sets the task model by taps; it survives a reload; the form fits and is axe clean", async ({
  page,
}) => {
  await page.goto("/admin/connections");
  const form = page.getByTestId("model-settings-form");
  const select = form.getByTestId("task-model-select");
  await expect(select).toHaveValue("");
  // Below the connections on a phone: scrolled to, every control fully on screen, nothing wider than the screen.
  await form.scrollIntoViewIfNeeded();
  for (const control of [select, form.getByTestId("user-keys-toggle"), form.getByTestId("save-model-settings")])
    await expect(control).toBeInViewport({ ratio: 1 });
  await expectFits(page, "connections page with the task model form");
  await expectAxeClean(page, "task model form (phone)", '[data-testid="model-settings-form"]');
  await taskModelRoundTrip(page, true);
});
