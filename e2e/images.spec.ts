import { expectAxeClean, inBothSchemes } from "./a11y";
import { expect, test } from "./fixtures";
import { deliver, screenshot } from "./image-steps";

test("images: paste, drop, pick, remove, send, answered from OCR offline; thumbnails survive a reload and a branch (axe in both schemes)", async ({
  page,
  workspace,
  unique,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await workspace.createConversation(unique);
  await workspace.say("I will show you a screenshot.");

  const error = await screenshot("Error: disk quota exceeded on ZEPHYR");
  // Paste one, drop one, pick one: three previews; remove two.
  await deliver(page, "paste", [{ name: "error.png", base64: error }]);
  await deliver(page, "drop", [{ name: "dropped.png", base64: await screenshot("Dropped image") }]);
  await page.getByTestId("image-file").setInputFiles({
    name: "picked.png",
    mimeType: "image/png",
    buffer: Buffer.from(await screenshot("Picked image"), "base64"),
  });
  const previews = page.getByTestId("image-preview");
  await expect(previews).toHaveCount(3);
  await page.getByRole("button", { name: "Remove dropped.png" }).click();
  await page.getByRole("button", { name: "Remove picked.png" }).click();
  await expect(previews).toHaveCount(1);
  await inBothSchemes(page, (scheme) => expectAxeClean(page, `composer with an image preview (${scheme})`, "form"));

  // Refused before upload: not an image, and too many.
  await page
    .getByTestId("image-file")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("x") });
  await expect(page.getByTestId("image-error")).toContainText("is not an image");
  await expect(previews).toHaveCount(1);

  // Send: the image item comes first, then the question; the offline engine answers from its OCR text.
  const answer = await workspace.say("What does the error in the screenshot say?");
  await expect(previews).toHaveCount(0);
  await expect(answer).toContainText(/quota/i);
  const image = page.locator('[data-testid="message"][data-role="note"]').filter({ hasText: "error.png" });
  const thumbnail = image.getByTestId("message-thumbnail");
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(image.getByTestId("image-not-seen")).toBeVisible(); // the offline engine has no vision
  await inBothSchemes(page, (scheme) => expectAxeClean(page, `chat with an image (${scheme})`));

  // The stored image is served with its decoded type and a sandboxing CSP.
  const src = (await thumbnail.getAttribute("src"))!;
  const served = await page.request.get(src.replace("size=thumb", "size=original"));
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(served.headers()["content-security-policy"]).toContain("sandbox");

  // A reload keeps it.
  await page.reload();
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // A branch with full inheritance shows the same image, by reference.
  await workspace.branchFrom(answer, "full", "Quota");
  await page.getByTestId("show-inherited").click(); // inherited entries are folded until shown
  const inherited = page
    .locator('[data-testid="message"][data-role="note"][data-origin="inherited"]')
    .filter({ hasText: "error.png" });
  await expect(inherited.getByTestId("message-thumbnail")).toBeVisible();
  await expect
    .poll(() => inherited.getByTestId("message-thumbnail").evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  // The branch's context inspector lists the inherited image (its OCR text is what the model read).
  const branchAnswer = await workspace.say("What did the screenshot report?");
  await branchAnswer.getByTestId("inspect-context").click();
  const report = page.getByTestId("context-dialog");
  await expect(report.getByTestId("context-summary")).toBeVisible();
  await expect(report).toContainText("error.png");
  await expect(report).toContainText(/quota/i);
  await page.keyboard.press("Escape");
  await expect(report).toBeHidden();
  await inBothSchemes(page, (scheme) => page.screenshot({ path: `data/shots/images-desktop-${scheme}.png` }));
});
