import { LINE_BREAK } from "./chars";
import { TITLE_NOTE } from "./answer";
import { splitSentences } from "@/lib/extract";
import { flattenTables, isHeaderField } from "./statements";
import { isHeadingLine, labelledFields, markdownHeading, withoutHashes } from "./sentences";

const CONTINUED = "(continued)";

/**
 * A leaf's text as the offline engine reads it for answers: its title (the first heading, carried
 * to every chunk of a document), and its statements. Headings are titles, not statements. A
 * header field ("Owner: Dana Ruiz") or a table row says nothing of what it belongs to, so it is
 * read with its document's title: `Owner: Dana Ruiz — in "Change request CR-4471"`. The title is
 * the leaf's own text, so the quote still holds only what the leaf says.
 */
export function leafStatements(text: string): { title: string; statements: string[] } {
  const lines = text.split(LINE_BREAK);
  const heading = lines.find((l) => markdownHeading(l.trim()) !== null);
  let title = heading ? withoutHashes(heading.trim()).trim() : "";
  if (title.endsWith(CONTINUED)) title = title.slice(0, -CONTINUED.length).trim();
  const tableRows = new Set<string>();
  const flat = flattenTables(text)
    .split(LINE_BREAK)
    .filter((l) => !isHeadingLine(l.trimStart()));
  // flattenTables writes each row as "Header: value; Header: value." — remember them to annotate.
  for (const l of flat) {
    const row = l.trim();
    if (row.endsWith(".") && (labelledFields(row)?.length ?? 0) > 1) tableRows.add(row);
  }
  const statements: string[] = [];
  for (const sentence of splitSentences(flat.join("\n"))) {
    const annotate = title !== "" && (isHeaderField(sentence) || tableRows.has(sentence));
    statements.push(annotate ? `${sentence} — in "${title}"` : sentence);
  }
  return { title, statements };
}

/** The sentence of a quote without the title it was read with. */
export function withoutTitle(quote: string): string {
  return quote.replace(TITLE_NOTE, "");
}
