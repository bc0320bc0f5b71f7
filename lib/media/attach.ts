import "server-only";
import { deleteUnreferencedMedia, getMediaFiles, insertImageItems } from "@/lib/db/queries/media";
import { getNode } from "@/lib/db/queries/nodes";
import { AppError } from "@/lib/errors";
import { assertWritable } from "@/lib/tree/lifecycle";
import { imageHeading, imageItemText } from "@/lib/shared/image-text";
import { imageLimits } from "./limits";
import { readImageText, stopOcr, waitForImageText } from "./ocr";
import { cleanImageName, processImage, type ProcessedImage } from "./process";
import { MEDIA_VARIANTS, mediaStore } from "./store";

// Here for the callers that knew them from this module (the purge, deletions).
export { deletingImagesOf, removeUnreferencedImages } from "./cleanup";

/** One image added to a node's window (the CLI's `attach --json` prints these). */
export interface AttachedImage {
  itemId: string;
  kind: "image";
  name: string;
  /** What OCR read; "" while it is still reading (then the item's text is rewritten when it finishes). */
  text: string;
  mediaId: string;
  width: number;
  height: number;
  ocr: "pending" | "done" | "failed";
}

/** An uploaded file: its name as sent and its bytes. */
export interface ImageUpload {
  name: string;
  bytes: Uint8Array;
}

/**
 * Attaches images to a node: each is decoded and re-encoded off the event loop (lib/media/process.ts),
 * stored once by content hash with its model copy and thumbnail (lib/media/store.ts), and becomes a
 * local note item at the end of the node's window that references the stored file; OCR of new
 * images starts in the background (lib/media/ocr.ts) and rewrites the items' text when it finishes.
 * All or nothing: one refused image refuses the request and nothing is stored.
 *
 * @param waitForText wait this long for OCR before answering (the CLI); 0 answers at once (the browser)
 * @throws AppError not_found:node, conflict:node_closed, invalid:image, too_large:image
 */
export async function attachImages(input: {
  nodeId: string;
  files: ImageUpload[];
  sessionId?: string | null;
  waitForText?: number;
}): Promise<{ items: AttachedImage[] }> {
  const limits = imageLimits();
  const node = await getNode(input.nodeId);
  assertWritable(node, input.sessionId ?? null);
  if (input.files.length === 0) throw new AppError("invalid:image", "Choose at least one image.");
  if (input.files.length > limits.maxPerMessage)
    throw new AppError(
      "too_large:image",
      `At most ${limits.maxPerMessage} images per message (${input.files.length} were sent; limit: images per message).`,
    );
  const names = input.files.map((f) => cleanImageName(f.name));
  // Every image decoded first: a refused one stores nothing.
  // (processImage lets two decode at once per process; the rest wait for a slot.)
  const processed: ProcessedImage[] = await Promise.all(
    input.files.map((file, i) => processImage(names[i], file.bytes, limits)),
  );

  const store = mediaStore();
  const written = [...new Set(processed.map((p) => p.hash))];
  try {
    // Every copy of every image written at once (each write is atomic: a temporary file renamed).
    await Promise.all(
      processed.flatMap((image) => MEDIA_VARIANTS.map((variant) => store.put(image.hash, variant, image[variant]))),
    );
  } catch (error) {
    await cleanUp(written);
    throw error;
  }
  let itemIds: string[];
  try {
    ({ itemIds } = await insertImageItems(
      node.id,
      processed.map((image, i) => ({
        media: {
          id: image.hash,
          mime: image.mime,
          width: image.width,
          height: image.height,
          bytes: image.original.byteLength,
        },
        content: (row) =>
          imageItemText(
            imageHeading(names[i], image.width, image.height),
            row.ocrStatus === "done" ? (row.ocrText ?? "") : row.ocrStatus === "failed" ? "failed" : null,
          ),
      })),
    ));
  } catch (error) {
    await cleanUp(written);
    throw error;
  }
  const reads = written.map((id) => readImageText(id));
  if (input.waitForText) await waitForImageText(written, input.waitForText);
  else void Promise.allSettled(reads);
  const rows = new Map((await getMediaFiles(written)).map((m) => [m.id, m]));
  return {
    items: processed.map((image, i) => {
      const row = rows.get(image.hash);
      return {
        itemId: itemIds[i],
        kind: "image" as const,
        name: names[i],
        text: row?.ocrStatus === "done" ? (row.ocrText ?? "") : "",
        mediaId: image.hash,
        width: image.width,
        height: image.height,
        ocr: (row?.ocrStatus ?? "pending") as AttachedImage["ocr"],
      };
    }),
  };
}

/** After a failed attach: the images that ended with no row (new ones, rolled back) lose their files. */
async function cleanUp(hashes: string[]): Promise<void> {
  await deleteUnreferencedMedia(hashes).catch(() => []);
  const rows = new Set((await getMediaFiles(hashes).catch(() => [])).map((r) => r.id));
  await Promise.all(hashes.filter((h) => !rows.has(h)).map((h) => mediaStore().remove(h)));
}

/**
 * Reads the text of those of these images whose OCR is still pending and not running here (a
 * process that stopped before it finished), waiting at most `ms`. Resolves true when it read any.
 */
export async function imageTextsReady(mediaIds: string[], ms = 60_000): Promise<boolean> {
  if (mediaIds.length === 0) return false;
  const pending = (await getMediaFiles(mediaIds)).filter((m) => m.ocrStatus === "pending").map((m) => m.id);
  if (pending.length === 0) return false;
  for (const id of pending) void readImageText(id).catch(() => undefined);
  await waitForImageText(pending, ms);
  await stopOcr();
  return true;
}
