/**
 * Manual pages (troff with the man(7) or mdoc(7) macros, as Debian ships them under /usr/share/man)
 * read as Markdown: the title and sections as headings, each option or setting a list of terms
 * introduces (".TP", ".IP", ".It", or a line over an indented block) a heading of its own over its
 * description, no-fill and example blocks fenced, tbl tables as pipe tables, and the escapes
 * (fonts, special characters, strings, the number registers the page sets) resolved to plain text.
 * A page's own macros (".de HD") are expanded where called; formatting requests and conditional
 * blocks are left out. Text that opens
 * with heading marks stays text ("\# ..."). mdoc's callable macros read as mandoc prints them:
 * enclosures, systems and their releases, prefixes and no-spacing mode, an item's head over several
 * lines, the standard exit-status sentences and reference blocks. Pure and linear in the text (macro
 * expansion bounded); the readers' tables (ESCAPED_CHARS, BULLET_TAGS, the mdoc tables) are tested
 * from the table.
 */

/** Special characters by their troff names ("\(em", "\[bu]"), as read: plain text. */
export const ESCAPED_CHARS: Readonly<Record<string, string>> = {
  em: "—",
  en: "–",
  hy: "-",
  mi: "-",
  bu: "•",
  ci: "○",
  sq: "□",
  aq: "'",
  dq: '"',
  lq: "“",
  rq: "”",
  oq: "‘",
  cq: "’",
  ga: "`",
  ha: "^",
  ti: "~",
  rs: "\\",
  sl: "/",
  co: "©",
  rg: "®",
  tm: "™",
  de: "°",
  mu: "×",
  "+-": "±",
  "<=": "≤",
  ">=": "≥",
  "!=": "≠",
  "->": "→",
  "<-": "←",
  da: "↓",
  ua: "↑",
  ba: "|",
  br: "|",
  sc: "§",
  ps: "¶",
  Fo: "«",
  Fc: "»",
  fo: "‹",
  fc: "›",
  // Signs, currencies, brackets, arrows and fractions as groff -Tutf8 prints them (groff_char(7)).
  at: "@",
  sh: "#",
  Do: "$",
  Eu: "€",
  eu: "€",
  Po: "£",
  Ye: "¥",
  lB: "[",
  rB: "]",
  lC: "{",
  rC: "}",
  la: "⟨",
  ra: "⟩",
  rA: "⇒",
  lA: "⇐",
  hA: "⇔",
  "<>": "↔",
  "==": "≡",
  "~~": "≈",
  "**": "∗",
  mc: "µ",
  "12": "½",
  "14": "¼",
  "34": "¾",
  aa: "´",
  ul: "_",
  ru: "_",
  pl: "+",
  eq: "=",
  fm: "′",
  sd: "″",
  dg: "†",
  dd: "‡",
  OK: "✓",
  no: "¬",
  pc: "·",
  ...accentedLetters(),
};

/**
 * groff's accented Latin letters (groff_char(7)): an accent mark, then the letter ("\['e]" é,
 * "\(:u" ü, "\[,c]" ç, "\(vz" ž), composed; and the letters of their own ("\[ss]" ß, "\[/o]" ø).
 */
function accentedLetters(): Record<string, string> {
  const marks: [mark: string, combining: string, letters: string][] = [
    ["'", "\u0301", "aeiouyAEIOUYcC"],
    ["`", "\u0300", "aeiouAEIOU"],
    ["^", "\u0302", "aeiouAEIOU"],
    [":", "\u0308", "aeiouyAEIOUY"],
    ["~", "\u0303", "anoANO"],
    [",", "\u0327", "cC"],
    ["o", "\u030A", "aA"],
    ["v", "\u030C", "szSZ"],
  ];
  const letters = { ss: "ß", ae: "æ", AE: "Æ", oe: "œ", OE: "Œ", "/o": "ø", "/O": "Ø", "/l": "ł", "/L": "Ł" };
  return {
    ...Object.fromEntries(
      marks.flatMap(([mark, combining, of]) =>
        [...of].map((letter) => [mark + letter, (letter + combining).normalize("NFC")]),
      ),
    ),
    ...letters,
  };
}

/**
 * Strings the pages use ("\*(lq", "\*[R]"), as a terminal shows them; any other is empty. pod2man's quote strings
 * (`L"`, `R"`, `C\``, `C'`) are defined in a block the reader skips, for the terminal as a plain double quote.
 */
export const STRINGS: Readonly<Record<string, string>> = {
  lq: "“",
  rq: "”",
  Aq: "'",
  R: "®",
  Tm: "™",
  Q: '"',
  Ba: "|",
  'L"': '"',
  'R"': '"',
  "C`": '"',
  "C'": '"',
};

/** A line's text with its escapes resolved: fonts and sizes dropped, characters and strings read. */
export function unescapeTroff(line: string): string {
  let out = "";
  // Half-lines up (+) or down (-) from the baseline (\u, \d).
  let shift = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c !== "\\") {
      out += c;
      continue;
    }
    const n = line[++i];
    if (n === undefined) break;
    // A name after an escape: "(xy", "[name]" or one character.
    const name = (): string => {
      const k = line[i + 1];
      if (k === "(") {
        i += 3;
        return line.slice(i - 1, i + 1);
      }
      if (k === "[") {
        const end = line.indexOf("]", i + 2);
        const got = line.slice(i + 2, end < 0 ? line.length : end);
        i = end < 0 ? line.length : end;
        return got;
      }
      i += 1;
      return k ?? "";
    };
    // A quoted argument ("\h'1i'", "\w'text'"): skipped.
    const quoted = () => {
      const q = line[i + 1];
      const end = q ? line.indexOf(q, i + 2) : -1;
      i = end < 0 ? line.length : end;
    };
    switch (n) {
      case "-":
        out += "-";
        break;
      case "e":
      case "\\":
        out += "\\";
        break;
      case "(":
      case "[": {
        i -= 1;
        const ch = name();
        out +=
          ESCAPED_CHARS[ch] ??
          (ch.startsWith("u") && /^u[0-9A-F]{4,5}$/.test(ch) ? String.fromCodePoint(parseInt(ch.slice(1), 16)) : "");
        break;
      }
      case "*":
        out += STRINGS[name()] ?? "";
        break;
      case "n":
        // A number register ("\n[step]", "\n+[step]" steps it first): set ones are read before (withRegisters).
        if (line[i + 1] === "+" || line[i + 1] === "-") i++;
        name();
        break;
      case "f":
      case "F":
      case "m":
      case "M":
      case "g":
      case "Y":
        name();
        break;
      case "s": {
        // "\s+2", "\s-1", "\s0", "\s[12]".
        const m = /^[+-]?(?:\d{1,2}|\[[^\]]*\]|\(\d\d)/.exec(line.slice(i + 1));
        i += m ? m[0].length : 0;
        break;
      }
      case "h":
      case "v":
      case "w":
      case "o":
      case "b":
      case "l":
      case "L":
      case "N":
      case "D":
      case "X":
      case "Z":
      case "A":
      case "R":
        quoted();
        break;
      case "~":
      case " ":
      case "0":
        out += " ";
        break;
      case "&":
      case "|":
      case "^":
      case ",":
      case "/":
      case "c":
      case ":":
      case "%":
        break;
      case "u":
      case "d":
        // Half a line up or down: a superscript ("2\u64\d", two to the 64th) is read "2^64"; a
        // subscript ("H\d2\uO") as its characters.
        if (n === "u" && shift === 0) out += "^";
        shift += n === "u" ? 1 : -1;
        break;
      case "k":
      case "z":
      case "\n":
        if (n === "k" || n === "z") i += 1;
        break;
      case '"':
        return out;
      case "t":
        out += "\t";
        break;
      default:
        out += n;
    }
  }
  return out;
}

