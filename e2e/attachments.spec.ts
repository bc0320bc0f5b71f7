import { expect, test } from "./fixtures";
import { screenshot } from "./image-steps";

test("attach a file to a message: its text joins the node's context", async ({ page, workspace, unique }) => {
  await workspace.createConversation(unique);
  await workspace.say("Hello there.");
  await page.getByTestId("attach-file").setInputFiles({
    name: "launch.md",
    mimeType: "text/markdown",
    buffer: Buffer.from("# Launch\n\nThe launch code for the Heron release is ORCHID-7.\n"),
  });
  const note = page
    .locator('[data-testid="message"][data-role="note"]')
    .filter({ hasText: "Attached file: launch.md" });
  await expect(note).toBeVisible();
  await expect(note).toContainText("ORCHID-7");

  const answer = await workspace.say("What is the launch code for the Heron release?");
  await expect(answer).toContainText("ORCHID-7");

  // A file that is not what it says is refused, and nothing is added.
  await page
    .getByTestId("attach-file")
    .setInputFiles({ name: "fake.pdf", mimeType: "application/pdf", buffer: Buffer.from("nope") });
  await expect(page.getByTestId("attach-error")).toContainText('"fake.pdf" could not be read as a PDF');
  await expect(page.locator('[data-testid="message"][data-role="note"]')).toHaveCount(1);

  // A file without a format's extension is read as text; an image picked here joins the message's images.
  await page.getByTestId("attach-file").setInputFiles({
    name: "README",
    mimeType: "application/octet-stream",
    buffer: Buffer.from("Read me: the staging host is kiln-04.\n"),
  });
  await expect(
    page.locator('[data-testid="message"][data-role="note"]').filter({ hasText: "Attached file: README" }),
  ).toContainText("kiln-04");
  await page.getByTestId("attach-file").setInputFiles({
    name: "board.png",
    mimeType: "image/png",
    buffer: Buffer.from(await screenshot("Board photo"), "base64"),
  });
  await expect(page.getByTestId("image-preview")).toHaveCount(1);
  await expect(page.getByTestId("attach-error")).toHaveCount(0);
});
