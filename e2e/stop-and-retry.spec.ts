import { expect, FAKE_PROVIDER, setFakeMode, test } from "./fixtures";

// Three very long sentences about one subject, among unrelated facts. The offline engine quotes
// all three: about 1,200 words at two words per 25 ms chunk in e2e, so some fifteen seconds of
// streaming. Stop is pressed near the start; the length is only a safety margin for a loaded
// machine, where Playwright's next action can lag the page by several seconds.
const LAST_WORD = "Marrowgate";
const CLAUSES = [
  "while the wind howled through the narrow gaps between the old stones",
  "and the gulls circled above the tower in slow and patient loops",
  "as the tide climbed the black rocks below the cliff path",
  "whenever the fishing boats came home late from the deep water",
  "although the village council argued about the cost every single year",
  "because the merchants of the harbour trusted nothing else to guide them",
  "until the new electric beacons were installed along the southern coast",
  "so that travellers on the coastal road could see it from the hills",
  "even on the coldest nights when the oil thickened in the brass cans",
  "with a logbook kept in careful handwriting by every keeper in turn",
  "beside a small garden of herbs that somehow survived the salt spray",
  "under a roof of grey slate that was replaced after every great gale",
];
const SEASONS = ["in spring", "in summer", "in autumn"];
const DETAILS = SEASONS.flatMap((season) => CLAUSES.map((clause) => `${clause} ${season}`));
const sentence = (opening: string, last = "") => `${opening}, ${DETAILS.join(", ")}${last}.`;
const FACTS = [
  "The ferry to the island leaves at seven every morning.",
  sentence("The zephyr lantern was first lit on the northern cliff in the winter of the great storm"),
  "Our bakery sells rye bread on Tuesdays.",
  sentence("The zephyr lantern uses a rotating brass lens polished by hand each week"),
  "The museum is closed on public holidays.",
  sentence("The zephyr lantern was restored by volunteers from the village last spring", `, under the care of ${LAST_WORD}`),
].join(" ");

test("Stop keeps the partial answer, marked stopped, across a reload", async ({ workspace, page, unique }) => {
  await workspace.createConversation(unique);
  await workspace.say(FACTS);

  await workspace.send("What do we know about the zephyr lantern?");
  // Stop once the first quote is arriving, well before the third one.
  await expect(workspace.assistantWithStatus("streaming")).toContainText("zephyr lantern");
  await workspace.stopButton.click();

  const stopped = workspace.assistantWithStatus("aborted");
  await expect(stopped).toHaveCount(1);
  await expect(stopped.locator("header").getByText("stopped", { exact: true })).toBeVisible();
  await expect(workspace.sendButton).toBeVisible();
  const partial = await workspace.bodyText(stopped);
  expect(partial).toContain("From this branch's context:");
  expect(partial).toContain("zephyr lantern");
  expect(partial).not.toContain(LAST_WORD);
  // Only the first turn's answer is complete; the stopped one did not run to its end on the server.
  await expect(workspace.assistantWithStatus("complete")).toHaveCount(1);

  await page.reload();
  await expect(workspace.messages).toHaveCount(4);
  const saved = workspace.messages.nth(3);
  await expect(saved).toHaveAttribute("data-status", "aborted");
  await expect(saved.locator("header").getByText("stopped", { exact: true })).toBeVisible();
  expect(await workspace.bodyText(saved)).toBe(partial);
});

test.describe("with the fake OpenAI-compatible provider", () => {
  test.afterEach(async () => {
    await setFakeMode("ok");
  });

  test("a provider error keeps the user message and Retry answers", async ({ projects, workspace, page, unique }) => {
    await projects.create(unique);
    await projects.useModel(FAKE_PROVIDER.modelId, FAKE_PROVIDER.label);
    await projects.newConversation();

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
    // Retry answers the same message again: no second copy of the user message.
    await expect(workspace.userMessages).toHaveCount(1);
    // The failed attempt stays visible (it is history), but it is no longer the one to retry.
    await expect(failed).toHaveCount(1);
    await expect(page.getByTestId("retry-button")).toHaveCount(0);
    // The label names the provider as the server configures it (OPENAI_COMPATIBLE_NAME).
    await expect(answer.getByTestId("engine-label")).toHaveText(FAKE_PROVIDER.label);

    await page.reload();
    await expect(workspace.messages).toHaveCount(3);
    await expect(workspace.messages.nth(0)).toHaveAttribute("data-role", "user");
    await expect(workspace.messages.nth(0)).toContainText("Is the provider answering today?");
    await expect(workspace.messages.nth(1)).toHaveAttribute("data-status", "error");
    await expect(workspace.messages.nth(1).getByTestId("message-error")).toContainText("failed on purpose");
    await expect(workspace.messages.nth(2)).toHaveAttribute("data-status", "complete");
    await expect(workspace.messages.nth(2)).toContainText(FAKE_PROVIDER.reply);
  });

  test("a dropped connection saves the partial answer as failed", async ({ projects, workspace, page, unique }) => {
    await projects.create(unique);
    await projects.useModel(FAKE_PROVIDER.modelId, FAKE_PROVIDER.label);
    await projects.newConversation();

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
