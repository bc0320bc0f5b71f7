import { existsSync } from "node:fs";
import { expectAxeClean, inBothSchemes } from "./a11y";
import { expect, test } from "./fixtures";
import { expectPicture, imageMessage, pickImage, storedOriginal } from "./image-steps";
import { expectFits, SHOTS } from "./touch";

test("images in the tree on a phone: a branch's image merged up, marked in the graph; a purge removes its file (axe in both schemes)", async ({
  page,
  workspace,
  unique,
}) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await workspace.createConversation(unique);
  const answers = workspace.assistantWithStatus("complete");
  const sayByTap = async (text: string) => {
    const before = await answers.count();
    await workspace.input.fill(text);
    await workspace.sendButton.tap();
    await expect(answers).toHaveCount(before + 1);
  };
  const branchByTap = async (title: string) => {
    const first = workspace.messages.nth(1);
    await expect(first.getByTestId("message-actions")).toHaveCSS("opacity", "1");
    await first.getByTestId("branch-from-here").tap();
    await workspace.branchDialog.getByTestId("policy-full").tap();
    await workspace.branchDialog.getByTestId("branch-title").fill(title);
    await workspace.branchDialog.getByTestId("branch-confirm").tap();
    await expect(workspace.title).toHaveText(title);
  };
  const nodeActions = async (testId: "merge-node" | "purge-node") => {
    await page.getByTestId("chat-header-actions").tap();
    await page.getByTestId(testId).tap();
  };
  await sayByTap("We are planning the spring launch.");

  // A branch's image, merged into its parent by tap: the parent shows the picture, after a reload too.
  await branchByTap("Photos");
  await pickImage(page, "whiteboard.png", `Whiteboard CEDAR ${unique.slice(-6)}`);
  await sayByTap("Here is the whiteboard photo.");
  await expectPicture(imageMessage(page, "whiteboard.png", "local"));
  await nodeActions("merge-node");
  const dialog = page.getByTestId("merge-dialog");
  await dialog.getByTestId("merge-confirm").tap();
  await expect(dialog).toBeHidden();
  const merged = imageMessage(page, "whiteboard.png", "merged");
  await expectPicture(merged);
  await page.reload();
  await expectPicture(merged);
  await expectFits(page, "chat with a merged image");

  // The graph tab: the root carries the marker, readable and named.
  await page.getByTestId("pane-tab-graph").tap();
  await expect(page.locator('[data-testid="conversation-graph"][data-ready="true"]')).toBeVisible();
  const rootNode = page.locator('[data-testid="graph-node"][data-kind="root"]');
  await expect(rootNode.getByRole("img", { name: "1 image" })).toBeVisible();
  await expectFits(page, "graph with an image marker");
  await inBothSchemes(page, async (scheme) => {
    await expectAxeClean(page, `phone graph with an image marker (${scheme})`);
    await page.screenshot({ path: `${SHOTS}/images-graph-marker-phone-${scheme}.png` });
  });

  // A purge of the only node showing an image deletes its file.
  await page.getByTestId("pane-tab-chat").tap();
  await branchByTap("Scratch");
  await pickImage(page, "scratch.png", `Scratch NOTE ${unique.slice(-6)}`);
  await sayByTap("Keep this scratch image for now.");
  const scratch = imageMessage(page, "scratch.png", "local");
  await expectPicture(scratch);
  const scratchFile = await storedOriginal(page, scratch);
  expect(existsSync(scratchFile)).toBe(true);
  await nodeActions("purge-node");
  await page.getByTestId("purge-dialog").getByTestId("purge-confirm").tap();
  await expect(workspace.graphNodes.filter({ hasText: "Scratch" })).toHaveCount(0);
  await expect.poll(() => existsSync(scratchFile)).toBe(false);
  await inBothSchemes(page, (scheme) => expectAxeClean(page, `phone chat after the purge (${scheme})`));
});
