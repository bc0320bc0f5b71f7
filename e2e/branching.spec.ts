import { expect, test } from "./fixtures";

test("chat streams, persists, and branches isolate context (none vs full)", async ({ workspace, page, unique }) => {
  await workspace.createConversation(unique);

  const first = await workspace.say("The launch code is ORCHID-7.");
  await expect(first.getByTestId("engine-label")).toHaveText("Offline engine");
  const answer = await workspace.say("What is the launch code?");
  await expect(answer).toContainText("ORCHID-7");

  // Persisted: a reload shows the same four messages.
  await page.reload();
  await expect(workspace.messages).toHaveCount(4);
  await expect(workspace.messages.nth(3)).toContainText("ORCHID-7");

  // Branch with no context from the first answer: the fact is not there.
  await workspace.branchFrom(workspace.messages.nth(1), "none", "Clean slate");
  await expect(workspace.messages).toHaveCount(0);
  const blind = await workspace.say("What is the launch code?");
  await expect(blind).toContainText("don't know");
  await expect(blind).not.toContainText("ORCHID-7");

  // Branch with full context from the same point: it can answer.
  await workspace.graphNodes.first().click();
  await expect(workspace.messages).toHaveCount(4);
  await workspace.branchFrom(workspace.messages.nth(1), "full", "With context");
  await expect(workspace.messages.filter({ has: page.getByTestId("inherited-label") })).toHaveCount(2);
  const informed = await workspace.say("What is the launch code?");
  await expect(informed).toContainText("ORCHID-7");

  await expect(workspace.graphNodes).toHaveCount(3);
  await expect(workspace.edges).toHaveCount(2);

  // The graph and the selection survive a reload.
  await page.reload();
  await expect(workspace.graphNodes).toHaveCount(3);
  await expect(workspace.title).toHaveText("With context");
});
