import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { deleteConversation } from "@/lib/db/queries/conversations";
import { attachImages } from "@/lib/media/attach";
import { deletingImagesOf } from "@/lib/media/cleanup";
import { mediaStore } from "@/lib/media/store";
import { bombPng, photoWithGps, textImage } from "@/lib/media/testing-images";
import { useAttachmentsDir } from "@/lib/media/testing-store";
import { countRows, seedConversation, thread } from "@/lib/testing/fixtures";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { getNodeWindow } from "@/lib/views/node-window";
import { exportFile } from "./download";
import { exportConversation } from "./export";
import { importChats } from "./import";
import { embedImages } from "./media";
import type { CanopyExport } from "./plan";

useTestDatabase();

const stored = useAttachmentsDir();
const storedFiles = () => stored().length;

/** A conversation with one image (OCR read), exported as the download route writes it. */
async function exportedWithImage(text: string) {
  const root = await seedConversation({ messages: thread("Here is the chart.", "Thanks.") });
  const { items } = await attachImages({
    nodeId: root.rootNodeId,
    files: [{ name: "chart.png", bytes: await textImage(text, 900, 140, 36) }],
    waitForText: 60_000,
  });
  const file = await exportFile(root.conversationId, { format: "json" }, {});
  return { root, mediaId: items[0].mediaId, exported: JSON.parse(file.body) as CanopyExport };
}

/** The image item of an imported conversation's root and its stored row. */
async function importedImage(conversationId: string) {
  const root = await getDb().node.findFirstOrThrow({ where: { conversationId, parentId: null } });
  const entry = (await getNodeWindow(root.id)).find((e) => e.content.includes("chart.png"));
  const row = entry?.mediaId ? await getDb().mediaFile.findUnique({ where: { id: entry.mediaId } }) : null;
  return { entry, row };
}

