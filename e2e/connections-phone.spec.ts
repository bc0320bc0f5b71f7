import type { Locator, Page } from "@playwright/test";
import { expectAxeClean } from "./a11y";
import { expect, FAKE_PROVIDER, test } from "./fixtures";
import { ConnectionsPage, lastProviderRequest } from "./pages/connections";
import { expectFits, expectOnScreen } from "./touch";

/*
 * Connections and the model picker on a phone (390x844, touch; the "phone" project): every step a
 * tap or typing, every page and dialog fitting the screen.
 */
test.describe.configure({ timeout: 120_000 });

test("on a phone: add and test a connection, pick its model, branch, change the temperature, send", async ({
  page,
  workspace,
  unique,
}) => {
  const connections = new ConnectionsPage(page, FAKE_PROVIDER.url, true);
  const name = `phone-${unique
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(-10)
    .toLowerCase()}`;
  const label = `${name} · test-model`;

  await connections.addFake(name, "sk-phone-secret-key-9e2b");
  await expect(connections.connection(name).getByTestId("connection-key")).toHaveText("sk-...9e2b");
  await expect(await connections.test(name)).toHaveText("Connected: 1 model (test-model).");
  await expectFits(page, "connections page");
  await expectAxeClean(page, "connections page (phone)");

  // A conversation, by taps; the picker's dialog fits the screen.
  await page.goto("/");
  await page.getByTestId("project-name-input").fill(unique);
  await page.getByTestId("create-project").tap();
  await expect(page.getByTestId("project-title")).toHaveText(unique);
  await page.getByTestId("new-conversation").first().tap();
  await expect(page).toHaveURL(/\/c\//);
  await expect(page.getByTestId("chat-pane")).toBeVisible();
  await expect(page.getByTestId("offline-note")).toBeVisible();
  await page.getByTestId("model-picker").tap();
  const dialog = page.getByTestId("model-dialog");
  await expectOnScreen(page, dialog, "model dialog", [dialog.getByTestId("model-search")]);
  await expectAxeClean(page, "model dialog (phone)", '[data-testid="model-dialog"]');
  await dialog.getByRole("button", { name: "Close", exact: true }).last().tap();
  await connections.pickModel(`${name}:test-model`, label, "phone");

  const answer = await sayByTap(page, workspace.input, workspace.sendButton, "Hello from a phone?");
  expect(await workspace.bodyText(answer)).toBe(FAKE_PROVIDER.reply);

  // Branch from the answer (its actions are shown on touch screens): the child keeps the model.
  await answer.getByTestId("branch-from-here").tap();
  await workspace.branchDialog.getByTestId("policy-full").check();
  await workspace.branchDialog.getByTestId("branch-title").fill("Phone child");
  await workspace.branchDialog.getByTestId("branch-confirm").tap();
  await expect(workspace.title).toHaveText("Phone child");
  // Reload on the branch (its ?node=): the real model's new conversation title refreshes the page
  // later, and a refresh started from the first URL would reopen the root.
  await page.reload();
  await expect(workspace.title).toHaveText("Phone child");
  await expect(page.getByTestId("model-picker-label")).toHaveText(label);

  await connections.setTemperature("1.2", page.url());
  await expect(workspace.title).toHaveText("Phone child");
  await sayByTap(page, workspace.input, workspace.sendButton, "Warmer now?");
  expect(await lastProviderRequest(FAKE_PROVIDER.url)).toMatchObject({ model: "test-model", temperature: 1.2 });
  await expectFits(page, "chat with the model line");

  page.once("dialog", (d) => void d.accept());
  await page.goto("/admin/connections");
  await connections.connection(name).getByTestId("remove-connection").tap();
  await expect(connections.connection(name)).toHaveCount(0);
});

/** Types and taps Send; waits for the saved answer. */
async function sayByTap(page: Page, input: Locator, send: Locator, text: string) {
  const answers = page.locator('[data-testid="message"][data-role="assistant"][data-status="complete"]');
  const before = await answers.count();
  await input.fill(text);
  await send.tap();
  await expect(answers).toHaveCount(before + 1);
  return answers.last();
}
