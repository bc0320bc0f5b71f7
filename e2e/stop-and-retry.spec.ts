import { expect, FAKE_PROVIDER, setFakeMode, SLOW_REPLY, test } from "./fixtures";

test.describe("Stop", () => {
  test.afterEach(async () => {
    await setFakeMode("ok");
  });

  test("Stop keeps the partial answer, marked stopped, across a reload", async ({
    projects,
    workspace,
    page,
    unique,
  }) => {
    await projects.conversationWith(unique, FAKE_PROVIDER.modelId, FAKE_PROVIDER.label);
    await workspace.say("Hello?");

    // The fake provider streams its reply eight times over, a word every 400 ms (about 30 s): Stop
    // arrives long before the end however loaded the machine is.
    await setFakeMode("slow");
    await workspace.send("Tell me slowly.");
    await expect(workspace.assistantWithStatus("streaming")).toContainText("Hello from");
    await workspace.stopButton.click();

    const stopped = workspace.assistantWithStatus("aborted");
    await expect(stopped).toHaveCount(1);
    await expect(stopped.locator("header").getByText("stopped", { exact: true })).toBeVisible();
    await expect(workspace.sendButton).toBeVisible();
    const partial = await workspace.bodyText(stopped);
    expect(partial).toMatch(/^Hello from/);
    expect(partial.length).toBeLessThan(SLOW_REPLY.length);
    // Only the first turn's answer is complete; the stopped one did not run to its end on the server.
    await expect(workspace.assistantWithStatus("complete")).toHaveCount(1);

    await page.reload();
    await expect(workspace.messages).toHaveCount(4);
    const saved = workspace.messages.nth(3);
    await expect(saved).toHaveAttribute("data-status", "aborted");
    await expect(saved.locator("header").getByText("stopped", { exact: true })).toBeVisible();
    expect(await workspace.bodyText(saved)).toBe(partial);
  });
});

test.describe("with the fake OpenAI-compatible provider", () => {
  test.afterEach(async () => {
    await setFakeMode("ok");
  });

  test("a provider error keeps the user message and Retry answers", async ({ projects, workspace, page, unique }) => {
    await projects.conversationWith(unique, FAKE_PROVIDER.modelId, FAKE_PROVIDER.label);

    await setFakeMode("error");
    await workspace.send("Is the provider answering today?");
    const failed = workspace.assistantWithStatus("error");
    await expect(failed).toHaveCount(1);
    await expect(failed.getByTestId("message-error")).toContainText("failed on purpose");
    await expect(workspace.userMessages).toHaveCount(1);
    await expect(workspace.userMessages).toContainText("Is the provider answering today?");

    await setFakeMode("ok");
    await failed.getByTestId("retry-button").click();
    const answer = workspace.assistantWithStatus("complete");
    await expect(answer).toHaveCount(1);
    await expect(answer).toContainText(FAKE_PROVIDER.reply);
    // Retry answers the same message again, in place of the failed answer: no second copy of
    // the user message, and no failed attempt left to retry.
    await expect(workspace.userMessages).toHaveCount(1);
    await expect(failed).toHaveCount(0);
    await expect(workspace.messages).toHaveCount(2);
    await expect(page.getByTestId("retry-button")).toHaveCount(0);
    // The label names the provider as the server configures it (OPENAI_COMPATIBLE_NAME).
    await expect(answer.getByTestId("engine-label")).toHaveText(FAKE_PROVIDER.label);

    await page.reload();
    await expect(workspace.messages).toHaveCount(2);
    await expect(workspace.messages.nth(0)).toHaveAttribute("data-role", "user");
    await expect(workspace.messages.nth(0)).toContainText("Is the provider answering today?");
    await expect(workspace.messages.nth(1)).toHaveAttribute("data-status", "complete");
    await expect(workspace.messages.nth(1)).toContainText(FAKE_PROVIDER.reply);
  });

  test("a dropped connection saves the partial answer as failed", async ({ projects, workspace, page, unique }) => {
    await projects.conversationWith(unique, FAKE_PROVIDER.modelId, FAKE_PROVIDER.label);

    // The fake server sends "Hello " and "from ", then cuts the socket.
    await setFakeMode("drop");
    await workspace.send("Tell me a long story, please.");
    const broken = workspace.assistantWithStatus("error");
    await expect(broken).toHaveCount(1);
    await expect(broken.getByTestId("message-error")).toContainText("broke off");
    expect(await workspace.bodyText(broken)).toBe("Hello from");
    await expect(workspace.userMessages).toHaveCount(1);

    await page.reload();
    await expect(workspace.messages).toHaveCount(2);
    const saved = workspace.messages.nth(1);
    await expect(saved).toHaveAttribute("data-status", "error");
    await expect(saved.getByTestId("message-error")).toContainText("broke off");
    expect(await workspace.bodyText(saved)).toBe("Hello from");
    await expect(saved.getByTestId("retry-button")).toBeVisible();
  });
});
