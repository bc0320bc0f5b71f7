import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { expectAxeClean } from "./a11y";
import { ensureUser, expect, FAKE_PROVIDER } from "./fixtures";
import { signInPage } from "./pages/account";
import { ConnectionsPage, lastProviderKey } from "./pages/connections";
import { expectFits } from "./touch";

/**
 * Users' own keys end to end (e2e/own-keys.spec.ts on a desktop, own-keys-phone.spec.ts on a phone):
 * the administrator allows them (Admin -> Connections, persisted), a member adds a key of their own
 * to the fake OpenAI-compatible server on /account (masked, tested), picks its model in a chat and
 * gets the answer through their key; the administrator neither sees the connection nor can pick its
 * model.
 */
export async function ownKeyFlow(opts: {
  admin: Page;
  browser: Browser;
  baseURL: string;
  unique: string;
  touch: boolean;
  context?: BrowserContextOptions;
}): Promise<void> {
  const { admin, touch } = opts;
  const press = async (target: ReturnType<Page["getByTestId"]>) => (touch ? target.tap() : target.click());
  const tag = opts.unique
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(-8)
    .toLowerCase();
  const name = `own-${touch ? "p" : "d"}${tag}`;
  const key = `sk-own-e2e-secret-${tag}-5e7f`;

  // The administrator allows users' keys; the setting survives a reload.
  await admin.goto("/admin/connections");
  const settings = admin.getByTestId("model-settings-form");
  await settings.getByTestId("user-keys-toggle").check();
  await press(settings.getByTestId("save-model-settings"));
  await expect(settings.getByTestId("model-settings-saved")).toBeVisible();
  await admin.reload();
  await expect(admin.getByTestId("user-keys-toggle")).toBeChecked();

  // A member who is not an administrator adds their own key on their account page.
  const email = `own-keys-${touch ? "phone" : "desk"}-${Date.now().toString(36)}@canopy.test`;
  ensureUser(email, "own-keys-password-1");
  const member = await signInPage(opts.browser, opts.baseURL, email, "own-keys-password-1", false, opts.context);
  const connections = new ConnectionsPage(member, FAKE_PROVIDER.url, touch);
  const row = await connections.addFake(name, key, "/account");
  await expect(member.getByTestId("own-connections")).toContainText("Your own keys");
  await expect(row.getByTestId("connection-key")).toHaveText("sk-...5e7f");
  await expect(member.locator("body")).not.toContainText(key);
  await expect(await connections.test(name)).toHaveText("Connected: 1 model (test-model).");
  if (touch) await expectFits(member, "account page with own keys");
  await expectAxeClean(member, "own keys on the account page", '[data-testid="own-connections"]');

  // Their chat answers with their model, through their key.
  await member.goto("/");
  await member.getByTestId("project-name-input").fill(opts.unique);
  await press(member.getByTestId("create-project"));
  await expect(member.getByTestId("project-title")).toHaveText(opts.unique);
  await press(member.getByTestId("new-conversation").first());
  await expect(member).toHaveURL(/\/c\//);
  const label = `${name} · test-model`;
  await connections.pickModel(`${name}:test-model`, label, name);
  const answers = member.locator('[data-testid="message"][data-role="assistant"][data-status="complete"]');
  await member.getByTestId("composer-input").fill("Which key answers me?");
  await press(member.getByTestId("send-button"));
  await expect(answers).toHaveCount(1);
  await expect(answers.last().locator(".prose-chat")).toHaveText(FAKE_PROVIDER.reply);
  expect(await lastProviderKey(FAKE_PROVIDER.url)).toBe(`Bearer ${key}`);
  await member.reload();
  await expect(member.getByTestId("model-picker-label")).toHaveText(label);
  await expect(member.getByTestId("node-model")).toContainText(label);

  // Ask several: their own model is offered beside the instance's and answers its branch through their key.
  await press(member.getByTestId("fanout-toggle"));
  const targets = member.getByTestId("fanout-target");
  await expect(targets).toHaveCount(2);
  await targets.nth(0).getByTestId("fanout-model").selectOption("offline");
  await targets.nth(1).getByTestId("fanout-model").selectOption(`${name}:test-model`);
  await member.getByTestId("composer-input").fill("Which keys answer several?");
  await press(member.getByTestId("send-button"));
  const compare = member.getByTestId("compare-dialog");
  await expect(compare.locator('[data-testid="compare-answer"][data-status="complete"]')).toHaveCount(2);
  // Its branch is titled after their model (the offline engine's after the offline engine).
  const own = compare.getByTestId("compare-answer").filter({ hasText: label });
  await expect(own).toHaveCount(1);
  await expect(own.getByTestId("compare-text")).toContainText(FAKE_PROVIDER.reply);
  expect(await lastProviderKey(FAKE_PROVIDER.url)).toBe(`Bearer ${key}`);
  await press(compare.getByTestId("dialog-close"));
  await expect(compare).toBeHidden();

  // The administrator sees neither the connection nor its model.
  await admin.goto("/admin/connections");
  await expect(admin.getByTestId("connection-list")).toBeVisible();
  await expect(connections.connectionOn(admin, name)).toHaveCount(0);
  await expect(admin.locator("body")).not.toContainText(key);
  await expect(admin.locator(`option[value="${name}:test-model"]`)).toHaveCount(0);
  await member.context().close();
}

/**
 * The instance's task model set in Admin -> Connections (the "Models" form), saved, kept over a
 * reload, then set back (the offline engine: a choice other specs' turns do not notice for long).
 * `page` is on /admin/connections; `touch` taps instead of clicking.
 */
export async function taskModelRoundTrip(page: Page, touch: boolean): Promise<void> {
  const form = page.getByTestId("model-settings-form");
  const save = form.getByTestId("save-model-settings");
  const steps: Array<[choice: string, before: string]> = [
    ["offline", ""],
    ["", "offline"],
  ];
  for (const [choice, before] of steps) {
    await expect(form.getByTestId("task-model-select")).toHaveValue(before);
    await form.getByTestId("task-model-select").selectOption(choice);
    await (touch ? save.tap() : save.click());
    await expect(form.getByTestId("model-settings-saved")).toBeVisible();
    await page.reload();
    await expect(form.getByTestId("task-model-select")).toHaveValue(choice);
  }
}
