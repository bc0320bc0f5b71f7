import { expect, test } from "./fixtures";
import { HOSTILE } from "./hostile-message";

test("Shift+Enter adds a line without sending; Enter sends", async ({ workspace, page, unique }) => {
  await workspace.createConversation(unique);
  await workspace.input.click();
  await page.keyboard.type("First line");
  await page.keyboard.press("Shift+Enter");
  await page.keyboard.type("Second line");
  await expect(workspace.input).toHaveValue("First line\nSecond line");
  await expect(workspace.messages).toHaveCount(0);

  await page.keyboard.press("Enter");
  await expect(workspace.input).toHaveValue("");
  await expect(workspace.userMessages).toHaveCount(1);
  await expect(workspace.assistantWithStatus("complete")).toHaveCount(1);

  // One message, saved with its line break.
  const nodeId = await workspace.graphNodes.first().getAttribute("data-node-id");
  const view = (await (await page.request.get(`/api/nodes/${nodeId}`)).json()) as {
    window: { role: string; content: string }[];
  };
  expect(view.window.filter((e) => e.role === "user").map((e) => e.content)).toEqual(["First line\nSecond line"]);
});

test("Escape closes the branch dialog without creating a branch", async ({ workspace, page, unique }) => {
  await workspace.createConversation(unique);
  const answer = await workspace.say("The tide turns at noon.");

  await answer.hover();
  await answer.getByTestId("branch-from-here").click();
  await expect(workspace.branchDialog).toBeVisible();
  await workspace.branchDialog.getByTestId("branch-title").fill("Never created");
  await page.keyboard.press("Escape");
  await expect(workspace.branchDialog).toBeHidden();

  await expect(workspace.graphNodes).toHaveCount(1);
  await expect(workspace.title).not.toHaveText("Never created");
  await page.reload();
  await expect(workspace.graphNodes).toHaveCount(1);
  await expect(workspace.graphNodes).not.toContainText("Never created");
});

test("Markdown never runs HTML from messages, and code blocks get a copy button", async ({
  workspace,
  page,
  unique,
}) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await workspace.createConversation(unique);
  await workspace.say(HOSTILE);
  // The offline engine quotes the matching lines back, HTML included.
  const answer = await workspace.say("What is BLUEJAY-42?");
  await expect(answer).toContainText("BLUEJAY-42");
  await expect(answer).toContainText("The payload marker is");

  const expectInert = async () => {
    await expect(workspace.messages).toHaveCount(4);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    await expect(page.locator('[data-testid="message"] script')).toHaveCount(0);
    await expect(page.locator('[data-testid="message"] img')).toHaveCount(0);
  };
  await expectInert();

  // The fenced block of the user's message is a highlighted <pre> with its own copy button.
  const question = workspace.userMessages.first();
  const code = question.locator("pre code");
  await expect(code).toHaveCount(1);
  await expect(code).toContainText('const marker = "BLUEJAY-42";');
  await expect(code).toHaveClass(/language-js/);
  await expect(code.locator(".hljs-keyword").first()).toBeVisible();
  const copy = question.locator("pre").locator("xpath=..").getByTestId("copy-button");
  await expect(copy).toHaveCount(1);
  await copy.click();
  await expect(copy).toHaveText("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'const marker = "BLUEJAY-42";\nconsole.log(marker);\n',
  );

  await page.reload();
  await expectInert();
  await expect(workspace.userMessages.first().locator("pre code")).toContainText('const marker = "BLUEJAY-42";');
});

test("an unsent draft survives a reload, per node", async ({ workspace, page, unique }) => {
  await workspace.createConversation(unique);
  await workspace.input.fill("A half-written thought\nwith a second line");

  await page.reload();
  await expect(workspace.input).toHaveValue("A half-written thought\nwith a second line");
  await expect(workspace.messages).toHaveCount(0);

  // Another node has its own (empty) draft; coming back restores this one.
  await page.getByTestId("branch-node").click();
  await workspace.branchDialog.getByTestId("policy-none").check();
  await workspace.branchDialog.getByTestId("branch-title").fill("Side node");
  await workspace.branchDialog.getByTestId("branch-confirm").click();
  await expect(workspace.title).toHaveText("Side node");
  await expect(workspace.input).toHaveValue("");
  await workspace.graphNodes.and(page.locator('[data-kind="root"]')).click();
  await expect(workspace.title).not.toHaveText("Side node");
  await expect(workspace.input).toHaveValue("A half-written thought\nwith a second line");
});

test("the offline engine answers a question asked in other words, and the answer stays after a reload", async ({
  workspace,
  page,
  unique,
}) => {
  await workspace.createConversation(unique);
  await workspace.say("My manager is called Ruth Abara.");
  // No word of the question is in the statement: "boss" meets "manager" by meaning.
  const answer = await workspace.say("Who is my boss these days?");
  await expect(answer).toContainText("My manager is called Ruth Abara.");
  await expect(answer).not.toContainText("I don't know");

  await page.reload();
  await expect(workspace.assistantWithStatus("complete")).toHaveCount(2);
  await expect(workspace.assistantWithStatus("complete").last()).toContainText("Ruth Abara");
});
