import { expect, type Locator, type Page } from "@playwright/test";

/** Page object of Admin -> Connections and of the composer's model picker. */
export class ConnectionsPage {
  constructor(
    readonly page: Page,
    /** The fake provider's address (FAKE_PROVIDER.url of e2e/fixtures.ts). */
    readonly providerUrl: string,
    /** Taps instead of clicks (the phone project). */
    readonly touch = false,
  ) {}

  private async press(target: Locator): Promise<void> {
    if (this.touch) await target.tap();
    else await target.click();
  }

  connection(name: string): Locator {
    return this.connectionOn(this.page, name);
  }

  /** A connection's row on another page (another account's browser). */
  connectionOn(page: Page, name: string): Locator {
    return page.locator(`[data-testid="connection"][data-connection-name="${name}"]`);
  }

  /**
   * Adds an OpenAI-compatible connection to the fake provider through the form at `path` (Admin ->
   * Connections, or /account for a user's own key); waits for its row.
   */
  async addFake(name: string, key: string, path = "/admin/connections"): Promise<Locator> {
    await this.page.goto(path);
    const form = this.page.getByTestId("add-connection-form");
    await form.getByTestId("connection-name").fill(name);
    await form.getByTestId("connection-provider").selectOption("openai-compatible");
    await form.getByTestId("connection-url").fill(`${this.providerUrl}/v1`);
    await form.getByTestId("connection-key-input").fill(key);
    await this.press(form.getByTestId("add-connection"));
    await expect(form.getByTestId("add-connection-done")).toContainText(`Added ${name} with 1 model(s)`);
    const row = this.connection(name);
    await expect(row).toBeVisible();
    return row;
  }

  /** Presses Test on a connection and waits for its result. */
  async test(name: string): Promise<Locator> {
    const row = this.connection(name);
    await this.press(row.getByTestId("test-connection"));
    const result = row.getByTestId("test-result");
    await expect(result).toBeVisible();
    return result;
  }

  /** Opens the composer's picker, searches, and picks `modelId`; waits until the composer shows it. */
  async pickModel(modelId: string, label: string, search: string): Promise<void> {
    await this.press(this.page.getByTestId("model-picker"));
    const dialog = this.page.getByTestId("model-dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByTestId("model-search").fill(search);
    const option = dialog.locator(`[data-testid="model-option"][data-model-id="${modelId}"]`);
    await this.press(option);
    await expect(dialog).toBeHidden();
    await expect(this.page.getByTestId("model-picker-label")).toHaveText(label);
  }

  /**
   * Sets the node's temperature in the picker's dialog, then reopens the node at `nodeUrl` (its
   * ?node=) and waits for the picker to show it (saved, not only shown).
   */
  async setTemperature(value: string, nodeUrl: string): Promise<void> {
    await this.press(this.page.getByTestId("model-picker"));
    const dialog = this.page.getByTestId("model-dialog");
    await dialog.getByTestId("param-temperature").fill(value);
    await this.press(dialog.getByTestId("save-params"));
    await this.page.waitForLoadState("networkidle");
    await this.page.goto(nodeUrl);
    await expect(this.page.getByTestId("model-temperature")).toHaveText(`temperature ${value}`);
  }
}

/** The key (Authorization header) of the last chat request the fake provider at `url` received. */
export async function lastProviderKey(url: string): Promise<string | null> {
  const response = await fetch(`${url}/__last`);
  return ((await response.json()) as { authorization: string | null }).authorization;
}

/** The body of the last chat request the fake provider at `url` received (lib/ai/testing/fake-openai-server.ts). */
export async function lastProviderRequest(url: string): Promise<{ model?: string; temperature?: number } | null> {
  const response = await fetch(`${url}/__last`);
  return ((await response.json()) as { body: { model?: string; temperature?: number } | null }).body;
}
