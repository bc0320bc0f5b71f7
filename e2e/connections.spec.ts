import { expectAxeClean } from "./a11y";
import { ensureUser, expect, FAKE_PROVIDER, test } from "./fixtures";
import { signInPage } from "./pages/account";
import { ConnectionsPage, lastProviderRequest } from "./pages/connections";

test.describe.configure({ timeout: 120_000 });

/** A connection name unique to this run (letters, digits, dashes: model ids are <name>:<model>). */
const nameOf = (unique: string) =>
  `fake-${unique
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(-10)
    .toLowerCase()}`;

test("an admin adds and tests a connection, picks its model in a chat, branches and changes the temperature", async ({
  page,
  workspace,
  unique,
}) => {
  const connections = new ConnectionsPage(page, FAKE_PROVIDER.url);
  const name = nameOf(unique);

  // Admin -> Connections: add the fake provider; the key comes back masked only.
  await page.goto("/admin");
  await page.getByTestId("connections-link").click();
  await expect(page).toHaveURL(/\/admin\/connections$/);
  const row = await connections.addFake(name, "sk-e2e-secret-key-7c1d");
  await expect(row.getByTestId("connection-key")).toHaveText("sk-...7c1d");
  await expect(page.locator("body")).not.toContainText("secret-key");
  await expect(await connections.test(name)).toHaveText("Connected: 1 model (test-model).");
  // The environment's connection is listed read-only.
  await expect(connections.connection("compatible")).toContainText("read-only");
  await expectAxeClean(page, "connections page");

  // A bad URL is refused in plain words, and nothing is added.
  const form = page.getByTestId("add-connection-form");
  await form.getByTestId("connection-name").fill(`${name}-self`);
  await form.getByTestId("connection-url").fill(new URL(page.url()).origin + "/api/v1");
  await form.getByTestId("add-connection").click();
  await expect(page.getByTestId("add-connection-error")).toContainText("this Canopy instance itself");
  await expect(connections.connection(`${name}-self`)).toHaveCount(0);

  // A new conversation: the empty state says what the offline engine is, and opens the picker.
  await workspace.createConversation(unique);
  await expect(page.getByTestId("offline-note")).toContainText(
    "Offline engine: answers by quoting your conversation and documents. Connect a model for real answers.",
  );
  await expect(page.getByTestId("offline-connections-link")).toBeVisible();
  await page.getByTestId("offline-choose-model").click();
  await expect(page.getByTestId("model-dialog")).toBeVisible();
  await expectAxeClean(page, "model dialog", '[data-testid="model-dialog"]');
  await page.getByTestId("model-dialog").getByRole("button", { name: "Close", exact: true }).last().click();

  const modelId = `${name}:test-model`;
  const label = `${name} · test-model`;
  await connections.pickModel(modelId, label, name);
  await expect(page.getByTestId("node-model")).toContainText(label);
  const answer = await workspace.say("Hello, which model is this?");
  expect(await workspace.bodyText(answer)).toBe(FAKE_PROVIDER.reply);
  expect((await lastProviderRequest(FAKE_PROVIDER.url))?.model).toBe("test-model");

  // A branch keeps the model.
  await workspace.branchFrom(answer, "full", "Child");
  // Reload on the branch (its ?node=): the real model's new conversation title refreshes the page
  // later, and a refresh started from the first URL would reopen the root.
  await page.reload();
  await expect(workspace.title).toHaveText("Child");
  await expect(page.getByTestId("model-picker-label")).toHaveText(label);
  await expect(page.getByTestId("node-model")).toContainText(label);

  // The branch's temperature reaches the provider, and survives a reload.
  await connections.setTemperature("0.3", page.url());
  await expect(workspace.title).toHaveText("Child");
  await workspace.say("And with less randomness?");
  expect(await lastProviderRequest(FAKE_PROVIDER.url)).toMatchObject({ model: "test-model", temperature: 0.3 });
  await page.reload();
  await expect(page.getByTestId("model-picker-label")).toHaveText(label);
  await expect(page.getByTestId("model-temperature")).toHaveText("temperature 0.3");
  // The model line and the composer (the inherited messages' labels are another spec's: look-and-feel).
  await expectAxeClean(page, "composer with the model line", '[data-testid="chat-panel"] form');

  // Removing the connection: the branch's model is marked unavailable (a turn would fail, kept and marked).
  const chatUrl = page.url();
  await page.goto("/admin/connections");
  page.once("dialog", (dialog) => void dialog.accept());
  await connections.connection(name).getByTestId("remove-connection").click();
  await expect(connections.connection(name)).toHaveCount(0);
  await page.goto(chatUrl);
  await expect(page.getByTestId("model-unavailable")).toBeVisible();
});

test("a member who is not an administrator sees no connections page", async ({ browser, baseURL }) => {
  const email = `member-${Date.now().toString(36)}@canopy.test`;
  ensureUser(email, "member-password-1");
  const page = await signInPage(browser, baseURL!, email, "member-password-1");
  await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);
  const response = await page.goto("/admin/connections");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("connection-list")).toHaveCount(0);
  await expect(page.getByTestId("add-connection-form")).toHaveCount(0);
  await page.context().close();
});
