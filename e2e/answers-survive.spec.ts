import { expect, FAKE_PROVIDER, setFakeMode, SLOW_REPLY, test } from "./fixtures";

// Answers that survive (issue 9b): a reload mid-answer follows the answer from its stored row, a
// purge while it is being written is refused with a clear message, and a stalled provider ends in
// "The model stopped responding" with Continue and Retry. The e2e server's timeouts are short
// (CANOPY_IDLE_TIMEOUT_MS=4000 in playwright.config.ts).

test("purging a branch while it answers is refused; a page reloaded mid-answer follows it to the end", async ({
  projects,
  workspace,
  page,
  unique,
}) => {
  test.setTimeout(150_000);
  await projects.conversationWith(unique, FAKE_PROVIDER.modelId, FAKE_PROVIDER.label);
  const first = await workspace.say("Hello?");
  await workspace.branchFrom(first, "full", "Slow questions");

  // The fake provider now streams its reply eight times over, a word every 400 ms: about 30 s.
  await setFakeMode("slow");
  await workspace.send("Tell me slowly.");
  await expect(workspace.assistantWithStatus("streaming")).toContainText("Hello from");

  // The graph's Purge is not disabled while answering: the server refuses, and the dialog says why.
  const branch = workspace.graphNodes.filter({ hasText: "Slow questions" });
  await branch.hover();
  await page.locator('[data-testid="graph-node-shell"]', { has: branch }).getByTestId("node-purge").click();
  const dialog = page.getByTestId("purge-dialog");
  await dialog.getByTestId("purge-confirm").click();
  await expect(dialog.getByRole("alert")).toHaveText("This branch is still answering — wait for it or stop it.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(branch).toHaveCount(1);

  await page.reload();
  // The answer so far, from the database, still being written.
  const following = workspace.assistantWithStatus("streaming");
  await expect(following).toHaveCount(1);
  await expect(following).toContainText("Hello from");
  const early = await workspace.bodyText(following);
  expect(early.length).toBeLessThan(SLOW_REPLY.length);

  // It keeps growing on screen, then completes with the whole text.
  await expect
    .poll(async () => (await workspace.bodyText(workspace.messages.last())).length, { timeout: 15_000 })
    .toBeGreaterThan(early.length);
  const done = workspace.messages.last();
  await expect(done).toHaveAttribute("data-status", "complete", { timeout: 60_000 });
  expect(await workspace.bodyText(done)).toBe(SLOW_REPLY);
  await expect(workspace.assistantWithStatus("streaming")).toHaveCount(0);
});

test.afterEach(async () => {
  await setFakeMode("ok");
});

test.describe("with a stalled OpenAI-compatible provider", () => {
  test("ends in 'The model stopped responding', then Continue carries the answer on and Retry answers again in place", async ({
    projects,
    workspace,
    page,
    unique,
  }) => {
    await projects.conversationWith(unique, FAKE_PROVIDER.modelId, FAKE_PROVIDER.label);

    // The fake provider sends "Hello " and "from ", then holds the connection open and says nothing.
    await setFakeMode("stall");
    await workspace.send("Are you still there?");
    const stalled = workspace.assistantWithStatus("error");
    await expect(stalled).toHaveCount(1, { timeout: 20_000 });
    await expect(stalled.getByTestId("message-error")).toContainText("The model stopped responding");
    expect(await workspace.bodyText(stalled)).toBe("Hello from");
    await expect(page.getByText("Writing…")).toHaveCount(0);

    await setFakeMode("ok");
    await stalled.getByTestId("continue-button").click();
    const continued = workspace.assistantWithStatus("complete");
    await expect(continued).toHaveCount(1);
    // The partial text, then what the provider said when asked to continue, in the same message.
    await expect(continued).toContainText(`Hello from ${FAKE_PROVIDER.reply}`);
    await expect(workspace.messages).toHaveCount(2);

    await setFakeMode("stall");
    await workspace.send("And again?");
    await expect(workspace.assistantWithStatus("error")).toHaveCount(1, { timeout: 20_000 });
    await setFakeMode("ok");
    await workspace.assistantWithStatus("error").getByTestId("retry-button").click();
    await expect(workspace.assistantWithStatus("complete")).toHaveCount(2);
    await expect(workspace.messages).toHaveCount(4);
    expect(await workspace.bodyText(workspace.messages.nth(3))).toBe(FAKE_PROVIDER.reply);

    await page.reload();
    await expect(workspace.messages).toHaveCount(4);
    await expect(workspace.assistantWithStatus("complete")).toHaveCount(2);
  });
});
