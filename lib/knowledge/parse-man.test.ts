import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  BULLET_TAGS,
  ESCAPED_CHARS,
  manToMarkdown,
  mdocCloser,
  MDOC_CLOSES,
  MDOC_OPENS,
  MDOC_QUOTES,
  MDOC_SYSTEMS,
  READ_REQUESTS,
  STRINGS,
  TERM_JOINERS,
  unescapeTroff,
} from "./parse-man";

describe("unescapeTroff", () => {
  it.each(Object.entries(ESCAPED_CHARS))("reads the special character %s in both spellings", (name, char) => {
    expect(unescapeTroff(`a\\[${name}]b`)).toBe(`a${char}b`);
    if (name.length === 2) expect(unescapeTroff(`a\\(${name}b`)).toBe(`a${char}b`);
  });

  it("drops fonts, sizes and motions, keeps dashes, backslashes and spaces", () => {
    expect(unescapeTroff("\\fBport\\fR \\fI\\,N\\/\\fP is \\s-1SMALL\\s0 \\h'2n'here\\-there")).toBe(
      "port N is SMALL here-there",
    );
    expect(unescapeTroff("C:\\e\\eTemp, a\\ b, a\\~b, \\&.dot, \\*(lqquoted\\*(rq")).toBe(
      "C:\\\\Temp, a b, a b, .dot, “quoted”",
    );
    expect(unescapeTroff('text \\" a comment')).toBe("text ");
    expect(unescapeTroff("\\[u00E9]t\\[u00E9]")).toBe("été");
    // groff's accented letters: the accent mark, then the letter, composed.
    expect(unescapeTroff("Jos\\['e] Mu\\(~noz, G\\[:u]nther Stra\\(ssburg, Fran\\[,c]ois \\[vZ]i\\(vzek")).toBe(
      "José Muñoz, Günther Straßburg, François Žižek",
    );
  });

  it("reads a raised run as a power and a lowered one as its characters", () => {
    expect(unescapeTroff("up to 2\\s-2\\u64\\d\\s0 (16 EiB), 2\\u63\\d")).toBe("up to 2^64 (16 EiB), 2^63");
    expect(unescapeTroff("H\\d2\\uO and CO\\d2\\u")).toBe("H2O and CO2");
  });

  it("reads every string of the table as written, pod2man's quotes as a terminal shows them", () => {
    for (const [name, text] of Object.entries(STRINGS)) expect(unescapeTroff(`a\\*[${name}]b`)).toBe(`a${text}b`);
    expect(unescapeTroff('type_instances \\*(L"used\\*(R" and \\*(C`free\\*(C\'')).toBe(
      'type_instances "used" and "free"',
    );
  });
});

