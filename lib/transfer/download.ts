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
 * @throws AppError not_found:conversation | not_found:node | too_large:export (over its time or memory)
 */
export async function exportFileOffThread(
  conversationId: string,
  query: ExportQuery,
  reader: Reader,
): Promise<ExportFile> {
  return runInThread<ExportFile>(
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

/** The file as a download response. */
export function downloadResponse(file: ExportFile): Response {
  return new Response(file.body, {
    headers: {
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
