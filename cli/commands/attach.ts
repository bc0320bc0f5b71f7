import { open, stat } from "node:fs/promises";
import { basename } from "node:path";
import { z } from "zod";
import { nodeAccess } from "@/lib/actions/access-specs";
import { idSchema } from "@/lib/actions/schemas";
import { attachFile } from "@/lib/chat/attach";
import { AppError } from "@/lib/errors";
import { attachImages } from "@/lib/media/attach";
import { imageLimits } from "@/lib/media/limits";
import { stopOcr } from "@/lib/media/ocr";
import { formatBytes, isImageName } from "@/lib/shared/image-limits";
import { defineCommand } from "@/cli/define";

const USAGE = "attach --node ID FILE...";

/** The CLI waits this long for OCR before printing (the text then arrives in `window` later). */
const OCR_WAIT_MS = 60_000;
/** A document read from disk: at most this many bytes (the browser's upload limit). */
const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

/** Reads a file the user named, refusing one over `max` bytes before reading it. */
async function readLimited(path: string, max: number, what: string): Promise<Uint8Array> {
  const info = await stat(path).catch(() => {
    throw new AppError("invalid:file", `Cannot read "${path}": no such file.`);
  });
  if (!info.isFile()) throw new AppError("invalid:file", `"${path}" is not a file.`);
  if (info.size > max)
    throw new AppError(
      "too_large:image",
      `"${basename(path)}" is ${formatBytes(info.size)}: ${what} may be at most ${formatBytes(max)} (limit: size).`,
    );
  const handle = await open(path);
  try {
    return new Uint8Array(await handle.readFile());
  } finally {
    await handle.close();
  }
}

/**
 * `attach`: adds files to a node's window: images (PNG, JPEG, WebP, GIF, HEIC) as image items with
 * the text OCR reads from them, any other file as a document note (lib/chat/attach.ts). The images
 * go in one request's worth (the same limits as the browser), all or nothing.
 */
export const attachCommand = defineCommand({
  name: "attach",
  usage: USAGE,
  summary: "attach images (read by OCR) or documents to a node's window",
  flags: { node: { type: "string" } },
  required: ["node"],
  input: (values, positionals) => ({ nodeId: values.node, files: positionals }),
  schema: z.object({ nodeId: idSchema, files: z.array(z.string().min(1)).min(1, "Name at least one FILE.") }),
  ...nodeAccess("write"),
  async run({ nodeId, files }) {
    const limits = imageLimits();
    const imagePaths = files.filter(isImageName);
    const documentPaths = files.filter((f) => !isImageName(f));
    const items: Array<{ itemId: string; kind: "image" | "document"; name: string; text: string }> = [];
    try {
      if (imagePaths.length) {
        const uploads = [];
        for (const path of imagePaths)
          uploads.push({ name: basename(path), bytes: await readLimited(path, limits.maxBytes, "images") });
        const attached = await attachImages({ nodeId, files: uploads, sessionId: "cli", waitForText: OCR_WAIT_MS });
        items.push(...attached.items.map(({ itemId, name, text }) => ({ itemId, kind: "image" as const, name, text })));
      }
      for (const path of documentPaths) {
        const bytes = await readLimited(path, MAX_DOCUMENT_BYTES, "documents");
        const name = basename(path);
        const doc = await attachFile({ nodeId, file: { name, content: bytes }, sessionId: "cli" });
        items.push({ itemId: doc.itemId, kind: "document", name: doc.name, text: "" });
      }
    } finally {
      await stopOcr();
    }
    return {
      data: { items },
      text: items
        .map(
          (i) => `${i.kind} ${i.name} -> ${i.itemId}${i.text ? `: ${i.text.replace(/\s+/g, " ").slice(0, 120)}` : ""}`,
        )
        .join("\n"),
    };
  },
});
