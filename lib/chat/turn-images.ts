import "server-only";
import type { ModelMessage } from "ai";
import { findModel, type ModelViewer } from "@/lib/ai/providers";
import type { ContextReport } from "@/lib/context/types";
import type { WindowEntry } from "@/lib/shared/tree-types";
import { getMediaFiles, imageEntries, itemContents } from "@/lib/db/queries/media";
import { headingOf, imageAsText } from "@/lib/shared/image-text";
import { readImageText, waitForImageText } from "@/lib/media/ocr";
import { mediaStore } from "@/lib/media/store";

/** A model without vision waits at most this long for an image's OCR before answering without it. */
const OCR_WAIT_MS = 30_000;

/**
 * Whether a registry model id sees images (its connection or the catalog says so); `viewer`, the
 * account the turn answers, whose own connections' models count too.
 */
export function modelSeesImages(modelId: string, viewer: ModelViewer = null): boolean {
  return findModel(modelId, undefined, viewer)?.capabilities?.vision === true;
}

/**
 * The prompt's image items for the model that answers (issue 35): a vision model receives each as
 * a file part (the downscaled copy) under its name; any other model receives the text OCR read
 * from it, after a line saying that it cannot see the image (the turn waits for a pending OCR, at
 * most {@link OCR_WAIT_MS}; a vision model's turn never waits for it). The entries are found by the
 * report's item ids, in the order context assembly wrote them (lib/context/plan.ts: one message per
 * entry, inherited then history). `window`: the entries the turn read, when it has them (no lookup
 * when none of the prompt's is an image).
 */
export async function withImages(
  messages: ModelMessage[],
  report: Pick<ContextReport, "sections">,
  modelId: string,
  viewer: ModelViewer = null,
  window?: readonly Pick<WindowEntry, "id" | "mediaId">[],
): Promise<ModelMessage[]> {
  const ids = report.sections.filter((s) => s.name === "inherited" || s.name === "history").flatMap((s) => s.itemIds);
  if (ids.length === 0 || messages.length < ids.length) return messages;
  if (window) {
    // The window the turn read holds each entry's image (an inherited one's too): nothing to look up without one.
    const media = new Map(window.map((e) => [e.id, e.mediaId ?? null]));
    if (ids.every((id) => media.has(id) && media.get(id) === null)) return messages;
  }
  const shown = await imageEntries(ids);
  if (shown.size === 0) return messages;
  const out = [...messages];
  const mediaIds = [...new Set([...shown.values()].map((s) => s.mediaId))];
  if (modelSeesImages(modelId, viewer)) {
    const files = new Map((await getMediaFiles(mediaIds)).map((m) => [m.id, m]));
    for (const [i, id] of ids.entries()) {
      const image = shown.get(id);
      const row = image && files.get(image.mediaId);
      const bytes = row ? await mediaStore().get(row.id, "model") : null;
      if (!row || !bytes) continue;
      const text = typeof out[i].content === "string" ? headingOf(out[i].content as string) : "Image";
      out[i] = {
        role: "user",
        content: [
          { type: "text", text },
          { type: "file", data: bytes, mediaType: row.mime },
        ],
      };
    }
    return out;
  }
  // No vision: the OCR text, once read (started again here if a restart interrupted it).
  const pending = (await getMediaFiles(mediaIds)).filter((m) => m.ocrStatus === "pending").map((m) => m.id);
  for (const id of pending) void readImageText(id).catch(() => undefined);
  if (pending.length) await waitForImageText(pending, OCR_WAIT_MS);
  const texts = await itemContents([...shown.values()].map((s) => s.contentId));
  for (const [i, id] of ids.entries()) {
    const image = shown.get(id);
    const content = image && texts.get(image.contentId);
    if (content === undefined) continue;
    out[i] = { role: "user", content: `Note: ${imageAsText(content)}` };
  }
  return out;
}
