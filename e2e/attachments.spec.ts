import { expect, test } from "./fixtures";

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
});
