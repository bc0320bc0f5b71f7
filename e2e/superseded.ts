import { expect, type Page } from "@playwright/test";
import { expectAxeClean, inBothSchemes } from "./a11y";
import { seedConversation } from "./fixtures";
import type { WorkspacePage } from "./pages/workspace";

/**
 * A parent that moved a date after a branch said another one in a sentence of two facts, merged
 * keeping the parent's value: the branch's date is struck and labelled superseded on the merged
 * message (after a reload too), it no longer answers, and the other fact of its sentence still
 * does. `tap` opens the merge dialog as the device does (a click on a desktop, taps on a phone).
 * Then the conversation is shared: its read-only page strikes and labels the same fact.
 */
export async function mergeKeepingParent(
  page: Page,
  workspace: WorkspacePage,
  unique: string,
  openMerge: () => Promise<void>,
  press: "click" | "tap",
  /** Checks of the chat page after the merge, before the conversation is shared (a phone's fit). */
  afterMerge?: () => Promise<void>,
): Promise<void> {
  const seeded = await seedConversation({
    projectName: unique,
    title: unique,
    nodes: [
      {
        key: "root",
        title: `Demo plan ${unique}`,
        messages: [
          { role: "user", content: "Plan the product demo." },
          { role: "assistant", content: "Noted." },
          { role: "user", content: "The demo is on 16 October." },
          { role: "assistant", content: "Understood." },
        ],
      },
      {
        key: "venue",
        parent: "root",
        branchFrom: 1,
        title: `Venue call ${unique}`,
        messages: [
          { role: "user", content: "What did the venue confirm?" },
          { role: "assistant", content: "The demo is on 9 October and the room holds 80 people." },
        ],
      },
    ],
  });
  await page.goto(`/c/${seeded.conversationId}?node=${seeded.nodeIds.get("venue")}`);
  await expect(workspace.title).toHaveText(`Venue call ${unique}`);
  await openMerge();
  const dialog = page.getByTestId("merge-dialog");
  await expect(dialog).toBeVisible();
  const conflict = dialog.getByTestId("merge-conflict");
  await expect(conflict).toHaveCount(1);
  await expect(conflict.getByTestId("merge-conflict-branch")).toContainText("9 October");
  await expect(conflict.getByTestId("merge-conflict-parent")).toContainText("16 October");
  await conflict.getByTestId("merge-conflict-keep-parent")[press === "tap" ? "tap" : "check"]();
  await dialog.getByTestId("merge-confirm")[press]();
  await expect(dialog).toBeHidden();
  await expect(workspace.title).toHaveText(`Demo plan ${unique}`);

  // The chat pane's own copy: a phone's header can hold a hidden one of the same message.
  const merged = page
    .getByTestId("chat-pane")
    .locator('[data-testid="message"][data-origin="merged"]')
    .filter({ hasText: "80 people", visible: true });
  for (const pass of ["after the merge", "after a reload"]) {
    if (pass === "after a reload") await page.reload();
    await expect(merged.getByTestId("superseded-label"), pass).toBeVisible();
    await expect(merged.getByTestId("message-body").locator("del"), pass).toHaveText("The demo is on 9 October");
    await expect(merged.getByTestId("superseded-fact"), pass).toContainText("The demo is on 9 October");
    await expect(merged.getByTestId("superseded-fact").locator("del"), pass).toBeVisible();
  }
  await inBothSchemes(page, (scheme) => expectAxeClean(page, `a merged message with a superseded fact (${scheme})`));

  const answer = await workspace.say("When is the demo?");
  await expect(answer).toContainText("16 October");
  await expect(answer).not.toContainText("9 October");
  const room = await workspace.say("How many people does the room hold?");
  await expect(room).toContainText("80");

  await afterMerge?.();

  // The share page shows the same marks: only the merged message carries them (the branch's own
  // message settled nothing), with the other fact of its sentence unstruck.
  await page.getByTestId("share-conversation")[press]();
  await page.getByTestId("share-create")[press]();
  const url = page.getByTestId("share-link-url");
  await expect(url).toHaveValue(/\/share\//);
  const link = await url.inputValue();
  await page.getByTestId("dialog-close")[press]();
  await page.goto(link);
  const shared = page.getByTestId("shared-message").filter({ has: page.getByTestId("superseded-label") });
  await expect(shared).toHaveCount(1);
  await expect(shared).toContainText("80 people");
  await expect(shared.locator("del").first()).toHaveText("The demo is on 9 October");
  await expect(shared.getByTestId("superseded-fact")).toContainText("The demo is on 9 October");
  await expect(shared.getByTestId("superseded-fact").locator("del")).toBeVisible();
  await expect(page.getByTestId("shared-message").filter({ hasText: "9 October and the room" })).toHaveCount(2);
  await inBothSchemes(page, (scheme) =>
    expectAxeClean(page, `a shared merged message with a superseded fact (${scheme})`),
  );
}
