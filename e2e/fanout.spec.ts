import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";

/** Fan-out to the offline engine and the fake OpenAI-compatible model; the compare view shows both. */
async function fanOut(page: Page, text: string) {
  await page.getByTestId("fanout-toggle").click();
  const targets = page.getByTestId("fanout-target");
  await expect(targets).toHaveCount(2);
  await targets.nth(0).getByTestId("fanout-model").selectOption("offline");
  await targets.nth(1).getByTestId("fanout-model").selectOption("compatible:test-model");
  await page.getByTestId("composer-input").fill(text);
  await page.getByTestId("send-button").click();
  const compare = page.getByTestId("compare-dialog");
  await expect(compare).toBeVisible();
  await expect(compare.locator('[data-testid="compare-answer"][data-status="complete"]')).toHaveCount(2);
  return compare;
}

test("fan-out to two models, compare, synthesis merge with a conflict settled each way, undo", async ({
  workspace,
  page,
  unique,
}) => {
  await workspace.createConversation(unique);
  await workspace.say("The launch code is ORCHID-7.");
  const compare = await fanOut(page, "What is the launch code?");
  const answers = compare.getByTestId("compare-answer");
  await expect(answers.nth(0).getByTestId("compare-model")).toHaveText("Offline engine");
  await expect(answers.nth(0).getByTestId("compare-text")).toContainText("ORCHID-7");
  // Answers render as Markdown: the offline engine's "> " quote is a blockquote, not raw text.
  await expect(answers.nth(0).getByTestId("compare-text")).not.toContainText("> ");
  await expect(answers.nth(1).getByTestId("compare-model")).toContainText("test-model");
  await expect(answers.nth(1).getByTestId("compare-stats")).toContainText("tokens");
  await page.screenshot({ path: "data/fanout-compare.png" });
  await compare.getByTestId("dialog-close").click();

  // Two sibling branches, grouped as one fan-out on the graph.
  await expect(workspace.graphNodes).toHaveCount(3);
  await expect(page.getByTestId("graph-node-fanout")).toHaveCount(2);

  // The parent moves on after the branch point.
  await workspace.say("Update: the launch code is now LOTUS-9.");

  // Reopen the comparison from the graph, and merge a synthesis up.
  const offline = workspace.graphNode("Offline engine");
  await offline.click();
  await offline.hover();
  await page.getByTestId("node-compare").click();
  await expect(compare).toBeVisible();
  await compare.getByTestId("compare-synthesis").click();
  const dialog = page.getByTestId("merge-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("merge-note")).toHaveValue(/Synthesis of 2 answers/);
  // What only one answer says (and none contradicts) is kept, with its source.
  await expect(dialog.getByTestId("merge-note")).toHaveValue(/Stated by some answers[\s\S]*ORCHID-7/);
  const conflict = dialog.getByTestId("merge-conflict");
  await expect(conflict).toHaveCount(1);
  await expect(conflict.getByTestId("merge-conflict-branch")).toContainText("ORCHID-7");
  await expect(conflict.getByTestId("merge-conflict-parent")).toContainText("LOTUS-9");
  // The Merge and Cancel buttons stay in view while conflicts are listed (the footer sticks).
  await expect(dialog.getByTestId("merge-confirm")).toBeInViewport();
  await page.screenshot({ path: "data/fanout-merge-conflicts.png" });

  // Take the branch's value.
  await conflict.getByTestId("merge-conflict-take-branch").check();
  await dialog.getByTestId("merge-confirm").click();
  await expect(dialog).toBeHidden();
  const settled = workspace.messages.filter({ hasText: "Merge conflicts settled" });
  await expect(settled).toContainText("took the branch's");

  // Undo, then merge again keeping the parent's value.
  await page.getByTestId("undo-merge").click();
  await expect(settled).toHaveCount(0);
  await offline.click();
  await offline.hover();
  await page.getByTestId("node-merge").click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("merge-conflict")).toHaveCount(1);
  await dialog.getByTestId("merge-conflict").getByTestId("merge-conflict-keep-parent").check();
  await dialog.getByTestId("merge-confirm").click();
  await expect(dialog).toBeHidden();
  await expect(workspace.messages.filter({ hasText: "Merge conflicts settled" })).toContainText("kept the parent's");
  // The choice is in the merged messages' provenance too.
  const mergedFrom = page.getByTestId("merged-label").first();
  await mergedFrom.locator("summary").click();
  await expect(mergedFrom.getByTestId("merge-provenance-conflict").first()).toHaveAttribute(
    "data-choice",
    "keep-parent",
  );
  // Reconciled: the other answer's branch stays, dimmed, until purged.
  await expect(workspace.graphNode("Fake provider · test-model")).toHaveAttribute("data-dimmed", "true");
});

test.describe("on a phone", () => {
  test("the compare view swipes between answers", async ({ workspace, page, unique }) => {
    await workspace.createConversation(unique);
    await workspace.say("The office is in Lyon.");
    await page.setViewportSize({ width: 390, height: 844 });
    const compare = await fanOut(page, "Where is the office?");
    const columns = compare.getByTestId("compare-columns");
    await expect(columns).toHaveCSS("scroll-snap-type", /x/);
    await expect(compare.getByTestId("compare-answer").first()).toBeInViewport();
    await page.screenshot({ path: "data/fanout-compare-phone.png" });
  });
});
