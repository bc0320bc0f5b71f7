import { test } from "./fixtures";
import { ownKeyFlow, taskModelRoundTrip } from "./own-keys";

test.describe.configure({ timeout: 180_000 });

test("a member adds their own key, answers with it; the administrator neither sees nor picks it", async ({
  page,
  browser,
  baseURL,
  unique,
}) => {
  await ownKeyFlow({ admin: page, browser, baseURL: baseURL!, unique, touch: false });
});

test("the administrator sets the instance's task model in the browser; it survives a reload", async ({ page }) => {
  await page.goto("/admin/connections");
  await taskModelRoundTrip(page, false);
});
