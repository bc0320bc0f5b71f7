import { parse } from "csv-parse/sync";
import type { DocumentSection } from "./types";

/**
 * A CSV file as text with csv-parse: the first record is the header, and every later record
 * becomes one paragraph "header: value; header: value" (empty cells left out), so a fact is
 * searchable by its column name ("owner: Priya"). Comma, semicolon and tab delimiters are
 * recognised; quoted fields may hold delimiters and line breaks. One section per row.
 *
 * @throws Error when the text is not CSV (unbalanced quotes and the like), or AppError-worthy
 * emptiness is left to the caller (empty text).
 */
export function csvToText(csv: string): { text: string; sections: DocumentSection[]; rows: number } {
  // One line-ending style: csv-parse picks the first one it sees for the whole file.
  const records = parse(csv.replace(/\r\n?/g, "\n"), {
    bom: true,
    delimiter: [",", ";", "\t"],
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
  }) as string[][];
  const [header = [], ...rows] = records;
  const names = header.map((h, i) => (h === "" ? `column ${i + 1}` : h));
  let text = "";
  const sections: DocumentSection[] = [];
  rows.forEach((row, i) => {
    const fields = row.flatMap((value, c) =>
      value === "" ? [] : [`${names[c] ?? `column ${c + 1}`}: ${value.replace(/\s+/g, " ")}`],
    );
    if (fields.length === 0) return;
    if (text !== "") text += "\n\n";
    sections.push({ start: text.length, row: i + 1 });
    text += fields.join("; ");
  });
  return { text, sections, rows: rows.length };
}
