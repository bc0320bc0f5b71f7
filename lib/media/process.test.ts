import { existsSync, readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DEFAULT_IMAGE_LIMITS } from "@/lib/shared/image-limits";
import { cleanImageName, MODEL_SIDE, processImage, THUMB_SIDE } from "./process";
import { bombPng, photoWithGps, textImage } from "./testing-images";

const limits = DEFAULT_IMAGE_LIMITS;
const SCREENSHOT = "/usr/share/doc/libjs-rickshaw/examples/screenshots/status.png";
const ANIMATED_GIF = "/usr/share/prometheus/web/static/img/ajax-loader.gif";

describe("processImage", () => {
  it("strips EXIF and GPS from every stored copy, type from the decoded image", async () => {
    const photo = await photoWithGps(2400, 1800);
    expect((await sharp(photo).metadata()).exif).toBeDefined(); // the upload carries it
    const out = await processImage("photo.png", photo, limits); // named .png, decodes as JPEG
    expect(out.mime).toBe("image/jpeg");
    for (const copy of [out.original, out.model, out.thumb]) {
      const meta = await sharp(copy).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(Buffer.from(copy).includes("CanopyCam")).toBe(false);
    }
    expect((await sharp(out.model).metadata()).width).toBe(MODEL_SIDE);
    expect((await sharp(out.thumb).metadata()).width).toBe(THUMB_SIDE);
    expect(out.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses a decompression bomb from its header, naming the limit", async () => {
    await expect(processImage("bomb.png", await bombPng(), limits)).rejects.toMatchObject({
      code: "too_large:image",
      message: expect.stringMatching(/limit: (pixels|dimensions)/),
    });
    await expect(processImage("wide.png", await bombPng(7000, 7000), limits)).rejects.toMatchObject({
      code: "too_large:image",
      message: expect.stringMatching(/limit: pixels/),
    });
  });

  it("refuses non-images named like images, SVG, truncated files and oversized uploads", async () => {
    const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");
    await expect(processImage("doc.png", pdf, limits)).rejects.toMatchObject({ code: "invalid:image" });
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    await expect(processImage("page.png", html, limits)).rejects.toMatchObject({ code: "invalid:image" });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    await expect(processImage("x.png", svg, limits)).rejects.toMatchObject({ message: /SVG/ });
    const whole = await textImage("truncated", 800, 600);
    await expect(processImage("cut.png", whole.subarray(0, whole.length / 2), limits)).rejects.toMatchObject({
      code: "invalid:image",
    });
    await expect(processImage("big.png", whole, { ...limits, maxBytes: 1000 })).rejects.toMatchObject({
      code: "too_large:image",
      message: /limit: size/,
    });
  });

  it.skipIf(!existsSync(SCREENSHOT))("keeps a real PNG screenshot lossless as PNG", async () => {
    const out = await processImage("status.png", new Uint8Array(readFileSync(SCREENSHOT)), limits);
    expect(out.mime).toBe("image/png");
    const meta = await sharp(readFileSync(SCREENSHOT)).metadata();
    expect([out.width, out.height]).toEqual([meta.width, meta.height]);
  });

  it.skipIf(!existsSync(ANIMATED_GIF))("takes an animated GIF's first frame as PNG", async () => {
    const out = await processImage("loader.gif", new Uint8Array(readFileSync(ANIMATED_GIF)), limits);
    expect(out.mime).toBe("image/png");
    expect((await sharp(out.original).metadata()).pages ?? 1).toBe(1);
  });

  it("cleans file names of paths and control characters", () => {
    expect(cleanImageName("../../etc/passwd")).toBe("passwd");
    expect(cleanImageName("C:\\Users\\me\\shot.png")).toBe("shot.png");
    expect(cleanImageName("a\u0000b\u001b.png")).toBe("ab.png");
    expect(cleanImageName("/")).toBe("image");
  });
});
