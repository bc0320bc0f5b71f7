import "server-only";
import { createHash } from "node:crypto";
import sharp, { type Metadata, type OutputInfo, type Sharp } from "sharp";
import { AppError } from "@/lib/errors";
import { formatBytes, type ImageLimits } from "@/lib/shared/image-limits";

// libvips' own cache holds decoded images between calls: off, so memory follows the requests in flight.
sharp.cache(false);

/** An image as stored: every copy re-encoded from the decoded pixels, without metadata. */
export interface ProcessedImage {
  /** SHA-256 (hex) of the stored original: the content address. */
  hash: string;
  /** From the decoded image, never from the upload. */
  mime: "image/png" | "image/jpeg" | "image/webp";
  width: number;
  height: number;
  original: Uint8Array;
  /** At most {@link MODEL_SIDE} px on its long side: what a vision model receives. */
  model: Uint8Array;
  /** At most {@link THUMB_SIDE} px, WebP: the chat's and the graph's thumbnail. */
  thumb: Uint8Array;
}

/** The long side of the copy sent to vision models (providers downscale beyond ~1,568 px anyway). */
export const MODEL_SIDE = 1568;
export const THUMB_SIDE = 320;

const DECODABLE = new Set(["png", "jpeg", "webp", "gif", "heif", "avif"]);

/** At most this many images decoded at once in this process (each may hold up to maxPixels x 4 bytes). */
const MAX_DECODING = 2;
let decoding = 0;
const queue: Array<() => void> = [];

async function slot(): Promise<() => void> {
  if (decoding >= MAX_DECODING) await new Promise<void>((resolve) => queue.push(resolve));
  decoding += 1;
  return () => {
    decoding -= 1;
    queue.shift()?.();
  };
}

function refuse(name: string, message: string): AppError {
  return new AppError("invalid:image", `"${name}": ${message}`);
}

/**
 * Decodes one upload and makes its stored copies. The type is what the bytes decode as (PNG, JPEG,
 * WebP, GIF's first frame, HEIF/AVIF where libvips decodes it); SVG, PDF, HTML and anything else is
 * refused. The header is read first and the pixel count and dimensions are checked before any
 * decoding (a decompression bomb never decodes), then libvips decodes once with `limitInputPixels`
 * (and fails on truncated or corrupt data), applies the EXIF orientation, and writes every copy
 * without metadata (EXIF, GPS, XMP, IPTC are dropped). sharp runs on libuv's thread pool, off the
 * event loop; at most {@link MAX_DECODING} images decode at once.
 *
 * @throws AppError too_large:image (size, pixels, dimensions: the message names the limit), invalid:image
 */
