import { describe, expect, it } from "vitest";
import { RPM_ENTRY, headsNext, isRuleRow, splitPassages, tableRowCells } from "./passages";

describe("splitPassages", () => {
  it("cuts paragraphs under their heading path", () => {
    const ps = splitPassages(
      "# Manual\n\n## Limits\n\nThe maximum is 64 tables in a join.\n\n## Pages\n\nEvery page is 4096 bytes.",
    );
    expect(ps.map((p) => [p.kind, p.headings, p.text])).toEqual([
      ["paragraph", ["Manual", "Limits"], "The maximum is 64 tables in a join."],
      ["paragraph", ["Manual", "Pages"], "Every page is 4096 bytes."],
    ]);
  });

  it("keeps a list item with its continuation lines, and a lead item as a heading", () => {
    const ps = splitPassages(
      "## Release 2.1\n\n- CLI enhancements:\n- Add the .connection command,\n  allowing several connections.\n- Fix CVE-2026-1234.",
    );
    expect(ps).toHaveLength(2);
    expect(ps[0]).toMatchObject({ kind: "item", headings: ["Release 2.1", "CLI enhancements"] });
    expect(ps[0].text).toBe("Add the .connection command, allowing several connections.");
    expect(ps[1].text).toBe("Fix CVE-2026-1234.");
  });

  it("reads an asciidoc definition entry with its indented and + continued body", () => {
    const text =
      "OPTIONS\n-------\n\n--prune=<date>::\n\tPrune loose objects older than date\n\t(default is 2 weeks ago).\n+\nOverridable by `gc.pruneExpire`.\n\n--quiet::\n\tSuppress all progress reports.";
    const ps = splitPassages(text);
    expect(ps.map((p) => p.kind)).toEqual(["definition", "definition"]);
    expect(ps[0].headings).toEqual(["OPTIONS"]);
    expect(ps[0].text).toBe(
      "--prune=<date>: Prune loose objects older than date (default is 2 weeks ago). Overridable by `gc.pruneExpire`.",
    );
    expect(ps[0].terms).toEqual(expect.arrayContaining(["--prune=<date>", "gc.pruneExpire"]));
  });

  it("turns a table row into header: cell pairs with its caption as a heading and its row number", () => {
    const text =
      "Database Header Format\n\nOffset | Size | Description\n\n0 | 16 | The header string.\n\n16 | 2 | The page size in bytes.";
    const ps = splitPassages(text);
    expect(ps.map((p) => [p.kind, p.row, p.text, p.headings])).toEqual([
      ["row", 1, "Offset: 0; Size: 16; Description: The header string.", ["Database Header Format"]],
      ["row", 2, "Offset: 16; Size: 2; Description: The page size in bytes.", ["Database Header Format"]],
    ]);
    expect(ps.some((p) => p.text.includes("|"))).toBe(false);
  });

  it("reads a Markdown pipe table and a CSV row as rows defining their first cell", () => {
    const ps = splitPassages(
      "| key | value |\n|---|---|\n| a | 1 |\n| b | 2 |\n\nversion: 12; codename: Bookworm; release: 2023-06-10",
    );
    expect(ps.map((p) => p.text)).toEqual([
      "key: a; value: 1",
      "key: b; value: 2",
      "version: 12; codename: Bookworm; release: 2023-06-10",
    ]);
    expect(ps[0].terms[0]).toBe("a");
    expect(ps[2].terms).toEqual(expect.arrayContaining(["12", "Bookworm"]));
  });

  it("opens a heading for a title line", () => {
    const ps = splitPassages("PRAGMA cache_size\n\nThe default suggested cache size is -2000.");
    expect(ps.map((p) => [p.headings.at(-1), p.text])).toEqual([
      ["PRAGMA cache_size", "The default suggested cache size is -2000."],
    ]);
  });

  it("keeps a short line a heading follows as text: it would head nothing ('Default value:' over '5000')", () => {
    const ps = splitPassages(
      "#### 7.1. spool-size\n\n##### Type of value:\n\nSize in bytes\n\n##### Default value:\n\n5000\n\n##### Notes:\n\nA larger spool uses more memory.",
    );
    expect(ps.map((p) => [p.headings.at(-1), p.text])).toEqual([
      ["Type of value:", "Size in bytes"],
      ["Default value:", "5000"],
      ["Notes:", "A larger spool uses more memory."],
    ]);
    // A title line over text still heads it.
    expect(splitPassages("Spool Size\n\nThe spool holds 5000 bytes.")[0].headings).toEqual(["Spool Size"]);
  });

  it("keeps a short field line with a figure as text, not as a title ('Release date: 2022-11-10')", () => {
    const ps = splitPassages(
      "E.2. Release 15.0\n\nRelease date: 2022-10-13\n\nOverview\n\nThis release contains many new features.",
    );
    expect(ps.map((p) => p.text)).toContain("Release date: 2022-10-13");
    expect(ps.find((p) => p.text === "Release date: 2022-10-13")?.headings).toEqual(["E.2. Release 15.0"]);
  });

  it("cuts a long paragraph between sentences, each piece at most 800 characters", () => {
    const long = Array.from({ length: 40 }, (_, i) => `Sentence number ${i} says something long enough here.`).join(
      " ",
    );
    const ps = splitPassages(long);
    expect(ps.length).toBeGreaterThan(1);
    expect(ps.every((p) => p.text.length <= 800 && /\.$/.test(p.text))).toBe(true);
  });

  it("cuts a long paragraph between sentences without losing a word, dots inside tokens and all", () => {
    const sentence = (i: number) =>
      `Release ${i} of the engine is available for free download from http://www.sqlite.org/ and mirrors, version 3.${i}.1 included.`;
    const long = Array.from({ length: 20 }, (_, i) => sentence(i)).join(" ");
    const ps = splitPassages(long, { max: 300 });
    expect(ps.length).toBeGreaterThan(1);
    expect(ps.every((p) => p.text.length <= 300)).toBe(true);
    expect(ps.map((p) => p.text).join(" ")).toBe(long);
  });
});