describe("images in exports", () => {
  it("embeds the stored original; an import after the files were removed restores the picture and its text", async () => {
    const { root, mediaId, exported } = await exportedWithImage("Quarterly revenue NIMBUS 42");
    expect(exported.media).toHaveLength(1);
    const [embedded] = exported.media!;
    expect(embedded).toMatchObject({ id: mediaId, variant: "original" });
    expect(embedded.ocrText).toMatch(/NIMBUS/);
    expect(
      Buffer.from(embedded.data, "base64").equals(Buffer.from((await mediaStore().get(mediaId, "original"))!)),
    ).toBe(true);

    // The conversation and its files are gone (another instance holds neither).
    await deletingImagesOf({ conversationId: root.conversationId }, () => deleteConversation(root.conversationId));
    expect(storedFiles()).toBe(0);

    const { conversations } = await importChats(root.projectId, JSON.stringify(exported));
    const { entry, row } = await importedImage(conversations[0].id);
    expect(entry?.mediaId).toMatch(/^[0-9a-f]{64}$/);
    expect(row).toMatchObject({ mime: "image/png", ocrStatus: "done" });
    expect(row?.ocrText).toMatch(/NIMBUS/);
    expect(entry?.content).toMatch(/NIMBUS/);
    const thumb = await mediaStore().get(entry!.mediaId!, "thumb");
    expect((await sharp(thumb!).metadata()).format).toBe("webp");
    expect(storedFiles()).toBe(3);
  }, 60_000);

  it("an import on the instance that holds the image keeps it by reference (stored once); lost files are stored again", async () => {
    const { root, mediaId, exported } = await exportedWithImage("Held already ORCHID");
    const files = storedFiles();
    const { conversations } = await importChats(root.projectId, JSON.stringify(exported), { thread: false });
    expect((await importedImage(conversations[0].id)).entry?.mediaId).toBe(mediaId);
    expect(storedFiles()).toBe(files);

    // The row kept but its files lost (a partial backup): the embedded bytes store them again.
    await mediaStore().remove(mediaId);
    const again = await importChats(root.projectId, JSON.stringify(exported), { thread: false });
    const { entry } = await importedImage(again.conversations[0].id);
    expect(await mediaStore().has(entry!.mediaId!, "thumb")).toBe(true);
    expect(await mediaStore().has(entry!.mediaId!, "original")).toBe(true);
  });

  it("refuses bad or oversized embedded images with a clear 4xx, importing and storing nothing", async () => {
    const { root, exported } = await exportedWithImage("Refused later QUARTZ");
    await deletingImagesOf({ conversationId: root.conversationId }, () => deleteConversation(root.conversationId));
    const rows = await countRows();
    const files = storedFiles();
    const media = await getDb().mediaFile.count();
    const withData = (data: string) => JSON.stringify({ ...exported, media: [{ ...exported.media![0], data }] });

    // The first two through the import's thread (as the route runs it), the rest on this one (faster).
    const refusals: Array<[string, RegExp, RegExp]> = [
      // Not base64.
      [withData("not*base64!"), /^invalid:import$/, /not base64/],
      // A decompression bomb: refused from its header.
      [withData(Buffer.from(await bombPng()).toString("base64")), /^too_large:import$/, /limit: (pixels|dimensions)/],
      // A PDF renamed: not an image.
      [withData(Buffer.from("%PDF-1.4\n%%EOF\n").toString("base64")), /^invalid:import$/, /not an image/],
      // Truncated.
      [withData(exported.media![0].data.slice(0, 400)), /^invalid:import$/, /truncated|corrupt|not an image/],
      // SVG.
      [
        withData(
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>').toString("base64"),
        ),
        /^invalid:import$/,
        /SVG/,
      ],
    ];
    for (const [i, [text, code, message]] of refusals.entries()) {
      const refused = await importChats(root.projectId, text, { thread: i < 2 }).then(
        () => null,
        (error: { code: string; message: string }) => error,
      );
      expect(refused?.code).toMatch(code);
      expect(refused?.message).toMatch(message);
    }
    // Over the size limit (the operator's, checked on this thread so the setting applies).
    process.env.CANOPY_IMAGE_MAX_BYTES = "1000";
    try {
      await expect(importChats(root.projectId, JSON.stringify(exported), { thread: false })).rejects.toMatchObject({
        code: "too_large:import",
        message: expect.stringMatching(/limit: size/),
      });
    } finally {
      delete process.env.CANOPY_IMAGE_MAX_BYTES;
    }
    expect(await countRows()).toEqual(rows);
    expect(storedFiles()).toBe(files);
    expect(await getDb().mediaFile.count()).toBe(media);
  }, 120_000);

  // Last: OCR of these noisy photos runs on in the background.
  it("past the bound, images are embedded as their model copy, then referenced only", async () => {
    const root = await seedConversation({ messages: thread("Photos.", "Nice.") });
    const files = await Promise.all([photoWithGps(2400, 1800), photoWithGps(2000, 1500), photoWithGps(1800, 1200)]);
    await attachImages({ nodeId: root.rootNodeId, files: files.map((bytes, i) => ({ name: `p${i}.jpg`, bytes })) });
    const plain = await exportConversation(root.conversationId);
    const originals = await getDb().mediaFile.findMany({ orderBy: { createdAt: "asc" } });
    const first = plain.conversation.nodes[0].items.find((i) => i.mediaId)!.mediaId!;
    const firstBytes = originals.find((o) => o.id === first)!.bytes;
    const model = (await mediaStore().get(first, "model"))!.byteLength;
    // Room for the first original and one model copy only.
    const embedded = await embedImages(plain, firstBytes + model + 10);
    expect(embedded.media?.map((m) => m.variant)).toEqual(["original", "model"]);
    expect(embedded.media?.reduce((t, m) => t + Buffer.from(m.data, "base64").byteLength, 0)).toBeLessThanOrEqual(
      firstBytes + model + 10,
    );
  }, 60_000);
});
