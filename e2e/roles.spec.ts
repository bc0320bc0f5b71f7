import type { Locator } from "@playwright/test";
import { expect, member, test } from "./fixtures";

// Sign-ins are rate-limited (3 per 10 s from one address): signInPage may wait one window out.
test.describe.configure({ timeout: 120_000 });

/** A control the role may not use: still focusable, marked aria-disabled, with the reason as its description. */
async function expectRefused(control: Locator, reason: RegExp) {
  await expect(control).toBeVisible();
  await expect(control).toHaveAttribute("aria-disabled", "true");
  await expect(control).toHaveAttribute("title", reason);
  await expect(control).toHaveAccessibleDescription(reason);
}

test("each role sees what it can do: a viewer is offered no change, an editor no owner's change", async ({
  browser,
  page,
  projects,
  workspace,
  unique,
  baseURL,
}) => {
  // The owner: a project with a conversation, a document, and two members.
  const projectId = await projects.create(unique);
  const conversationId = await projects.newConversation();
  await workspace.say("The launch code is ORCHID-7.");
  await page.goto(`/projects/${projectId}/knowledge`);
  await page.getByText("…or paste text").click();
  await page.getByTestId("paste-name").fill("launch-notes.md");
  await page.getByTestId("paste-text").fill("# Launch\n\nThe launch window opens at dawn on Friday.");
  await page.getByTestId("import-paste").click();
  await expect(page.getByTestId("document-row")).toHaveCount(1);

  const viewer = await member(browser, baseURL!, "viewer");
  const editor = await member(browser, baseURL!, "editor");
  await projects.open(projectId);
  await projects.openSettings();
  const sharing = page.getByTestId("sharing-panel");
  for (const [email, role] of [
    [viewer.email, "viewer"],
    [editor.email, "editor"],
  ] as const) {
    await sharing.getByLabel("Share with (email)").fill(email);
    await sharing.getByLabel("Role").selectOption(role);
    await sharing.getByRole("button", { name: "Share" }).click();
    await expect(sharing.getByTestId("member-list")).toContainText(`${email} · ${role}`);
  }

  // The viewer's project page: nothing to change is offered as if it worked.
  const v = viewer.page;
  await v.goto(`/projects/${projectId}`);
  await expectRefused(v.getByTestId("new-conversation"), /^Viewers can't start conversations/);
  const remove = v.getByRole("button", { name: /^Delete / });
  await expectRefused(remove, /^Viewers can't delete conversations/);
  let dialogs = 0;
  v.on("dialog", (d) => {
    dialogs++;
    void d.dismiss();
  });
  await remove.click({ force: true }); // (Playwright waits for an aria-disabled control to be enabled)
  await remove.focus();
  await expect(remove).toBeFocused(); // reachable by keyboard: the reason is read on focus
  expect(dialogs).toBe(0); // no "Delete …?" confirmation for a refused action
  await expect(v.getByTestId("conversation-link")).toHaveCount(1);
  await expect(v.getByTestId("import-chats-refused")).toContainText("Viewers can't import conversations");
  await expect(v.getByTestId("import-chats-file")).toHaveCount(0);

  // Settings: read-only, no Save, no sharing, Delete project refused with the owner's reason.
  await v.goto(`/projects/${projectId}/settings`);
  await expect(v.getByTestId("settings-refused")).toHaveText(
    "Only the project's owner can change the project's settings.",
  );
  await expect(v.getByTestId("settings-name")).toBeDisabled();
  await expect(v.getByTestId("settings-save")).toHaveCount(0);
  await expect(v.getByTestId("taxonomy-input")).toBeDisabled();
  await expect(v.getByTestId("taxonomy-save")).toHaveCount(0);
  await expect(v.getByTestId("sharing-panel")).toHaveCount(0);
  await expectRefused(v.getByTestId("delete-project"), /^Only the project's owner can delete the project\.$/);

  // Knowledge: no upload or paste, re-import and delete refused.
  await v.goto(`/projects/${projectId}/knowledge`);
  await expect(v.getByTestId("import-refused")).toContainText("Viewers can't import documents");
  await expect(v.getByTestId("import-upload")).toHaveCount(0);
  await expect(v.getByTestId("paste-text")).toHaveCount(0);
  await expectRefused(v.getByTestId("document-reimport"), /^Viewers can't re-import documents/);
  await expectRefused(v.getByTestId("document-delete"), /^Viewers can't delete documents/);
  await v.getByTestId("document-delete").click({ force: true });
  await expect(v.getByTestId("document-delete-confirmation")).toHaveCount(0);

  // Workspace: the title is not an edit box for a viewer; it says why on hover.
  await v.goto(`/c/${conversationId}`);
  const title = v.getByTestId("chat-title");
  await expect(title).toHaveText("The launch code is ORCHID-7.");
  await expect(title).toHaveAttribute("title", /^You can view this project but not change it/);
  await v.waitForLoadState("networkidle"); // hydrated: a click now would open an edit box if there were one
  await title.click();
  await expect(v.getByTestId("title-input")).toHaveCount(0);

  // A non-admin at /admin: a plain "Not found" page, not the project message.
  const admin = await v.goto("/admin");
  expect(admin?.status()).toBe(404);
  await expect(v.getByRole("heading", { level: 1 })).toHaveText("Not found");
  await expect(v.getByTestId("not-found")).toContainText("There is no page at this address.");
  await expect(v.getByTestId("not-found")).not.toContainText("project or conversation");
  // A project that is not theirs is not found as a project.
  expect((await v.goto("/projects/cnotaprojectatallxxxxxxxx"))?.status()).toBe(404);
  await expect(v.getByTestId("not-found")).toContainText("That project does not exist.");
  await v.context().close();

  // The editor changes content but not the owner's settings.
  const e = editor.page;
  await e.goto(`/projects/${projectId}`);
  await expect(e.getByTestId("new-conversation")).not.toHaveAttribute("aria-disabled", "true");
  await expect(e.getByRole("button", { name: /^Delete / })).not.toHaveAttribute("aria-disabled", "true");
  await expect(e.getByTestId("import-chats-file")).toHaveCount(1);
  await e.goto(`/projects/${projectId}/settings`);
  await expect(e.getByTestId("settings-refused")).toBeVisible();
  await expect(e.getByTestId("taxonomy-input")).toBeEnabled();
  await expectRefused(e.getByTestId("delete-project"), /^Only the project's owner can delete the project\.$/);
  await e.goto(`/c/${conversationId}`);
  // (Clicked again until the page has hydrated: a click before that does nothing.)
  await expect(async () => {
    await e.getByTestId("chat-title").click();
    await expect(e.getByTestId("title-input")).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await e.context().close();

  // The owner still has everything.
  await page.goto(`/projects/${projectId}/settings`);
  await expect(page.getByTestId("settings-refused")).toHaveCount(0);
  await expect(page.getByTestId("settings-save")).toBeVisible();
  await expect(page.getByTestId("delete-project")).not.toHaveAttribute("aria-disabled", "true");
});

test("the workspace lists the project's conversations from 1,024 px; collapsed, it stays collapsed", async ({
  page,
  projects,
  unique,
}) => {
  const projectId = await projects.create(unique);
  await projects.newConversation();
  await projects.open(projectId);
  const second = await projects.newConversation();
  await page.setViewportSize({ width: 1024, height: 768 });
  const sidebar = page.getByTestId("conversation-sidebar");
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByTestId("sidebar-conversation")).toHaveCount(2);
  await expect(sidebar.locator(`a[href="/c/${second}"]`)).toHaveAttribute("aria-current", "page");

  await page.getByTestId("sidebar-collapse").click();
  await expect(sidebar).toHaveCount(0);
  await expect(page.getByTestId("sidebar-expand")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("sidebar-expand")).toBeVisible(); // remembered
  await expect(page.getByTestId("conversation-sidebar")).toHaveCount(0);
  await page.getByTestId("sidebar-expand").click();
  await expect(sidebar).toBeVisible();
  await page.reload();
  await expect(sidebar).toBeVisible();

  // Narrower than 1,024 px the chat and graph get the width (the breadcrumb leads to the project).
  await page.setViewportSize({ width: 900, height: 768 });
  await expect(sidebar).toBeHidden();
});

test("a selective branch sends its opening prompt as its first message and is named after it", async ({
  page,
  workspace,
  unique,
}) => {
  await workspace.createConversation(unique);
  await workspace.say("The launch code is ORCHID-7.");
  await workspace.say("Lunch is at noon in the atrium.");
  const answer = workspace.assistantWithStatus("complete").first();
  await answer.hover();
  await answer.getByTestId("branch-from-here").click();
  const dialog = workspace.branchDialog;
  await dialog.getByTestId("policy-selective").check();
  await dialog.getByTestId("branch-prompt").fill("What was the launch code?");
  await expect(dialog.getByTestId("branch-title")).toHaveAttribute("placeholder", "What was the launch code?");
  await dialog.getByTestId("branch-confirm").click();
  await expect(dialog).toBeHidden();

  // The prompt is the branch's first message and it is answered, from the selected context.
  await expect(workspace.title).toHaveText("What was the launch code?");
  await expect(workspace.userMessages.last()).toContainText("What was the launch code?");
  await expect(workspace.assistantWithStatus("complete").last()).toContainText("ORCHID-7");
  await expect(workspace.input).toHaveValue("");
  await page.reload();
  await expect(workspace.userMessages.last()).toContainText("What was the launch code?");
});