describe("splitPassages: a record line is text, not a title", () => {
  it("keeps a variable's 'Type: ... Default: ...' line in its entry's text", () => {
    const text =
      "### 3.20. attribution\n\nType: string (localized) Default: “On %d, %n wrote:”\n\nThis is the string that will precede a message.\n\n" +
      "### 3.22. auto_subscribe\n\nDefault: no\n\nWhen set, Mutt assumes the presence of a List-Post header.";
    const passages = splitPassages(text);
    expect(passages.map((p) => p.headings)).toEqual([["3.20. attribution"], ["3.22. auto_subscribe"]]);
    expect(passages[0].text).toContain("Default: “On %d, %n wrote:”");
    expect(passages[1].text).toContain("Default: no");
  });
  it("keeps a field of one word and its value in its entry's text (BIND's 'Tags: transfer')", () => {
    const text =
      "### max-refresh-time\n\nGrammar: max-refresh-time <integer>;\n\nBlocks: options, view, zone (mirror, secondary, stub)\n\n" +
      "Tags: transfer\n\nLimits the zone refresh interval. The default is 2419200 seconds (4 weeks).";
    for (const p of splitPassages(text)) expect(p.headings).toEqual(["max-refresh-time"]);
  });
  it("still reads a short line over its text as a title", () => {
    const passages = splitPassages("Bug fixes\n\nThe parser no longer drops the last line.");
    expect(passages[0].headings).toEqual(["Bug fixes"]);
    // A title with a label, its words capitalised, is still a title.
    expect(splitPassages("Tutorial: Getting Started\n\nInstall the package first.")[0].headings).toEqual([
      "Tutorial: Getting Started",
    ]);
  });
});

describe("splitPassages: a record of fields after an entry's prose", () => {
  it("leaves a lone 'Default:' line after an entry's prose in its own place", () => {
    const text = "The maximum number of requests in a keep-alive session.\n\nDefault: 128\n\nThe next option's prose.";
    expect(splitPassages(text).some((p) => p.text.startsWith("Default: 128\nThe next"))).toBe(false);
  });
});

describe("splitPassages heading levels carried to the next chunk", () => {
  it("replaces the carried heading of the same level, not the innermost one", () => {
    let carried: string[] = [];
    splitPassages("## Settings\n\n#### port (integer)\n\nThe port.", { onEnd: (h) => (carried = h) });
    const next = splitPassages("#### bonjour (boolean)\n\nAdvertises the server.", { headings: carried });
    expect(next[0].headings).toEqual(["Settings", "bonjour (boolean)"]);
  });
});