export async function processImage(name: string, bytes: Uint8Array, limits: ImageLimits): Promise<ProcessedImage> {
  if (bytes.byteLength === 0) throw refuse(name, "the file is empty.");
  if (bytes.byteLength > limits.maxBytes)
    throw new AppError(
      "too_large:image",
      `"${name}" is ${formatBytes(bytes.byteLength)}: images may be at most ${formatBytes(limits.maxBytes)} (limit: size).`,
    );
  const release = await slot();
  try {
    const options = { limitInputPixels: limits.maxPixels, failOn: "error", pages: 1, sequentialRead: true } as const;
    let meta: Metadata;
    try {
      // The header only (no pixels decoded): the limits are checked below with a message naming them.
      meta = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
    } catch {
      throw refuse(name, "this is not an image Canopy can read (PNG, JPEG, WebP, GIF or HEIC).");
    }
    if (meta.format === "svg") throw refuse(name, "SVG images are not accepted (they can carry scripts).");
    if (!meta.format || !DECODABLE.has(meta.format))
      throw refuse(name, "this is not an image Canopy can read (PNG, JPEG, WebP, GIF or HEIC).");
    const width = meta.width ?? 0;
    const height = meta.pageHeight ?? meta.height ?? 0;
    if (!width || !height) throw refuse(name, "the image has no size.");
    if (width > limits.maxDimension || height > limits.maxDimension)
      throw new AppError(
        "too_large:image",
        `"${name}" is ${width} x ${height}: images may be at most ${limits.maxDimension} pixels wide or high (limit: dimensions).`,
      );
    if (width * height > limits.maxPixels)
      throw new AppError(
        "too_large:image",
        `"${name}" has ${(width * height).toLocaleString("en")} pixels: images may have at most ${limits.maxPixels.toLocaleString("en")} (limit: pixels).`,
      );
    // PNG (and GIF's frame, often flat colours) stays lossless; photos stay JPEG; WebP stays WebP.
    const kind: ProcessedImage["mime"] =
      meta.format === "png" || meta.format === "gif"
        ? "image/png"
        : meta.format === "webp"
          ? "image/webp"
          : "image/jpeg";
    const encode = (s: Sharp) =>
      kind === "image/png"
        ? s.png({ compressionLevel: 6 })
        : kind === "image/webp"
          ? s.webp({ quality: 90, effort: 2 })
          : // Huffman tables not optimised: a second pass over the whole image for ~5% fewer bytes.
            s.flatten({ background: "#ffffff" }).jpeg({ quality: 90, mozjpeg: false, optimiseCoding: false });
    const fit = (side: number) => ({ width: side, height: side, fit: "inside" as const, withoutEnlargement: true });
    // Decoded once (orientation applied, failing on truncated or corrupt data) to pixels in memory,
    // then the three copies are encoded from those pixels in parallel on libuv's pool. Decoding per
    // copy cost up to three decodes of the upload (bench:images: 5.4 MB JPEG 629 -> ~230 ms with the
    // encoder settings above). The pixels are at most maxPixels x 4 bytes, {@link MAX_DECODING} at once.
    let outputs: [{ data: Buffer; info: OutputInfo }, Buffer, Buffer];
    try {
      const { data: pixels, info: decoded } = await sharp(bytes, options)
        .rotate()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { width: decoded.width, height: decoded.height, channels: decoded.channels as 1 | 2 | 3 | 4 };
      const from = () => sharp(pixels, { raw, limitInputPixels: false });
      outputs = await Promise.all([
        encode(from()).toBuffer({ resolveWithObject: true }),
        encode(from().resize(fit(MODEL_SIDE))).toBuffer(),
        from().resize(fit(THUMB_SIDE)).webp({ quality: 72, effort: 2 }).toBuffer(),
      ]);
    } catch (error) {
      const heif = meta.format === "heif";
      throw refuse(
        name,
        heif
          ? "this HEIC image cannot be decoded here (save it as JPEG or PNG)."
          : `the image is truncated or corrupt (${String((error as Error).message).slice(0, 120)}).`,
      );
    }
    const [{ data: original, info }, model, thumb] = outputs;
    return {
      hash: createHash("sha256").update(original).digest("hex"),
      mime: kind,
      width: info.width,
      height: info.height,
      original: new Uint8Array(original),
      model: new Uint8Array(model),
      thumb: new Uint8Array(thumb),
    };
  } finally {
    release();
  }
}

/** The grayscale PNG OCR reads: the original, downscaled to at most `maxPixels`. */
export async function ocrInput(original: Uint8Array, maxPixels: number): Promise<Uint8Array> {
  const meta = await sharp(original).metadata();
  const pixels = (meta.width ?? 1) * (meta.height ?? 1);
  const scale = pixels > maxPixels ? Math.sqrt(maxPixels / pixels) : 1;
  const image = sharp(original).grayscale();
  if (scale < 1) image.resize(Math.max(1, Math.floor((meta.width ?? 1) * scale)));
  return new Uint8Array(await image.png().toBuffer());
}

/**
 * A stored file name from an upload's: its last path segment, without control characters, at most
 * 120 characters; "image" when nothing is left.
 */
export function cleanImageName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? "";
  const clean = [...last]
    .filter((c) => c.charCodeAt(0) > 0x1f && (c.charCodeAt(0) < 0x7f || c.charCodeAt(0) > 0x9f))
    .join("")
    .trim()
    .slice(0, 120);
  return clean && clean !== "." && clean !== ".." ? clean : "image";
}
