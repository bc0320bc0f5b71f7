import { expect, setFakeMode, test } from "./fixtures";
import { followStream } from "./follow-stream";
import { expectFits } from "./touch";

test.afterEach(async () => {
  await setFakeMode("ok");
});

test("on a phone, a streaming answer is followed from the end of the chat; a reader who scrolls up is left there until back at the end", async ({
  projects,
  workspace,
  page,
  unique,
}) => {
  await followStream(page, projects, workspace, unique, async (text) => {
    await workspace.input.fill(text);
    await workspace.sendButton.tap();
    await expect(workspace.input).toHaveValue("");
  });
  await expectFits(page, "a chat following a streaming answer");
  await workspace.stopButton.tap();
  await expect(workspace.assistantWithStatus("aborted")).toHaveCount(1);
});
