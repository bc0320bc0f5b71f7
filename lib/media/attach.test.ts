import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { startTurn } from "@/lib/chat/turn";
import { getDb } from "@/lib/db/client";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { seedConversation, thread } from "@/lib/testing/fixtures";
import { createBranch } from "@/lib/tree-ops/create-branch";
import { mergeNode } from "@/lib/tree-ops/merge";
import { purgeNode } from "@/lib/tree-ops/purge";
import { getNodeWindow } from "@/lib/views/node-window";
import { getConversationCounts } from "@/lib/views/tree-view";
import { exportConversation, importChats } from "@/lib/transfer";
import { deleteConversation } from "@/lib/db/queries/conversations";
import { attachImages, deletingImagesOf } from "./attach";
import { bombPng, photoWithGps, textImage } from "./testing-images";
import { useAttachmentsDir } from "./testing-store";

useTestDatabase();

const storedFiles = useAttachmentsDir();

async function say(nodeId: string, text: string) {
  const turn = await startTurn({ nodeId, text });
  await turn.result.consumeStream();
  return turn.done;
}

describe("attachImages", () => {
  it("stores an image once, reads its text, and the offline engine answers from it; branch, merge and purge carry it", async () => {
    const root = await seedConversation({ messages: thread("I will paste a screenshot.", "Go ahead.") });
    const png = await textImage("Error: disk quota exceeded on volume ZEPHYR", 1400, 200, 40);
    const { items } = await attachImages({
      nodeId: root.rootNodeId,
      files: [{ name: "error.png", bytes: png }],
      waitForText: 60_000,
    });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: "image", name: "error.png", ocr: "done" });
    expect(items[0].text).toMatch(/disk quota exceeded/i);
    expect(storedFiles()).toHaveLength(3); // original, model copy, thumbnail

    const window = await getNodeWindow(root.rootNodeId);
    const image = window.at(-1)!;
    expect(image).toMatchObject({ role: "note", mediaId: items[0].mediaId });
    expect(image.content).toMatch(/^Image: error\.png \(1400 x 200\)/);
    expect(image.content).toMatch(/ZEPHYR/);

    const answer = await say(root.rootNodeId, "What does the error in the screenshot say?");
    expect(answer.text).toMatch(/quota/i);

    // The same bytes again: one stored copy, two items.
    await attachImages({ nodeId: root.rootNodeId, files: [{ name: "again.png", bytes: png }], waitForText: 60_000 });
    expect(storedFiles()).toHaveLength(3);

    // Full inheritance: the branch's window shows the image by reference.
    const branch = await createBranch({ parentId: root.rootNodeId, fromItemId: image.id, policy: "full" });
    const inherited = (await getNodeWindow(branch.nodeId)).at(-1)!;
    expect(inherited).toMatchObject({ origin: "inherited", mediaId: items[0].mediaId, contentItemId: image.id });

    // A branch's own image moves up on a full merge, by reference to the same file.
    const other = await textImage("Second screen: build 4471 passed", 900, 160, 36);
    const own = await attachImages({ nodeId: branch.nodeId, files: [{ name: "build.png", bytes: other }] });
    await mergeNode({ nodeId: branch.nodeId, mode: "full", placement: "append" });
    const merged = (await getNodeWindow(root.rootNodeId)).filter((e) => e.origin === "merged");
    expect(merged.map((e) => e.mediaId)).toContain(own.items[0].mediaId);
    expect(storedFiles()).toHaveLength(6);

    // The graph's marker: each node's own and merged images come with its counts; inherited ones are the parent's.
    const counts = await getConversationCounts(root.conversationId);
    const imagesOf = (nodeId: string) => counts.images?.[counts.ids.indexOf(nodeId)] ?? 0;
    expect(imagesOf(root.rootNodeId)).toBe(3); // error.png, again.png, build.png merged up
    expect(imagesOf(branch.nodeId)).toBe(1); // build.png (error.png is inherited)
  });

  it("deletes an image's files with the last item showing it (purge), none left orphaned", async () => {
    const root = await seedConversation({ messages: thread("Start.", "Ok.") });
    const child = await createBranch({ parentId: root.rootNodeId, fromItemId: root.itemIds[1], policy: "full" });
    const before = storedFiles().length;
    const png = await textImage(`Purge me ${Date.now()}`, 600, 120, 30);
    const { items } = await attachImages({ nodeId: child.nodeId, files: [{ name: "p.png", bytes: png }] });
    expect(storedFiles()).toHaveLength(before + 3);
    await purgeNode(child.nodeId);
    expect(storedFiles()).toHaveLength(before);
    expect(await getDb().mediaFile.findUnique({ where: { id: items[0].mediaId } })).toBeNull();
  });

  it("an export references the image and an import restores it", async () => {
    const root = await seedConversation({ messages: thread("Export me.", "Ok.") });
    const { items } = await attachImages({
      nodeId: root.rootNodeId,
      files: [{ name: "chart.png", bytes: await textImage("Revenue chart Q3", 700, 120, 32) }],
      waitForText: 60_000,
    });
    const exported = await exportConversation(root.conversationId);
    const item = exported.conversation.nodes[0].items.find((i) => i.content.includes("chart.png"));
    expect(item?.mediaId).toBe(items[0].mediaId);
    const imported = await importChats(root.projectId, JSON.stringify(exported));
    const newRoot = await getDb().node.findFirstOrThrow({
      where: { conversationId: imported.conversations[0].id, parentId: null },
    });
    const window = await getNodeWindow(newRoot.id);
    const restored = window.find((e) => e.content.includes("chart.png"));
    expect(restored?.mediaId).toBe(items[0].mediaId);
    expect(restored?.content).toMatch(/Revenue/);
  });

  it("deleting a conversation removes the images only it showed", async () => {
    const root = await seedConversation({ messages: thread("Delete me.", "Ok.") });
    const before = storedFiles().length;
    await attachImages({
      nodeId: root.rootNodeId,
      files: [{ name: "gone.png", bytes: await textImage(`Gone ${Date.now()}`, 500, 100, 30) }],
    });
    expect(storedFiles()).toHaveLength(before + 3);
    await deletingImagesOf({ conversationId: root.conversationId }, () => deleteConversation(root.conversationId));
    expect(storedFiles()).toHaveLength(before);
  });

  it("keeps no EXIF or GPS in any stored copy", async () => {
    const root = await seedConversation({ messages: thread("Photo.", "Ok.") });
    const { items } = await attachImages({
      nodeId: root.rootNodeId,
      files: [{ name: "gps.jpg", bytes: await photoWithGps() }],
    });
    const copies = storedFiles().filter((f) => f.includes(items[0].mediaId));
    expect(copies).toHaveLength(3);
    for (const file of copies) {
      const meta = await sharp(file).metadata();
      expect(meta.exif).toBeUndefined();
    }
  });

  it("refuses bad input with a clear 4xx and stores nothing", async () => {
    const root = await seedConversation({ messages: thread("Bad input.", "Ok.") });
    const count = async () => getDb().item.count({ where: { nodeId: root.rootNodeId } });
    const items = await count();
    const files = storedFiles().length;
    const good = await textImage("fine", 200, 80, 20);
    const cases: Array<[string, Parameters<typeof attachImages>[0]["files"], RegExp]> = [
      ["bomb", [{ name: "bomb.png", bytes: await bombPng() }], /limit: (pixels|dimensions)/],
      [
        "html as png",
        [{ name: "x.png", bytes: new TextEncoder().encode("<html><script>1</script></html>") }],
        /not an image/,
      ],
      [
        "truncated",
        [{ name: "t.png", bytes: (await textImage("cut", 800, 600)).subarray(0, 2000) }],
        /truncated|corrupt|not an image/,
      ],
      [
        "good then bad",
        [
          { name: "ok.png", bytes: good },
          { name: "bad.png", bytes: new Uint8Array([1, 2, 3]) },
        ],
        /not an image/,
      ],
      [
        "too many",
        Array.from({ length: 100 }, (_, i) => ({ name: `${i}.png`, bytes: good })),
        /limit: images per message/,
      ],
    ];
    for (const [label, fileList, message] of cases) {
      const refusal = await attachImages({ nodeId: root.rootNodeId, files: fileList }).then(
        () => null,
        (e: { status: number; message: string }) => e,
      );
      expect(refusal, label).not.toBeNull();
      expect(refusal!.status, label).toBeGreaterThanOrEqual(400);
      expect(refusal!.status, label).toBeLessThan(500);
      expect(refusal!.message, label).toMatch(message);
    }
    expect(await count()).toBe(items);
    expect(storedFiles()).toHaveLength(files);
  });
});
