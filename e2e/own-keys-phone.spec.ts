import { test } from "./fixtures";
import { ownKeyFlow } from "./own-keys";

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
