import { SENTENCE_END, labelledFields, markdownHeading } from "./sentences";
import { findDates } from "./dates";
import { MONTH_KEYS, WEEKDAYS } from "./months";
import {
  SPACES,
  holds,
  hasDigit,
  isDottedNumber,
  leadingSpaces,
  madeOf,
  squeezeSpaces,
  startsAs,
  stripEdges,
} from "./chars";
/** What a passage is cut from. */
export type PassageKind = "paragraph" | "item" | "definition" | "row";

/**
 * A small self-contained piece of a document (~300-800 characters): the unit of flat retrieval
 * and of evidence. It carries what the text around it says it is about, so a sentence cut out
 * of it never loses its entity: the heading path, the caption and header of its table, the
 * definition's term.
 */
export type Passage = {
  kind: PassageKind;
  /** The passage as evidence: a table row as "Header: cell; ..." (never raw "| a | 1 |"). */
  text: string;
  /** Headings above it, outermost first (Markdown, asciidoc underlines, title lines, list leads). */
  headings: string[];
  /** Offset of its first character in the text it was cut from. */
  start: number;
  /** Table and CSV rows: the row's number within its table (1 = first data row). */
  row?: number;
  /** The terms it defines: the definition's term, a row's first cell, identifiers it introduces. */
  terms: string[];
};

/**
 * A heading path as {@link splitPassages} tells it at a text's end, with each heading's level: given
 * back as `headings` for the next chunk of the document, a heading there replaces the one of its
 * own level ("#### bonjour" after "#### unix_socket_permissions"), not the innermost one.
 */
export type CarriedHeadings = string[] & { levels?: number[] };

/** Options of {@link splitPassages}. */
export type PassageOptions = {
  /** Headings in force where the text starts (a later chunk of a document), with their levels when known. */
  headings?: CarriedHeadings;
  /** Longest passage before it is cut between sentences (default 800). */
  max?: number;
  /** Paragraphs shorter than this join the next one under the same headings (default 300). */
  min?: number;
  /** Told the headings in force at the end of the text (a heading after the last passage included). */
  onEnd?: (headings: CarriedHeadings) => void;
};

type Block = { text: string; start: number };

// A list item's marker and the space after it ("- ", "2. ", "… ", and "*) " as Apache's and nginx's
// CHANGES files write it); an item has text after it.
const ITEM_MARKER = /^(?:[-*•+]|\*\)|\d{1,3}[.)]|\.{1,3})\s+/;
// An outline's title below its top level, at the line's start ("** Bug fixes", GNU's NEWS files).
const OUTLINE_TITLE = /^(\*{2,4}) \S/;
// The level of an outline's release ("* Noteworthy changes in release 4.12"); its "**" titles are 0.02 below.
// Above a title over its items (7.75), which may stand under them, and list leads (8).
const OUTLINE = 7.5;
// A Debian changelog entry's first line (deb-changelog(5)): "package (version) distribution; urgency=…".
const DEBIAN_ENTRY = /^[a-z0-9][a-z0-9+.-]+ \([^()\s]+\)(?: [\w.+-]+)+; *[\w-]+=\S+/;
/**
 * A Debian changelog entry's last line: " -- Maintainer <email>  Tue, 12 May 2026 12:51:10 +0200",
 * who signed the entry and when (the date read by dates.ts's one reader).
 */
function isDebianTrailer(line: string): boolean {
  const open = line.indexOf(" <", 3);
  const close = line.indexOf(">", open);
  if (!line.startsWith("-- ") || open < 4 || close < 0 || holds(line.slice(open + 2, close), "space")) return false;
  const [weekday, day] = findDates(line.slice(close + 1, close + 40));
  return (
    weekday?.reading.name === "short weekday" &&
    weekday.at > 0 &&
    day?.reading.name === "day month" &&
    day.parts.year !== undefined
  );
}
/** A row of fields as the import writes a CSV record: "header: value; header: value" (sentences.ts's one reader). */
const rowFields = (line: string) => {
  const fields = labelledFields(line);
  return fields !== null && fields.length > 1 ? fields : null;
};

/**
 * Cuts `text` into passages: a paragraph, a list item with its continuation lines, a definition
 * entry (asciidoc `term::` with its indented and `+` continued body), a table row with its
 * caption and header ("Offset: 28; Size: 4; ..."), a CSV row ("version: 12; codename: ..."), a
 * short item over its list of "label: value" fields (one record).
 * Headings (Markdown `#`, AsciiDoc `==` and underlined titles, short title lines, a title line over
 * its items, a list item ending in ":") open a heading path carried by every passage below them.
 *
 * @example splitPassages("## Limits\n\nThe default is 10.")[0] // { kind: "paragraph", headings: ["Limits"], text: "The default is 10.", ... }
 */