/**
 * A request line's arguments, quotes read ("a b" one argument; "" inside a quote is one quote), an
 * escaped space inside an argument ("\ ") kept in it.
 */
function requestArgs(rest: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < rest.length) {
    while (rest[i] === " " || rest[i] === "\t") i++;
    if (i >= rest.length) break;
    if (rest[i] === '"') {
      let arg = "";
      i++;
      while (i < rest.length) {
        if (rest[i] === '"' && rest[i + 1] === '"') {
          arg += '"';
          i += 2;
        } else if (rest[i] === '"') {
          i++;
          break;
        } else arg += rest[i++];
      }
      out.push(arg);
    } else {
      const start = i;
      // An escape is part of its argument: "\-C\ \fIdirectory" (an escaped space) is one.
      while (i < rest.length && rest[i] !== " " && rest[i] !== "\t") i += rest[i] === "\\" ? 2 : 1;
      out.push(rest.slice(start, i));
    }
  }
  return out;
}

/** mdoc macros read as their arguments, their names dropped ("Ar file" -> "file"). */
const MDOC_DROPPED = new Set(
  "Ad An Ar Cd Cm Dv Er Ev Fa Fn Ic Li Lk Mt Nm Pa Va Vt Em Sy No Tn Ms Sx Xo Xc Ot St".split(" "),
);

/** mdoc macros {@link mdocText} reads itself: flags, references, joins, spacing, the standard sentences. */
const MDOC_READ = new Set("Fl Xr Ns Pf Ap Sm Ex Rv Ta".split(" "));

/** mdoc's enclosures of the rest of a line, as a terminal shows them (".Op Fl v" -> "[-v]"). */
export const MDOC_QUOTES: Readonly<Record<string, readonly [string, string]>> = {
  Aq: ["<", ">"],
  Bq: ["[", "]"],
  Brq: ["{", "}"],
  Dq: ["“", "”"],
  Op: ["[", "]"],
  Pq: ["(", ")"],
  Qq: ['"', '"'],
  Sq: ["‘", "’"],
  Ql: ["‘", "’"],
};

/** mdoc's enclosures opened and closed by macros of their own, on one line or several (".Oo" ... ".Oc"). */
export const MDOC_OPENS: Readonly<Record<string, string>> = {
  Ao: "<",
  Bo: "[",
  Bro: "{",
  Do: "“",
  Oo: "[",
  Po: "(",
  Qo: '"',
  So: "‘",
};
export const MDOC_CLOSES: Readonly<Record<string, string>> = {
  Ac: ">",
  Bc: "]",
  Brc: "}",
  Dc: "”",
  Oc: "]",
  Pc: ")",
  Qc: '"',
  Sc: "’",
};

/**
 * mdoc's systems, named with the release after them (".Ox 4.6" -> "OpenBSD 4.6"); "Bx" with its
 * release before ("4.4BSD") and "At" with its own names are read apart (see {@link mdocSystem}).
 */
export const MDOC_SYSTEMS: Readonly<Record<string, string>> = {
  Ox: "OpenBSD",
  Nx: "NetBSD",
  Fx: "FreeBSD",
  Dx: "DragonFly",
  Bsx: "BSD/OS",
  Ux: "UNIX",
  Bx: "BSD",
  At: "AT&T UNIX",
};

/** AT&T's releases as mdoc names them (".At v7" -> "Version 7 AT&T UNIX"). */
const AT_RELEASES: readonly [RegExp, (m: RegExpExecArray) => string][] = [
  [/^v(\d+)$/, (m) => `Version ${m[1]} AT&T UNIX`],
  [/^32v$/, () => "Version 7 AT&T UNIX/32V"],
  [/^III$/, () => "AT&T System III UNIX"],
  [/^V$/, () => "AT&T System V UNIX"],
  [/^V\.(\d)$/, (m) => `AT&T System V Release ${m[1]} UNIX`],
];

/**
 * A system macro with the words after it (".Bx 4.3 Tahoe" -> "4.3BSD-Tahoe"): its text and how many
 * of the words it took as its release (a word none of its releases is stays text: ".At 2.0").
 */
function mdocSystem(macro: string, release: string | undefined, variant: string | undefined): [string, number] {
  const name = MDOC_SYSTEMS[macro];
  if (macro === "Ux" || release === undefined) return [name, 0];
  if (macro === "Bx") return variant === undefined ? [`${release}BSD`, 1] : [`${release}BSD-${variant}`, 2];
  if (macro === "At") {
    for (const [pattern, read] of AT_RELEASES) {
      const m = pattern.exec(release);
      if (m) return [read(m), 1];
    }
    return [name, 0];
  }
  return [`${name} ${release}`, 1];
}

/** Names listed as mdoc lists them ("a", "a and b", "a, b, and c"): English's conjunction list. */
const NAMES_LISTED = new Intl.ListFormat("en", { type: "conjunction" });
const listed = (names: string[]) => NAMES_LISTED.format(names);

/** The macro closing what an opening one opens (mdoc names them alike: "Oo" -> "Oc", "Bro" -> "Brc"). */
export const mdocCloser = (opener: string) => `${opener.slice(0, -1)}c`;

/** How many of the enclosures open a closing macro looks through for its own (mdoc nests a few). */
const MDOC_CLOSE_DEPTH = 16;

/** Every mdoc macro callable inside a line. */
const MDOC_MACROS: ReadonlySet<string> = new Set([
  ...MDOC_DROPPED,
  ...MDOC_READ,
  ...Object.keys(MDOC_QUOTES),
  ...Object.keys(MDOC_OPENS),
  ...Object.keys(MDOC_CLOSES),
  ...Object.keys(MDOC_SYSTEMS),
]);

