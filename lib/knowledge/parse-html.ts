import { Parser } from "htmlparser2";
import type { DocumentSection } from "./types";

/**
 * HTML to plain text with htmlparser2 (a streaming, spec-tolerant parser): block elements become
 * paragraphs, headings become Markdown headings ("## Title") and open a section (with the headings
 * above it), list items "- item", table rows "a | b"; scripts, styles and other non-content
 * elements are dropped. Used for .html files and for DOCX (mammoth converts Word to HTML).
 *
 * @example htmlToText("<h1>Setup</h1><p>Keys are rotated.</p>") // { text: "# Setup\n\nKeys are rotated.", sections: [{ start: 0, headings: ["Setup"] }] }
 */
export function htmlToText(html: string): { text: string; sections: DocumentSection[] } {
  const blocks: { text: string; heading?: number }[] = [];
  let current = "";
  let heading: number | undefined;
  let skip = 0;
  // Per open element (htmlparser2 closes every element it opens, void and implied ones too), whether it hides its content.
  const hidden: boolean[] = [];
  let pre = 0;
  let title = "";
  let inTitle = false;
  // Inside a table cell, paragraphs and line breaks are the cell's text, not blocks of their own:
  // a cell written "<td><p>8</p></td>" stays in its row ("q | long long | integer | 8").
  let cell = 0;
  let cellsInRow = 0;

  // A definition term (<dt>: an API signature, a setting's name) heads its definition, one level
  // below the section it is in, so every passage of the definition says whose it is.
  let term = false;
  let sectionLevel = 0;
  // Nested lists: an item of a list inside another list is indented two spaces per level, so a
  // lead item ("Enhancements to date and time functions:") heads its sub-items only.
  let lists = 0;
  let itemIndent = 0;
  // Open list items, each with the block its "- " text went to (-1 before it): a later paragraph of
  // the same item ("<li><p>Remove plpythonu</p><p>Python 2.x is no longer supported.</p></li>")
  // continues that block on the next line, so the item keeps its second line.
  const items: number[] = [];
  // A table of contents is navigation, not content: a list whose every item is only a link to a
  // place in the same page ("1.1 <a href="#ss1.1">Known issues</a>"; Sphinx's and Apache's sidebars)
  // repeats the page's headings as passages of their own, holding every word of a section's title
  // and nothing of what it says. Per open list, where its blocks start and whether it is one so far;
  // per open item, how many in-page links it holds and whether it holds other text.
  const listBlocks: { start: number; toc: boolean; items: number; itemsAtOpen: number }[] = [];
  // Open tables, innermost last: whether each is an option list (see OPTION_LIST).
  const optionTables: boolean[] = [];
  const tocItems: { links: number; other: boolean }[] = [];
  const anchors: boolean[] = [];
  // Open tables, innermost last: where their rows start among the blocks, and whether every row so far
  // is a field ("<th>Default:</th><td>KeepAliveTimeout 5</td>": a label cell, then its value).
  // `headed`: the first row is all header cells; `width`: its cells.
  const tables: { start: number; rows: number; fields: boolean; cells: string[]; headed?: boolean; width?: number }[] =
    [];
  // Open <div>s, each whether it is an admonition box (a note, a tip, a warning, an example). A box's
  // title ("<h3>Note</h3>", Sphinx's "<p class="admonition-title">") is no section: it labels the
  // box's first paragraph ("Note: On Windows, ..."), and the text after the box stays in its section.
  const divs: boolean[] = [];
  // Per open <div> and <p>, whether it is a keyword's term (see KEYWORD).
  const keywords: boolean[] = [];
  let boxTitle = false;
  let label = "";
  const flush = () => {
    const before = blocks.length;
    const raw = pre > 0 ? current.replace(/^\n+/, "").trimEnd() : current.replace(/\s+/g, " ").trim();
    // Preformatted text (a listing, a configuration example) is fenced: its "# comment" lines are
    // code, not headings, and its line breaks stay. So is a paragraph of code starting with "# ".
    // Preformatted prose (a manual written as wrapped plain text inside <pre>: HAProxy's, an RFC's)
    // is text: not fenced, its paragraphs and line breaks kept, a "#" at a line's start set off by a
    // space so that a comment in an example still heads nothing.
    const prose = pre > 0 && isProse(raw);
    const code =
      raw !== "" && heading === undefined && !term && cell === 0 && ((pre > 0 && !prose) || /^#{1,6}\s/.test(raw));
    let text = code ? `\`\`\`\n${raw}\n\`\`\`` : prose ? raw.replace(/^#/gm, " #") : raw;
    if (boxTitle) {
      // The box's title waits for its first paragraph.
      label = `${label} ${raw}`.trim();
      current = "";
      return;
    }
    if (label !== "" && text !== "") {
      const head = withoutClosingMark(label, ":.");
      text = code ? `${head}:\n\n${text}` : `${head}: ${text}`;
      label = "";
    }
    const item = items.length > 0 ? items[items.length - 1] : -1;
    if (
      text !== "" &&
      !text.startsWith("-") &&
      pre === 0 &&
      cell === 0 &&
      !term &&
      heading === undefined &&
      item >= 0 &&
      item === blocks.length - 1
    )
      blocks[item].text += `\n${"  ".repeat(itemIndent + 1)}${text}`;
    else if (term && text !== "" && text.length <= 200) {
      // An option of an option list inside another option's description is one level deeper.
      const depth = Math.max(1, optionTables.filter(Boolean).length);
      blocks.push({ text, heading: Math.min(6, sectionLevel + depth) });
      // A term that gives a value ("message_size_limit (default: 10240000)", postconf(5) and man
      // pages written in HTML) is also the first line of its definition: as a heading only, the
      // value would be in no passage's text, and no answer could state it.
      if (/\bdefault\b/i.test(text) && /\d/.test(text)) blocks.push({ text: `${text}.` });
    } else if (text !== "") {
      const indented = itemIndent > 0 && text.startsWith("-") ? "  ".repeat(itemIndent) + text : text;
      blocks.push(heading === undefined ? { text: indented } : { text: indented, heading });
      if (text.startsWith("-") && items.length > 0 && items[items.length - 1] === -1 && heading === undefined)
        items[items.length - 1] = blocks.length - 1;
    }
    if (text.startsWith("-")) itemIndent = 0;
    // Text of a list outside its items (a stray paragraph or heading in malformed HTML) is content:
    // the list is no table of contents, and nothing of it is dropped.
    const list = listBlocks.at(-1);
    if (list && blocks.length > before && tocItems.length === list.itemsAtOpen) list.toc = false;
    current = "";
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        // Content a reader never sees is skipped with everything inside it (see isHidden).
        const hide = isHidden(attribs) || isFurniture(name, attribs);
        hidden.push(hide);
        if (hide) skip++;
        if (SKIPPED.has(name)) return void skip++;
        if (name === "title") inTitle = true;
        if (skip > 0) return;
        // A table that is an option list (docutils' "option-list": a row holding the option, then a
        // row holding its description) is a definition list: each option heads its description.
        if (name === "table") optionTables.push(OPTION_LIST.test(attribs.class ?? ""));
        if (optionTables.at(-1) && OPTION_LIST_PARTS.has(name)) {
          flush();
          if (name === "td" && /\boption-group\b/.test(attribs.class ?? "")) term = true;
          return;
        }
        if (name === "tr") {
          cellsInRow = 0;
          if (tables.length > 0) tables[tables.length - 1].cells = [];
        }
        // A paragraph opening an item ("<li><p>text") continues the item's "- " marker.
        const marker = current.trim() === "-" && !TABLE_PARTS.has(name) && name !== "li" && !LISTS.has(name);
        if (BLOCKS.has(name) && !(cell > 0 && !TABLE_PARTS.has(name)) && !marker) flush();
        else if (cell > 0 && BLOCKS.has(name) && current !== "" && !current.endsWith(" ")) current += " ";
        if (name === "div") divs.push(BOX.test(attribs.class ?? ""));
        const level = HEADINGS[name];
        if ((level && divs.includes(true)) || (name === "p" && /\badmonition-title\b/.test(attribs.class ?? "")))
          boxTitle = true;
        else if (level) heading = sectionLevel = level;
        if (name === "dt" && cell === 0) term = true;
        // A block marked as a keyword (HAProxy's '<div class="keyword"><b>fall</b> &lt;count&gt;</div>'
        // over the <pre> that describes it) is a definition term too.
        if (name === "div" || name === "p") keywords.push(cell === 0 && KEYWORD.test(attribs.class ?? ""));
        if (keywords.at(-1) && (name === "div" || name === "p")) term = true;
        if (name === "pre") pre++;
        if (LISTS.has(name)) {
          lists++;
          listBlocks.push({ start: blocks.length, toc: true, items: 0, itemsAtOpen: tocItems.length });
        }
        if (name === "a") {
          const inPage = (attribs.href ?? "").startsWith("#");
          anchors.push(inPage);
          if (inPage && tocItems.length > 0) tocItems[tocItems.length - 1].links++;
        }
        if (name === "li") {
          tocItems.push({ links: 0, other: false });
          items.push(-1);
          current += "- ";
          itemIndent = Math.max(0, lists - 1);
        }
        if (name === "br") current += pre > 0 ? "\n" : " ";
        // An image's text is its alt text: a table of check-mark images ("<img alt="X" title="yes">")
        // keeps its marks, an icon in a sentence its word. Decorative images (alt="") add nothing.
        if (name === "img" && (attribs.alt ?? "").trim() !== "") current += ` ${attribs.alt.trim()} `;
        if (name === "table") tables.push({ start: blocks.length, rows: 0, fields: true, cells: [] });
        if ((name === "td" || name === "th") && cell === 0 && tables.length > 0)
          tables[tables.length - 1].cells.push(name);
        if (name === "td" || name === "th") {
          // Every cell after the first is set off by " | ", an empty one too: columns stay under their header.
          if (cellsInRow > 0) current += " | ";
          cellsInRow++;
          cell++;
        }
      },
      ontext(data) {
        if (inTitle) title += data;
        if (skip === 0 && !inTitle) current += data;
        // An item's number ("1.1", "2.") is no text of its own; anything else outside an in-page link is.
        if (skip === 0 && tocItems.length > 0 && !anchors.includes(true) && !/^[\s\d.]*$/.test(data))
          tocItems[tocItems.length - 1].other = true;
      },
      onclosetag(name) {
        // A hidden element's end ends nothing visible either (no paragraph break).
        const wasHidden = hidden.pop();
        if (wasHidden) skip = Math.max(0, skip - 1);
        if (SKIPPED.has(name)) return void (skip = Math.max(0, skip - 1));
        if (wasHidden) return;
        if (name === "title") inTitle = false;
        if (skip > 0) return;
        if (optionTables.at(-1) && OPTION_LIST_PARTS.has(name)) {
          flush();
          if (name === "td") term = false;
          if (name === "table") optionTables.pop();
          return;
        }
        if (name === "table") optionTables.pop();
        if (name === "td" || name === "th") cell = Math.max(0, cell - 1);
        if (BLOCKS.has(name) && !(cell > 0 && !TABLE_PARTS.has(name))) flush();
        if (HEADINGS[name] || (name === "p" && boxTitle)) {
          flush();
          heading = undefined;
          boxTitle = false;
        }
        if (name === "div") {
          // A box with a title and no text: the title alone.
          if (divs.pop() && label !== "" && !divs.includes(true)) {
            blocks.push({ text: label });
            label = "";
          }
        }
        if (name === "tr" && tables.length > 0) {
          const t = tables[tables.length - 1];
          if (t.rows === 0) {
            t.headed = t.cells.length > 0 && t.cells.every((c) => c === "th");
            t.width = t.cells.length;
          }
          t.rows++;
          if (!(t.cells.length >= 2 && t.cells[0] === "th" && t.cells.slice(1).every((c) => c === "td")))
            t.fields = false;
        }
        if (name === "table") {
          const t = tables.pop();
          if (t && t.fields && t.rows >= 2) fieldTable(blocks, t.start);
          // A table whose first row is data, not headers (Exim's lists of options and what they do): an
          // empty header row says so, and no row is read as the others' column names.
          else if (t && !t.headed && t.rows >= 2 && (t.width ?? 0) >= 2)
            blocks.splice(t.start, 0, { text: HEADERLESS(t.width ?? 2) });
        }
        if (name === "dt") term = false;
        if ((name === "div" || name === "p") && keywords.pop()) term = false;
        if (name === "a") anchors.pop();
        if (name === "li") {
          items.pop();
          const item = tocItems.pop();
          const list = listBlocks.at(-1);
          if (list) {
            list.items++;
            if (!item || item.links === 0 || item.other) list.toc = false;
          }
        }
        if (LISTS.has(name)) {
          lists = Math.max(0, lists - 1);
          const list = listBlocks.pop();
          // A list inside an item that is no table of contents makes the item more than a link.
          if (list && !list.toc && tocItems.length > 0) tocItems[tocItems.length - 1].other = true;
          // Not inside a table's cell: the row's other cells are in the blocks being built.
          if (list && list.toc && list.items > 0 && listBlocks.length === 0 && cell === 0) {
            flush();
            blocks.splice(list.start);
          }
        }
        if (name === "pre") pre = Math.max(0, pre - 1);
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  flush();

  // A page with no heading of its own is headed by its <title>.
  if (!blocks.some((b) => b.heading) && title.trim() !== "")
    blocks.unshift({ text: title.replace(/\s+/g, " ").trim(), heading: 1 });

  let text = "";
  const sections: DocumentSection[] = [];
  // The heading path by level: an <h3> after an <h2> with no <h1> above still replaces the <h3> before it.
  const path: [number, string][] = [];
  for (const block of blocks) {
    if (text !== "") text += "\n\n";
    if (block.heading) {
      // A heading's permalink mark ("What's New In Python 3.11¶", Apache's "KeepAliveTimeout Directive ¶")
      // is a link to itself, not part of its title, and would end every citation's heading path.
      const title = block.text.replace(/\s*[¶§]$/u, "") || block.text;
      while (path.length > 0 && path[path.length - 1][0] >= block.heading) path.pop();
      path.push([block.heading, title]);
      sections.push({ start: text.length, headings: path.map(([, t]) => t) });
      text += `${"#".repeat(block.heading)} ${title}`;
    } else text += block.text;
  }
  return { text, sections };
}

/**
 * A table whose every row is a label cell then its value ("Syntax: | KeepAliveTimeout num[ms]",
 * "Default: | KeepAliveTimeout 5": a directive's or a function's record) is one record, written as
 * "Label: value; Label: value" on one line: a first row is no column header there, and the record
 * stays one passage with its labels (the value of "Default" beside what it is the default of).
 */
/** The empty header row of a table without one: its columns' bars and nothing between them. */
const HEADERLESS = (width: number) => Array.from({ length: width }, () => " ").join("|");

/**
 * A label without the one mark of `marks` closing it and the spaces around that mark ("Port :" to
 * "Port"); unchanged when no such mark closes it. Read from the end: a pattern over the spaces
 * ("\s*:\s*$") is quadratic on a long run of them.
 */
function withoutClosingMark(label: string, marks: string): string {
  const trimmed = label.trimEnd();
  return trimmed !== "" && marks.includes(trimmed[trimmed.length - 1]) ? trimmed.slice(0, -1).trimEnd() : label;
}

function fieldTable(blocks: { text: string; heading?: number }[], start: number): void {
  const rows = blocks.slice(start).filter((b) => b.heading === undefined && b.text.includes(" | "));
  if (rows.length !== blocks.length - start) return;
  const fields = rows.map((b) => {
    const [label, ...rest] = b.text.split(" | ");
    return `${withoutClosingMark(label, ":")}: ${rest.join(" ").trim()}`;
  });
  blocks.splice(start, blocks.length - start, { text: fields.join("; ") });
}

// The classes of admonition boxes (DocBook, Sphinx, Apache's manual): "note", "admonition seealso", "warning".
const BOX = /\b(?:note|tip|hint|caution|warning|important|attention|danger|admonition|seealso|example)\b/i;
/**
 * Whether preformatted text is prose rather than a listing: sentences (at least two ends of a
 * sentence after a word) in lines mostly of words. A configuration example or a program has few
 * sentence ends and many tokens that are not words ("A.B.C.D:9000", "{", "$1").
 *
 * @example isProse('The "fall" parameter states that a server will be considered dead.\nThis value defaults to 3.') // true
 */
export function isProse(text: string): boolean {
  const ends = text.match(/[\p{L}\p{N}")'][.!?](?=\s|$)/gu)?.length ?? 0;
  if (ends < 2) return false;
  const tokens = text.split(/\s+/).filter(Boolean);
  const words = tokens.filter((t) => /^[("'<]?[\p{L}][\p{L}'-]*[)"'>]?[.,;:!?]?[)"']?$/u.test(t)).length;
  return words >= 12 && words / tokens.length >= 0.7;
}

/**
 * Whether an element's content is hidden from readers: the `hidden` attribute, `aria-hidden="true"`,
 * an inline `display: none`, or a Bootstrap dropdown menu (the keyword pop-ups a generated manual
 * puts inside its sentences: "the "ca-file" keyword" would read "ca-file This keyword is available in
 * sections : Bind options Server options").
 */
function isHidden(attribs: Record<string, string>): boolean {
  return (
    attribs.hidden !== undefined ||
    attribs["aria-hidden"] === "true" ||
    /(^|;)\s*display\s*:\s*none/i.test(attribs.style ?? "") ||
    /(^|\s)dropdown-menu(\s|$)/.test(attribs.class ?? "")
  );
}

/**
 * Whether an element is the page's furniture, not its content: a `<nav>`, a landmark whose role
 * says so ({@link FURNITURE_ROLES}: Sphinx's sidebars and "related" bars, a search box, the footer),
 * or a permalink's mark.
 */
function isFurniture(name: string, attribs: Record<string, string>): boolean {
  return (
    name === "nav" ||
    FURNITURE_ROLES.has(attribs.role ?? "") ||
    // Sphinx's permalink mark after a heading or a command's signature ("bgp default ipv4-unicast¶").
    (name === "a" && /(^|\s)headerlink(\s|$)/.test(attribs.class ?? ""))
  );
}

/** The ARIA landmark roles of a page's furniture: its navigation, its search box, its footer. */
export const FURNITURE_ROLES: ReadonlySet<string> = new Set(["navigation", "search", "contentinfo"]);

/** The class of a block that names the keyword the next block describes. */
const KEYWORD = /(^|\s)(keyword|term)(\s|$)/;

const HEADINGS: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
const SKIPPED = new Set(["script", "style", "noscript", "template", "svg", "head", "iframe", "object", "canvas"]);
const LISTS = new Set(["ul", "ol"]);
// docutils' option lists (rst2html: OpenVPN's and many tools' manual pages in HTML).
const OPTION_LIST = /(^|\s)option-list(\s|$)/;
const OPTION_LIST_PARTS = new Set(["table", "colgroup", "col", "thead", "tbody", "tr", "td", "th"]);
const TABLE_PARTS = new Set(["table", "tr", "thead", "tbody"]);
const BLOCKS = new Set([
  "p",
  "div",
  "section",
  "article",
  "aside",
  "header",
  "footer",
  "main",
  "nav",
  "blockquote",
  "pre",
  "ul",
  "ol",
  "li",
  "table",
  "tr",
  "thead",
  "tbody",
  "dl",
  "dt",
  "dd",
  "figure",
  "figcaption",
  "hr",
  "address",
  "details",
  "summary",
  "form",
  "fieldset",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
]);
