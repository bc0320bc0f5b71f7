import "server-only";
import { z } from "zod";
import { getNode } from "@/lib/db/queries/nodes";
import { AppError } from "@/lib/errors";
import type { Reader } from "@/lib/views/tree-view";
import { runInThread } from "@/lib/jobs/thread";
import { exportConversation } from "./export";
import { pathMarkdown, treeMarkdown } from "./markdown";
import { embedImages } from "./media";

/** What an export is asked for: the lossless JSON, or Markdown of the whole tree or one node's path. */
export const exportQuerySchema = z.object({
  format: z.enum(["json", "md"], { message: "format is json or md." }).default("json"),
  /** md: one node's path, or the whole tree (default). */
  node: z.string().min(1).max(64).optional(),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/** An export as a file: its text, a file name from the title, and its media type. */
export interface ExportFile {
  body: string;
  name: string;
  type: "application/json" | "text/markdown";
}

/**
 * A conversation's export as a file (the export route and /api/v1's export). Other members' open
 * asides are left out (`own` is the caller). Reads only.
 *
 * @throws AppError not_found:conversation | not_found:node (a node of another conversation)
 */
export async function exportFile(
  conversationId: string,
  { format, node }: ExportQuery,
  own: Reader,
): Promise<ExportFile> {
  if (node && (await getNode(node)).conversationId !== conversationId)
    throw new AppError("not_found:node", "That node is not part of this conversation.");
  if (format === "json") {
    // The images' bytes ride along (bounded), so that an import elsewhere restores the pictures.
    const exported = await embedImages(await exportConversation(conversationId, own));
    return {
      body: JSON.stringify(exported, null, 2),
      name: fileName(exported.conversation.title, "canopy.json"),
      type: "application/json",
    };
  }
  const { title, markdown } = node ? await pathMarkdown(node, own) : await treeMarkdown(conversationId, own);
  return { body: markdown, name: fileName(title, "md"), type: "text/markdown" };
}

/** An export encoded (UTF-8), as the export thread hands it over: what a download sends. */
export interface ExportDownload {
  bytes: Uint8Array;
  name: string;
  type: ExportFile["type"];
}

/**
 * The largest export sent (UTF-8 bytes): a 100,000-node conversation's JSON is ~60 MB. Beyond it,
 * too_large:export (413) and an export of one path is the way.
 */
export const MAX_EXPORT_BYTES = 128 * 1024 * 1024;

/**
 * An export's file as bytes, refused past {@link MAX_EXPORT_BYTES} (the export thread's last step).
 *
 * @throws AppError too_large:export
 */
export function exportBytes(file: ExportFile, maxBytes = MAX_EXPORT_BYTES): ExportDownload {
  const bytes = new TextEncoder().encode(file.body);
  if (bytes.byteLength > maxBytes)
    throw new AppError(
      "too_large:export",
      `The export is ${Math.ceil(bytes.byteLength / 2 ** 20)} MB, over the ${Math.floor(maxBytes / 2 ** 20)} MB an export may send: export one path (format=md&node=ID) instead.`,
    );
  return { bytes, name: file.name, type: file.type };
}

/** How long an export may take in its thread, and the heap it may use (a 100,000-node tree fits). */
const EXPORT_THREAD_MS = 120_000;
const EXPORT_THREAD_HEAP_MB = 1024;

/** What the export thread is given. */
export interface ExportThreadInput {
  conversationId: string;
  query: ExportQuery;
  reader: Reader;
}

/**
 * {@link exportFile} in a worker thread (./export-thread.ts): reading every node and message,
 * rendering JSON or Markdown and stringifying a conversation of thousands of branches takes
 * seconds of one thread, which the server's event loop (everyone's requests) must not give
 * (issue 32, finding 3). The routes also limit exports per account (`rateLimit: "export"`).
 *
 * The file comes back as bytes (moved from the thread, not copied) and is sent in slices
 * ({@link downloadResponse}).
 *
 * @throws AppError not_found:conversation | not_found:node | too_large:export (over its time, memory or {@link MAX_EXPORT_BYTES})
 */
export async function exportFileOffThread(
  conversationId: string,
  query: ExportQuery,
  reader: Reader,
): Promise<ExportDownload> {
  return runInThread<ExportDownload>(
    { name: "export-thread", source: "lib/transfer/export-thread.ts" },
    { conversationId, query, reader: { ...reader } } satisfies ExportThreadInput,
    {
      timeoutMs: EXPORT_THREAD_MS,
      maxHeapMb: EXPORT_THREAD_HEAP_MB,
      refusal: (limit) =>
        new AppError(
          "too_large:export",
          limit === "time"
            ? `The export took longer than ${EXPORT_THREAD_MS / 1000} seconds and was stopped: export one path (format=md&node=ID) instead.`
            : "The conversation needs more memory to export than an export may use: export one path (format=md&node=ID) instead.",
        ),
    },
  );
}

/** What a download sends at a time: the event loop answers other requests between slices. */
const SLICE_BYTES = 256 * 1024;

/**
 * The file as a download response, its bytes streamed in slices of {@link SLICE_BYTES}, each when
 * the connection asks for it (a slow reader holds no more than a slice in flight).
 */
export function downloadResponse(file: ExportDownload): Response {
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const end = Math.min(at + SLICE_BYTES, file.bytes.byteLength);
      controller.enqueue(file.bytes.subarray(at, end));
      at = end;
      if (at >= file.bytes.byteLength) controller.close();
    },
  });
  return new Response(body, {
    headers: {
      "content-length": String(file.bytes.byteLength),
      "content-type": `${file.type}; charset=utf-8`,
      "content-disposition": `attachment; filename="${file.name}"`,
      "cache-control": "no-store",
    },
  });
}

/** A file name from a title: letters, digits and dashes. */
function fileName(title: string, extension: string): string {
  const base =
    title
      .normalize("NFKD")
      .replace(/[^\w\s-]/g, "")
      .trim()
      .replace(/\s+/g, "-")
      .slice(0, 60) || "conversation";
  return `${base}.${extension}`;
}
