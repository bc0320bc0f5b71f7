import { existsSync, readFileSync } from "node:fs";
import { expectAxeClean, inBothSchemes } from "./a11y";
import { expect, test } from "./fixtures";
import { expectPicture, imageMessage, pickImage, storedOriginal } from "./image-steps";
import { SHOTS } from "./touch";

test("images in the tree: merged up with a graph marker, purged with its file, exported and imported with the picture (axe in both schemes)", async ({
  page,
  workspace,
  projects,
  unique,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await workspace.createConversation(unique);
  await workspace.say("We are planning the spring launch.");
  const rootNode = page.locator('[data-testid="graph-node"][data-kind="root"]');

  // A branch gets an image; the graph marks the branch, not its parent.
  await workspace.branchFrom(workspace.messages.nth(1), "full", "Photos");
  await pickImage(page, "whiteboard.png", `Whiteboard MAPLE ${unique.slice(-6)}`);
  await workspace.say("Here is the whiteboard photo.");
  await expectPicture(imageMessage(page, "whiteboard.png", "local"));
  const branchNode = workspace.graphNode("Photos");
  await expect(branchNode.getByRole("img", { name: "1 image" })).toBeVisible();
  await expect(rootNode.getByTestId("graph-node-images")).toHaveCount(0);

  // A full merge carries the image up: the parent shows the picture, and after a reload too.
  await page.getByTestId("merge-node").click();
  const dialog = page.getByTestId("merge-dialog");
  await dialog.getByTestId("merge-confirm").click();
  await expect(dialog).toBeHidden();
  const merged = imageMessage(page, "whiteboard.png", "merged");
  await expectPicture(merged);
  await expect(rootNode.getByRole("img", { name: "1 image" })).toBeVisible();
  await expect(rootNode).toHaveAttribute("aria-label", /, 1 image/);
  await page.reload();
  await expectPicture(merged);
  await expect(rootNode.getByRole("img", { name: "1 image" })).toBeVisible();
  await inBothSchemes(page, async (scheme) => {
    await expectAxeClean(page, `workspace with a merged image and graph markers (${scheme})`);
    await page.getByTestId("graph-pane").screenshot({ path: `${SHOTS}/images-graph-marker-desktop-${scheme}.png` });
  });
  const whiteboardFile = await storedOriginal(page, merged);
  expect(existsSync(whiteboardFile)).toBe(true);

  // The export embeds the picture's bytes.
  await page.getByTestId("export-menu").locator("summary").click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-json").click()]);
  const jsonPath = testInfo.outputPath("images.json");
  await download.saveAs(jsonPath);
  const exported = JSON.parse(readFileSync(jsonPath, "utf8"));
  expect(exported.media).toHaveLength(1);
  expect(exported.media[0]).toMatchObject({ variant: "original" });
  expect(exported.media[0].data.length).toBeGreaterThan(1000);

  // A purge of the only node showing an image deletes its file.
  await workspace.branchFrom(workspace.messages.nth(1), "full", "Scratch");
  await pickImage(page, "scratch.png", `Scratch NOTE ${unique.slice(-6)}`);
  await workspace.say("Keep this scratch image for now.");
  const scratch = imageMessage(page, "scratch.png", "local");
  await expectPicture(scratch);
  const scratchFile = await storedOriginal(page, scratch);
  expect(existsSync(scratchFile)).toBe(true);
  const scratchNode = workspace.graphNode("Scratch");
  await expect(scratchNode.getByRole("img", { name: "1 image" })).toBeVisible();
  await scratchNode.hover();
  await page.locator('[data-testid="graph-node-shell"]', { has: scratchNode }).getByTestId("node-purge").click();
  await page.getByTestId("purge-dialog").getByTestId("purge-confirm").click();
  await expect(scratchNode).toHaveCount(0);
  await expect.poll(() => existsSync(scratchFile)).toBe(false);
  expect(existsSync(whiteboardFile)).toBe(true); // the merged image is still shown by the root

  // The conversation deleted (its image's files with it), the export imported: the picture is back.
  await page.getByRole("link", { name: unique }).first().click();
  await expect(projects.title).toHaveText(unique);
  page.once("dialog", (confirm) => void confirm.accept());
  await page.getByRole("button", { name: `Delete ${exported.conversation.title}` }).click();
  await expect(page.getByTestId("conversation-link")).toHaveCount(0);
  await expect.poll(() => existsSync(whiteboardFile)).toBe(false);
  await page.getByTestId("import-chats-file").setInputFiles(jsonPath);
  const result = page.getByTestId("import-chats-result");
  await expect(result).toContainText("Imported 1 conversation from a Canopy export");
  await result.getByTestId("imported-conversation").click();
  await expect(page).toHaveURL(/\/c\//);
  const restored = imageMessage(page, "whiteboard.png", "merged");
  await expectPicture(restored);
  await expect(restored).toContainText("MAPLE");
  await expect(rootNode.getByRole("img", { name: "1 image" })).toBeVisible();
  expect(existsSync(await storedOriginal(page, restored))).toBe(true);
});
