import { expect, type Locator, type Page } from "@playwright/test";

/** The API tokens section of /account (and the admin's list on /admin). */
export class ApiTokensSection {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto("/account");
    await expect(this.page.getByRole("heading", { name: "API tokens" })).toBeVisible();
  }
  /** Creates a token and returns the value the page shows once. */
  async create(name: string, { scope = "read", project }: { scope?: "read" | "write"; project?: string } = {}) {
    await this.page.getByTestId("token-name").fill(name);
    await this.page.getByTestId("token-scope").selectOption(scope);
    if (project) await this.page.getByTestId("token-project").selectOption({ label: `Only “${project}”` });
    await this.page.getByTestId("token-create").click();
    await expect(this.page.getByTestId("token-created")).toContainText(name);
    return (await this.page.getByTestId("token-value").textContent())!.trim();
  }
  /** The card of the token whose name is `name`. */
  row(name: string): Locator {
    return this.page.getByTestId("token-row").filter({ hasText: name });
  }
  /** Revokes through the confirmation dialog and waits for the card to say so. */
  async revoke(name: string): Promise<void> {
    await this.row(name).getByTestId("token-revoke").click();
    const dialog = this.page.getByTestId("token-revoke-dialog");
    await expect(dialog).toContainText("401");
    await dialog.getByTestId("token-revoke-confirm").click();
    await expect(this.row(name)).toHaveAttribute("data-status", "revoked");
  }
}
