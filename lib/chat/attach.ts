import "server-only";
import { publishChange } from "@/lib/live/publish";
import { appendItem } from "@/lib/db/queries/items";
import { getNode } from "@/lib/db/queries/nodes";
import { readDocumentsInThread } from "@/lib/knowledge/read-in-thread";
import type { DocumentFormat, ImportFile } from "@/lib/knowledge/types";
import { assertWritable } from "@/lib/tree/lifecycle";
import { countTokens } from "@/lib/text/count-tokens";

/** What {@link attachFile} added to the node's window. */
export type AttachResult = { itemId: string; name: string; format: DocumentFormat; chars: number; tokens: number };

const FORMAT_LABEL: Record<DocumentFormat, string> = {
  pdf: "PDF",
  docx: "Word",
  html: "HTML",
  csv: "CSV",
  md: "Markdown",
  txt: "text",
  json: "chat export",
  man: "manual page",
};

/** The first line of an attachment note: what file it is (its provenance). */
export function attachmentHeading(name: string, format: DocumentFormat, pages?: number): string {
  return `📎 Attached file: ${name} (${FORMAT_LABEL[format]}${pages ? `, ${pages} page${pages === 1 ? "" : "s"}` : ""})`;
}

/**
 * Attaches a file to a node: its text (any importable format, read by `readDocument` in a worker
 * thread) becomes a
 * local note at the end of the node's window, headed by the file's name, so the next turn's
 * context carries it. A file too large for the prompt is not cut: context assembly folds it into
 * the node's memory tree like any overflowing history (lib/context), and each turn recalls from
 * it what the message asks about.
 *
 * @throws AppError not_found:node, conflict:node_closed, conflict:volatile_foreign, invalid:document
 */
export async function attachFile(input: {
  nodeId: string;
  file: ImportFile;
  sessionId?: string | null;
}): Promise<AttachResult> {
  const node = await getNode(input.nodeId);
  assertWritable(node, input.sessionId ?? null);
  const [doc] = await readDocumentsInThread([input.file]); // parsed off the event loop
  const pages = doc.format === "pdf" ? doc.sections?.at(-1)?.page : undefined;
  const content = `${attachmentHeading(doc.name, doc.format, pages)}\n\n${doc.text}`;
  const tokens = countTokens(content);
  const item = await appendItem(node.id, { role: "note", content, tokenCount: tokens });
  await publishChange({ conversationId: node.conversationId }, "items", [node.id]);
  return { itemId: item.id, name: doc.name, format: doc.format, chars: doc.text.length, tokens };
}
