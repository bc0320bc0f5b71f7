/**
 * `npm run bench:images` (and part of `npm run bench`): the issue 35 targets.
 * - Upload to thumbnail: a 4 MB photo decoded, EXIF stripped, its three copies encoded and stored
 *   (server time, lib/media/process.ts + store.ts): target < 500 ms.
 * - OCR of a 1,920 x 1,080 screenshot in its thread (lib/media/ocr.ts), warm and cold: target < 3 s.
 * - The event loop while one user uploads the worst allowed images (4 at the pixel limit, in
 *   parallel): its p99 delay, what every other request waits at most (sharp decodes on libuv's pool).
 * Flags: --json.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import sharp from "sharp";
import { recognizeText, stopOcr } from "@/lib/media/ocr";
import { processImage } from "@/lib/media/process";
import { diskStore } from "@/lib/media/store";
import { DEFAULT_IMAGE_LIMITS } from "@/lib/shared/image-limits";
import { textImage } from "@/lib/media/testing-images";

const json = process.argv.includes("--json");
const dir = mkdtempSync(join(tmpdir(), "canopy-bench-images-"));
const store = diskStore(dir);

/** A noisy photo JPEG of about `mb` MB (noise does not compress: size follows the pixels). */
async function photo(mb: number): Promise<Buffer> {
  let side = 1600;
  for (;;) {
    const buffer = await sharp({
      create: {
        width: side,
        height: Math.round(side * 0.75),
        channels: 3,
        background: "#777",
        noise: { type: "gaussian", mean: 128, sigma: 50 },
      },
    })
      .jpeg({ quality: 92 })
      .toBuffer();
    if (buffer.byteLength >= mb * 1024 * 1024) return buffer;
    side = Math.round(side * 1.25);
  }
}

async function uploadToThumbnail(bytes: Uint8Array): Promise<number> {
  const started = performance.now();
  const image = await processImage("photo.jpg", bytes, DEFAULT_IMAGE_LIMITS);
  await Promise.all([
    store.put(image.hash, "original", image.original),
    store.put(image.hash, "model", image.model),
    store.put(image.hash, "thumb", image.thumb),
  ]);
  return performance.now() - started;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

try {
  const four = await photo(4);
  await uploadToThumbnail(new Uint8Array(four)); // warm the decoder
  const uploads: number[] = [];
  for (let i = 0; i < 5; i++) uploads.push(await uploadToThumbnail(new Uint8Array(four)));

  const screenshot = await textImage(
    "TypeError: Cannot read properties of undefined (reading 'map') at Dashboard.render (app.js:42)",
    1920,
    1080,
    34,
  );
  let started = performance.now();
  const text = await recognizeText(screenshot);
  const ocrCold = performance.now() - started;
  started = performance.now();
  await recognizeText(screenshot);
  const ocrWarm = performance.now() - started;
  const rssAfterOcr = process.memoryUsage().rss;

  // Worst allowed uploads (at the pixel limit) while the event loop is watched.
  const side = Math.floor(Math.sqrt(DEFAULT_IMAGE_LIMITS.maxPixels));
  const worst = await sharp({ create: { width: side, height: side, channels: 3, background: "#fff" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  started = performance.now();
  await Promise.all(
    Array.from({ length: 4 }, () => processImage("worst.png", new Uint8Array(worst), DEFAULT_IMAGE_LIMITS)),
  );
  const worstMs = performance.now() - started;
  delay.disable();

  const report = {
    uploadToThumbnail: {
      photoMb: +(four.byteLength / 2 ** 20).toFixed(1),
      medianMs: Math.round(median(uploads)),
      targetMs: 500,
    },
    ocr1920x1080: {
      coldMs: Math.round(ocrCold),
      warmMs: Math.round(ocrWarm),
      targetMs: 3000,
      read: text.slice(0, 60),
      rssMb: Math.round(rssAfterOcr / 2 ** 20),
    },
    worstUploads: {
      images: 4,
      pixelsEach: side * side,
      totalMs: Math.round(worstMs),
      eventLoopP99Ms: +(delay.percentile(99) / 1e6).toFixed(1),
      eventLoopMaxMs: +(delay.max / 1e6).toFixed(1),
    },
  };
  if (json) console.log(JSON.stringify({ images: report }, null, 2));
  else
    console.log(
      [
        "Images (issue 35)",
        `  upload to thumbnail, ${report.uploadToThumbnail.photoMb} MB photo: ${report.uploadToThumbnail.medianMs} ms median (target < 500 ms)`,
        `  OCR of a 1920x1080 screenshot: ${report.ocr1920x1080.coldMs} ms cold (thread start + language data), ${report.ocr1920x1080.warmMs} ms warm (target < 3000 ms); RSS ${report.ocr1920x1080.rssMb} MB`,
        `  4 uploads at the pixel limit (${(side * side).toLocaleString("en")} px each): ${report.worstUploads.totalMs} ms; event loop delay p99 ${report.worstUploads.eventLoopP99Ms} ms, max ${report.worstUploads.eventLoopMaxMs} ms`,
      ].join("\n"),
    );
} finally {
  await stopOcr();
  rmSync(dir, { recursive: true, force: true });
}
