import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test("dark mode follows the system, and the toggle's choice persists with no flash", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  const light = await background(page);
  await page.emulateMedia({ colorScheme: "dark" });
  const dark = await background(page);
  expect(dark).not.toBe(light);
  expect(dark).toBe("rgb(15, 13, 12)");

  // The toggle cycles system -> light -> dark, whatever the system says.
  const toggle = page.getByTestId("theme-toggle");
  await expect(toggle).toHaveAttribute("data-theme", "system");
  await toggle.click();
  await expect(toggle).toHaveAttribute("data-theme", "light");
  expect(await background(page)).toBe(light);
  await toggle.click();
  await expect(toggle).toHaveAttribute("data-theme", "dark");
  await page.emulateMedia({ colorScheme: "light" });
  expect(await background(page)).toBe(dark);

  // Persisted: the server's first byte already carries the class (no script, no flash).
  const html = await (await page.request.get("/")).text();
  expect(html).toMatch(/<html[^>]*class="dark"/);
  await page.reload();
  expect(await background(page)).toBe(dark);
  await expect(toggle).toHaveAttribute("data-theme", "dark");
  await toggle.click();
  await expect(toggle).toHaveAttribute("data-theme", "system");
  expect(await background(page)).toBe(light);
});

test("missing records answer 404, and the favicon is served", async ({ page, projects, unique }) => {
  expect((await page.request.get("/c/does-not-exist")).status()).toBe(404);
  expect((await page.request.get("/projects/does-not-exist")).status()).toBe(404);
  expect((await page.request.get("/projects/does-not-exist/knowledge")).status()).toBe(404);
  const notFound = await page.goto("/c/does-not-exist");
  expect(notFound?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();

  // A project and a conversation that existed: their URLs are 404s once deleted.
  const projectId = await projects.create(unique);
  const conversationId = await projects.newConversation();
  expect((await page.request.get(`/c/${conversationId}`)).status()).toBe(200);
  expect((await page.request.get(`/projects/${projectId}`)).status()).toBe(200);
  await projects.open(projectId);
  page.once("dialog", (dialog) => void dialog.accept());
  await projects.deleteButton(conversationId).click();
  await expect(projects.conversationLink(conversationId)).toHaveCount(0);
  expect((await page.request.get(`/c/${conversationId}`)).status()).toBe(404);

  const icon = await page.request.get("/icon.svg");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toContain("image/svg+xml");
  await page.goto("/");
  await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute("href", /icon\.svg/);
});

test("every dialog has a close button", async ({ page, workspace, unique }) => {
  await workspace.createConversation(unique);
  await workspace.say("Hello there.");
  await page.getByTestId("open-usage").click();
  await expect(page.getByTestId("usage-dialog")).toBeVisible();
  await page.getByTestId("usage-dialog").getByRole("button", { name: "Close" }).click();
  await expect(page.getByTestId("usage-dialog")).toBeHidden();
});