export function splitPassages(text: string, opts: PassageOptions = {}): Passage[] {
  const max = opts.max ?? 800;
  const min = opts.min ?? 300;
  const out: Passage[] = [];
  // Heading stack: [level, title]; Markdown levels 1-6, overlined -1-1, underlined 1-4, title lines 7, list leads 8.
  // Carried headings keep their levels; without them (an old caller) each is one level below the last.
  const carried = opts.headings ?? [];
  const stack: [number, string][] = carried.map((h, i) => [carried.levels?.[i] ?? i + 1, h]);
  const headings = () => stack.map(([, t]) => t);
  // How many passages were out when the innermost heading opened: none since means its section is empty so far.
  let openedAt = 0;
  const open = (level: number, title: string) => {
    while (stack.length > 0 && stack[stack.length - 1][0] >= level) stack.pop();
    stack.push([level, squeezeSpaces(title).trim()]);
    openedAt = out.length;
  };
  const closeLeads = () => {
    while (stack.length > 0 && stack[stack.length - 1][0] >= 8) stack.pop();
  };
  const emit = (p: Omit<Passage, "headings" | "terms"> & { terms?: string[] }) => {
    const body = p.text.trim();
    if (body === "" || body === "-") return;
    for (const piece of body.length > max ? cutSentences(body, max) : [body])
      out.push({ ...p, text: piece, headings: headings(), terms: definedTerms(piece, p.terms ?? []) });
  };

  const blocks = splitBlocks(uncommented(text));
  // Whether each block starts inside a fenced listing that blank lines cut into blocks ("```" ... "```"):
  // its "## " lines are code comments, not headings.
  const fenced: boolean[] = [];
  let inFence = false;
  for (const block of blocks) {
    fenced.push(inFence);
    for (const line of block.text.split("\n")) if (line.trimStart().startsWith("```")) inFence = !inFence;
  }
  // The indentation of the item that opened the innermost list lead, and whether deeper items followed it.
  let leadIndent: number | null = null;
  let deeperSeen = false;
  // A table interrupted by a list (row notes) goes on with the same header under the same headings.
  let lastTable: { path: string; header: string[]; rows: number } | null = null;
  // The indentations of list items whose body goes on in deeper paragraphs after a blank line (a
  // changelog's "+ Fix X (Author)" and its explanation): each heads those paragraphs until a block
  // no deeper than its marker.
  // Their headings' levels are 8.5 + indentation (list leads' are 8 + it): a chunk carrying one tells its depth.
  const looseItems: number[] = stack.filter(([level]) => level % 1 === 0.5).map(([level]) => level - 8.5);
  for (let b = 0; b < blocks.length; b++) {
    const block = blocks[b];
    const lines = block.text.split("\n");
    const first = lines[0].trim();
    const next = blocks[b + 1]?.text.trim() ?? "";
    const depth = indentOf(block.text);
    while (looseItems.length > 0 && depth <= looseItems[looseItems.length - 1]) {
      const level = 8.5 + looseItems.pop()!;
      while (stack.length > 0 && stack[stack.length - 1][0] >= level) stack.pop();
    }

    const md = markdownHeading(first);
    if (md && lines.length === 1) {
      open(md.level, md.title);
      continue;
    }
    // A Markdown heading with its text right below it, no blank line between ("### Version 5.68, ...\n*
    // Security bugfixes"): CommonMark needs none. The heading opens and the rest is a block of its own.
    // A level-1 "# " line over text is left as it is: in code and configuration examples it is a comment;
    // so is a run of "#" lines ("## Host aliases\n## Groups of machines") and a "##" line inside a fence.
    // Right under an empty section of its level ("## [5.0.1] - 2026-11-22" then "## What's Changed\n* ..."),
    // it is read as that section's part, as are its siblings after it: the release stays over its items.
    if (md && md.level >= 2 && lines[0].startsWith("##") && !lines[1].startsWith("#") && !fenced[b]) {
      const top = stack.at(-1)?.[0];
      const part = top === md.level + 0.5 || (top === md.level && out.length === openedAt);
      open(part ? md.level + 0.5 : md.level, md.title);
      const cut = lines[0].length + 1;
      // One line under it is its text ("## License\nThe MIT License (MIT)"), never a title of its own.
      if (lines.length === 2 && !isItem(lines[1].trim()) && !lines[1].trimStart().startsWith("```"))
        emit({ kind: "paragraph", text: lines[1], start: block.start + cut });
      else blocks[b--] = after(block, cut);
      continue;
    }
    // A reStructuredText title between an overline and an underline of one character ("=====\nVarnish
    // Cache 7.1.1 (2022-08-09)\n====="), with its text right below or after a blank line. Overlined
    // titles head the underlined ones: "#" parts over "*" chapters over the rest.
    const title = lines[1]?.trim() ?? "";
    if (
      lines.length >= 3 &&
      isOverline(first) &&
      lines[2].trim() === first &&
      title.length > 0 &&
      title.length <= first.length &&
      !isOverline(title)
    ) {
      open(OVERLINED_LEVELS[first[0]] ?? 1, title);
      if (lines.length > 3) {
        const cut = lines[0].length + lines[1].length + lines[2].length + 3;
        blocks[b--] = after(block, cut);
      }
      continue;
    }
    // A title alone under a separator line (see separatedTitle): a release's heading in a news file.
    const separated = separatedTitle(block.text);
    if (separated !== null) {
      open(2, separated);
      continue;
    }
    if (lines.length === 2 && isUnderline(lines[1].trim()) && first.length <= 80) {
      open(UNDERLINES.indexOf(lines[1].trim()[0]) + 1, first);
      continue;
    }
    // An underlined title with its text right below it, no blank line between ("Bug fixes\n---------\n* Fix
    // waitsync ..."): the title opens its heading and the rest is read as a block of its own.
    if (
      lines.length > 2 &&
      isUnderline(lines[1].trim()) &&
      first.length <= 80 &&
      lines[1].trim().length >= Math.min(first.length, 3) &&
      !first.includes("|")
    ) {
      open(UNDERLINES.indexOf(lines[1].trim()[0]) + 1, first);
      const cut = lines[0].length + lines[1].length + 2;
      blocks[b--] = after(block, cut);
      continue;
    }
    if (first === "-" && lines.length === 1) continue; // an HTML list marker left alone on its line
    // A Debian changelog entry heads its items and the maintainer's signed, dated line below them.
    if (lines.length === 1 && DEBIAN_ENTRY.test(first)) {
      open(1, first);
      continue;
    }
    if (isListing(block.text)) {
      emit({ kind: "paragraph", text: unfence(block.text), start: block.start });
      continue;
    }

    // A table: two or more lines holding " | " (Markdown pipes or converted HTML rows).
    if (lines.every((l) => l.includes("|")) && isTableStart(blocks, b)) {
      const { rows, header, consumed } = readTable(blocks, b);
      const path = headings().join("\u0000");
      let cols = header;
      let tableRow = 0;
      if (
        lastTable &&
        lastTable.path === path &&
        lastTable.header.length === header.length &&
        startsAs(header[0] ?? "", "digit")
      ) {
        rows.unshift({ cells: header, start: blocks[b].start });
        cols = lastTable.header;
        tableRow = lastTable.rows;
      }
      for (const row of rows) {
        tableRow++;
        const cells = cols.map((h, i) => `${h}: ${row.cells[i] ?? ""}`.trim());
        const extra = row.cells.slice(cols.length).filter(Boolean);
        const body =
          cols.length === 0 ? extra.join("; ") : cells.join("; ") + (extra.length ? `; ${extra.join("; ")}` : "");
        emit({ kind: "row", text: body, start: row.start, row: tableRow, terms: [row.cells[0] ?? ""] });
      }
      lastTable = { path, header: cols, rows: tableRow };
      b += consumed - 1;
      continue;
    }
    const fields = lines.length === 1 ? rowFields(first) : null;
    if (fields !== null) {
      // A CSV row as the import writes it: "header: value; header: value".
      const key = fields[0].value;
      const number = out.filter((p) => p.kind === "row").length + 1;
      emit({ kind: "row", text: first, start: block.start, row: number, terms: [key, ...rowNames(first)] });
      continue;
    }

    const def = definitionTerm(first);
    if (def !== null) {
      // Asciidoc definition: the term, its indented body, and "+"-joined continuation blocks.
      let body = lines.slice(1).join("\n");
      let j = b + 1;
      while (j < blocks.length && blocks[j].text.startsWith("+")) {
        body += `\n${blocks[j].text.slice(blocks[j].text.startsWith("+\n") ? 2 : 1)}`;
        j++;
      }
      if (body.trim() === "" && j < blocks.length && startsAs(blocks[j].text, "space")) {
        body = blocks[j].text;
        j++;
      }
      const term = def.replaceAll("`", "").replaceAll("*", "").trim();
      emit({ kind: "definition", text: `${term}: ${dedent(body)}`, start: block.start, terms: [term] });
      b = j - 1;
      continue;
    }

    // An RPM changelog's entry line ("* Wed Dec 7 2022 Ken Gaillot <kgaillot@redhat.com> Pacemaker-2.1.5" over
    // "- Features added since ..."): it heads the entry's items, as a dated release's line does.
    if (depth === 0 && RPM_ENTRY.test(first)) {
      open(7, first.slice(2).trim());
      if (lines.length === 1) continue;
      blocks[b--] = after(block, lines[0].length + 1);
      continue;
    }

    // A release's item over deeper entries (an outline's "* Noteworthy changes in release 4.12 (2022-05-01)"
    // over its "** Bug fixes" or "** Fix ..." entries, GNU's NEWS files): it heads them, as a release's line
    // does; so does a later one written as the open release is ("* Changes in Heron 1.19" over "* " entries).
    if (
      lines.length === 1 &&
      depth === 0 &&
      outlineRelease(first) &&
      (next.startsWith("** ") ||
        stack.some(([level, title]) => level === OUTLINE && sameRelease(title, first.slice(2))))
    ) {
      open(OUTLINE, first.replace(ITEM_MARKER, ""));
      continue;
    }
    // An outline's deeper title over its indented text ("** Bug fixes" over "  chmod -R no longer ..."): it
    // heads that text under its release, until the next title of its level or above; a "**" entry that is
    // no title ("** Speed up parsing") closes it, a sibling. A long first line over indented lines is an
    // entry wrapped, not a title ("** --page-requisites will now ...").
    const stars = OUTLINE_TITLE.exec(lines[0]);
    if (stars) {
      const level = OUTLINE + stars[1].length / 100;
      const below = (lines.length >= 2 ? lines.slice(1) : (blocks[b + 1]?.text.split("\n") ?? [])).filter(
        (l) => l.trim() !== "",
      );
      const title =
        first.length <= 50 &&
        first.split(SPACES).length <= 7 &&
        !".,;:".includes(first.slice(-1)) &&
        below.length > 0 &&
        below.every((l) => indentOf(l) >= 2);
      while (stack.length > 0 && stack[stack.length - 1][0] >= level && stack[stack.length - 1][0] < OUTLINE + 0.1)
        stack.pop();
      if (title) {
        open(level, first.slice(stars[1].length).trim());
        if (lines.length === 1) continue;
        const cut = lines[0].length + 1;
        blocks[b--] = after(block, cut);
        continue;
      }
    }

    // A title line over its items with no blank line between ("ver 0.23 (2021/10/14)" over
    // "* protocol"): it heads them as a line on its own would, and the items are read as items.
    if (
      lines.length > 1 &&
      !md &&
      !isItem(first) &&
      first.length <= 80 &&
      !".,;!?".includes(first.slice(-1)) &&
      isItem(lines[1].trim())
    ) {
      open(7.75, first.endsWith(":") ? first.slice(0, -1) : first);
      const cut = lines[0].length + 1;
      blocks[b--] = after(block, cut);
      continue;
    }

    if (isItem(first)) {
      // List items: each item with the lines that continue it (no blank line between).
      closeLeadsIfNewList(blocks, b, closeLeads);
      // A nested list is indented: its lead ends at the next item as shallow as the lead, once
      // deeper items came (a flat "- Lead:" list keeps its lead over the items after it).
      const indent = leadingSpaces(block.text);
      if (leadIndent !== null && indent <= leadIndent && deeperSeen) {
        while (stack.length > 0 && stack[stack.length - 1][0] >= 8 + indent) stack.pop();
        leadIndent = null;
      }
      if (leadIndent !== null && indent > leadIndent) deeperSeen = true;
      const items = splitItems(block);
      for (const [n, item] of items.entries()) {
        let body = item.text.replace(ITEM_MARKER, "");
        if (body.trimEnd().endsWith(":") && body.length <= 120) {
          // "Query planner enhancements:" leads the items after it.
          open(8 + indent, body.trimEnd().slice(0, -1));
          leadIndent = indent;
          deeperSeen = false;
          continue;
        }
        // A listing right after the block's last item is its example ("... can be set in /etc/sysctl.conf." and the file's lines).
        if (n === items.length - 1 && b + 1 < blocks.length && isListing(blocks[b + 1].text)) {
          const listing = unfence(blocks[b + 1].text);
          if (body.length + listing.length < max) {
            body = `${body}\n${listing}`;
            b++;
          }
        }
        // A short item over a deeper list of "label: value" fields (an option's name over its
        // "description", "type" and "default value" items) is one record, as a table of such rows
        // is: the name heads its fields, so the default is stated beside what it is the default of.
        const record = n === items.length - 1 && body.trim().length <= 100 ? recordFields(blocks, b, indent) : null;
        if (record !== null) {
          const term = body.trim();
          emit({ kind: "definition", text: `${term}: ${record.fields.join("; ")}`, start: item.start, terms: [term] });
          b = record.end - 1;
          continue;
        }
        emit({ kind: "item", text: body, start: item.start });
        // Paragraphs indented under the block's last item, after a blank line, go on with it: it heads
        // them. At a chunk's end it heads the next chunk's first blocks while they are deeper.
        const after = blocks[b + 1];
        if (
          n === items.length - 1 &&
          (!after || (!isItem(after.text.trim()) && indentOf(after.text) > indent && !isListing(after.text)))
        ) {
          open(8.5 + indent, itemTitle(body));
          looseItems.push(indent);
        }
      }
      continue;
    }

    // A release's line leading its list ("Changes in squid-5.7 (05 Sep 2022):" over "- Bug 5186: ...", "Feb.
    // 23, 2026 - Version 12.57" or "version 1.34 - Ann Lee, 2026-02-13" over theirs): it heads the items,
    // which then say which release they belong to and when; the next such line replaces it.
    // A dated one is a release's title as "1.12.0 (2019-05-25)" on its own is (level 7): siblings of either form.
    const lead = lines.length === 1 ? leadsRelease(first, next) : null;
    if (lead !== null) {
      open(lead === "dated" ? 7 : 7.75, first.endsWith(":") ? first.slice(0, -1) : first);
      continue;
    }

    // A title hanging over its indented text ("TAG: cache_mem (bytes)" over its description, an option
    // over its explanation): it heads that text and the blocks after it, until the next title.
    const hanging = lines.length >= 2 && hangingTitle(lines);
    if (hanging) {
      open(7.25, first);
      const cut = lines[0].length + 1;
      blocks[b--] = after(block, cut);
      continue;
    }

    // A short line on its own, followed by text: a title (HTML converters drop heading tags); a
    // release's line is one over a list too ("v2.3.19.1 2022-06-14 ..." over "- doveadm ...").
    // A line a heading follows would head nothing: it is text ("Default value:" over "5000").
    if (
      lines.length === 1 &&
      isTitleLine(first) &&
      next !== "" &&
      markdownHeading(next.split("\n")[0]) === null &&
      (!next.startsWith("-") || RELEASE_LINE.test(first))
    ) {
      open(7, first);
      continue;
    }

    // A paragraph.
    let para = block.text;
    // A listing (fenced by ---- or ```) after the paragraph is its example: it joins the paragraph.
    if (b + 1 < blocks.length && isListing(blocks[b + 1].text) && para.length + blocks[b + 1].text.length <= max) {
      b++;
      para = `${para}\n${unfence(blocks[b].text)}`;
    }
    // Short paragraphs join the next one under the same headings.
    const start = block.start;
    while (
      para.length < min &&
      b + 1 < blocks.length &&
      isPlainParagraph(blocks[b + 1].text) &&
      blocks[b + 1].text.length < min &&
      leadsRelease(blocks[b + 1].text.trim(), blocks[b + 2]?.text.trim() ?? "") === null
    ) {
      b++;
      para = `${para}\n${blocks[b].text}`;
    }
    // A listing after the joined paragraphs is the example of the last one.
    if (b + 1 < blocks.length && isListing(blocks[b + 1].text) && para.length + blocks[b + 1].text.length <= max) {
      b++;
      para = `${para}\n${unfence(blocks[b].text)}`;
    }
    emit({ kind: "paragraph", text: para, start });
  }
  opts.onEnd?.(Object.assign(headings(), { levels: stack.map(([level]) => level) }));
  return out;
}

