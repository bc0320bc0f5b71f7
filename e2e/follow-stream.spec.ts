import { expect, setFakeMode, test } from "./fixtures";
import { followStream } from "./follow-stream";

test.afterEach(async () => {
  await setFakeMode("ok");
});

test("a streaming answer is followed from the end of the chat; a reader who scrolls up is left there until back at the end", async ({
  projects,
  workspace,
  page,
  unique,
}) => {
  await followStream(page, projects, workspace, unique, (text) => workspace.send(text));
  await workspace.stopButton.click();
  await expect(workspace.assistantWithStatus("aborted")).toHaveCount(1);
});
