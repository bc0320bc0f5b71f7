import { expect, FAKE_PROVIDER, test } from "./fixtures";

test("edit a message as a sibling branch with cascade, regenerate as a sibling answer, switch between them", async ({
  workspace,
  page,
  unique,
}) => {
  await workspace.createConversation(unique);
  await workspace.say("The launch code is ORCHID-7.");
  await workspace.say("What is the launch code?");
  await expect(workspace.title).toHaveText("The launch code is ORCHID-7.");

  // Edit the first message, re-asking the later one: a new branch, the original untouched.
  const first = workspace.userMessages.first();
  await first.hover();
  await first.getByTestId("edit-message").click();
  await first.getByTestId("edit-input").fill("The launch code is TULIP-9.");
  await first.getByTestId("edit-cascade").check();
  await first.getByTestId("edit-save").click();

  await expect(workspace.title).toHaveText("The launch code is TULIP-9.");
  await expect(workspace.assistantWithStatus("complete")).toHaveCount(2);
  await expect(workspace.userMessages).toHaveCount(2);
  await expect(workspace.assistantWithStatus("complete").last()).toContainText("TULIP-9");
  await expect(workspace.graphNodes).toHaveCount(2);
  // The user message being answered never shows the streaming caret.
  await expect(page.locator('[data-role="user"] [data-testid="streaming-caret"]')).toHaveCount(0);

  const switcher = workspace.userMessages.first().getByTestId("fork-switcher");
  await expect(switcher.getByTestId("fork-position")).toHaveText("2 / 2");
  await switcher.getByTestId("fork-prev").click();
  await expect(workspace.title).toHaveText("The launch code is ORCHID-7.");
  await expect(workspace.userMessages.first()).toContainText("ORCHID-7");
  await expect(workspace.userMessages.first().getByTestId("fork-position")).toHaveText("1 / 2");
  await expect(workspace.assistantWithStatus("complete").last()).toContainText("ORCHID-7");

  // Regenerate the last answer: a sibling answer in a new branch, reached by the switcher.
  const answer = workspace.assistantWithStatus("complete").last();
  await answer.hover();
  await answer.getByTestId("regenerate").click();
  // Titled as a version of the question, not a copy of a sibling's title.
  await expect(workspace.title).toHaveText("What is the launch code? (v2)");
  await expect(workspace.graphNodes).toHaveCount(3);
  const regenerated = workspace.assistantWithStatus("complete").last();
  await expect(regenerated.getByTestId("fork-position")).toHaveText("2 / 2");
  await expect(regenerated).toContainText("ORCHID-7");
  await regenerated.getByTestId("fork-prev").click();
  await expect(workspace.title).toHaveText("The launch code is ORCHID-7.");
  await expect(workspace.assistantWithStatus("complete").last().getByTestId("fork-position")).toHaveText("1 / 2");
});

test("regenerate with the fake OpenAI-compatible provider", async ({ projects, workspace, unique }) => {
  await projects.conversationWith(unique, FAKE_PROVIDER.modelId, FAKE_PROVIDER.label);
  const answer = await workspace.say("Say hello, please.");
  await expect(answer).toContainText(FAKE_PROVIDER.reply);
  await answer.hover();
  await answer.getByTestId("regenerate").click();
  await expect(workspace.graphNodes).toHaveCount(2);
  const again = workspace.assistantWithStatus("complete").last();
  await expect(again.getByTestId("fork-position")).toHaveText("2 / 2");
  await expect(again).toContainText(FAKE_PROVIDER.reply);
  // The title was written by the configured model (the fake one answers with its reply).
  await expect(workspace.title).not.toHaveText("New branch");
});

test("message UI: icon actions by keyboard, long messages collapse, links are safe", async ({
  workspace,
  page,
  unique,
}) => {
  await workspace.createConversation(unique);
  const long = Array.from({ length: 40 }, (_, i) => `Line ${i + 1} of a long note about the harbour.`).join("\n\n");
  await workspace.say(
    `${long}\n\n[evil](javascript:alert(1)) [data](data:text/html,hi) [site](https://example.com/x) [local](/projects)`,
  );

  const message = workspace.userMessages.first();
  await expect(message.getByTestId("show-more")).toHaveText("Show more");
  await message.getByTestId("show-more").click();
  await expect(message.getByTestId("show-more")).toHaveText("Show less");

  const links = message.locator(".prose-chat a");
  await expect(links).toHaveCount(4);
  for (const text of ["evil", "data"]) {
    const link = message.locator(".prose-chat a", { hasText: text });
    await expect(link).not.toHaveAttribute("href", /.*/);
    await expect(link).not.toHaveAttribute("target", /.*/);
  }
  const site = message.locator(".prose-chat a", { hasText: "site" });
  await expect(site).toHaveAttribute("href", "https://example.com/x");
  await expect(site).toHaveAttribute("target", "_blank");
  await expect(site).toHaveAttribute("rel", "noopener noreferrer");
  await expect(message.locator(".prose-chat a", { hasText: "local" })).not.toHaveAttribute("target", /.*/);
  expect(await page.locator("[node]").count()).toBe(0);

  // Actions are icon buttons with names, reachable with the keyboard.
  const edit = message.getByRole("button", { name: "Edit (as a new branch)" });
  await edit.focus();
  await expect(edit).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(message.getByTestId("edit-input")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(message.getByTestId("message-editor")).toHaveCount(0);
});