/**
 * A configuration file documented in its comments (squid.conf.documented, a package's example
 * .conf): when most lines are comments ("# ...") and bare "#" lines part them, the comment marks go
 * and a bare "#" line is a blank line, so its prose reads as paragraphs under their titles ("TAG: cache_mem (bytes)") and its
 * "Default:" lines stay with the setting they close. Other text is returned as it is (a Markdown
 * file's few "#" headings are far from most of its lines).
 */
export function uncommented(text: string): string {
  const lines = text.split("\n");
  const written = lines.filter((l) => l.trim() !== "");
  const comments = written.filter((l) => l.startsWith("#")).length;
  // Bare "#" lines separate a comment's paragraphs; a Markdown file never writes one.
  const bare = written.filter((l) => l.startsWith("#") && l.slice(1).trim() === "").length;
  if (written.length < 10 || comments < written.length * 0.6 || bare < 3) return text;
  // "#" and one space go; a tab stays, the indentation of a description under its title.
  return lines.map((l) => (l.startsWith("#") ? l.slice(l.startsWith("# ") ? 2 : 1) : l)).join("\n");
}

/**
 * Whether a block's first line is a title hanging over the rest: short, not a sentence or a code
 * line's opening (no final ".", ":", ";", "{", "("), and every other line indented at least two
 * columns deeper.
 */
