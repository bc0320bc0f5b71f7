import { expect, test } from "./fixtures";

const TOPICS = ["gardening", "sailing", "astronomy", "baking", "cycling", "chess", "pottery", "birdwatching"];

test("a long conversation folds into memory; the inspector shows the folded memory and a recalled leaf", async ({
  workspace,
  projects,
  page,
  unique,
}) => {
  // A small budget so that a handful of turns outgrows it.
  await projects.create(unique);
  await projects.openSettings();
  await projects.budget.fill("600");
  await projects.saveSettings();
  const projectUrl = page.url().replace(/\/settings$/, "");
  await page.goto(projectUrl);
  await page.getByTestId("new-conversation").first().click();
  await expect(workspace.graphNodes).toHaveCount(1);

  await workspace.say("The vault combination for the archive room is TANGERINE-58.");
  for (const topic of TOPICS) {
    await workspace.say(
      `Let us talk about ${topic} for a while. ${topic} needs patience, practice and good company; ` +
        `people who enjoy ${topic} often spend whole weekends on it and keep notes about every session they have.`,
    );
  }
  await expect(page.getByTestId("memory-gauge")).not.toHaveAttribute("data-folded", "0");

  const answer = await workspace.say("What is the vault combination for the archive room?");
  await expect(answer).toContainText("TANGERINE-58");

  await answer.hover();
  await answer.getByTestId("inspect-context").click();
  const dialog = page.getByTestId("context-dialog");
  await expect(dialog.getByTestId("context-summary")).toContainText("folded into memory");
  await expect(dialog.locator('[data-testid="context-section"][data-section="digest"]')).toBeVisible();
  const recall = dialog.locator('[data-testid="context-section"][data-section="recall"]');
  await expect(recall.getByTestId("context-text")).toContainText("TANGERINE-58");
  await recall.getByTestId("context-kt-link").first().click();

  // The memory tree opens on the recalled leaf, with its source text.
  const memory = page.getByTestId("memory-dialog");
  await expect(memory).toBeVisible();
  await expect(memory.getByTestId("kt-card")).toContainText("TANGERINE-58");

  await page.keyboard.press("Escape");
  await page.getByTestId("open-usage").click();
  await expect(page.locator('[data-testid="usage-row"][data-purpose="chat"]')).toContainText(String(TOPICS.length + 2));
});
