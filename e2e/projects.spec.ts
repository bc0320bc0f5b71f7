import { expectAxeClean } from "./a11y";
import { expect, test } from "./fixtures";

test("a fresh project and a fresh conversation show their empty states", async ({
  projects,
  workspace,
  page,
  unique,
}) => {
  await projects.create(unique);
  await expect(projects.emptyState).toContainText("No conversations yet");
  await expect(projects.conversationLinks).toHaveCount(0);

  // The empty state's own button starts the first conversation.
  await projects.emptyState.getByTestId("new-conversation").click();
  await expect(page).toHaveURL(/\/c\//);
  await expect(workspace.graphNodes).toHaveCount(1);
  await expect(page.getByTestId("message-list").getByTestId("empty-state")).toContainText("This node is empty");
  await expect(workspace.messages).toHaveCount(0);

  // The offline engine's first answer says plainly what it is; its later answers do not repeat it.
  const first = await workspace.say("The office is in Lyon.");
  await expect(first.getByTestId("offline-engine-notice")).toHaveText(
    "Offline engine: answers by quoting your conversation and documents. Connect a model for real answers.",
  );
  const second = await workspace.say("The team moved in May. Where is the office?");
  expect(await workspace.bodyText(second)).toContain("The office is in Lyon.");
  await expect(page.getByTestId("offline-engine-notice")).toHaveCount(1);

  // Back on the project page, the conversation is listed and the empty state is gone.
  await page.getByRole("link", { name: unique }).click();
  await expect(projects.title).toHaveText(unique);
  await expect(projects.conversationLinks).toHaveCount(1);
  await expect(projects.emptyState).toHaveCount(0);
});

test("creating a project with an empty name shows the server's validation error", async ({
  projects,
  page,
  unique,
}) => {
  await projects.gotoList();
  const before = await page.getByTestId("project-link").count();

  await page.getByTestId("create-project").click();
  await expect(projects.createError).toContainText("Give the project a name.");
  await expect(page).toHaveURL(/\/$/);

  // Only spaces is empty too (the server trims).
  await projects.gotoList();
  await expect(projects.createError).toHaveCount(0);
  await projects.nameInput.fill("   ");
  await page.getByTestId("create-project").click();
  await expect(projects.createError).toContainText("Give the project a name.");
  await expect(page).toHaveURL(/\/$/);

  // Nothing was created; a real name still works afterwards.
  await projects.gotoList();
  await expect(page.getByTestId("project-link")).toHaveCount(before);
  await projects.create(unique);
});

test("a refused project name comes back as typed under the form, axe clean", async ({ projects, page, unique }) => {
  await projects.gotoList();
  const long = `${unique} ${"x".repeat(80)}`;
  await projects.nameInput.fill(long);
  await page.getByTestId("create-project").click();
  await expect(projects.createError).toContainText("Keep the project name under 80 characters.");
  await expect(projects.nameInput).toHaveValue(long);
  await expectAxeClean(page, "the project list with a refused name");
});

test("invalid settings are refused and nothing is saved", async ({ projects, page, unique }) => {
  const projectId = await projects.create(unique);
  await projects.openSettings();
  await expect(projects.budget).toHaveValue("8000");

  // Below the minimum: the browser refuses to submit and says why.
  await projects.budget.fill("10");
  await page.getByTestId("settings-save").click();
  expect(await projects.budget.evaluate((el: HTMLInputElement) => el.validationMessage)).toContain("500");
  await expect(projects.settingsSaved).toHaveCount(0);

  // Above the maximum passes the browser; the server refuses it with a readable message.
  await projects.budget.fill("2000000");
  await page.getByTestId("settings-save").click();
  await expect(projects.settingsError).toContainText("The context budget can be at most 1,000,000 tokens.");
  await expect(projects.settingsSaved).toHaveCount(0);

  // An empty name is refused by the server too, along with everything else in the same save.
  await projects.budget.fill("4000");
  await projects.settingsName.fill("");
  await page.getByTestId("settings-save").click();
  await expect(projects.settingsError).toContainText("Give the project a name.");
  await expect(projects.settingsSaved).toHaveCount(0);

  await page.reload();
  await expect(projects.budget).toHaveValue("8000");
  await expect(projects.settingsName).toHaveValue(unique);
  await projects.open(projectId);
  await expect(projects.title).toHaveText(unique);
  await expect(page.getByText("budget 8,000 tokens")).toBeVisible();
});

test("settings persist after a reload and reach the model", async ({ projects, workspace, page, unique }) => {
  const projectId = await projects.create(unique);
  await projects.openSettings();
  await projects.systemPrompt.fill("The secret harbour password is MARIGOLD-12.");
  await projects.budget.fill("4000");
  await projects.saveSettings();

  await page.reload();
  await expect(projects.systemPrompt).toHaveValue("The secret harbour password is MARIGOLD-12.");
  await expect(projects.budget).toHaveValue("4000");

  await projects.open(projectId);
  await expect(page.getByText("budget 4,000 tokens")).toBeVisible();

  // The system prompt is part of every node's context: the offline engine can quote it.
  await projects.newConversation();
  const answer = await workspace.say("What is the secret harbour password?");
  await expect(answer).toContainText("MARIGOLD-12");
});

test("deleting a conversation from the project page", async ({ projects, page, unique }) => {
  const projectId = await projects.create(unique);
  const keep = await projects.newConversation();
  await projects.open(projectId);
  const doomed = await projects.newConversation();
  await projects.open(projectId);
  await expect(projects.conversationLinks).toHaveCount(2);

  // Dismissing the confirmation keeps it.
  page.once("dialog", (dialog) => void dialog.dismiss());
  await projects.deleteButton(doomed).click();
  await page.reload();
  await expect(projects.conversationLinks).toHaveCount(2);

  page.once("dialog", (dialog) => {
    expect(dialog.message()).toContain("This cannot be undone.");
    void dialog.accept();
  });
  await projects.deleteButton(doomed).click();
  await expect(projects.conversationLink(doomed)).toHaveCount(0);
  await expect(projects.conversationLinks).toHaveCount(1);
  await expect(projects.conversationLink(keep)).toHaveCount(1);

  await page.reload();
  await expect(projects.conversationLinks).toHaveCount(1);
  await expect(projects.conversationLink(keep)).toHaveCount(1);
  // The deleted conversation's page says so, with a real 404 status.
  const response = await page.goto(`/c/${doomed}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
});

test("a context budget of 4096 tokens can be saved", async ({ projects, page, unique }) => {
  const projectId = await projects.create(unique);
  await projects.openSettings();
  await projects.budget.fill("4096");
  await projects.saveSettings();
  await page.reload();
  await expect(projects.budget).toHaveValue("4096");
  await projects.open(projectId);
  await expect(page.getByText("budget 4,096 tokens")).toBeVisible();
});

test("renaming the root renames the conversation; deleting the project removes it", async ({
  workspace,
  page,
  unique,
}) => {
  await workspace.createConversation(unique);
  await workspace.title.click();
  await page.getByTestId("title-input").fill("");
  await page.getByTestId("title-input").press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Give the branch a name." })).toBeVisible();
  await page.getByTestId("title-input").fill("Trip planning");
  await page.getByTestId("title-input").press("Enter");
  await expect(workspace.title).toHaveText("Trip planning");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Trip planning");
  await page.reload();
  await expect(workspace.title).toHaveText("Trip planning");

  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: unique }).click();
  await expect(page.getByTestId("conversation-list")).toContainText("Trip planning");
  await page.getByTestId("project-settings-link").click();
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByTestId("delete-project").click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(unique)).toHaveCount(0);
});