describe("manToMarkdown (a page's source and date)", () => {
  // man prints them in its footer; often the only place a page says which release it documents.
  const cases: [string, string][] = [
    ['.TH DEMO 8 "May 2021" "Version 2.3"', "# DEMO(8)\n\nVersion 2.3, May 2021"],
    ['.TH X 1 "2023-03-01" "" "User Commands"', "# X(1)\n\n2023-03-01"],
    [".TH X 5", "# X(5)"],
    [".Dd $Mdocdate: March 2 2023 $\n.Dt X 1", "# X(1)\n\nMarch 2 2023"],
    [".Dd\n.Dt X 1", "# X(1)"],
    [".Dd $Mdocdate$\n.Dt X 1", "# X(1)"],
    ['.TH X 1 "2023-03-01" "x 1.0"\n.TH X 1 "2023-03-01" "x 1.0"', "# X(1)\n\nx 1.0, 2023-03-01\n\n# X(1)"],
  ];
  it.each(cases)("%j", (source, read) => {
    expect(manToMarkdown(`${source}\n.SH NAME\nx \\- y`).replace(/\n\n## NAME[^]*$/, "")).toBe(read);
  });
});

describe("manToMarkdown (man macros)", () => {
  const page = [
    '.\\" A comment the reader leaves out',
    ".de XX",
    ".ft B",
    "..",
    '.TH "DEMO.CONF" "5" "2026-01-01" "demo 1.0"',
    ".if n \\{\\",
    ".ds Q nroff",
    ".\\}",
    ".SH NAME",
    "demo.conf \\- the demo daemon\\(aqs settings",
    ".SH OPTIONS",
    ".TP",
    ".B listen\\-port \\fIN\\fR",
    "The port to listen on.",
    "The default is",
    ".BR 8080 .",
    ".TP",
    "\\fBworkers\\fR \\fIcount\\fR",
    "How many workers run.",
    ".RS",
    ".TP",
    ".B auto",
    "One per core.",
    ".RE",
    ".SS Example",
    ".nf",
    "listen-port 8081",
    "workers auto",
    ".fi",
    ".PP",
    "Done.",
  ].join("\n");

  it("reads the title, sections, terms as headings, no-fill blocks fenced, the rest as paragraphs", () => {
    expect(manToMarkdown(page)).toBe(
      [
        "# DEMO.CONF(5)",
        "",
        "demo 1.0, 2026-01-01",
        "",
        "## NAME",
        "",
        "demo.conf - the demo daemon's settings",
        "",
        "## OPTIONS",
        "",
        "#### listen-port N",
        "",
        "The port to listen on. The default is 8080.",
        "",
        "#### workers count",
        "",
        "How many workers run.",
        "",
        "##### auto",
        "",
        "One per core.",
        "",
        "### Example",
        "",
        "```",
        "listen-port 8081",
        "workers auto",
        "```",
        "",
        "Done.",
      ].join("\n"),
    );
  });

  it("reads a short line over an indented block as its term (Asciidoctor's pages)", () => {
    const md = manToMarkdown(
      [".TH X 5", ".SH DIRECTIVES", ".sp", "\\fBmaxpoll\\fP \\fIpoll\\fP", ".RS 4", "Default 10.", ".RE"].join("\n"),
    );
    expect(md).toContain("#### maxpoll poll\n\nDefault 10.");
  });

  it("reads a short line set in a font macro over an indented block as its term, as in plain text", () => {
    const md = manToMarkdown(
      [
        ".TH X 5",
        ".SH OPTIONS",
        "Options include:",
        ".PP",
        ".B source s",
        ".RS",
        "Selects the source.",
        ".RE",
        ".PP",
        ".BR tl\\-x , \\ tl\\-y",
        ".RS",
        "Sets the corner.",
        ".RE",
        ".PP",
        ".B See also the example.",
        ".RS",
        "An example.",
        ".RE",
      ].join("\n"),
    );
    expect(md).toContain(
      "Options include:\n\n#### source s\n\nSelects the source.\n\n#### tl-x, tl-y\n\nSets the corner.",
    );
    expect(md).toContain("See also the example.\n\nAn example.");
    // In no-fill text the line stays in its code block, as the same line in plain text does.
    expect(manToMarkdown([".TH X 5", ".nf", ".sp", ".B foo bar", ".RS", "baz", ".RE", ".fi"].join("\n"))).toBe(
      "# X(5)\n\n```\n\nfoo bar\nbaz\n```",
    );
  });

  it("reads a tbl table as a pipe table, text blocks joined", () => {
    const md = manToMarkdown(
      [
        ".TH X 5",
        ".TS",
        "allbox tab(:);",
        "l l.",
        "Setting:Default",
        "timeout:T{",
        "30 seconds,",
        "or none",
        "T}",
        ".TE",
      ].join("\n"),
    );
    expect(md).toContain("| Setting | Default |\n| --- | --- |\n| timeout | 30 seconds, or none |");
  });

  it("reads a hanging paragraph's argument as its indent, not a tag", () => {
    const md = manToMarkdown(
      [
        ".TH X 1",
        ".SH SYNOPSIS",
        ".HP \\w'\\fBheron\\fR\\ 'u",
        "\\fBheron\\fR [\\fIoptions\\fR]",
        ".HP 4",
        "Indented text.",
      ].join("\n"),
    );
    expect(md).toContain("heron [options]");
    expect(md).toContain("Indented text.");
    expect(md).not.toMatch(/^#+ (u|4)$/m);
  });

  it("keeps an escaped space inside a macro's argument: one argument, read with its space", () => {
    const md = manToMarkdown(
      [
        ".TH X 1",
        ".SH OPTIONS",
        ".TP",
        '.BR \\-W\\ \\fIwidth ", " \\-\\-wrap= \\fIwidth',
        "Wraps lines.",
        ".PP",
        ".IB cmd\\  \\-q",
      ].join("\n"),
    );
    expect(md).toContain("-W width, --wrap=width");
    expect(md).toContain("cmd -q");
    expect(md).not.toContain("\\");
  });

  it("reads DocBook's tables, every cell a text block, with new formats after .T& and requests inside blocks", () => {
    const md = manToMarkdown(
      [
        ".TH X 8",
        ".TS",
        "allbox tab(:);",
        "ltB ltB ltB.",
        "T{",
        "Name",
        "T}:T{",
        "Value",
        "T}:T{",
        "Where",
        "T}",
        ".T&",
        "lt lt lt",
        "lt lt lt.",
        "T{",
        ".sp",
        "early",
        "T}:T{",
        ".sp",
        "\\-250",
        "T}:T{",
        ".sp",
        "every",
        "hook",
        "T}",
        "late:T{",
        "90",
        "T}:",
        ".TE",
      ].join("\n"),
    );
    expect(md).toContain(
      "| Name | Value | Where |\n| --- | --- | --- |\n| early | -250 | every hook |\n| late | 90 |  |",
    );
    expect(md).not.toMatch(/T[{}]|\| lt /);
  });

  it("reads a one-line conditional as a terminal shows it: pod2man's items tagged in code keep their tags", () => {
    const src = [
      '.SH "EXIT STATUS"',
      "Heron may return one of several codes.",
      '.ie n .IP "0" 4',
      '.el .IP "\\f(CW0\\fR" 4',
      "No problems occurred.",
      '.ie n .IP "1" 4',
      '.el .IP "\\f(CW1\\fR" 4',
      "Generic error code.",
      ".ie t .sp 2",
      ".el .sp",
      "After.",
      ".ie \\n(.g .ds Aq \\(aq",
      ".el .ds Aq '",
      '.if t .IP "typeset only" 4',
      ".if n .ad l",
      "Done.",
    ].join("\n");
    const md = manToMarkdown(src);
    expect(md).toContain("#### 0\n\nNo problems occurred.\n\n#### 1\n\nGeneric error code.");
    expect(md).not.toContain("typeset only");
    expect(md).not.toContain("CW");
    expect(md).toContain("After.");
    expect(md).toContain("Done.");
  });

  it("reads terms one after another over one description as one entry naming them all", () => {
    const src = [
      ".SH OPTIONS",
      '.IP "\\fB\\-T\\fR \\fIseconds\\fR" 4',
      '.IP "\\fB\\-\\-timeout=\\fR\\fIseconds\\fR" 4',
      "Set the network timeout.",
      ".TP",
      "\\fB\\-q\\fR",
      "Quiet.",
      ".SS Other",
      ".SS Flags",
      "Text.",
    ].join("\n");
    const md = manToMarkdown(src);
    expect(md).toContain("#### -T seconds, --timeout=seconds\n\nSet the network timeout.\n\n#### -q\n\nQuiet.");
    // Sections are not terms: an empty one stays a heading of its own.
    expect(md).toContain("### Other\n\n### Flags\n\nText.");
  });

  it("refuses nothing: text without requests stays text", () => {
    expect(manToMarkdown("just some words\nand more")).toBe("just some words and more");
  });

  it("expands the page's own macros where they are called, with their arguments", () => {
    const src = [
      ".TH T 8",
      ".de HD",
      ".sp 1.5",
      ".B",
      "..",
      ".de SE",
      ".SH \\$1",
      "..",
      "Lines are printed as they arrive.",
      ".HD",
      "Timestamps",
      ".LP",
      "Each line starts with the time.",
      ".SE EXAMPLES",
      "Some text.",
    ].join("\n");
    const md = manToMarkdown(src);
    expect(md).toContain("Lines are printed as they arrive.\n\nTimestamps\n\nEach line starts with the time.");
    expect(md).toContain("## EXAMPLES\n\nSome text.");
    // A macro calling itself stops; one named as a request the reader reads is not expanded.
    expect(manToMarkdown(".de X\n.X\n..\n.X\nafter")).toBe("after");
    expect(manToMarkdown(".de SH\n.B gone\n..\n.SH NAME\nkept")).toBe("## NAME\n\nkept");
    // A macro that calls itself twice writes at most MAX_EXPANDED_CHARS characters and four for each
    // character of the page, not 2^depth times the calls.
    const page = `.de X\nword\n.X\n.X\n..\n${".X\n".repeat(5_000)}`;
    expect(manToMarkdown(page).length).toBeLessThanOrEqual(1_000_000 + 4 * page.length);
  });

  it("keeps what a hostile page's macros write within a few times the page", () => {
    // A long body line, called eight times by a wrapper called on every line: bounded by characters,
    // not by lines, and a call that could pass the budget is refused before it is expanded.
    const body = "x".repeat(1_000);
    const wrapper = Array.from({ length: 8 }, () => ".L").join("\n");
    const page = `.de L\n${body}\n..\n.de W\n${wrapper}\n..\n${".W\n".repeat(300)}${"\n".repeat(40_000)}.W \\$1\n`;
    const md = manToMarkdown(page);
    expect(md.length).toBeLessThanOrEqual(1_000_000 + 4 * page.length);
    // An argument read many times is charged at its length before the expansion is made.
    const many = `.de A\n${"\\$1".repeat(1_000)}\n..\n${`.A ${"y".repeat(1_000)}\n`.repeat(200)}`;
    expect(manToMarkdown(many).length).toBeLessThanOrEqual(1_000_000 + 4 * many.length);
  });

  it("expands a long page's macros to its end (more calls than a short page's budget)", () => {
    // rst2man's pages call their macros all the way through: 21,000 options, each under a call.
    const entries = Array.from({ length: 21_000 }, (_, n) => `.TT\n--opt-${n}\nDoes ${n}.`).join("\n");
    const md = manToMarkdown(`.de TT\n.TP\n..\n.SH OPTIONS\n${entries}`);
    expect(md).toContain("#### --opt-0\n\nDoes 0.");
    expect(md.endsWith("#### --opt-20999\n\nDoes 20999.")).toBe(true);
  });

  it("knows every request it reads itself (a page's macro of that name is not expanded)", () => {
    const source = readFileSync(join(__dirname, "parse-man.ts"), "utf8");
    const reader = source.slice(source.indexOf("export function manToMarkdown"));
    const read = new Set([...reader.matchAll(/case "([^"]+)":/g)].map((m) => m[1]));
    expect([...READ_REQUESTS].sort()).toEqual([...read].sort());
  });

  it("keeps text that opens with heading marks as text (a root prompt, a comment)", () => {
    const md = manToMarkdown(
      ".TH T 1\n.SH EXAMPLES\n.PP\n# dcb app add dev eth0\n.TP\n\\fB\\-p\\fR\n#    : threads to use",
    );
    expect(md).toContain("\\# dcb app add dev eth0");
    expect(md).toContain("#### -p\n\n\\# : threads to use");
    expect(md.split("\n").filter((l) => l.startsWith("# "))).toEqual(["# T(1)"]);
  });

  it.each([...TERM_JOINERS])("joins a tag ending in %j to the next term without a second joiner", (joiner) => {
    const md = manToMarkdown(
      `.TP\n\\fB\\-\\-new\\-serial\\fR${joiner}\n.TP\n\\fB\\-\\-new\\-half\\-serial\\fR\nSet a new serial.`,
    );
    expect(md).toBe(`#### --new-serial${joiner} --new-half-serial\n\nSet a new serial.`);
  });

  it.each([...BULLET_TAGS])("reads an item tagged %s as a bullet, not a term", (tag) => {
    expect(manToMarkdown(`.IP "${tag}" 4\nSource files are kept.`)).toBe("- Source files are kept.");
  });

  it("reads the troff bullets' escapes (\\(bu, \\[ci]) as bullets", () => {
    expect(manToMarkdown('.IP "\\[ci]" 4\nKept.\n.IP \\(bu\nAlso.')).toBe("- Kept.\n\n- Also.");
  });

  it("reads a header set on two bold rows as one header, and a bold first row alone as the header", () => {
    const twoRows =
      ".TS\nbox;\nlB lB\nlB lB\nc l.\nMFT zone\tMFT zone size\nmultiplier\t(% of volume size)\n1\t12.5% (default)\n2\t25.0%\n.TE";
    expect(manToMarkdown(twoRows)).toBe(
      "| MFT zone multiplier | MFT zone size (% of volume size) |\n| --- | --- |\n| 1 | 12.5% (default) |\n| 2 | 25.0% |",
    );
    // The last format line serves every later row: bold data rows are not a header.
    expect(manToMarkdown(".TS\nlB lB.\nName\tValue\nsize\t4\n.TE")).toBe(
      "| Name | Value |\n| --- | --- |\n| size | 4 |",
    );
  });

  it("reads a table with options but no format line", () => {
    expect(manToMarkdown(".TS\nallbox;\n\\fBzstd\\fR [\\fIOPTIONS\\fR]\tFILE\n.TE")).toContain(
      "| zstd [OPTIONS] | FILE |",
    );
  });

  it("starts a line at each indented block (DocBook's lists: one .RS 4 ... .RE per item)", () => {
    const md = manToMarkdown(
      "looked for in each of these places:\n.RS 4\n--datadir\n.RE\n.RS 4\n$NMAPDIR\n.RE\n.RS 4\nthe current directory.\n.RE",
    );
    expect(md).toBe("looked for in each of these places:\n\n--datadir\n\n$NMAPDIR\n\nthe current directory.");
  });

  it("reads a line over rst2man's indented block as its term, past the macro's comments and registers", () => {
    const indent = [
      ".de1 INDENT",
      '.\\" pre:',
      ". RS \\\\$1",
      ". nr rst2man-indent-level +1",
      "..",
      ".de UNINDENT",
      ". RE",
      "..",
    ];
    const entry = (term: string, body: string) => [
      ".sp",
      term,
      ".INDENT 0.0",
      ".INDENT 3.5",
      body,
      ".UNINDENT",
      ".UNINDENT",
    ];
    const md = manToMarkdown(
      [
        ...indent,
        ...entry("\\fBsess_conn\\fP \\- counter", "Sessions accepted"),
        ...entry("Valid syntaxes:", "proto udp"),
        ".sp",
        "\\-D name=val  Define a macro",
        ".INDENT 0.0",
        ".TP",
        ".B \\-h",
        "Show help",
        ".UNINDENT",
      ].join("\n"),
    );
    expect(md).toContain("#### sess_conn - counter\n\nSessions accepted");
    // A line ending in a colon introduces its block; a line over a list of terms indented by nothing is no term.
    expect(md).toContain("Valid syntaxes:\n\nproto udp");
    expect(md).toContain("-D name=val Define a macro\n\n#### -h\n\nShow help");
  });

  it("heads a tagged paragraph in no-fill text the page never closed, the text under it still unfilled", () => {
    // slapcat(8): ".nf" in one option's text and no ".fi" before the next options.
    const page = [
      ".TH SLAPCAT 8",
      ".SH OPTIONS",
      ".TP",
      '.BI \\-o " option[=value]"',
      "Specify an option:",
      ".nf",
      "  ldif-wrap={no|<n>}",
      ".TP",
      '.BI \\-s " subtree-dn"',
      "Only dump entries in the subtree",
      "specified by this DN.",
      ".SH SEE ALSO",
      "slapd(8)",
    ].join("\n");
    expect(manToMarkdown(page)).toBe(
      [
        "# SLAPCAT(8)",
        "## OPTIONS",
        "#### -o option[=value]",
        "Specify an option:",
        "```\n  ldif-wrap={no|<n>}\n```",
        "#### -s subtree-dn",
        "```\nOnly dump entries in the subtree\nspecified by this DN.\n```",
        "## SEE ALSO",
        "slapd(8)",
      ].join("\n\n"),
    );
  });

  it("heads pod2man's =head3 (a line over an index entry of the same words), its terms a level deeper", () => {
    const page = [
      ".de IX",
      "..",
      ".TH MONIT 1",
      ".SS Authentication",
      ".IX Subsection Authentication",
      "Text one.",
      ".PP",
      "\\fIClient certificates\\fR",
      '.IX Subsection "Client certificates"',
      ".PP",
      "This method is strong.",
      '.IP "\\fBcert\\fR" 4',
      '.IX Item "cert"',
      "The certificate's file.",
      ".SS Other",
      '.IP "\\fBport\\fR" 4',
      "A port.",
    ].join("\n");
    expect(manToMarkdown(page)).toBe(
      [
        "# MONIT(1)",
        "### Authentication",
        "Text one.",
        "#### Client certificates",
        "This method is strong.",
        "##### cert",
        "The certificate's file.",
        "### Other",
        "#### port",
        "A port.",
      ].join("\n\n"),
    );
    // Italic words over an index entry naming something else stay text.
    expect(manToMarkdown('.PP\n\\fIBold claim\\fR\n.IX Subsection "Other"\nMore.')).toBe("Bold claim More.");
  });

  it("reads a hanging paragraph's first line, ended by a break or an indented block, as its term", () => {
    // LVM's pages: ".HP", the option's syntax, ".br", its description.
    expect(manToMarkdown(".HP\n\\fB\\-\\-addtag\\fP \\fITag\\fP\n.br\nAdds a tag.")).toBe(
      "#### --addtag Tag\n\nAdds a tag.",
    );
    // slapd.conf(5): a long syntax over an indented block.
    expect(
      manToMarkdown(
        '.HP\n.hy 0\n.B ldapsyntax "(\\ <oid>\\\n [DESC\\ <description>]\\ )"\n.RS\nSpecify a syntax.\n.RE',
      ),
    ).toBe("#### ldapsyntax ( <oid> [DESC <description>] )\n\nSpecify a syntax.");
    // A hanging paragraph of prose, one introducing a list, and one whose argument is an indent stay text.
    expect(manToMarkdown(".HP\nPossible values:\n.br\nyes, no")).toBe("Possible values:\n\nyes, no");
    expect(manToMarkdown(".HP 4\nA sentence that hangs.\n.PP\nNext.")).toBe("A sentence that hangs.\n\nNext.");
  });

  it("breaks the line at a temporary or new indent (.ti, .in)", () => {
    expect(manToMarkdown(".sp\n.ti +8\n.B --tun-type \\fItype\\fP\n.ti +16\nThe default is ipip.")).toBe(
      "--tun-type type\n\nThe default is ipip.",
    );
  });

  it("joins a line ending in an escaped newline to the next, as troff does; an escaped backslash ends no line", () => {
    const md = manToMarkdown(".nf\nipvsadm -a -i --tun-type gue \\\n--tun-port 6080\npath C:\\\\\nnext\n.fi");
    expect(md).toBe("```\nipvsadm -a -i --tun-type gue --tun-port 6080\npath C:\\\nnext\n```");
  });

  it("breaks the line before each of a run of text lines opening with a space, as troff does (one alone stays in its paragraph)", () => {
    const md = manToMarkdown(
      "Example:\n  \\-> | GETVAL host/cpu\n  <\\- | 1 Value found\n    # value=1.26\nAfter it\n and on.",
    );
    expect(md).toBe("Example:\n\n-> | GETVAL host/cpu\n<- | 1 Value found\n\\# value=1.26\n\nAfter it and on.");
  });

  it("reads number registers a page sets as troff counts them; one never set, or in a condition, reads as nothing", () => {
    const md = manToMarkdown(
      ".nr step 1 1\n.SS \\n[step]. Create\nA.\n.SS \\n+[step]. Convert\nB.\n.nr step +5\nStep \\n[step], \\n-[step], \\n+[other]x.",
    );
    expect(md).toBe("### 1. Create\n\nA.\n\n### 2. Convert\n\nB. Step 7, 6, x.");
  });

  it.each([".SH", ".SS"])("ends the indented blocks left open at a heading (%s)", (request) => {
    // A page that never closes an indented block before its next section: the terms there are not nested.
    const page = `.SH ACTIONS\n.RS 4\n.TP\nrun\nRuns.\n${request} OPTIONS\n.TP\n--quiet\nSays less.\n.RE\n.TP\n--loud\nSays more.`;
    const level = request === ".SH" ? "##" : "###";
    expect(manToMarkdown(page)).toBe(
      `## ACTIONS\n\n##### run\n\nRuns.\n\n${level} OPTIONS\n\n#### --quiet\n\nSays less.\n\n#### --loud\n\nSays more.`,
    );
  });

  it.each([".Sh", ".Ss"])("ends the mdoc lists left open at a heading (%s)", (request) => {
    // A BSD page that never closes a list before its next section: the list there is not nested in it.
    const page = `.Dt X 1\n.Sh ACTIONS\n.Bl -tag\n.It Cm run\nRuns.\n${request} OPTIONS\n.Bl -tag\n.It Fl q\nSays less.\n.El`;
    const level = request === ".Sh" ? "##" : "###";
    expect(manToMarkdown(page)).toBe(
      `# X(1)\n\n## ACTIONS\n\n#### run\n\nRuns.\n\n${level} OPTIONS\n\n#### -q\n\nSays less.`,
    );
  });

  it("nests no term under an indent of nothing (rst2man's .RS 0.0 around a list)", () => {
    expect(manToMarkdown(".RS 0.0\n.TP\n--help\nHelp.\n.RE")).toBe("#### --help\n\nHelp.");
    expect(manToMarkdown(".RS 4\n.TP\n--help\nHelp.\n.RE")).toBe("##### --help\n\nHelp.");
  });

  it("reads a run of terms nothing describes, closed by a heading above it or the end, as a list", () => {
    // Return codes, one ".TP" each with no text under any: items, not one heading naming them all.
    expect(manToMarkdown(".SH CODES\n.TP\n0: Up to date.\n.TP\n52: Network problem.\n.SH FILES\nx")).toBe(
      "## CODES\n\n- 0: Up to date.\n- 52: Network problem.\n\n## FILES\n\nx",
    );
    // Under an introducing line, inside an indent that closes before the next option.
    expect(
      manToMarkdown(
        '.IP "locales" 4\nPick from:\n.RS 4\n.IP "en \\- Western" 4\n.PD 0\n.IP "ja \\- Japanese" 4\n.RE\n.IP "next" 4\nN.',
      ),
    ).toBe("#### locales\n\nPick from:\n\n- en - Western\n- ja - Japanese\n\n#### next\n\nN.");
    // Terms over one description still name one entry; a term over terms of its own stays a heading.
    expect(manToMarkdown(".TP\n-T\n.TP\n--timeout\nSeconds.\n.SH END")).toBe(
      "#### -T, --timeout\n\nSeconds.\n\n## END",
    );
    expect(manToMarkdown(".TP\nkeys\n.RS\n.TP\nttl\nHops.\n.RE\n.SH END")).toBe(
      "#### keys\n\n##### ttl\n\nHops.\n\n## END",
    );
  });

  it("reads an .IP tag opening with a bullet mark as a list item; a mark the rest explains is a term", () => {
    expect(manToMarkdown('.IP "\\- the journal exists" 4\n.PD 0\n.IP "\\- it is not empty" 4\n.PD\nThen.')).toBe(
      "- the journal exists\n\n- it is not empty Then.",
    );
    expect(manToMarkdown('.IP "* \\- ASTERISK" 4\nAny text.')).toBe("#### * - ASTERISK\n\nAny text.");
  });

  it("reads a line alone between a blank line and a paragraph break over an indented block as its term", () => {
    // smb.conf(5): each parameter a line after blank lines, then ".PP" and ".RS 4" over its text.
    const md = manToMarkdown(
      ".SH PARAMETERS\n\n\nabort script (G)\n.PP\n.RS 4\nBody.\n.RE\n\nnext one (S)\n.PP\n.RS 4\nB2.\n.RE",
    );
    expect(md).toBe("## PARAMETERS\n\n#### abort script (G)\n\nBody.\n\n#### next one (S)\n\nB2.");
    // A paragraph's lead a request opens stays text ("For example," over an indented display in zsh's pages).
    expect(manToMarkdown("Text.\n.PP\nFor example,\n.PP\n.RS\n.nf\nx=1\n.fi\n.RE")).toBe(
      "Text.\n\nFor example,\n\n```\nx=1\n```",
    );
  });
});

describe("manToMarkdown: a sentence over an indented block", () => {
  it("reads a line ending in a full stop over an indented block as text, not its term", () => {
    expect(manToMarkdown(".PP\nAction to take on a fatal error.\n.RS\nCrash.\n.RE")).toBe(
      "Action to take on a fatal error.\n\nCrash.",
    );
    expect(manToMarkdown(".PP\nnetwork-unknown, net?\n.RS\nUnknown.\n.RE")).toBe(
      "#### network-unknown, net?\n\nUnknown.",
    );
  });
});

describe("manToMarkdown (mdoc macros)", () => {
  // As mdoc(7) prints them: every word after "Fl" up to the next macro is a flag, a delimiter is not.
  const flags: [string, string][] = [
    [".It Fl A , -askpass", "#### -A, --askpass\n\nUsed."],
    [".It Fl ?\\& , h", "#### -?, -h\n\nUsed."],
    [".It Fl p Ar port", "#### -p port\n\nUsed."],
    [".Op Fl L | S | U Ar channel", "[-L | -S | -U channel] Used."],
    [".Fl cc , ss , ee , ll", "-cc, -ss, -ee, -ll Used."],
    [".Op Bo Fl f Bc Ar sudoers", "[[-f] sudoers] Used."],
    [".Fl", "- Used."],
    // The readings below are mandoc's (mandoc -Tutf8), but "Aq", which it writes "⟨table⟩".
    [".It Cm alias Pf < Ar table Ns >", "#### alias <table>\n\nUsed."],
    [".It Cm path Aq Ar file", "#### path <file>\n\nUsed."],
    [".It Cm ttl Ar n Brq Cm s | m | h", "#### ttl n {s | m | h}\n\nUsed."],
    [".It Ao Ar x Ac Ar y Ap s Qq z", '#### <x> y\'s "z"\n\nUsed.'],
    [
      ".It Ox 4.6 , Nx 1.0 , Fx , Dx 1.2 , Bsx 2.0 and Ux .",
      "#### OpenBSD 4.6, NetBSD 1.0, FreeBSD, DragonFly 1.2, BSD/OS 2.0 and UNIX.\n\nUsed.",
    ],
    [
      ".It Bx 4.4 , Bx 4.3 Tahoe , Bx , At v7 , At V.1 , At III , At",
      "#### 4.4BSD, 4.3BSD-Tahoe, BSD, Version 7 AT&T UNIX, AT&T System V Release 1 UNIX, AT&T System III UNIX, AT&T UNIX\n\nUsed.",
    ],
    [".It Oo Fl a Oc Po b Pc Bro c Brc", "#### [-a] (b) {c}\n\nUsed."],
  ];
  it.each(flags)("%j", (line, read) => {
    expect(manToMarkdown(`.Dd May 1, 2024\n.Dt X 1\n.Bl -tag\n${line}\nUsed.\n.El`)).toBe(
      `# X(1)\n\nMay 1, 2024\n\n${read}`,
    );
  });

  // Every entry of the mdoc tables, read as mandoc prints it (mandoc -Tutf8; "Aq" and "Ao" as "<" ">", not "⟨⟩"):
  // an enclosure of two words (an opening one closed by its pair, a word after it), a system with a word after it.
  const read: Record<string, string> = {
    Aq: "<a b>",
    Bq: "[a b]",
    Brq: "{a b}",
    Dq: "“a b”",
    Op: "[a b]",
    Pq: "(a b)",
    Qq: '"a b"',
    Sq: "‘a b’",
    Ql: "‘a b’",
    Ao: "<a b> c",
    Bo: "[a b] c",
    Bro: "{a b} c",
    Do: "“a b” c",
    Oo: "[a b] c",
    Po: "(a b) c",
    Qo: '"a b" c',
    So: "‘a b’ c",
    Ox: "OpenBSD 2.0",
    Nx: "NetBSD 2.0",
    Fx: "FreeBSD 2.0",
    Dx: "DragonFly 2.0",
    Bsx: "BSD/OS 2.0",
    Ux: "UNIX 2.0",
    Bx: "2.0BSD",
    At: "AT&T UNIX 2.0",
  };
  const rows: [string, string][] = [
    ...Object.keys(MDOC_QUOTES).map((m): [string, string] => [`${m} a b`, read[m]]),
    ...Object.keys(MDOC_OPENS).map((m): [string, string] => [`${m} a b ${mdocCloser(m)} c`, read[m]]),
    ...Object.keys(MDOC_SYSTEMS).map((m): [string, string] => [`${m} 2.0`, read[m]]),
  ];
  it("has a reading for every entry of the mdoc tables, and a closing macro for every opening one", () => {
    expect(Object.keys(read).sort()).toEqual(
      [...Object.keys(MDOC_QUOTES), ...Object.keys(MDOC_OPENS), ...Object.keys(MDOC_SYSTEMS)].sort(),
    );
    expect(Object.keys(MDOC_OPENS).map(mdocCloser).sort()).toEqual(Object.keys(MDOC_CLOSES).sort());
  });
  it.each(rows)("reads %j from the tables", (macros, text) => {
    expect(manToMarkdown(`.Dd May 1, 2024\n.Dt X 1\n.Sh D\n.${macros}`)).toBe(
      `# X(1)\n\nMay 1, 2024\n\n## D\n\n${text}`,
    );
  });

  // Pages as mandoc reads them (mandoc -Tutf8), lines cut to the reader's paragraphs.
  const pages: [string, string[], string][] = [
    [
      "a head over lines never closed ends at a paragraph, which is read",
      [".Bl -tag", ".It Xo", ".Cm first", ".Ar arg", "Body.", ".Pp", "More.", ".It Cm second", "Body two.", ".El"],
      "#### first arg Body.\n\nMore.\n\n#### second\n\nBody two.",
    ],
    [
      "a reference never closed, written at the section's end",
      [".Rs", ".%A Ann Author", ".%T A Title"],
      "Ann Author, A Title.",
    ],
    ["an enclosure never closed, closed at the section's end", [".Oo", ".Fl c"], "[-c]"],
    ["a closing macro with nothing open writes nothing", [".Op Ar x Oc"], "[x]"],
    ["no spacing over text lines", [".Sm off", ".Ar a", "text line", ".Ar b", ".Sm on"], "atext lineb"],
    ["no spacing from a text line first", [".Sm off", "text first", ".Ar c", ".Ar d", ".Sm on"], "text firstcd"],
    ["a join at a line's end, none at a line's start", [".Ar x Ns", ".Ar y", ".Pp", ".Ar x", ".Ns Ar y"], "xy\n\nx y"],
    ["a prefix at a line's end stands apart", [".Ar a Pf (", ".Ar z"], "a ( z"],
    [
      "a delimiter right after a macro taking words stands apart",
      ["word", ".Li .", "next", ".Ar y Cm , z"],
      "word . next y , z",
    ],
    ["nothing joins across a column", [".Bl -column x y", ".It Li a Ta ! Ta b", ".El"], "a ! b"],
    [
      "an apostrophe at a line's start, delimiters against their words",
      ["word", ".Ap s", ".Pq ( Ar x )", ".Op Fl a Ns , Fl b"],
      "word's ((x)) [-a, -b]",
    ],
    [
      "a return value with no names",
      [".Rv -std"],
      "Upon successful completion, the value 0 is returned; otherwise the value -1 is returned and the global variable errno is set to indicate the error.",
    ],
  ];
  it.each(pages)("reads %s", (_, lines, text) => {
    expect(manToMarkdown([".Dd May 1, 2024", ".Dt X 1", ".Sh D", ...lines].join("\n"))).toBe(
      `# X(1)\n\nMay 1, 2024\n\n## D\n\n${text}`,
    );
  });

  it("reads a hostile page's enclosures in their length, and writes no joining mark of its own", () => {
    const nested = `.Op ${"Op ".repeat(20_000)}x`;
    // Thousands opened, then as many closers of another kind: each looks through a few at most.
    const opened = [
      ...Array.from({ length: 20_000 }, () => ".Oo"),
      ...Array.from({ length: 20_000 }, () => ".Ac"),
    ].join("\n");
    const md = manToMarkdown(
      [".Dd May 1, 2024", ".Dt X 1", ".Sh D", nested, opened, ".Bl -tag", ".It Xo", ".Sm off", "a\u0001b"].join("\n"),
    );
    expect(md.length).toBeLessThan(200_000);
    expect(md).toContain(`${"[".repeat(20_001)}x${"]".repeat(20_001)}`);
    expect(md).not.toContain("\u0001");
  });

  it("reads an item's head over several lines, with spacing off, enclosures over lines and the standard sentences", () => {
    const md = manToMarkdown(
      [
        ".Dd May 1, 2024",
        ".Dt DEMO 8",
        ".Sh SYNOPSIS",
        ".Nm demo",
        ".Bk -words",
        ".Ar command",
        ".Op Ar argument ...",
        ".Ek",
        ".Nm mailq",
        ".Sh DESCRIPTION",
        ".Bl -tag -width Ds",
        ".It Xo",
        ".Cm ttl",
        ".Sm off",
        ".Ar n",
        ".Brq Cm s | m | h | d",
        ".Sm on",
        ".Xc",
        "Specify how long.",
        ".It Xo",
        ".Op Ic \\&!",
        ".Cm for domain",
        ".Ar domain | Pf < Ar domain Ns >",
        ".Xc",
        "Match it.",
        ".El",
        "A destination of the form",
        ".Sm off",
        ".Op Ar user No @",
        ".Ar host Op : Ar port ,",
        ".Sm on",
        "or",
        ".Oo",
        ".Fl a",
        ".Oc .",
        ".Sh EXIT STATUS",
        ".Ex -std",
        ".Ex -std a b c",
        ".Rv -std open",
        ".Sh STANDARDS",
        ".Rs",
        ".%A J. Klensin",
        ".%D October 2008",
        ".%R RFC 5321",
        ".%T Simple Mail Transfer Protocol",
        ".Re",
        ".Rs",
        ".%A A One",
        ".%A B Two",
        ".%T An article",
        ".%J A Journal",
        ".%V 12",
        ".%N 3",
        ".%D 1999",
        ".Re",
      ].join("\n"),
    );
    // As mandoc reads the same source (mandoc -Tutf8).
    expect(md).toBe(
      [
        "# DEMO(8)",
        "",
        "May 1, 2024",
        "",
        "## SYNOPSIS",
        "",
        "demo command [argument ...]",
        "",
        "mailq",
        "",
        "## DESCRIPTION",
        "",
        "#### ttl n{s|m|h|d}",
        "",
        "Specify how long.",
        "",
        "#### [!] for domain domain | <domain>",
        "",
        "Match it.",
        "",
        "A destination of the form [user@]host[:port], or [-a].",
        "",
        "## EXIT STATUS",
        "",
        "The demo utility exits 0 on success, and >0 if an error occurs. The a, b, and c utilities exit 0 on success, and >0 if an error occurs. The open() function returns the value 0 if successful; otherwise the value -1 is returned and the global variable errno is set to indicate the error.",
        "",
        "## STANDARDS",
        "",
        "J. Klensin, Simple Mail Transfer Protocol, RFC 5321, October 2008. A One and B Two, “An article”, A Journal, 3, 12, 1999.",
      ].join("\n"),
    );
  });

  it("reads a BSD page's one-line displays (.D1 as .Dl) and no author-splitting flag as text", () => {
    const md = manToMarkdown(
      [
        ".Dd 2020-01-01",
        ".Dt DEMOCLI 8",
        ".Sh EXAMPLES",
        "Here is an example of use:",
        ".D1 configure system hostname box",
        ".Sh AUTHORS",
        ".An -nosplit",
        ".An Ann Author",
      ].join("\n"),
    );
    expect(md).toBe(
      [
        "# DEMOCLI(8)",
        "",
        "2020-01-01",
        "",
        "## EXAMPLES",
        "",
        "Here is an example of use:",
        "",
        "```",
        "configure system hostname box",
        "```",
        "",
        "## AUTHORS",
        "",
        "Ann Author",
      ].join("\n"),
    );
  });

  it("reads BSD pages: title, sections, tagged lists as headings, flags, references and quotes", () => {
    const md = manToMarkdown(
      [
        ".Dd 2020-01-01",
        ".Dt DEMOD 8",
        ".Os",
        ".Sh NAME",
        ".Nm demod",
        ".Nd a demo daemon",
        ".Sh OPTIONS",
        ".Bl -tag -width indent",
        ".It Fl p Ar port",
        "Listen on",
        ".Ar port ,",
        "by default",
        ".Dq 655 .",
        ".It Cm Compression Li = Ar level Pq 0",
        "See",
        ".Xr zlib 3 .",
        ".El",
      ].join("\n"),
    );
    expect(md).toBe(
      [
        "# DEMOD(8)",
        "",
        "2020-01-01",
        "",
        "## NAME",
        "",
        "demod - a demo daemon",
        "",
        "## OPTIONS",
        "",
        "#### -p port",
        "",
        "Listen on port, by default “655”.",
        "",
        "#### Compression = level (0)",
        "",
        "See zlib(3).",
      ].join("\n"),
    );
  });
});