function hangingTitle(lines: string[]): boolean {
  const title = lines[0];
  const t = title.trim();
  if (t.length < 2 || t.length > 80 || ".:;,{([=\\".includes(t.slice(-1)) || !startsAs(t, "letter")) return false;
  const depth = indentOf(title);
  return lines.slice(1).every((l) => indentOf(l) >= depth + 2);
}

/** A block's indentation in columns, a tab reaching the next multiple of 8. */
function indentOf(text: string): number {
  let col = 0;
  for (const ch of text) {
    if (ch === " ") col++;
    else if (ch === "\t") col = col - (col % 8) + 8;
    else break;
  }
  return col;
}

/** An item as the heading of its continuation paragraphs: its first sentence, at most 100 characters. */
function itemTitle(body: string): string {
  const text = squeezeSpaces(body);
  // Up to its first ". ", "! " or "? " (white space is single spaces now).
  const ends = [". ", "! ", "? "].map((e) => text.indexOf(e)).filter((i) => i >= 0);
  const sentence = ends.length > 0 ? text.slice(0, Math.min(...ends) + 1) : text;
  if (sentence.length <= 100) return sentence;
  // Cut before the last word that the 99 characters reach.
  const cut = sentence.slice(0, 99);
  return `${cut.slice(0, cut.lastIndexOf(" ") < 0 ? 99 : cut.lastIndexOf(" "))}…`;
}

