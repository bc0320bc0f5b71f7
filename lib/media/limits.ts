import "server-only";
import { DEFAULT_IMAGE_LIMITS, type ImageLimits } from "@/lib/shared/image-limits";

function positive(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  const value = raw ? Number(raw) : NaN;
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** The limits in force: the defaults, or the operator's overrides (docs/images.md). Read at each call (tests set them). */
export function imageLimits(): ImageLimits {
  return {
    maxBytes: positive("CANOPY_IMAGE_MAX_BYTES", DEFAULT_IMAGE_LIMITS.maxBytes),
    maxPerMessage: positive("CANOPY_IMAGE_MAX_PER_MESSAGE", DEFAULT_IMAGE_LIMITS.maxPerMessage),
    maxPixels: positive("CANOPY_IMAGE_MAX_PIXELS", DEFAULT_IMAGE_LIMITS.maxPixels),
    maxDimension: positive("CANOPY_IMAGE_MAX_DIMENSION", DEFAULT_IMAGE_LIMITS.maxDimension),
  };
}

/** OCR: at most this many images read at once in this process, each within this time and size. */
export function ocrLimits(): { concurrency: number; timeoutMs: number; maxPixels: number } {
  return {
    concurrency: positive("CANOPY_OCR_CONCURRENCY", 1),
    timeoutMs: positive("CANOPY_OCR_TIMEOUT_MS", 30_000),
    maxPixels: positive("CANOPY_OCR_MAX_PIXELS", 4_000_000),
  };
}
