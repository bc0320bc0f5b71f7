/**
 * Whether `text` needs the Markdown renderer, or reads the same as plain paragraphs. Conservative:
 * anything that could be Markdown (emphasis, code, links, HTML, lists, headings, tables, quotes,
 * setext underlines, indented code, autolinked URLs and addresses, entities, hard breaks) says yes;
 * only text with none of it says no.
 *
 * @example
 * hasMarkdownSyntax("Plain answer.\n\nSecond paragraph.") // false
 * hasMarkdownSyntax("Use `npm ci`.") // true
 */
export function hasMarkdownSyntax(text: string): boolean {
  return INLINE.test(text) || BLOCK.test(text) || /https?:|www\.|@| {2}\n/i.test(text);
}

/** Characters that open inline Markdown or HTML anywhere in a line. */
const INLINE = /[`*_#[\]<>|~\\!&]/;
/** Block syntax at the start of a line: lists, setext underlines, indented code. */
const BLOCK = /^(?:\s*(?:[-+]|\d+[.)])(?:\s|$)|\s*(?:=+|-+)\s*$| {4}|\t)/m;

/** Paragraphs of plain text, as Markdown would split them (blank lines), each trimmed. */
export function plainParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
