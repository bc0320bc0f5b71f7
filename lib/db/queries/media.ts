import "server-only";
import { getDb, transaction, type Tx } from "@/lib/db/client";
import { chunked } from "@/lib/db/in-list";
import { countTokens } from "@/lib/text/count-tokens";
import { appendItem } from "./items";

/** A stored image's row (lib/media): its bytes live in the media store under `id`, its content hash. */
export interface MediaRow {
  id: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  ocrText: string | null;
  ocrStatus: string;
}

/** Records a stored image once: a second upload of the same bytes finds the first row. */
export async function upsertMediaFile(
  row: Omit<MediaRow, "ocrText" | "ocrStatus">,
  tx: Tx = getDb(),
): Promise<MediaRow> {
  return tx.mediaFile.upsert({ where: { id: row.id }, create: row, update: {} });
}

export async function getMediaFiles(ids: string[]): Promise<MediaRow[]> {
  if (ids.length === 0) return [];
  const rows: MediaRow[] = [];
  for (const chunk of chunked([...new Set(ids)]))
    rows.push(...(await getDb().mediaFile.findMany({ where: { id: { in: chunk } } })));
  return rows;
}

export async function getMediaFile(id: string): Promise<MediaRow | null> {
  return getDb().mediaFile.findUnique({ where: { id } });
}

/** The image an item shows: its own, or (an inherited reference) the referenced item's. */
export async function mediaOfItem(itemId: string): Promise<{ mediaId: string; name: string } | null> {
  const item = await getDb().item.findUnique({
    where: { id: itemId },
    select: { mediaId: true, content: true, ref: { select: { mediaId: true, content: true } } },
  });
  const mediaId = item?.mediaId ?? item?.ref?.mediaId;
  if (!item || !mediaId) return null;
  return { mediaId, name: item.ref?.content ?? item.content };
}

/** Stores what OCR read (or that it failed), once per image. */
export async function saveOcr(id: string, text: string | null, status: "done" | "failed"): Promise<void> {
  await getDb().mediaFile.updateMany({ where: { id }, data: { ocrText: text, ocrStatus: status } });
}

/** The original items (not references) that show an image: their text is rewritten when OCR finishes. */
export async function itemsShowing(mediaId: string): Promise<Array<{ id: string; content: string }>> {
  return getDb().item.findMany({ where: { mediaId, refItemId: null }, select: { id: true, content: true } });
}

export async function setItemText(id: string, content: string, tokenCount: number): Promise<void> {
  await getDb().item.update({ where: { id }, data: { content, tokenCount } });
}

/**
 * Of `ids`, the images no item references any more (a purge removed the last): their rows are
 * deleted here and their ids returned, for the caller to remove the files.
 */
export async function deleteUnreferencedMedia(ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const kept = new Set<string | null>();
  for (const chunk of chunked([...new Set(ids)])) {
    const used = await getDb().item.findMany({
      where: { mediaId: { in: chunk } },
      select: { mediaId: true },
      distinct: ["mediaId"],
    });
    for (const u of used) kept.add(u.mediaId);
  }
  const gone = [...new Set(ids)].filter((id) => !kept.has(id));
  for (const chunk of chunked(gone)) await getDb().mediaFile.deleteMany({ where: { id: { in: chunk } } });
  return gone;
}

/** Every stored image id (the orphan sweep compares them with the items). */
export async function allMediaIds(): Promise<string[]> {
  return (await getDb().mediaFile.findMany({ select: { id: true } })).map((r) => r.id);
}

/** The images shown by the items of these nodes (before a purge deletes them). */
export async function mediaOfNodes(nodeIds: string[], tx: Tx = getDb()): Promise<string[]> {
  const found = new Set<string>();
  // In pieces (lib/db/in-list.ts): a purge of 2,000 nodes passes SQLite's parameter limit in one list.
  for (const chunk of chunked(nodeIds)) {
    const rows = await tx.item.findMany({
      where: { nodeId: { in: chunk }, mediaId: { not: null } },
      select: { mediaId: true },
      distinct: ["mediaId"],
    });
    for (const r of rows) found.add(r.mediaId!);
  }
  return [...found];
}

/** One image item to write: its stored file's row and the item's text. */
export interface NewImageItem {
  media: Omit<MediaRow, "ocrText" | "ocrStatus">;
  /** The item's text from the file's row as found (its OCR may be known already). */
  content: (row: MediaRow) => string;
}

/**
 * Records the images' rows (once per content hash) and appends one note item per image to the
 * node's window, in one transaction. Returns the items' ids and the rows as stored.
 */
export async function insertImageItems(
  nodeId: string,
  images: NewImageItem[],
): Promise<{ itemIds: string[]; rows: MediaRow[] }> {
  return transaction(async (tx) => {
    const rows: MediaRow[] = [];
    for (const image of images) rows.push(await upsertMediaFile(image.media, tx));
    const itemIds: string[] = [];
    for (const [i, image] of images.entries()) {
      const content = image.content(rows[i]);
      const item = await appendItem(
        nodeId,
        { role: "note", content, tokenCount: countTokens(content), mediaId: image.media.id },
        tx,
      );
      itemIds.push(item.id);
    }
    return { itemIds, rows };
  });
}

/** Of these window rows, those that show an image: the image and the item holding its text. */
export async function imageEntries(ids: string[]): Promise<Map<string, { mediaId: string; contentId: string }>> {
  const rows = [];
  for (const chunk of chunked(ids))
    rows.push(
      ...(await getDb().item.findMany({
        where: { id: { in: chunk } },
        select: { id: true, mediaId: true, ref: { select: { id: true, mediaId: true } } },
      })),
    );
  return new Map(
    rows.flatMap((r) => {
      const mediaId = r.mediaId ?? r.ref?.mediaId;
      return mediaId ? [[r.id, { mediaId, contentId: r.ref?.id ?? r.id }] as const] : [];
    }),
  );
}

/** The text of these items, by id. */
export async function itemContents(ids: string[]): Promise<Map<string, string>> {
  const rows = [];
  for (const chunk of chunked(ids))
    rows.push(...(await getDb().item.findMany({ where: { id: { in: chunk } }, select: { id: true, content: true } })));
  return new Map(rows.map((r) => [r.id, r.content]));
}

/** The images shown in a conversation or a whole project (before deleting it). */
export async function mediaOf(scope: { conversationId: string } | { projectId: string }): Promise<string[]> {
  const rows = await getDb().item.findMany({
    where: {
      mediaId: { not: null },
      node:
        "conversationId" in scope
          ? { conversationId: scope.conversationId }
          : { conversation: { projectId: scope.projectId } },
    },
    select: { mediaId: true },
    distinct: ["mediaId"],
  });
  return rows.map((r) => r.mediaId!);
}