/** The blocks of a text: runs of non-blank lines, with their offsets. */
function splitBlocks(text: string): Block[] {
  const out: Block[] = [];
  let cur: string[] = [];
  let start = 0;
  let offset = 0;
  for (const line of text.split("\n")) {
    // An AsciiDoc anchor alone on its line ("[[v3.8]]" over "== Version 3.8") marks a place and says
    // nothing: it parts blocks as a blank line does, so the title under it is a block of its own.
    if (line.trim() === "" || isAnchorLine(line.trim())) {
      if (cur.length) out.push({ text: cur.join("\n"), start });
      cur = [];
    } else {
      if (cur.length === 0) start = offset;
      cur.push(line.trimEnd());
    }
    offset += line.length + 1;
  }
  if (cur.length) out.push({ text: cur.join("\n"), start });
  return out;
}

/** An AsciiDoc anchor line: "[[id]]" or "[#id]", the id one word. */
function isAnchorLine(line: string): boolean {
  const id =
    line.startsWith("[[") && line.endsWith("]]")
      ? line.slice(2, -2)
      : line.startsWith("[#") && line.endsWith("]")
        ? line.slice(2, -1)
        : "";
  return id !== "" && !holds(id, "space") && !id.includes("[") && !id.includes("]");
}

/** A fence of a listing: a line of 4 "-" or "." or more, or of 3 "`" or more. */
const isFence = (line: string) => repeats(line, "`", 3) || repeats(line, "-.", 4);
function isListing(text: string): boolean {
  const lines = text.split("\n");
  return lines.length >= 3 && isFence(lines[0].trim()) && isFence(lines[lines.length - 1].trim());
}
function unfence(text: string): string {
  return text
    .split("\n")
    .filter((l) => !isFence(l.trim()))
    .join("\n");
}

