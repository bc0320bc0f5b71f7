import { expect, type Locator, type Page } from "@playwright/test";

/** Page object of the project list (/), a project's page and its settings page. */
export class ProjectPage {
  constructor(readonly page: Page) {}

  get nameInput(): Locator {
    return this.page.getByTestId("project-name-input");
  }
  /** The error under the "Create project" form on the project list. */
  get createError(): Locator {
    return this.page.locator("form").filter({ has: this.nameInput }).getByRole("alert");
  }
  get title(): Locator {
    return this.page.getByTestId("project-title");
  }
  get emptyState(): Locator {
    return this.page.getByTestId("empty-state");
  }
  get conversationLinks(): Locator {
    return this.page.getByTestId("conversation-link");
  }
  get settingsForm(): Locator {
    return this.page.getByTestId("settings-form");
  }
  get settingsError(): Locator {
    return this.settingsForm.getByTestId("error-note");
  }
  get settingsSaved(): Locator {
    return this.settingsForm.getByRole("status");
  }
  get budget(): Locator {
    return this.page.getByTestId("settings-budget");
  }
  get systemPrompt(): Locator {
    return this.page.getByTestId("settings-system-prompt");
  }
  get model(): Locator {
    return this.page.getByTestId("settings-model");
  }
  get settingsName(): Locator {
    return this.page.getByTestId("settings-name");
  }

  /** Creates a project from the project list and returns its id (from the URL it lands on). */
  async create(name: string): Promise<string> {
    await this.gotoList();
    await this.nameInput.fill(name);
    await this.page.getByTestId("create-project").click();
    await expect(this.title).toHaveText(name);
    const match = /\/projects\/([^/?#]+)/.exec(this.page.url());
    if (!match) throw new Error(`Not on a project page: ${this.page.url()}`);
    return match[1];
  }

  /** The project list, once its scripts have loaded (a click before hydration would submit natively). */
  async gotoList(): Promise<void> {
    await this.page.goto("/");
    await this.page.waitForLoadState("networkidle");
  }

  async open(projectId: string): Promise<void> {
    await this.page.goto(`/projects/${projectId}`);
    await expect(this.title).toBeVisible();
    await this.page.waitForLoadState("networkidle");
  }

  /** From a project page, starts a conversation and returns its id once the workspace shows. */
  async newConversation(): Promise<string> {
    await this.page.getByTestId("new-conversation").first().click();
    await expect(this.page).toHaveURL(/\/c\/[^/?#]+/);
    await expect(this.page.getByTestId("graph-node")).toHaveCount(1);
    return /\/c\/([^/?#]+)/.exec(this.page.url())![1];
  }

  /** From a project page, follows the Settings link. */
  async openSettings(): Promise<void> {
    await this.page.getByTestId("project-settings-link").click();
    await expect(this.settingsForm).toBeVisible();
  }

  /** On the settings page: shares the project with `email` as `role` and waits for the member list to show it. */
  async share(email: string, role: "editor" | "viewer"): Promise<void> {
    const sharing = this.page.getByTestId("sharing-panel");
    await sharing.getByLabel("Share with (email)").fill(email);
    await sharing.getByLabel("Role").selectOption(role);
    await sharing.getByRole("button", { name: "Share" }).click();
    await expect(sharing.getByTestId("member-list")).toContainText(`${email} · ${role}`);
  }

  /** Opens the project's settings and shares it with each member, as the role given. */
  async shareWith(projectId: string, members: [email: string, role: "editor" | "viewer"][]): Promise<void> {
    await this.open(projectId);
    await this.openSettings();
    for (const [email, role] of members) await this.share(email, role);
  }

  /** Opens the project's settings and removes `email` from its members. */
  async removeMember(projectId: string, email: string): Promise<void> {
    await this.open(projectId);
    await this.openSettings();
    const list = this.page.getByTestId("member-list");
    await list.locator("li").filter({ hasText: email }).getByRole("button").click();
    await expect(list).not.toContainText(email);
  }

  /** Submits the settings form and waits for "Saved.". */
  async saveSettings(): Promise<void> {
    await this.page.getByTestId("settings-save").click();
    await expect(this.settingsSaved).toHaveText("Saved.");
    await expect(this.settingsError).toHaveCount(0);
  }

  /** From a project page: settings, pick `modelId`, save, back to the project. */
  async useModel(modelId: string, label = modelId): Promise<void> {
    await this.openSettings();
    await this.model.selectOption(modelId);
    await this.saveSettings();
    const projectId = /\/projects\/([^/?#]+)\/settings/.exec(this.page.url())![1];
    await this.open(projectId);
    await expect(this.page.getByTestId("project-model")).toHaveText(label);
  }

  /** A new project named `name` answering with `modelId` (shown as `label`), and a conversation in it; its id. */
  async conversationWith(name: string, modelId: string, label = modelId): Promise<string> {
    await this.create(name);
    await this.useModel(modelId, label);
    return this.newConversation();
  }

  conversationLink(conversationId: string): Locator {
    return this.page.locator(`[data-testid="conversation-link"][href="/c/${conversationId}"]`);
  }

  /** The Delete button on the row of `conversationId` in the project's conversation list. */
  deleteButton(conversationId: string): Locator {
    return this.page
      .getByRole("listitem")
      .filter({ has: this.conversationLink(conversationId) })
      .getByRole("button", { name: /^Delete / });
  }
}
