import { expect, type Locator, type Page } from "@playwright/test";
import { ProjectPage } from "./projects";

/** Page object of the conversation workspace: graph on the left, chat on the right. */
export class WorkspacePage {
  constructor(readonly page: Page) {}

  get input(): Locator {
    return this.page.getByTestId("composer-input");
  }
  get messages(): Locator {
    return this.page.getByTestId("message");
  }
  get graphNodes(): Locator {
    return this.page.getByTestId("graph-node");
  }
  get edges(): Locator {
    return this.page.locator(".react-flow__edge");
  }
  get branchDialog(): Locator {
    return this.page.getByTestId("branch-dialog");
  }
  get title(): Locator {
    return this.page.getByTestId("chat-title");
  }
  get userMessages(): Locator {
    return this.messages.and(this.page.locator('[data-role="user"]'));
  }
  get stopButton(): Locator {
    return this.page.getByTestId("stop-button");
  }
  get sendButton(): Locator {
    return this.page.getByTestId("send-button");
  }

  /** Assistant messages with a given data-status (complete, streaming, aborted, error). */
  assistantWithStatus(status: "complete" | "streaming" | "aborted" | "error"): Locator {
    return this.page.locator(`[data-testid="message"][data-role="assistant"][data-status="${status}"]`);
  }

  /** The rendered Markdown text of a message (without its header and buttons). */
  async bodyText(message: Locator): Promise<string> {
    // A message with Markdown shows as plain paragraphs until the lazily loaded renderer arrives.
    await expect(message.locator("[data-markdown-pending]")).toHaveCount(0);
    return (await message.locator(".prose-chat").innerText()).trim();
  }

  /** Creates a project and a conversation through the UI and lands on the workspace. */
  async createConversation(projectName: string): Promise<void> {
    // The project list once hydrated, then the project page it opens in the app (already hydrated).
    await new ProjectPage(this.page).create(projectName);
    await this.page.getByTestId("new-conversation").first().click();
    await expect(this.page).toHaveURL(/\/c\//);
    await expect(this.graphNodes).toHaveCount(1);
  }

  /** Types `text` and presses Enter, without waiting for the answer. */
  async send(text: string): Promise<void> {
    await this.input.fill(text);
    await this.input.press("Enter");
    await expect(this.input).toHaveValue("");
  }

  /** The graph node button whose title is `title`. */
  graphNode(title: string): Locator {
    return this.graphNodes.filter({ has: this.page.getByText(title, { exact: true }) });
  }

  /** Sends a message with Enter and waits until its answer is saved. */
  async say(text: string): Promise<Locator> {
    const before = await this.page
      .locator('[data-testid="message"][data-role="assistant"][data-status="complete"]')
      .count();
    await this.input.fill(text);
    await this.input.press("Enter");
    const answers = this.page.locator('[data-testid="message"][data-role="assistant"][data-status="complete"]');
    await expect(answers).toHaveCount(before + 1);
    return answers.last();
  }

  message(text: string): Locator {
    return this.messages.filter({ hasText: text });
  }

  /** Opens "Branch from here" on a message, picks the policy and confirms. */
  async branchFrom(message: Locator, policy: "none" | "full", title: string): Promise<void> {
    await message.hover();
    await message.getByTestId("branch-from-here").click();
    await expect(this.branchDialog).toBeVisible();
    await this.branchDialog.getByTestId(`policy-${policy}`).check();
    await this.branchDialog.getByTestId("branch-title").fill(title);
    await this.branchDialog.getByTestId("branch-confirm").click();
    await expect(this.branchDialog).toBeHidden();
    await expect(this.title).toHaveText(title);
  }

  async selectNode(title: string): Promise<void> {
    await this.graphNodes.filter({ hasText: title }).click();
    await expect(this.title).toHaveText(title);
  }
}
