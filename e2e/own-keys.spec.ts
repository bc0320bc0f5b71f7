import { expect, test } from "./fixtures";
import { ownKeyFlow } from "./own-keys";

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
  const form = page.getByTestId("model-settings-form");
  const select = form.getByTestId("task-model-select");
  await expect(select).toHaveValue("");
  // The offline engine as the task model: a choice other specs' turns do not notice for long (reset below).
  await select.selectOption("offline");
  await form.getByTestId("save-model-settings").click();
  await expect(form.getByTestId("model-settings-saved")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("task-model-select")).toHaveValue("offline");
  await page.getByTestId("task-model-select").selectOption("");
  await page.getByTestId("save-model-settings").click();
  await expect(page.getByTestId("model-settings-saved")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("task-model-select")).toHaveValue("");
});
