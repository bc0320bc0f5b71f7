/**
 * Markdown as the import keeps it: Markdown itself stays (headings, lists, tables and code are what
 * the chunker and the passage reader read), but the raw HTML a Markdown file may carry is read as a
 * renderer shows it. A heading's anchor ("## Check Commands <a id="itl-check-commands"></a>"), a
 * README's centred logo and badges, a comment: the tags go, their text stays, and the entities
 * ("&lt;", "&#124;") read as the characters they stand for. Code (fenced, indented, or a span in
 * backticks) is left as written, and so is anything in angle brackets that is not an HTML element
 * ("<port>", "<https://example.org>").
 */

/** The HTML elements whose tags are dropped (their text kept); any other name in angle brackets is text. */
export const HTML_ELEMENTS: ReadonlySet<string> = new Set(
  (
    "a abbr b big blockquote br center cite code dd del details div dl dt em figcaption figure font h1 h2 h3 h4 " +
    "h5 h6 hr i img ins kbd li mark ol p picture pre s samp small source span strike strong sub summary sup " +
    "table tbody td tfoot th thead tr tt u ul var video"
  ).split(" "),
);

/** The named entities read as their characters (with "&#NNN;" and "&#xHH;", every one Markdown files use). */
export const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  copy: "©",
  reg: "®",
  trade: "™",
};

// A start or end tag, its name, and its attributes (quoted values may hold ">").
const TAG = /<\/?([a-z][a-z0-9]*)(?:\s(?:[^<>"']|"[^"]*"|'[^']*')*)?\/?>/gi;
const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]{2,8}));/gi;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/**
 * One run of text outside code: the tags of {@link HTML_ELEMENTS} dropped, the entities decoded; in a
 * table's row, "&#124;" stays (a pipe inside a cell, which the row's own pipes would split).
 */
function readHtml(text: string, row: boolean): string {
  const stripped = text.replace(TAG, (tag, name: string) => (HTML_ELEMENTS.has(name.toLowerCase()) ? "" : tag));
  return stripped.replace(ENTITY, (entity, dec?: string, hex?: string, name?: string) => {
    const code = dec ? Number(dec) : hex ? parseInt(hex, 16) : undefined;
    const valid = code !== undefined && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    if (code !== undefined) return valid && !(row && code === 0x7c) ? String.fromCodePoint(code) : entity;
    return NAMED_ENTITIES[name!.toLowerCase()] ?? entity;
  });
}

/** A line outside code blocks: its backtick spans kept as written, the rest read by {@link readHtml}. */
function readLine(line: string): string {
  const pieces = line.split(/(`+[^`]*`+)/);
  const row = line.includes("|");
  return pieces.map((piece, i) => (i % 2 === 1 ? piece : readHtml(piece, row))).join("");
}

/**
 * A Markdown file's text with its raw HTML read (see the module comment). A line left empty by it
 * (a "<p align="center">" line) is dropped, so the blank lines around it keep the paragraphs apart.
 *
 * @example markdownText('## Limits <a id="limits"></a>\n\nUse `<b>` for &lt;bold&gt;.') // "## Limits\n\nUse `<b>` for <bold>."
 */
export function markdownText(raw: string): string {
  const out: string[] = [];
  let fence: string | null = null;
  let comment = false;
  let previousBlank = true;
  for (const line of raw.split("\n")) {
    const mark = FENCE.exec(line)?.[1];
    if (fence !== null || mark) {
      if (mark && fence === null) fence = mark;
      else if (mark && mark[0] === fence?.[0] && mark.length >= fence.length) fence = null;
      out.push(line);
      previousBlank = false;
      continue;
    }
    // An indented code block (four spaces or a tab after a blank line) stays as written.
    if (previousBlank && /^(?: {4}|\t)/.test(line)) {
      out.push(line);
      continue;
    }
    // Comments ("<!-- ... -->"), over several lines too, are not shown.
    let text = line;
    if (comment) {
      const end = text.indexOf("-->");
      if (end < 0) continue;
      text = text.slice(end + 3);
      comment = false;
    }
    text = text.replace(/<!--[\s\S]*?-->/g, "");
    const open = text.indexOf("<!--");
    if (open >= 0) {
      text = text.slice(0, open);
      comment = true;
    }
    const read = readLine(text);
    const emptied = read.trim() === "" && line.trim() !== "";
    if (emptied) continue;
    out.push(read === line ? line : read.trimEnd());
    previousBlank = read.trim() === "";
  }
  return out.join("\n");
}