/** mdoc's delimiters: a closing one is written against the word before it, an opening one against the word after it. */
const CLOSING_DELIMITER = /^[.,;:?!)\]]$/;
const OPENING_DELIMITER = /^[([]$/;

/** A word a macro takes as its own (a system's release): no macro, no delimiter. */
const mdocArgument = (w: string | undefined) =>
  w !== undefined && !MDOC_MACROS.has(w) && !CLOSING_DELIMITER.test(w) && !OPENING_DELIMITER.test(w) && w !== "|"
    ? w
    : undefined;

/**
 * A mark joining two pieces of a line, or of two lines, with no space between them (mdoc's "Ns",
 * "Pf", an opened enclosure, no-spacing mode): resolved by {@link unglue} when the text is written.
 * The reader removes it from a page before reading it.
 */
const GLUE = "\u0001";
const unglue = (text: string) =>
  text
    .split(GLUE)
    .map((piece, i, pieces) => {
      const start = i > 0 ? piece.trimStart() : piece;
      return i < pieces.length - 1 ? start.trimEnd() : start;
    })
    .join("");

/**
 * What an mdoc page's lines carry from one to the next: no-spacing mode (".Sm off") and whether the
 * first line after it has come, and the enclosures opened and not yet closed (".Oo" ... ".Oc").
 */
type MdocState = { off: boolean; fresh: boolean; open: { closer: string; mark: string }[] };
const mdocState = (): MdocState => ({ off: false, fresh: false, open: [] });

/** The standard sentences: an exit status (".Ex -std"), a return value (".Rv -std"), for the names given or the page's. */
function standardSentence(macro: "Ex" | "Rv", names: string[], nm: string): string {
  if (macro === "Rv" && !names.length)
    return "Upon successful completion, the value 0 is returned; otherwise the value -1 is returned and the global variable errno is set to indicate the error.";
  if (macro === "Ex") {
    const utilities = names.length ? names : nm ? [nm] : [];
    const several = utilities.length > 1;
    return `The ${utilities.length ? `${listed(utilities)} ` : ""}${several ? "utilities exit" : "utility exits"} 0 on success, and >0 if an error occurs.`;
  }
  const several = names.length > 1;
  return `The ${listed(names.map((n) => `${n}()`))} ${several ? "functions return" : "function returns"} the value 0 if successful; otherwise the value -1 is returned and the global variable errno is set to indicate the error.`;
}

/**
 * One mdoc line's macros and words as text, as mdoc(7) prints them ("Fl f Ar file" -> "-f file",
 * "Xr ssh 1" -> "ssh(1)", "Pf < Ar table Ns >" -> "<table>", "Ox 4.6" -> "OpenBSD 4.6"). In one pass,
 * with the enclosures open as a stack, not by recursion: a line of thousands is read in its length.
 * The text opens with {@link GLUE} when it goes on from the line before (a closing mark or delimiter
 * first) and ends with it when the next line goes on from it (an enclosure left open, a last "Ns");
 * `state` carries no-spacing mode and the enclosures open from line to line.
 */
function mdocText(words: string[], nm: string, state: MdocState = mdocState()): string {
  const out: string[] = [];
  let glue = false;
  // Whether the glue set now carries to the next line (a last "Ns", an enclosure left open), and
  // whether the line's first piece goes on from the line before.
  let carry = false;
  let leading = false;
  const push = (s: string) => {
    if ((glue || state.off) && out.length) out[out.length - 1] += s;
    else out.push(s);
    glue = false;
    carry = false;
  };
  // Written against the piece before it: on the line, or from the line before when it is the first.
  const append = (s: string) => {
    if (!out.length) leading = true;
    glue = true;
    push(s);
  };
  // The one-line enclosures this line opened ("Op", "Dq"): they close before its closing delimiters.
  const scoped: string[] = [];
  let tail = words.length;
  while (tail > 0 && CLOSING_DELIMITER.test(words[tail - 1])) tail--;
  // After "Fl", every word up to the next macro is a flag, a delimiter between them is not ("Fl a b" ->
  // "-a -b", "Fl ?\& , h" -> "-?, -h", "Fl H | L" -> "-H | -L"), as mdoc(7) prints them.
  let flags = false;
  let taking = false;
  for (let i = 0; i < words.length; i++) {
    if (i === tail) while (scoped.length) append(scoped.pop()!);
    const w = words[i];
    const flagged: boolean = flags;
    flags = false;
    // A delimiter right after a macro that takes words ("Li .", "Cm ,") or a column's start ("Ta !") is
    // that word itself, standing apart, as mandoc prints it.
    const bare = taking;
    taking = false;
    if (w === "Fl") {
      // "Fl" with no word after it is a dash.
      const next = words[i + 1];
      if (next === undefined || MDOC_MACROS.has(next) || CLOSING_DELIMITER.test(next) || next === "|") push("-");
      else push(`-${unescapeTroff(words[++i])}`);
      flags = true;
    } else if (w === "Xr" && words[i + 2] !== undefined) {
      push(`${unescapeTroff(words[i + 1])}(${words[i + 2]})`);
      i += 2;
    } else if (
      w === "Nm" &&
      (words[i + 1] === undefined || MDOC_MACROS.has(words[i + 1]) || CLOSING_DELIMITER.test(words[i + 1]))
    ) {
      push(nm);
    } else if (w === "Ns") {
      glue = true;
      carry = true;
    } else if (w === "Pf") {
      // A prefix written against what follows it on the line.
      if (words[i + 1] === undefined) continue;
      push(unescapeTroff(words[++i]));
      glue = i + 1 < words.length;
    } else if (w === "Ap") {
      append("'");
      glue = true;
    } else if (w === "Sm") {
      const mode = words[i + 1];
      if (mode === "on" || mode === "off") i++;
      state.off = mode === "on" || mode === "off" ? mode === "off" : !state.off;
      state.fresh = state.off;
    } else if (w in MDOC_SYSTEMS) {
      const release = mdocArgument(words[i + 1]);
      const variant = w === "Bx" && release !== undefined ? mdocArgument(words[i + 2]) : undefined;
      const [system, used] = mdocSystem(w, release, variant);
      push(system);
      i += used;
    } else if (w === "Ex" || w === "Rv") {
      const names: string[] = [];
      while (i + 1 < words.length && !MDOC_MACROS.has(words[i + 1]) && !CLOSING_DELIMITER.test(words[i + 1])) {
        const n = words[++i];
        if (n !== "-std") names.push(unescapeTroff(n));
      }
      push(standardSentence(w, names, nm));
    }
    // "An -nosplit" only sets how author names break.
    else if (w === "An" && /^-(?:no)?split$/.test(words[i + 1] ?? "")) i++;
    else if (w in MDOC_QUOTES) {
      const [open, close] = MDOC_QUOTES[w];
      push(open);
      glue = true;
      scoped.push(close);
    } else if (w in MDOC_OPENS) {
      push(MDOC_OPENS[w]);
      glue = true;
      carry = true;
      const closer = mdocCloser(w);
      state.open.push({ closer, mark: MDOC_CLOSES[closer] });
    } else if (w in MDOC_CLOSES) {
      // The innermost enclosure of its kind, among the last few open (a closer need not look deeper: a
      // hostile page's thousands left open cost each closer no more); with none, it writes nothing.
      let at = state.open.length - 1;
      while (at >= 0 && at >= state.open.length - MDOC_CLOSE_DEPTH && state.open[at].closer !== w) at--;
      if (at >= 0 && state.open[at].closer === w) append(state.open.splice(at, 1)[0].mark);
    } else if (w === "Ta") {
      // A column's start: nothing joins across it.
      out.push("");
      glue = false;
      taking = true;
    } else if (MDOC_DROPPED.has(w)) taking = w !== "Xo" && w !== "Xc";
    else if (CLOSING_DELIMITER.test(w)) {
      if (bare) push(w);
      else append(w);
      flags = flagged;
    } else if (OPENING_DELIMITER.test(w)) {
      push(w);
      glue = true;
    } else if (w === "|") {
      push(w);
      flags = flagged;
    } else {
      push(flagged ? `-${unescapeTroff(w)}` : unescapeTroff(w));
      flags = flagged;
    }
  }
  while (scoped.length) append(scoped.pop()!);
  const text = out.join(state.off ? "" : " ");
  if (!text) return text;
  return `${leading ? GLUE : ""}${text}${glue && carry ? GLUE : ""}`;
}

/** The order mdoc prints a reference's fields in (".Rs" ... ".Re"): authors, title, book, ..., date, notes. */
const REFERENCE_ORDER = "ATBIJRNVUPQCDO";

/** A reference block's fields (".%A J. Klensin") as mdoc prints them: "J. Klensin, Simple Mail Transfer Protocol, RFC 5321, October 2008." */
function mdocReference(fields: readonly (readonly [string, string])[]): string {
  const of = (k: string) => fields.filter(([f]) => f === k).map(([, v]) => v);
  // A title within a book or journal is quoted; a title on its own is not.
  const quoted = of("B").length > 0 || of("J").length > 0;
  const parts = [...REFERENCE_ORDER].flatMap((k) => {
    const values = of(k);
    if (!values.length) return [];
    if (k === "A") return [listed(values)];
    return k === "T" && quoted ? values.map((v) => `\u201c${v}\u201d`) : values;
  });
  return parts.length ? `${parts.join(", ")}.` : "";
}

/** The most columns a table is read with; the cells past them join the last. */
const MAX_COLUMNS = 32;

/**
 * A tbl table's rows ("T{ ... T}" cells joined) as a Markdown pipe table. A row's cells are split by
 * the tab character; a cell that is "T{" at the end of a line is a text block running to a line that
 * starts with "T}", after which the row goes on (more cells, or another block: DocBook's manual pages
 * write every cell so). A ".T&" starts new format lines, which are not data; requests inside a block
 * (".sp", ".br") are formatting.
 */
function tblToMarkdown(lines: string[]): string[] {
  let tab = "\t";
  let i = 0;
  // Options end with ";", the formats with "." (the last format line).
  if (lines[0]?.trimEnd().endsWith(";")) {
    const m = /tab\s*\((.)\)/.exec(lines[0]);
    if (m) tab = m[1];
    i = 1;
  }
  const skipFormats = () => {
    while (i < lines.length && !lines[i].trimEnd().endsWith(".")) i++;
  };
  const options = i;
  skipFormats();
  // No line ends the formats: the table has none, its data start after the options.
  if (i >= lines.length) i = options - 1;
  const headerRows = boldHeaderRows(lines.slice(options, i + 1));
  const rows: string[][] = [];
  // The row being read, and the text block open in it.
  const at: { row: string[] | null; block: string[] | null } = { row: null, block: null };
  /** The cells of a data line (or of what follows a block's "T}"); the row ends unless a block opens. */
  const takeCells = (cells: string[]) => {
    const row = (at.row ??= []);
    for (let k = 0; k < cells.length; k++) {
      if (k === cells.length - 1 && cells[k].trim() === "T{") {
        at.block = [];
        return;
      }
      row.push(unescapeTroff(cells[k]).trim());
    }
    rows.push(row);
    at.row = null;
  };
  for (i++; i < lines.length; i++) {
    const line = lines[i];
    if (at.block) {
      if (line.startsWith("T}")) {
        at.row?.push(at.block.join(" ").replace(/\s+/g, " ").trim());
        at.block = null;
        const rest = line.slice(2);
        // "T}" alone ends the row; "T}<tab>..." goes on with the row's next cells.
        takeCells(rest.startsWith(tab) ? rest.slice(tab.length).split(tab) : []);
      } else if (!line.startsWith(".")) at.block.push(unescapeTroff(line));
      continue;
    }
    if (/^\.T&/.test(line)) {
      i++;
      skipFormats();
      continue;
    }
    if (line.startsWith(".") || /^[_=]$/.test(line.trim())) continue;
    takeCells(line.split(tab));
  }
  // A block left open at the table's end keeps its text.
  if (at.row) rows.push(at.block ? [...at.row, at.block.join(" ").replace(/\s+/g, " ").trim()] : at.row);
  if (rows.length === 0) return [];
  // At most MAX_COLUMNS columns: a line of many tabs must not widen every row of the table.
  const width = Math.min(
    MAX_COLUMNS,
    rows.reduce((w, r) => Math.max(w, r.length), 0),
  );
  const cell = (s: string) => s.replace(/\|/g, "\\|");
  const row = (r: string[]) => {
    const cells = r.length > width ? [...r.slice(0, width - 1), r.slice(width - 1).join(" ")] : r;
    return `| ${Array.from({ length: width }, (_, k) => cell(cells[k] ?? "")).join(" | ")} |`;
  };
  // A header written on several bold rows (mkntfs(8): "MFT zone" over "multiplier") is one header.
  const head = rows.slice(0, Math.max(1, Math.min(headerRows, rows.length - 1)));
  const header = Array.from({ length: Math.max(...head.map((r) => r.length)) }, (_, k) =>
    head
      .map((r) => r[k] ?? "")
      .filter(Boolean)
      .join(" "),
  );
  return [row(header), `| ${Array(width).fill("---").join(" | ")} |`, ...rows.slice(head.length).map(row), ""];
}

/**
 * How many rows a tbl table's formats set in bold before its data's format: a header of that many
 * rows ("lB lB" twice, then "c l."). The last format line serves every row after it, so it is never a
 * header's; a table whose first format is not all bold has none counted (its first row heads it anyway).
 */
function boldHeaderRows(formats: string[]): number {
  // Format lines may share one line, comma-separated ("lB lB, c l.").
  const rows = formats
    .join(",")
    .replace(/\.\s*$/, "")
    .split(",")
    .map((f) => f.trim().split(/\s+/).filter(Boolean));
  let n = 0;
  while (
    n < rows.length - 1 &&
    rows[n].length > 0 &&
    rows[n].every((spec) => /[bB]/.test(spec.replace(/^[a-zA-Z]/, "")))
  )
    n++;
  return n;
}

/** An mdoc list's kind: its items terms (headings), bullets, or other items. */
type ListKind = "tag" | "bullet" | "other";

/**
 * What a one-line conditional runs when the manual is read as text (a terminal, "n"): the body of
 * `.if n X` / `.ie n X`, of `.el X` after an `.ie t`; null for any other (the typesetter's "t", a
 * register or string test: formatting, skipped). `body` is the line without its control character.
 */
function deviceBranch(body: string, elseRuns: boolean): string | null {
  const m = /^(?:(?:if|ie)\s+n|(el))\s+(.+)$/.exec(body);
  if (!m || (m[1] === "el" && !elseRuns)) return null;
  return m[2];
}

/** How a tag may end that joins it to the next term already (ntfsclone(8): "--new-serial, or"). */
export const TERM_JOINERS: readonly string[] = [",", " or", " and"];

/** What an ".IP" item's tag reads as when it marks a bullet, not a term (`\(bu`, `\[ci]`, "-", "o"). */
export const BULLET_TAGS: ReadonlySet<string> = new Set(["•", "○", "□", "—", "-", "*", "o"]);

/**
 * Most characters a page's own macros may expand to (".de HD" called where a heading goes): this many,
 * and {@link EXPANDED_CHARS_PER_CHAR} more for each character of the page, so that a long page calling
 * its macros all the way through (rst2man's ".INDENT" in cmake-modules(7)) is read to its end, while
 * what the expansion writes stays within a few times the page.
 */
const MAX_EXPANDED_CHARS = 1_000_000;
const EXPANDED_CHARS_PER_CHAR = 4;

/** The requests {@link manToMarkdown} reads itself: a page's macro of one of these names is not expanded. */
export const READ_REQUESTS: ReadonlySet<string> = new Set(
  (
    "de de1 am ig ds if ie el Dd Dt TH SH Sh SS Ss TP TQ HP IP PP LP P sp Pp Lp br ti in nf EX Bd fi EE Ed TS B I SM SB " +
    "UR MT SY OP BR RB BI IB IR RI URL IX Nm Nd Os Vb Ve RS RE Bl El It Dl D1 Rs Re Bk Ek Bf Ef Tg"
  ).split(" "),
);

/** How deep a page's macros may call each other. */
const MACRO_DEPTH = 8;

/** A macro's body, with what its expansion can cost known before it is made. */
interface Macro {
  body: string[];
  /** Its characters, a newline counted for each line. */
  chars: number;
  /** How many arguments ("\\$1") it reads: each adds at most an argument's length. */
  refs: number;
}

const MACRO_ARGUMENT = /\\{1,2}\$(\d)/g;

/**
 * `lines` with the page's own macros (".de HD" ... "..", under a name the reader does not read
 * itself) expanded where they are called: the body in place of the call, "\\$1" its first argument.
 * The definitions stay (the reader skips them). One pass, at most MAX_EXPANDED_CHARS characters
 * written (and EXPANDED_CHARS_PER_CHAR for each character of the page) and MACRO_DEPTH calls deep: a
 * macro calling itself ends there. A call whose expansion could pass what is left is not expanded,
 * and that is known before the expansion is made, so a refused call costs no more than its line.
 */
function withMacrosExpanded(lines: string[]): string[] {
  const macros = new Map<string, Macro>();
  const out: string[] = [];
  let budget = MAX_EXPANDED_CHARS + EXPANDED_CHARS_PER_CHAR * lines.reduce((n, line) => n + line.length + 1, 0);
  const read = (source: string[], depth: number) => {
    for (let i = 0; i < source.length; i++) {
      const line = source[i];
      const control = /^[.'][ \t]*(\S+)(.*)$/.exec(line);
      const name = control?.[1] ?? "";
      if (name === "de" || name === "de1") {
        const start = i;
        while (i + 1 < source.length && !/^\.\.\s*$/.test(source[i + 1])) i++;
        const called = requestArgs(control![2].trim())[0];
        if (called) {
          const body = source.slice(start + 1, i + 1);
          macros.set(called, {
            body,
            chars: body.reduce((n, l) => n + l.length + 1, 0),
            refs: body.reduce((n, l) => n + (l.match(MACRO_ARGUMENT)?.length ?? 0), 0),
          });
        }
        out.push(...source.slice(start, i + 2));
        i++;
        continue;
      }
      const macro = control && !READ_REQUESTS.has(name) ? macros.get(name) : undefined;
      if (macro === undefined || depth >= MACRO_DEPTH || macro.chars > budget) {
        out.push(line);
        continue;
      }
      const args = requestArgs(control![2].trim());
      const longest = args.reduce((n, a) => Math.max(n, a.length), 0);
      if (macro.chars + macro.refs * longest > budget) {
        out.push(line);
        continue;
      }
      const body = macro.body.map((l) => l.replace(MACRO_ARGUMENT, (_, n: string) => args[Number(n) - 1] ?? ""));
      budget -= body.reduce((n, l) => n + l.length + 1, 0);
      read(body, depth + 1);
    }
  };
  read(joinContinued(lines), 0);
  return out;
}

/** A number register's setting: ".nr step 1 1" (its value, then the step of "\n+[step]"), ".nr n +2" (relative). */
const SET_REGISTER = /^[.'][ \t]*nr[ \t]+(\S+)[ \t]+([+-]?)(\d+)(?:[ \t]+(\d+))?[ \t]*$/;
/** A condition's request: its test is read as written (deviceBranch). */
const CONDITION = /^[.'][ \t]*(?:if|ie|el|while)\b/;
/** A number register read in a line ("\n[step]", "\n+[step]", "\n(xy", "\nx"), not an escaped backslash's "n". */
const READ_REGISTER = /(?<!\\)\\n([+-]?)(?:\[([^\]\s]+)\]|\((..)|([^[(+\-\s]))/g;

/**
 * `lines` with the number registers they set read in place, as troff counts them (lvmthin(7)'s
 * ".nr step 1 1" then ".SS \n+[step]. Create ThinMetaLV": "2. Create ThinMetaLV"). A register set
 * by an expression, or never set, is left for unescapeTroff (read as nothing). Linear in the text.
 */
function withRegisters(lines: string[]): string[] {
  const registers = new Map<string, { value: number; step: number }>();
  return lines.map((line) => {
    const set = SET_REGISTER.exec(line);
    if (set) {
      const [, name, sign, digits, step] = set;
      const was = registers.get(name);
      const n = Number(digits);
      const value = sign && was ? was.value + (sign === "+" ? n : -n) : sign === "-" ? -n : n;
      registers.set(name, { value, step: step === undefined ? (was?.step ?? 0) : Number(step) });
      return line;
    }
    if (registers.size === 0 || !line.includes("\\n") || CONDITION.test(line)) return line;
    return line.replace(READ_REGISTER, (whole, sign: string, long?: string, two?: string, one?: string) => {
      const r = registers.get(long ?? two ?? one ?? "");
      if (!r) return whole;
      if (sign) r.value += sign === "+" ? r.step : -r.step;
      return String(r.value);
    });
  });
}

/** `lines` with each line ending in an escaped newline ("gue \\" then "--tun-port 6080") joined to the next. */
function joinContinued(lines: string[]): string[] {
  const out: string[] = [];
  let carry = "";
  for (const line of lines) {
    // Counted from the end, not matched by a pattern: a long run of backslashes costs one pass.
    let end = line.length;
    while (end > 0 && line[end - 1] === "\\") end--;
    if ((line.length - end) % 2 === 1) carry += line.slice(0, -1);
    else {
      out.push(carry + line);
      carry = "";
    }
  }
  if (carry !== "") out.push(carry);
  return out;
}

/**
 * Whether an indented block opens at line `at` (".RS", ". RS 3.5"), past comments, registers set and
 * indents of nothing (rst2man's ".INDENT 0.0" around a list of ".TP" terms indents nothing).
 */
function opensIndent(lines: string[], at: number): boolean {
  for (let i = at; i < lines.length; i++) {
    const m = /^[.']\s*(\S*)\s*(\S*)/.exec(lines[i]);
    if (!m) return false;
    if (m[1] === "" || m[1].startsWith('\\"') || m[1] === "nr") continue;
    if (m[1] !== "RS") return false;
    if (m[2] === "" || parseFloat(m[2]) !== 0) return true;
  }
  return false;
}

/** Longest line read as an option's term (a heading); a longer one is a paragraph. */
const TERM_CHARS = 120;

/**
 * Whether a line over an indented block can be its term: short, and not leading into it. One ending
 * in a colon introduces the block ("Valid syntaxes:", "Here is an example configuration file:"), and
 * one ending in a full stop is a sentence leading into it ("Action to take when encountering a fatal
 * error." in btrfs(5)).
 */
function isTermText(text: string): boolean {
  const t = text.trimEnd();
  return t.length <= TERM_CHARS && !t.endsWith(":") && !/[\p{L}\d)]\.$/u.test(t);
}

/**
 * Longest hanging paragraph's first line read as its term: an option's whole syntax (slapd.conf(5)'s
 * "attributetype ( <oid> [NAME <name>] ... )" runs to 240 characters); a longer one is prose.
 */
const HANGING_TERM_CHARS = 300;

/** Whether a line is text that opens with a space (troff breaks the line before it). */
const indentedText = (line: string | undefined) => line !== undefined && line.startsWith(" ") && line.trim() !== "";

/** A line of text as Markdown text: one that opens with heading marks ("# dcb app add ...", a root prompt) escaped. */
const asText = (line: string) => line.replace(/^(?=[#=]{1,6}(?:\s|$))/, "\\");

/**
 * A manual page's troff as Markdown (see the module comment).
 *
 * @example manToMarkdown('.TH FOO 5\n.SH NAME\nfoo \\- bar\n.TP\n\\fBport\\fR \\fIN\\fR\nDefault 80.') // "# FOO(5)\n\n## NAME\n\nfoo - bar\n\n#### port N\n\nDefault 80."
 */
export function manToMarkdown(source: string): string {
  // The reader's own joining mark is no text of a page's.
  const lines = withRegisters(withMacrosExpanded(source.split(GLUE).join("").replace(/\r\n?/g, "\n").split("\n")));
  const out: string[] = [];
  let para: string[] = [];
  let fenced = false; // a code block is open in `out`
  let nofill = false; // troff's no-fill mode (".nf" to ".fi"): its text goes in a code block
  let term = false; // the next text line is a term (after .TP)
  let nm = "";
  let list: ListKind = "other";
  // Indented blocks (".RS") open: a term inside one is a heading a level below the one outside.
  let rs = 0;
  const indents: number[] = [];
  // Under a pod2man "=head3" heading (see "IX"), terms are a level deeper, until the next section.
  let under = 0;
  const termLevel = (depth: number) => Math.min(6, 4 + under + depth);
  // A paragraph break just passed (".sp", ".PP"): a short line after it over an indented block is a term.
  let broke = false;
  // A BSD page (mdoc): its other two-letter requests are callable macros read as text.
  let mdoc = false;
  // A BSD page's date (".Dd"), written under its title (".Dt") as man writes it in the footer.
  let dated = "";
  // The footer is written under the first title only (a page may set its title twice).
  let footed = false;
  const lists: ListKind[] = [];
  // mdoc's spacing mode (".Sm"), an item's head over several lines (".It Xo" ... ".Xc") and a reference
  // block's fields (".Rs" ... ".Re") being read, and the section ("SYNOPSIS": each ".Nm" starts a line).
  const state = mdocState();
  let itemHead: string[] | null = null;
  let reference: [string, string][] | null = null;
  let section = "";
  // The last ".ie" tested the typesetter ("t"): its ".el" is the terminal's branch and runs.
  let elseRuns = false;
  // A section or subsection heading: no-fill ends, a pod2man "=head3" depth ends, and so does every
  // indented block left open before it (groff's an-old.tmac: .SH and .SS reset the margin and the inset level)
  // and every mdoc list left open (mandoc closes open blocks at .Sh and .Ss).
  const sectionStarts = () => {
    closeMdocBlocks();
    noFill(false);
    under = 0;
    rs = 0;
    indents.length = 0;
    lists.length = 0;
    list = "other";
  };
  // mdoc's blocks left open at a section or the page's end: enclosures closed, a reference written (as mandoc does).
  const closeMdocBlocks = () => {
    if (state.open.length)
      para.push(
        `${GLUE}${state.open
          .map((e) => e.mark)
          .reverse()
          .join("")}`,
      );
    state.open = [];
    if (reference) para.push(mdocReference(reference));
    reference = null;
  };
  const flush = () => {
    // Text that opens with heading marks ("# dcb app add ...", a root prompt) is text: escaped.
    if (para.length) out.push(asText(unglue(para.join(" ")).replace(/\s+/g, " ").trim()), "");
    para = [];
    hanging = false;
  };
  // A hanging paragraph (".HP") has begun and its first line not yet ended.
  let hanging = false;
  /**
   * A hanging paragraph's first line, ended by a break (".br", LVM's pages) or an indented block (".RS",
   * slapd.conf(5)), is its term: an option's syntax over its description, as ".TP" writes it.
   */
  const hangingTerm = () => {
    const tag = para.join(" ").replace(/\s+/g, " ").trim();
    // One ending in a colon introduces what follows ("Possible values:"), as over an indented block.
    if (!hanging || !tag || tag.length > HANGING_TERM_CHARS || tag.endsWith(":")) return;
    para = [];
    heading(termLevel(rs), tag);
  };
  // The last run of terms (one heading at `at`, the terms it names), until something follows it.
  let run: { at: number; level: number; terms: string[] } | null = null;
  // A run of terms that nothing describes, closed by a heading above it or the page's end, is a list
  // (freshclam's return codes, one ".TP" each; pod2man's ".PD 0" items under an introducing line): its
  // terms are items, not one heading.
  const closeRun = (level: number) => {
    if (run && level < run.level && out.length === run.at + 2 && out[run.at + 1] === "")
      out.splice(run.at, 2, ...run.terms.map((t) => `- ${t}`), "");
    if (!run || level <= run.level) run = null;
  };
  const heading = (level: number, text: string) => {
    // A tagged paragraph in no-fill text (".nf" in one option of slapcat(8), never closed, its next options
    // under it) is still a tagged paragraph, as man shows it: its tag heads it, out of the code block, and
    // the text under it goes on unfilled, in a code block of its own (`inCode`).
    fence(false);
    flush();
    const t = unglue(text).replace(/\s+/g, " ").trim();
    if (!t) return;
    // Terms one after another with nothing between name one entry (".IP -T seconds" then ".IP
    // --timeout=seconds" over one description): one heading lists them all, none replacing another.
    const marks = `${"#".repeat(level)} `;
    const last = out.length - 2;
    if (level >= 4 && run?.at === last && run.level === level && out[last + 1] === "") {
      // A tag that ends on its own joiner ("--new-serial, or" over ".TP --new-half-serial") takes no second one.
      out[last] = TERM_JOINERS.some((j) => out[last].endsWith(j)) ? `${out[last]} ${t}` : `${out[last]}, ${t}`;
      run.terms.push(t);
      return;
    }
    closeRun(level);
    out.push(`${marks}${t}`, "");
    if (level >= 4) run = { at: out.length - 2, level, terms: [t] };
  };
  const fence = (open: boolean) => {
    if (open === fenced) return;
    flush();
    out.push("```");
    if (!open) out.push("");
    fenced = open;
  };
  /** Enters or leaves no-fill mode ("nf", "fi" and their kin). */
  const noFill = (on: boolean) => {
    nofill = on;
    fence(on);
  };
  /** Whether text goes in a code block now: in no-fill mode, one is opened again after a heading closed it. */
  const inCode = () => {
    if (nofill) fence(true);
    return fenced;
  };
  /**
   * A short line right after a paragraph break (".PP", ".sp") and over an indented block (".RS") is the
   * term that block describes, in plain text or in a font (".B source s"): see {@link isTermText}. Not
   * in no-fill text, which stays as it is written.
   */
  const termOverBlock = (text: string, afterBreak: boolean, i: number) =>
    !nofill && afterBreak && para.length === 0 && opensIndent(lines, i + 1) && isTermText(text);
  /**
   * One mdoc line's text (`words`, a macro line's; `plain`, a text line's): in no-spacing mode (".Sm off"),
   * every line but the first after it follows the text before it with no space.
   */
  const mdocLine = (words: string[] | { plain: string }) => {
    const glued = state.off && !state.fresh;
    state.fresh = false;
    const read = Array.isArray(words) ? mdocText(words, nm, state) : words.plain;
    return read && glued ? `${GLUE}${read}` : read;
  };
  /** An mdoc list item's head: a term in a tagged list, else the item's first words. */
  const item = (head: string) => {
    if (list === "tag") heading(termLevel(lists.length - 1), head);
    else {
      flush();
      const text = unglue(head).trim();
      para.push(list === "bullet" ? `- ${text}` : text);
    }
  };
  /** The end of a head read over several lines (".Xc", or what may not be inside one). */
  const endItemHead = () => {
    const head = itemHead ?? [];
    itemHead = null;
    item(unglue(head.join(" ")));
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const control = line.startsWith(".") || line.startsWith("'");
    const afterBreak = broke;
    broke = false;
    if (!control) {
      if (itemHead) {
        itemHead.push(mdocLine({ plain: unescapeTroff(line) }));
        continue;
      }
      if (term) {
        term = false;
        heading(termLevel(rs), unescapeTroff(line));
      } else if (inCode()) out.push(unescapeTroff(line));
      else if (line.trim() === "") flush();
      else if (line.startsWith(" ") && indentedText(lines[i + 1])) {
        // A text line opening with a space breaks the line (troff): a run of them is a paragraph of its own,
        // line by line (pod2man's indented examples, a client's transcript, an indented list). One such line
        // alone is most often prose indented by accident, and stays in its paragraph.
        const run = [line];
        while (indentedText(lines[i + 1])) run.push(lines[++i]);
        flush();
        out.push(run.map((l) => asText(unescapeTroff(l).replace(/\s+/g, " ").trim())).join("\n"), "");
      } else {
        const text = unescapeTroff(line);
        // A line alone between a blank line and a paragraph break over an indented block
        // (smb.conf(5)'s "abort shutdown script (G)" / ".PP" / ".RS 4"); one a request opens (".PP" "For
        // example," ".PP" ".RS" in zsh's pages) leads a paragraph.
        const alone =
          para.length === 0 &&
          lines[i - 1]?.trim() === "" &&
          /^[.']\s*(?:PP|P|LP)\s*$/.test(lines[i + 1] ?? "") &&
          opensIndent(lines, i + 2);
        if (termOverBlock(text, afterBreak, i) || (alone && isTermText(text))) heading(termLevel(rs), text);
        else para.push(mdoc ? mdocLine({ plain: text }) : text);
      }
      continue;
    }
    const body = line.slice(1).trimStart();
    if (body.startsWith('\\"') || body === "") continue;
    const [request = "", ...rawArgs] = requestArgs(body);
    const args = rawArgs;
    const text = () => unescapeTroff(args.join(" "));
    if (itemHead) {
      // An item's head goes on, macro by macro, to ".Xc"; any other request (a paragraph, a block, the
      // next item) ends it all the same, and is read.
      if (MDOC_MACROS.has(request)) {
        itemHead.push(mdocLine([request, ...args]));
        if (request === "Xc" || args.includes("Xc")) endItemHead();
        continue;
      }
      endItemHead();
    }
    if (/^%[A-Z]$/.test(request)) {
      // A reference's field (".%A J. Klensin"), inside ".Rs" ... ".Re"; outside one, text.
      if (reference) reference.push([request[1], text()]);
      else para.push(text());
      continue;
    }
    switch (request) {
      // Definitions and ignored blocks: skipped to their "..".
      case "de":
      case "de1":
      case "am":
      case "ig":
      case "ds":
        if (request !== "ds") while (i + 1 < lines.length && !/^\.\.\s*$/.test(lines[i + 1])) i++;
        if (request !== "ds") i++;
        break;
      case "if":
      case "ie":
      case "el": {
        // A one-line conditional on the output device reads as a terminal shows it: the "n" (nroff)
        // branch runs its request (pod2man's `.ie n .IP "0" 4` / `.el .IP "\f(CW0\fR" 4` items); the
        // typesetter's "t" branch does not, nor an "else" after a true "n"; other tests stay skipped.
        const branch = line.includes("\\{") ? null : deviceBranch(body, elseRuns);
        if (request === "ie") elseRuns = /^ie\s+t\s/.test(body);
        if (branch !== null) {
          lines[i] = branch;
          i--;
          break;
        }
        // A conditional block ("\{ ... \}") is formatting: skipped whole.
        if (line.includes("\\{")) {
          let depth = (line.match(/\\\{/g) ?? []).length - (line.match(/\\\}/g) ?? []).length;
          while (depth > 0 && i + 1 < lines.length) {
            i++;
            depth += (lines[i].match(/\\\{/g) ?? []).length - (lines[i].match(/\\\}/g) ?? []).length;
          }
        }
        break;
      }
      case "Dd":
        mdoc = true;
        dated = args.join(" ").replace(/^\$Mdocdate:?\s*|\s*\$$/g, "");
        break;
      case "Dt":
      case "TH": {
        mdoc ||= request === "Dt";
        heading(1, args[1] ? `${unescapeTroff(args[0])}(${args[1]})` : text());
        // The page's source and date, which man prints in its footer ("Version 2.3", "May 2021"): often
        // the only place a manual says which release it documents and when.
        const footer = (request === "TH" ? [args[3], args[2]] : [dated]).map((a) => unescapeTroff(a ?? "").trim());
        if (!footed && footer.some(Boolean)) out.push(asText(footer.filter(Boolean).join(", ")), "");
        footed = true;
        break;
      }
      case "SH":
      case "Sh":
        mdoc ||= request === "Sh";
        sectionStarts();
        section = args.length ? text() : unescapeTroff(lines[++i] ?? "");
        heading(2, section);
        break;
      case "SS":
      case "Ss":
        sectionStarts();
        heading(3, args.length ? text() : unescapeTroff(lines[++i] ?? ""));
        break;
      case "TP":
      case "TQ":
        flush();
        term = true;
        break;
      case "HP":
        // A hanging paragraph: its argument is an indent ("\w'\fBnmap\fR\ 'u"), not a tag.
        flush();
        hanging = !fenced;
        break;
      case "IP": {
        flush();
        const tag = unescapeTroff(args[0] ?? "").trim();
        // A tag that opens with a bullet mark is a list item whose text is the tag's own rest ('.IP "\- the
        // journal file exists" 4', pod2man's "=item - ..."), not a term; a mark explained by the rest
        // ("* - ASTERISK") is a term.
        if (!tag) break;
        const [mark = "", ...rest] = tag.split(/\s+/);
        if (BULLET_TAGS.has(mark) && !BULLET_TAGS.has(rest[0] ?? "")) para.push("-", ...rest);
        else heading(termLevel(rs), tag);
        break;
      }
      case "PP":
      case "LP":
      case "P":
      case "sp":
      case "Pp":
      case "Lp":
        if (fenced) out.push("");
        else flush();
        broke = true;
        break;
      case "br":
      case "ti":
      case "in":
        // A break, as a temporary or new indent is (ipvsadm's ".ti +8" over an option, ".ti +16" over its text).
        if (request === "br") hangingTerm();
        if (!fenced) flush();
        break;
      case "nf":
      case "EX":
      case "Bd":
        if (request !== "Bd" || args.includes("-literal") || args.includes("-unfilled")) noFill(true);
        break;
      case "fi":
      case "EE":
      case "Ed":
        noFill(false);
        break;
      case "TS": {
        flush();
        const table: string[] = [];
        while (i + 1 < lines.length && !/^\.TE\b/.test(lines[i + 1])) table.push(lines[++i]);
        i++;
        for (const row of tblToMarkdown(table)) out.push(row);
        break;
      }
      case "B":
      case "I":
      case "SM":
      case "SB":
      case "UR":
      case "MT":
      case "SY":
      case "OP":
        if (args.length === 0) break;
        if (term || termOverBlock(text(), afterBreak, i)) {
          term = false;
          heading(termLevel(rs), text());
        } else if (inCode()) out.push(text());
        else para.push(text());
        break;
      case "BR":
      case "RB":
      case "BI":
      case "IB":
      case "IR":
      case "RI": {
        const joined = unescapeTroff(args.join(""));
        if (term || termOverBlock(joined, afterBreak, i)) {
          term = false;
          heading(termLevel(rs), joined);
        } else if (inCode()) out.push(joined);
        else para.push(joined);
        break;
      }
      case "IX": {
        // pod2man writes a POD "=head3" as a line of its own over an index entry of the same words
        // (".PP", "\fIClient certificates\fR", '.IX Subsection "Client certificates"'): that line heads
        // what follows, a level below the page's subsections. Other index entries say nothing.
        const title = unescapeTroff(args[1] ?? "").trim();
        if (args[0] === "Subsection" && title && para.length === 1 && para[0].trim() === title) {
          para = [];
          heading(4, title);
          under = 1;
        }
        break;
      }
      case "URL":
        para.push(args[1] ? `${unescapeTroff(args[1])} <${args[0]}>` : unescapeTroff(args[0] ?? ""));
        break;
      // mdoc.
      case "Nm":
        if (!nm && args[0]) nm = unescapeTroff(args[0]);
        // Each name in a synopsis starts a line of its own ("smtpctl command ..." over "mailq").
        if (section === "SYNOPSIS" && !state.off) flush();
        para.push(mdocLine(["Nm", ...args]));
        break;
      case "Rs":
        reference = [];
        break;
      case "Re":
        if (reference) para.push(mdocReference(reference));
        reference = null;
        break;
      // Keeping words together and a font over lines, formatting only, and a tag for a search (".Tg attach"),
      // shown nowhere.
      case "Bk":
      case "Ek":
      case "Bf":
      case "Ef":
      case "Tg":
        break;
      case "Nd":
        para.push(`- ${mdocText(args, nm)}`);
        break;
      case "Os":
        break;
      // pod2man's verbatim blocks.
      case "Vb":
        noFill(true);
        break;
      case "Ve":
        noFill(false);
        break;
      case "RS":
        // An indented block starts and ends a line (DocBook's lists: one ".RS 4" ... ".RE" per item).
        hangingTerm();
        if (!fenced) flush();
        // An indent of nothing (rst2man's ".INDENT 0.0" around a whole list) nests nothing.
        indents.push(args[0] !== undefined && parseFloat(args[0]) === 0 ? 0 : 1);
        rs += indents[indents.length - 1];
        break;
      case "RE":
        if (!fenced) flush();
        rs = Math.max(0, rs - (indents.pop() ?? 1));
        break;
      case "Bl":
        lists.push(list);
        list =
          args.includes("-tag") || args.includes("-ohang") || args.includes("-inset") || args.includes("-diag")
            ? "tag"
            : args.includes("-bullet") || args.includes("-dash") || args.includes("-hyphen")
              ? "bullet"
              : "other";
        break;
      case "El":
        flush();
        list = lists.pop() ?? "other";
        break;
      case "It":
        // A head continued on the lines after it, to ".Xc" (".It Xo").
        if (args.includes("Xo") && !args.includes("Xc")) itemHead = [mdocLine(args)];
        else item(mdocLine(args));
        break;
      case "Dl":
      case "D1":
        // A one-line display, literal (".Dl") or filled (".D1": lldpcli's examples).
        flush();
        out.push("```", unglue(mdocText(args, nm)), "```", "");
        break;
      default: {
        // Another mdoc line of callable macros ("Fl f Ar file"); any other request is formatting.
        if (mdoc && /^[A-Z][a-z]{1,2}$/.test(request)) {
          const read = mdocLine([request, ...args]);
          const code = inCode();
          if (read) (code ? out : para).push(code ? unglue(read) : read);
        }
      }
    }
  }
  if (itemHead) endItemHead();
  closeMdocBlocks();
  fence(false);
  flush();
  closeRun(0);
  return out
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
