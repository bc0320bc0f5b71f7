import "server-only";
import { getMediaFile, mediaOfItem } from "@/lib/db/queries/media";
import { AppError } from "@/lib/errors";
import { imageNameOf, STORED_IMAGE_CSP } from "@/lib/shared/image-text";
import { mediaStore, type MediaVariant } from "./store";

/** `?size=` of an image request: the thumbnail (default), the model's copy, or the stored original. */
export function variantOf(size: string | null): MediaVariant {
  if (size === null || size === "" || size === "thumb") return "thumb";
  if (size === "model" || size === "original") return size;
  throw new AppError("invalid:size", 'size must be "thumb", "model" or "original".');
}

/**
 * The headers every stored image is served with: its type from the decoded image (the thumbnail is
 * WebP), never sniffed; shown inline under a clean file name, never run: a CSP that allows nothing
 * and sandboxes the document, should a browser ever open it as a page.
 */
export function imageHeaders(mime: string, name: string, hash: string, bytes: number): Headers {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return new Headers({
    "content-type": mime,
    "content-length": String(bytes),
    "content-disposition": `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    "content-security-policy": STORED_IMAGE_CSP,
    "x-content-type-options": "nosniff",
    "cross-origin-resource-policy": "same-origin",
    // Private (the guard decided who sees it); an item's image never changes, its access may.
    "cache-control": "private, max-age=3600",
    etag: `"${hash}"`,
  });
}

/**
 * The bytes of the image an item shows (its own, or the referenced item's for an inherited
 * reference), as a Response. The caller has passed the guard for this item.
 *
 * @throws AppError not_found:image (the item shows no image, or its file is gone)
 */
export async function imageResponse(
  itemId: string,
  variant: MediaVariant,
  ifNoneMatch?: string | null,
): Promise<Response> {
  const shown = await mediaOfItem(itemId);
  const row = shown ? await getMediaFile(shown.mediaId) : null;
  if (!shown || !row) throw new AppError("not_found:image", "That image does not exist (it may have been deleted).");
  const mime = variant === "thumb" ? "image/webp" : row.mime;
  const name = imageNameOf(shown.name);
  const headers = imageHeaders(mime, variant === "original" ? name : `${variant}-${name}`, row.id, 0);
  if (ifNoneMatch === `"${row.id}"`) {
    headers.delete("content-length");
    return new Response(null, { status: 304, headers });
  }
  const bytes = await mediaStore().get(row.id, variant);
  if (!bytes) throw new AppError("not_found:image", "That image's file is missing from the store.");
  headers.set("content-length", String(bytes.byteLength));
  return new Response(bytes as BodyInit, { status: 200, headers });
}