describe("splitPassages: a release's line heads its items, however long and with a lower-case 'v'", () => {
  it("reads Dovecot's NEWS: 'v2.3.19 2022-05-10  Aki Tuomi <...>' over its items", () => {
    const text = [
      "v2.3.19.1 2022-06-14  Aki Tuomi <aki.tuomi@open-xchange.com>",
      "\t- doveadm deduplicate: Non-duplicate mails were deleted.\n\t  v2.3.19 regression.",
      "v2.3.19 2022-05-10  Aki Tuomi <aki.tuomi@open-xchange.com>",
      "\t+ Added process_shutdown_filter setting. When an event matches the filter,\n\t  the process will be shutdown after the current connection(s) have finished.",
    ].join("\n\n");
    const passages = splitPassages(text);
    const added = passages.find((p) => p.text.includes("process_shutdown_filter"));
    expect(added?.headings).toEqual(["v2.3.19 2022-05-10 Aki Tuomi <aki.tuomi@open-xchange.com>"]);
    const fixed = passages.find((p) => p.text.includes("deduplicate"));
    expect(fixed?.headings).toEqual(["v2.3.19.1 2022-06-14 Aki Tuomi <aki.tuomi@open-xchange.com>"]);
    // A line naming a release in passing is no title.
    expect(splitPassages("v2.3.19 regression.\n\nThe fix follows.")[0].headings).toEqual([]);
  });
});

describe("splitPassages: what is not a record nor a release's line (a review's cases)", () => {
  it("a log line quoted under its lead-in is no title; a record closing an entry's prose stays with it; prose with fields is prose", () => {
    const log = splitPassages(
      "The log shows:\n\n192.168.0.1 2021-06-01 12:00:00 connection refused\n\n- check the quota",
    );
    expect(log.every((p) => p.headings.length === 0)).toBe(true);
    const long = (w: string) =>
      `${w} ${"sets how long the worker waits for the next request before it closes. ".repeat(8)}`;
    const closing = splitPassages(`${long("A")}\n\nType: integer Default: 128\n\n${long("B")}`);
    expect(closing.some((p) => p.text.startsWith("Type: integer Default: 128\nB"))).toBe(false);
    const note = splitPassages(`${long("A")}\n\nNote: X is deprecated. Warning: Y\n\n${long("B")}`);
    expect(note.some((p) => p.text.startsWith("Note: X is deprecated. Warning: Y\nB"))).toBe(false);
  });
});

describe("a record's row with a long label", () => {
  it("reads a label of up to 40 characters as a row's field", () => {
    const ps = splitPassages("Maximum number of concurrent connections: 10; Default: 5");
    expect(ps.map((p) => [p.kind, p.text])).toEqual([
      ["row", "Maximum number of concurrent connections: 10; Default: 5"],
    ]);
  });
});

describe("tableRowCells and isRuleRow", () => {
  it("reads a Markdown table row's cells, and its separator row", () => {
    expect(tableRowCells(" | Port | 6009 | ")).toEqual(["Port", "6009"]);
    expect(tableRowCells("Port | 6009")).toBeNull();
    expect(isRuleRow("|---|:--:|")).toBe(true);
    expect(isRuleRow("| a | - |")).toBe(false);
  });
});

describe("splitPassages: reStructuredText titles between an overline and an underline", () => {
  it("reads a release's overlined title over its items, and an underlined section below it", () => {
    const text = [
      "=========================\nHeron 2.1.0 (2024-05-02)\n=========================",
      "* The cache now evicts the oldest entry first.",
      "Bugs fixed\n----------",
      "* A crash on an empty header was fixed.",
      "=========================\nHeron 2.0.0 (2024-01-15)\n=========================\n* Workers default to 4.",
    ].join("\n\n");
    expect(splitPassages(text).map((p) => [p.headings, p.text])).toEqual([
      [["Heron 2.1.0 (2024-05-02)"], "The cache now evicts the oldest entry first."],
      [["Heron 2.1.0 (2024-05-02)", "Bugs fixed"], "A crash on an empty header was fixed."],
      [["Heron 2.0.0 (2024-01-15)"], "Workers default to 4."],
    ]);
  });

  it("ranks '#' parts over '*' chapters over overlined and underlined sections", () => {
    const text = "#####\nGuide\n#####\n\n********\nInstall\n********\n\nSetup\n=====\n\nRun the installer.";
    expect(splitPassages(text).map((p) => p.headings)).toEqual([["Guide", "Install", "Setup"]]);
  });

  it("does not read a title longer than its rules, or rules around a rule, as a title", () => {
    const ps = splitPassages("---\ntitle: a Markdown front matter\n---\n\nText below.");
    expect(ps.every((p) => p.headings.length === 0)).toBe(true);
  });

  it("reads a title alone under a separator line as a release's heading, below the file's title", () => {
    const rule = "-".repeat(60);
    const text = [
      "Heron Release Notes\n===================",
      `${rule}\nheron-2.1 (released 2024-05-02):`,
      "# CHANGES:\n* Heron now warns about OpenSSL before 1.1.1s.",
      `${rule}\nheron-2.0 (released 2024-01-15):`,
      "* Workers default to 4.",
    ].join("\n\n");
    expect(splitPassages(text).map((p) => p.headings)).toEqual([
      ["Heron Release Notes", "heron-2.1 (released 2024-05-02):"],
      ["Heron Release Notes", "heron-2.0 (released 2024-01-15):"],
    ]);
    // A Markdown rule over a line of text, or a separator over a sentence, opens nothing.
    for (const t of ["---\nShort line after a rule", `${rule}\nThe service restarts at noon.`])
      expect(splitPassages(t).every((p) => p.headings.length === 0)).toBe(true);
  });
});

