/**
 * Image attachment limits (issue 35) that the browser checks before an upload and the server
 * enforces (lib/media/limits.ts reads the operator's overrides: CANOPY_IMAGE_MAX_BYTES,
 * CANOPY_IMAGE_MAX_PER_MESSAGE, CANOPY_IMAGE_MAX_PIXELS, CANOPY_IMAGE_MAX_DIMENSION).
 */
export interface ImageLimits {
  /** Bytes of one uploaded image. */
  maxBytes: number;
  /** Images in one message (one upload request). */
  maxPerMessage: number;
  /** Decoded pixels (width x height) of one image, checked from its header before decoding. */
  maxPixels: number;
  /** Width or height of one image. */
  maxDimension: number;
}

export const DEFAULT_IMAGE_LIMITS: ImageLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxPerMessage: 8,
  maxPixels: 40_000_000,
  maxDimension: 16_384,
};

/** The image types the composer offers (`accept`) and the server decodes; SVG is refused (docs/images.md). */
export const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp,image/gif,image/heic,image/heif,image/avif";

/** "10 MB" */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/**
 * What the browser can tell before an upload: too many images, one too large, or a file that does
 * not say it is an image. Returns the refusal's message, or null.
 */
export function refuseBeforeUpload(
  files: { name: string; size: number; type: string }[],
  already: number,
  limits: ImageLimits = DEFAULT_IMAGE_LIMITS,
): string | null {
  if (already + files.length > limits.maxPerMessage)
    return `At most ${limits.maxPerMessage} images per message (limit: images per message).`;
  for (const f of files) {
    if (f.type && !f.type.startsWith("image/")) return `"${f.name}" is not an image.`;
    if (f.type === "image/svg+xml") return `"${f.name}": SVG images are not accepted (they can carry scripts).`;
    if (f.size > limits.maxBytes)
      return `"${f.name}" is ${formatBytes(f.size)}: images may be at most ${formatBytes(limits.maxBytes)} (limit: size).`;
  }
  return null;
}

/** File names the command line and the API treat as images (by extension; the bytes decide the type). */
export function isImageName(name: string): boolean {
  return /\.(png|jpe?g|webp|gif|heic|heif|avif|svg)$/i.test(name);
}