/**
 * Whether a paragraph only heads what follows it: a Markdown heading, a title line on its own
 * ("1.12.0 (2019-05-25)" over a release's items), or an outline's release ("* Noteworthy changes in
 * release 4.12"). A chunk does not end on one (see chunkUnits).
 */
export function headsNext(paragraph: string): boolean {
  const p = paragraph.trim();
  return !p.includes("\n") && (markdownHeading(p) !== null || isTitleLine(p) || outlineRelease(p) || RPM_ENTRY.test(p));
}

/** A weekday's or month's name as an RPM changelog writes it: three letters, the first a capital ("Wed", "Dec"). */
const short = (name: string) => name[0].toUpperCase() + name.slice(1, 3);

/**
 * An RPM spec file's changelog entry, the form projects packaged for RPM keep their ChangeLog in: "* ", a
 * weekday, a date, who signs it and, most often, the release ("* Wed Dec 7 2022 Ken Gaillot
 * <kgaillot@redhat.com> Pacemaker-2.1.5", "* Mon Jan 02 2023 Jo Bloggs <jo@example.org> - 1.2.3-1").
 */
export const RPM_ENTRY = new RegExp(
  `^\\* (?:${WEEKDAYS.map(short).join("|")}) (?:${MONTH_KEYS.map(short).join("|")}) {1,2}\\d{1,2} \\d{4} ` +
    "[^<>\\n]{1,80}<[^<>\\s]+@[^<>\\s]+>(?:\\s+-?\\s*\\S+)?\\s*$",
);

/**
 * A release's line: a version, its date, and who signs it ("v2.3.19 2022-05-10  Aki Tuomi
 * <aki.tuomi@open-xchange.com>", Dovecot's NEWS; "1.12.0 (2019-05-25)"), a title however long or
 * lower-case its "v"; nothing else after the date (a log line's time and message is no release).
 */
