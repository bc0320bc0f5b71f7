import sharp from "sharp";
import { expectAxeClean, inBothSchemes } from "./a11y";
import { expect, test } from "./fixtures";
import { expectFits } from "./touch";

test("images on a phone: the picker offers the camera, a preview, send, the thumbnail (axe in both schemes)", async ({
  page,
  workspace,
  unique,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await workspace.createConversation(unique);
  // accept="image/*" without `capture`: the phone's sheet offers the camera and the gallery.
  await expect(page.getByTestId("image-file")).toHaveAttribute("accept", "image/*");
  const photo = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: "#3a7" },
  })
    .jpeg()
    .toBuffer();
  await page.getByTestId("image-file").setInputFiles({ name: "whiteboard.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByTestId("image-preview")).toHaveCount(1);
  await expectFits(page, "composer with a preview");
  await page.getByTestId("composer-input").fill("Here is the whiteboard.");
  await page.getByTestId("send-button").tap();
  const image = page.locator('[data-testid="message"][data-role="note"]').filter({ hasText: "whiteboard.jpg" });
  await expect(image.getByTestId("message-thumbnail")).toBeVisible();
  await expect
    .poll(() => image.getByTestId("message-thumbnail").evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expectFits(page, "chat with an image");
  await inBothSchemes(page, async (scheme) => {
    await expectAxeClean(page, `phone chat with an image (${scheme})`);
    await page.screenshot({ path: `data/shots/images-phone-${scheme}.png` });
  });
});
