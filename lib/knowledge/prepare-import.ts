import { chunkDocuments, chunkUnits, documentTitle } from "@/lib/memory/chunk";
import type { KtChunk } from "@/lib/memory/nodes";
import { stripNulDeep } from "@/lib/shared/text-input";
import { chunkRanges, locationLabel } from "./provenance";
import type { SavePlan } from "./save-import";
import type { ParsedDocument } from "./types";

/**
 * An import's documents made ready for the tree work: NUL removed, each chunked under the id its
 * Document row gets, and those rows' sizes. Pure: the import's tree thread runs it on spooled
 * documents (./spool.ts), so that chunking megabytes of text never holds the server's thread; the
 * server's thread runs it for a model engine's import.
 */
export function prepareDocuments(
  docs: ParsedDocument[],
  ids: string[],
): { chunks: KtChunk[]; documents: SavePlan["documents"]; chars: number } {
  // Documents from a spool, a job's payload or a caller that did not parse them: no NUL reaches the database.
  const clean = stripNulDeep(docs);
  const prepared = clean.map((doc, i) => ({ id: ids[i]!, doc, chunks: chunkDocument(doc, ids[i]!) }));
  return {
    chunks: prepared.flatMap((p) => p.chunks),
    documents: prepared.map((p) => ({
      id: p.id,
      name: p.doc.name,
      format: p.doc.format,
      chars: p.doc.text.length,
      bytes: p.doc.bytes ?? p.doc.text.length,
      chunks: p.chunks.length,
    })),
    chars: clean.reduce((a, d) => a + d.text.length, 0),
  };
}

/**
 * A parsed document's chunks, each with its document id and, when the document has sections
 * (pages, headings, rows), the location it covers ("pp. 2–3").
 */
export function chunkDocument(
  doc: ParsedDocument,
  sourceRef: string,
): { text: string; sourceRef: string; location?: string }[] {
  if (doc.units) return chunkUnits(doc.units).map((text) => ({ text, sourceRef }));
  // A document with no heading of its own carries its file name to every later chunk instead.
  const title = documentTitle(doc.text) || doc.name.replace(/\.[a-z0-9]+$/i, "");
  const chunks = chunkDocuments([{ text: doc.text, sourceRef, title }]) as { text: string; sourceRef: string }[];
  if (!doc.sections?.length) return chunks;
  const sections = doc.sections;
  const carried = `# ${title} (continued)\n\n`;
  const ranges = chunkRanges(
    doc.text,
    chunks.map((c) => (c.text.startsWith(carried) ? c.text.slice(carried.length) : c.text)),
  );
  return chunks.map((chunk, i) => {
    const location = locationLabel(sections, ranges[i].start, ranges[i].end);
    return location ? { ...chunk, location } : chunk;
  });
}
