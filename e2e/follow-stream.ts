import type { Page } from "@playwright/test";
import { expect, FAKE_PROVIDER, setFakeMode } from "./fixtures";
import type { ProjectPage } from "./pages/projects";
import type { WorkspacePage } from "./pages/workspace";

/**
 * A streaming answer is followed from the end of the chat; a reader who scrolls up is left there
 * until back at the end. `send` sends a message without waiting for its answer (Enter on a desktop,
 * a tap of Send on a phone); the reader scrolls the list itself (a swipe's scroll on a phone).
 */
export async function followStream(
  page: Page,
  projects: ProjectPage,
  workspace: WorkspacePage,
  unique: string,
  send: (text: string) => Promise<void>,
): Promise<void> {
  await projects.conversationWith(unique, FAKE_PROVIDER.modelId, FAKE_PROVIDER.label);
  const list = page.getByTestId("message-list");
  const answered = workspace.assistantWithStatus("complete");
  // Enough turns that the chat is taller than its pane.
  for (let i = 1; i <= 8; i++) {
    await send(`Question ${i}: what comes next?`);
    await expect(answered).toHaveCount(i);
  }
  await expect.poll(() => list.evaluate((el) => el.scrollHeight > el.clientHeight + 300)).toBe(true);
  const gap = () => list.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);
  const streaming = workspace.assistantWithStatus("streaming");
  const length = async () => ((await streaming.textContent()) ?? "").length;

  // The fake provider's slow mode: a word every 400 ms for about 30 s.
  await setFakeMode("slow");
  await send("Tell me slowly.");
  await expect(streaming).toContainText("Hello from");
  await expect.poll(gap).toBeLessThan(60);

  // Scrolled up to read: words keep arriving, the reader stays at the top.
  await list.evaluate((el) => el.scrollTo({ top: 0 }));
  const before = await length();
  await expect.poll(length).toBeGreaterThan(before + 20);
  expect(await list.evaluate((el) => el.scrollTop)).toBe(0);

  // Back at the end: followed again as the answer grows.
  await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  const back = await length();
  await expect.poll(length).toBeGreaterThan(back + 20);
  await expect.poll(gap).toBeLessThan(60);
}
