import { contentWords } from "@/lib/extract";

/** The two sides of a conversion a question asks about: "turns X (back) into Y", "from X to Y". */
export type ConversionSides = { from: string[]; to: string[] };

const CONVERSION =
  /\b(?:turns?|converts?|changes?|maps?|translates?|transforms?|goes|go|get|gets|from)\s+(.+?)\s+(?:back\s+)?(?:in)?to\s+(.+?)\s*[?.!]?$/i;

/** The sides of the conversion `query` asks about, or null when it asks none. */
export function conversionSides(query: string): ConversionSides | null {
  const m = query.match(CONVERSION);
  if (!m) return null;
  const from = contentWords(m[1]);
  const to = contentWords(m[2]);
  return from.length > 0 && to.length > 0 ? { from, to } : null;
}

const FROM_HEADER = /^(?:from|source|input|convert from)$/i;
const TO_HEADER = /^(?:to|target|output|result|convert to)$/i;

/**
 * Whether a table row ("From: seconds since the epoch; To: struct_time in local time; Use:
 * localtime()") runs the way the question asks: a row whose From cell holds the asked target and
 * whose To cell holds the asked source is the reverse conversion, the neighbour's value. Rows
 * without From/To columns, and questions asking no conversion, agree.
 */
export function rowRunsAsAsked(rowText: string, sides: ConversionSides | null): boolean {
  if (!sides) return true;
  let fromCell: string[] | null = null;
  let toCell: string[] | null = null;
  for (const m of rowText.matchAll(/(?:^|;\s*)([^:;]{1,30}):\s*([^;]+)/g)) {
    const header = m[1].trim();
    if (FROM_HEADER.test(header)) fromCell = contentWords(m[2]);
    else if (TO_HEADER.test(header)) toCell = contentWords(m[2]);
  }
  if (!fromCell || !toCell) return true;
  const overlap = (words: string[], cell: string[]) => words.filter((w) => cell.includes(w)).length;
  const straight = overlap(sides.from, fromCell) + overlap(sides.to, toCell);
  const crossed = overlap(sides.from, toCell) + overlap(sides.to, fromCell);
  return crossed <= straight;
}
