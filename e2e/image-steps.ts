import { createHash } from "node:crypto";
import { join } from "node:path";
import sharp from "sharp";
import { expect, type Locator, type Page } from "@playwright/test";

/** Where the e2e server keeps image files (its ATTACHMENTS_DIR default, under the worktree). */
const ATTACHMENTS = join(process.cwd(), "data", "attachments");

/** A screenshot-like PNG with one line of text (what OCR reads), as base64. */
export async function screenshot(text: string, width = 1200, height = 200): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/><text x="24" y="${height / 2 + 14}" font-size="40" font-family="DejaVu Sans, sans-serif" fill="#111">${text}</text></svg>`;
  return (await sharp(Buffer.from(svg)).png().toBuffer()).toString("base64");
}

/** Fires a paste or a drop of PNG files at the composer's box, as the browser does for a real one. */
export async function deliver(page: Page, kind: "paste" | "drop", files: Array<{ name: string; base64: string }>) {
  await page.getByTestId("composer-input").evaluate(
    (box, { kind, files }) => {
      const data = new DataTransfer();
      for (const f of files) {
        const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
        data.items.add(new File([bytes], f.name, { type: "image/png" }));
      }
      const event =
        kind === "paste"
          ? new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true })
          : new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true });
      box.dispatchEvent(event);
    },
    { kind, files },
  );
}

/** Picks a PNG with the composer's image button (the file chooser). */
export async function pickImage(page: Page, name: string, text: string): Promise<void> {
  await page.getByTestId("image-file").setInputFiles({
    name,
    mimeType: "image/png",
    buffer: Buffer.from(await screenshot(text, 900, 160), "base64"),
  });
  await expect(page.getByTestId("image-preview")).toHaveCount(1);
}

/** The chat's image message named `name` (its note item). */
export function imageMessage(page: Page, name: string, origin?: "local" | "inherited" | "merged"): Locator {
  const role = origin ? `[data-role="note"][data-origin="${origin}"]` : '[data-role="note"]';
  return page.locator(`[data-testid="message"]${role}`).filter({ hasText: name });
}

/** The message's thumbnail is shown and its picture loaded (decoded by the browser). */
export async function expectPicture(message: Locator): Promise<void> {
  const thumbnail = message.getByTestId("message-thumbnail");
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

/**
 * The stored original's path of the image a message shows: its bytes are read through the image
 * route, and their SHA-256 is the file's content address (lib/media/store.ts).
 */
export async function storedOriginal(page: Page, message: Locator): Promise<string> {
  const src = (await message.getByTestId("message-thumbnail").getAttribute("src"))!;
  const response = await page.request.get(src.replace("size=thumb", "size=original"));
  expect(response.status()).toBe(200);
  const hash = createHash("sha256")
    .update(await response.body())
    .digest("hex");
  return join(ATTACHMENTS, hash.slice(0, 2), `${hash}.original`);
}