describe("RPM_ENTRY: an RPM changelog's entry line", () => {
  const entries: [string, boolean][] = [
    ["* Wed Dec 7 2022 Ken Gaillot <kgaillot@redhat.com> Pacemaker-2.1.5", true],
    ["* Mon Jan 02 2023 Jo Bloggs <jo@example.org> - 1.2.3-1", true],
    ["* Fri Mar  3 2023 Jo Bloggs <jo@example.org>", true],
    // An item that only starts with a weekday, no signature: not an entry.
    ["* Wed Dec 7 2022: release day", false],
    ["- Wed Dec 7 2022 Ken Gaillot <kgaillot@redhat.com> Pacemaker-2.1.5", false],
    ["* Wed Dec 7 2022 Ken Gaillot <kgaillot@redhat.com> fixed the fencer's timeout handling", false],
  ];
  it.each(entries)("%s -> %s", (line, entry) => {
    expect(RPM_ENTRY.test(line)).toBe(entry);
    // An entry's line alone heads what follows: a chunk does not end on it.
    if (entry) expect(headsNext(line)).toBe(true);
  });

  it("heads the entry's items, until the next entry", () => {
    const text = [
      "* Wed Dec 7 2022 Ken Gaillot <kgaillot@redhat.com> Pacemaker-2.1.5",
      "- Features added since Pacemaker-2.1.4",
      "  + tools: crm_error lists all return codes",
      "",
      "* Mon Jun 13 2022 Ken Gaillot <kgaillot@redhat.com> Pacemaker-2.1.4",
      "- Fixes since Pacemaker-2.1.3",
    ].join("\n");
    const passages = splitPassages(text);
    const crm = passages.find((p) => p.text.includes("crm_error"));
    expect(crm?.headings).toEqual(["Wed Dec 7 2022 Ken Gaillot <kgaillot@redhat.com> Pacemaker-2.1.5"]);
    const fixes = passages.find((p) => p.text.includes("Fixes since"));
    expect(fixes?.headings).toEqual(["Mon Jun 13 2022 Ken Gaillot <kgaillot@redhat.com> Pacemaker-2.1.4"]);
    expect(passages.some((p) => p.text.includes("Ken Gaillot"))).toBe(false);
  });
});

describe("a release's items, whatever their marker, under the release's dated line", () => {
  // The markers lists are written with; "*) " is the one Apache's and nginx's CHANGES files use.
  const markers = ["- ", "* ", "• ", "+ ", "1. ", "2) ", "*) "];
  it.each(markers)("%j", (marker) => {
    const text = [
      "Changes with heron 1.22.1                                        19 Oct 2022",
      "",
      `    ${marker}Bugfix: the spool was read twice after a`,
      "       restart of the worker.",
      "",
      `    ${marker}Feature: the $spool_size variable.`,
      "",
      "",
      "Changes with heron 1.22.0                                        24 May 2022",
      "",
      `    ${marker}Change: 1.22.x stable branch.`,
    ].join("\n");
    const passages = splitPassages(text);
    const spool = passages.find((p) => p.text.includes("read twice"));
    expect(spool).toMatchObject({ kind: "item", headings: ["Changes with heron 1.22.1 19 Oct 2022"] });
    expect(spool?.text).toContain("restart of the worker");
    const stable = passages.find((p) => p.text.includes("stable branch"));
    expect(stable?.headings).toEqual(["Changes with heron 1.22.0 24 May 2022"]);
  });
});
