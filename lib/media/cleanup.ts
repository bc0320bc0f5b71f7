import "server-only";
import { deleteUnreferencedMedia, mediaOf } from "@/lib/db/queries/media";
import { mediaStore } from "./store";

// Apart from ./attach.ts so that the chat import's thread (lib/transfer) loads no OCR engine.

/**
 * Removes the stored images that no item references any more (after a purge or a deleted
 * conversation): their rows and their files. `candidates`: the images the deleted items showed.
 */
export async function removeUnreferencedImages(candidates: string[]): Promise<number> {
  const gone = await deleteUnreferencedMedia(candidates);
  await Promise.all(gone.map((h) => mediaStore().remove(h)));
  return gone.length;
}

/**
 * Runs a deletion of a conversation or a project and then removes the images only it showed, so
 * that no file outlives its last item.
 */
export async function deletingImagesOf<T>(
  scope: { conversationId: string } | { projectId: string },
  remove: () => Promise<T>,
): Promise<T> {
  const images = await mediaOf(scope);
  const result = await remove();
  await removeUnreferencedImages(images);
  return result;
}
