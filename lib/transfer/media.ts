import "server-only";
import { getMediaFiles, saveOcr, upsertMediaFile } from "@/lib/db/queries/media";
import { AppError, isAppError } from "@/lib/errors";
import { removeUnreferencedImages } from "@/lib/media/cleanup";
import { imageLimits } from "@/lib/media/limits";
import { processImage, type ProcessedImage } from "@/lib/media/process";
import { MEDIA_VARIANTS, mediaStore } from "@/lib/media/store";
import { MAX_EMBEDDED_BYTES, type CanopyExport, type EmbeddedImage } from "./plan";

/** The images an export's items show, once each, in the order they first appear. */
function shownImages(exported: CanopyExport): string[] {
  return [
    ...new Set(exported.conversation.nodes.flatMap((n) => n.items.flatMap((i) => (i.mediaId ? [i.mediaId] : [])))),
  ];
}

/**
 * The export with its images' bytes embedded (`media`), so that an import on another instance, or
 * after the files were removed, restores the pictures. Each image is embedded as its stored
 * original (EXIF already stripped), base64; once the originals would pass {@link MAX_EMBEDDED_BYTES}
 * in all, the rest are embedded as their model copy (at most 1,568 px), and beyond that referenced
 * by hash only (their text, with what OCR read, is in the items either way). An image whose files
 * are gone is referenced only. Runs where the export runs (its worker thread).
 */
export async function embedImages(exported: CanopyExport, bound = MAX_EMBEDDED_BYTES): Promise<CanopyExport> {
  const ids = shownImages(exported);
  if (ids.length === 0) return exported;
  const rows = new Map((await getMediaFiles(ids)).map((r) => [r.id, r]));
  const store = mediaStore();
  const media: EmbeddedImage[] = [];
  let total = 0;
  for (const id of ids) {
    const row = rows.get(id);
    if (!row) continue;
    for (const variant of ["original", "model"] as const) {
      // The size is known for the original (the row); the model copy is read to learn it.
      if (variant === "original" && total + row.bytes > bound) continue;
      const bytes = await store.get(id, variant);
      if (!bytes || total + bytes.byteLength > bound) continue;
      total += bytes.byteLength;
      media.push({
        id,
        variant,
        ocrText: row.ocrStatus === "done" ? row.ocrText : null,
        data: Buffer.from(bytes).toString("base64"),
      });
      break;
    }
  }
  return media.length ? { ...exported, media } : exported;
}

/** What {@link restoreImages} did: the id each item's image now has, and the images it stored anew. */
export interface RestoredImages {
  /** The file's image id -> the image as stored here; absent: neither held here nor embedded. */
  ids: Map<string, string>;
  /** Images this import stored (rows and files): to remove if the import fails after all. */
  created: string[];
}

/**
 * The images an import's items show, by the file's ids: those this instance holds already keep
 * their id; those embedded in the file (`media`) are decoded and stored exactly as an upload is
 * (lib/media/process.ts: type from the bytes, the header checked before decoding, the upload
 * limits, every copy re-encoded without metadata), with the OCR text the export carried. Every
 * embedded image is checked before anything is stored: one bad or oversized image refuses the
 * import and stores nothing. Images neither held nor embedded are left out (the item keeps its
 * text). Embedded images no item shows are ignored.
 *
 * @throws AppError invalid:import (not an image, corrupt, SVG), too_large:import (an image over a
 * limit: the message names it)
 */
export async function restoreImages(wanted: string[], media: EmbeddedImage[] = []): Promise<RestoredImages> {
  const ids = new Map<string, string>();
  if (wanted.length === 0) return { ids, created: [] };
  const store = mediaStore();
  // Held: a row and its files (an operator may have lost the files; then the embedded bytes serve).
  for (const row of await getMediaFiles(wanted)) if (await store.has(row.id, "original")) ids.set(row.id, row.id);
  const embedded = new Map(media.map((m) => [m.id, m]));
  const missing = [...new Set(wanted)].filter((id) => !ids.has(id) && embedded.has(id));
  const limits = imageLimits();
  const processed: Array<{ id: string; image: ProcessedImage; ocrText: string | null }> = [];
  for (const [n, id] of missing.entries()) {
    const entry = embedded.get(id)!;
    const label = `image ${n + 1} of the file (${id.slice(0, 12)}…)`;
    const bytes = Buffer.from(entry.data, "base64");
    try {
      processed.push({ id, image: await processImage(label, bytes, limits), ocrText: entry.ocrText ?? null });
    } catch (error) {
      if (!isAppError(error)) throw error;
      throw new AppError(
        error.code === "too_large:image" ? "too_large:import" : "invalid:import",
        `The file's embedded ${error.message.replace(/^"[^"]*": /, `${label}: `)} Nothing was imported.`,
      );
    }
  }
  const created: string[] = [];
  try {
    for (const { id, image, ocrText } of processed) {
      const before = (await getMediaFiles([image.hash])).length > 0;
      if (!before || !(await store.has(image.hash, "original")))
        await Promise.all(MEDIA_VARIANTS.map((variant) => store.put(image.hash, variant, image[variant])));
      if (!before) {
        created.push(image.hash);
        await upsertMediaFile({
          id: image.hash,
          mime: image.mime,
          width: image.width,
          height: image.height,
          bytes: image.original.byteLength,
        });
        if (ocrText !== null) await saveOcr(image.hash, ocrText, "done");
      }
      ids.set(id, image.hash);
    }
  } catch (error) {
    await forgetImages(created);
    throw error;
  }
  return { ids, created };
}

/** After a failed import: the images it stored that no item shows lose their rows and files. */
export async function forgetImages(created: string[]): Promise<void> {
  if (created.length) await removeUnreferencedImages(created).catch(() => 0);
}