const RELEASE_LINE =
  /^[vV]?\d+(?:\.\d+)+[a-z]?\s+(?:\(\d{4}-\d{2}-\d{2}\)|\d{4}-\d{2}-\d{2})(?:\s+[\p{L}][\p{L} .'-]{0,60}<[^<>\s]+@[^<>\s]+>)?:?$/u;

function isTitleLine(line: string): boolean {
  const l = line.trim();
  if (RELEASE_LINE.test(l)) return true;
  return (
    l.length >= 2 &&
    l.length <= 60 &&
    !".,;:!?".includes(l.slice(-1)) &&
    startsAs(l, "upper", "number") &&
    l.split(SPACES).length <= 8 &&
    // A field and its value ("Release date: 2022-11-10", "Tags: transfer", "Type: boolean Default: no")
    // is a statement, not a title: as a heading its value would be in no passage's text. A title with a
    // label has capitalised words after it ("Tutorial: Getting Started").
    (!l.includes(": ") ||
      l
        .slice(l.indexOf(": ") + 2)
        .split(SPACES)
        .every((w) => startsAs(w, "upper") && !hasDigit(w) && !w.endsWith(":")))
  );
}

/**
 * The rest of a block after its first `cut` characters, at its own offset: `blocks[b--] = after(block,
 * cut)` reads it again as a block of its own once a title line has been taken off its top.
 */
function after(block: Block, cut: number): Block {
  return { text: block.text.slice(cut), start: block.start + cut };
}

/** Whether a line is an outline's release: "* " and a line naming a release ("* Noteworthy changes in release 4.12"). */
function outlineRelease(line: string): boolean {
  return line.startsWith("* ") && line.length <= 100 && namesRelease(line);
}

/**
 * Whether a line on its own is a release's line over the list `next` begins (see splitPassages): one
 * ending in ":" with a number ("Changes in squid-5.7 (05 Sep 2022):"), or one naming a release with its
 * date ("Feb. 23, 2026 - Version 12.57", "version 1.34 - Ann Lee, 2026-02-13"); null when it is neither.
 * A line naming a version without a date is prose as often ("Requires Heron 3.11 or later").
 */
function leadsRelease(line: string, next: string): "listed" | "dated" | null {
  if (line.includes("\n") || line.length < 2 || line.length > 100 || !startsAs(line, "letter", "number")) return null;
  if (!isItem(next.split("\n")[0])) return null;
  if (line.endsWith(":") && hasDigit(line)) return "listed";
  if (namesRelease(line) && !".,;!?".includes(line.slice(-1)) && findDates(line).length > 0) return "dated";
  return null;
}

/** Whether two release lines are written alike: the same words before the release ("Changes in Heron 1.20" / "... 1.19.5"). */
function sameRelease(a: string, b: string): boolean {
  const before = (line: string) => line.split(SPACES).findIndex((w) => releaseWord(w));
  const i = before(a);
  return i > 0 && i === before(b) && a.split(SPACES).slice(0, i).join(" ") === b.split(SPACES).slice(0, i).join(" ");
}

/**
 * Whether a line names a release: a word that is a dotted number of two parts or more, the first of
 * one or two digits ("1.21.3", "v4.9.0,"); not an address ("192.168.0.1") nor a log line with its
 * time of day ("10.0.0.1 2026-06-01 12:00:00 ...").
 */
function namesRelease(line: string): boolean {
  return !/\d:\d\d/.test(line) && line.split(SPACES).some(releaseWord);
}

/** Whether a word is a release's number ("1.21.3", "v4.9.0,"; see {@link namesRelease}). */
function releaseWord(w: string): boolean {
  const word = stripEdges(w.replace(/^[vV]/, ""), "", ".,:;)");
  return isDottedNumber(word, 2) && word.indexOf(".") <= 2;
}

/** Whether a text's last line underlines it with "---" or "===". */
function endsUnderlined(text: string): boolean {
  const at = text.lastIndexOf("\n");
  const last = text.slice(at + 1);
  return at >= 0 && repeats(last, "-=", 3);
}

/** Whether `line` is one of `chars` written `min` times or more, and nothing else ("----", "~~~"). */
function repeats(line: string, chars: string, min: number): boolean {
  return line.length >= min && chars.includes(line[0]) && madeOf(line, line[0]);
}

/** The characters of a title's underline, by level: AsciiDoc's, and reStructuredText's '"' (btrfs-progs' point releases). */
const UNDERLINES = '=-~^"';

/** A title's underline: one of {@link UNDERLINES}, 3 or more ("---", "===", '"""'). */
function isUnderline(line: string): boolean {
  return repeats(line, UNDERLINES, 3);
}

/** Shortest line read as a separator over a title (a Markdown rule, "---" or "***", is shorter). */
const SEPARATOR_CHARS = 20;

/** The levels of overlined titles by their character: "#" parts over "*" chapters over the rest (level 1). */
const OVERLINED_LEVELS: Record<string, number> = { "#": -1, "*": 0 };

/** A reStructuredText title's overline: one of its adornment characters written 3 times or more. */
function isOverline(line: string): boolean {
  return repeats(line, "=-~^*#+", 3);
}

/** The term of an asciidoc definition's head ("cache_mem::", "term;;"), or null. */
function definitionTerm(line: string): string | null {
  const t = line.trimEnd();
  if (!t.endsWith("::") && !t.endsWith(";;")) return null;
  const term = t.slice(0, -2);
  return term === "" || startsAs(term, "space") ? null : term;
}

/** Whether a line is a list item: its marker and text after it. */
function isItem(line: string): boolean {
  const marker = ITEM_MARKER.exec(line);
  return marker !== null && marker[0].length < line.length;
}

/**
 * The title of a block that is a title alone under a separator line, a blank line after it
 * ("-----...-----\nfetchmail-6.4.35 (released 2023-01-04):"): a release's heading in a news file, below
 * the file's own title; else null. A separator is long (a Markdown rule, "---", is not one) and a
 * title does not end as a sentence does.
 */
function separatedTitle(text: string): string | null {
  const lines = text.split("\n");
  if (lines.length !== 2) return null;
  const [rule, title] = [lines[0].trim(), lines[1].trim()];
  const ok =
    rule.length >= SEPARATOR_CHARS &&
    isOverline(rule) &&
    title.length > 0 &&
    title.length <= 100 &&
    !isOverline(title) &&
    !/[.!?]$/.test(title);
  return ok ? title : null;
}

function isPlainParagraph(text: string): boolean {
  const first = text.split("\n")[0].trim();
  return (
    markdownHeading(first) === null &&
    !isItem(first) &&
    definitionTerm(first) === null &&
    !text.includes("|") &&
    rowFields(first) === null &&
    !DEBIAN_ENTRY.test(first) &&
    !isDebianTrailer(first) &&
    !OUTLINE_TITLE.test(first) &&
    !(text.split("\n").length === 1 && isTitleLine(first)) &&
    !endsUnderlined(text) &&
    separatedTitle(text) === null
  );
}

function isTableStart(blocks: Block[], b: number): boolean {
  const rows = (i: number) => (blocks[i]?.text.split("\n") ?? []).filter((l) => l.includes("|")).length;
  return (
    rows(b) >= 2 || (rows(b) === 1 && rows(b + 1) >= 1 && blocks[b + 1].text.split("\n").every((l) => l.includes("|")))
  );
}

/** A table's separator row: bars, dashes, colons and white space only ("|---|:--:|"). */
export function isRuleRow(line: string): boolean {
  return madeOf(line, "|:-", "space");
}

/** A Markdown table row's cells: the line (trimmed) opens and closes with "|" ("| a | 1 |": ["a", "1"]); null for any other line. */
export function tableRowCells(line: string): string[] | null {
  const row = line.trim();
  return row.length >= 2 && row.startsWith("|") && row.endsWith("|") ? cells(row) : null;
}

function cells(line: string): string[] {
  let row = line.trim();
  if (row.startsWith("|")) row = row.slice(1);
  if (row.endsWith("|")) row = row.slice(0, -1);
  return row.split("|").map((c) => c.trim());
}

/** A table spread over consecutive blocks (converted HTML puts a blank line between rows). */
function readTable(blocks: Block[], b: number) {
  const rows: { cells: string[]; start: number }[] = [];
  let consumed = 0;
  // A first row of bars and spaces only (" | ", as the HTML reader writes a table without a header
  // row) says the table has no column names: its first row is data.
  let headerless = false;
  for (let i = b; i < blocks.length; i++) {
    const lines = blocks[i].text.split("\n");
    if (!lines.every((l) => l.includes("|"))) break;
    let offset = blocks[i].start;
    for (const l of lines) {
      if (rows.length === 0 && !headerless && madeOf(l, " |")) headerless = true;
      else if (!isRuleRow(l)) rows.push({ cells: cells(l), start: offset });
      offset += l.length + 1;
    }
    consumed++;
  }
  const header = headerless ? [] : (rows.shift()?.cells ?? []);
  return { rows, header, consumed };
}

function splitItems(block: Block): Block[] {
  const out: Block[] = [];
  let offset = block.start;
  for (const line of block.text.split("\n")) {
    if (isItem(line.trim()) || out.length === 0) out.push({ text: line.trim(), start: offset });
    else out[out.length - 1].text += ` ${line.trim()}`;
    offset += line.length + 1;
  }
  return out;
}

/**
 * The fields of the deeper list after blocks[b], an item at `indent`, when every item of that list is
 * one "label: value" field and there are two or more (a record), with the index of the first block
 * after it; else null.
 */
function recordFields(blocks: Block[], b: number, indent: number): { fields: string[]; end: number } | null {
  const fields: string[] = [];
  let j = b + 1;
  for (; j < blocks.length; j++) {
    const text = blocks[j].text;
    if (!isItem(text.trim()) || leadingSpaces(text) <= indent) break;
    for (const item of splitItems(blocks[j])) {
      const field = item.text.replace(ITEM_MARKER, "").trim();
      if (labelledFields(field)?.length !== 1) return null;
      fields.push(field);
    }
  }
  return fields.length >= 2 ? { fields, end: j } : null;
}

/** A list after a paragraph starts afresh: leads of an earlier list no longer apply. */
function closeLeadsIfNewList(blocks: Block[], b: number, close: () => void): void {
  const prev = blocks[b - 1]?.text.split("\n")[0].trim() ?? "";
  if (!isItem(prev)) close();
}

function dedent(text: string): string {
  return squeezeSpaces(
    text
      .split("\n")
      .map((l) => l.trim())
      .filter((l) => l !== "+")
      .join(" "),
  ).trim();
}

/** The names of a "header: value; ..." row's text-valued fields (a codename, not a date). */
function rowNames(row: string): string[] {
  return row
    .split("; ")
    .map((f) => f.split(": ")[1] ?? "")
    .filter((v) => startsAs(v, "letter") && v.length <= 40);
}

// Identifiers a passage may define: snake_case, UPPER_CASE, dotted config names, calls, `code`.
const IDENT =
  /`([^`\n]{2,60})`|\b([A-Za-z][A-Za-z0-9]*(?:[_.][A-Za-z0-9]+)+(?:\(\))?|[A-Z][A-Z0-9]{2,}(?:_[A-Z0-9]+)+)\b/g;

/** What a passage defines: the given terms, plus identifiers it introduces (snake_case, UPPER_CASE, dotted, `code`). */
function definedTerms(text: string, given: string[]): string[] {
  const found = new Set(given.map((t) => t.trim()).filter((t) => t.length > 0 && t.length <= 80));
  for (const m of text.matchAll(IDENT)) {
    const t = (m[1] ?? m[2]).trim();
    if (t.length <= 60 && !isDottedNumber(t)) found.add(t);
    if (found.size >= 12) break;
  }
  return [...found];
}

/** `text` cut at its last white space before each `max` characters (inside a word only when one word is longer). */
function cutAtSpaces(text: string, max: number): string[] {
  const out: string[] = [];
  let from = 0;
  while (text.length - from > max) {
    let cut = from + max;
    while (cut > from && !holds(text[cut], "space")) cut--;
    if (cut === from) cut = from + max;
    out.push(text.slice(from, cut));
    from = cut;
  }
  out.push(text.slice(from));
  return out.filter((p) => p.trim() !== "");
}

/** A long passage cut between sentences into pieces of at most `max` characters. */
function cutSentences(text: string, max: number): string[] {
  // Cut after a sentence's end and the space after it, never inside a token: every character stays
  // (a period inside "www.sqlite.org" or "v1.2" once made a sentence pattern skip the text before it).
  const sentences: string[] = [];
  let from = 0;
  for (const end of text.matchAll(SENTENCE_END)) {
    let next = end.index + end[0].length;
    while (next < text.length && holds(text[next], "space")) next++;
    if (next < text.length && next > from) {
      sentences.push(text.slice(from, next));
      from = next;
    }
  }
  sentences.push(text.slice(from));
  const out: string[] = [];
  let cur = "";
  for (const s of sentences) {
    if (cur && cur.length + s.length > max) {
      out.push(cur.trim());
      cur = "";
    }
    if (s.length > max) {
      // A "sentence" over `max` (a list without final stops): cut at white space, never inside a word.
      for (const piece of cutAtSpaces(s, max)) out.push(piece.trim());
      continue;
    }
    cur += s;
  }
  if (cur.trim()) out.push(cur.trim());
  return out.filter(Boolean);
}
