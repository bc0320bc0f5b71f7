import { describe, expect, it } from "vitest";
import { splitPassages, uncommented, type CarriedHeadings } from "./passages";

// The shape of a Debian changelog (deb-changelog(5)): entry line, indented items, signed and dated trailer.
const CHANGELOG = [
  "zeta-15 (15.18-0+deb12u1) bookworm-security; urgency=medium",
  "",
  "  * New upstream version 15.18.",
  "",
  "    + Prevent dump scripts from attacking the user running the",
  "      restore (Ann Lee)",
  "",
  "      Since restore operations run SQL as superuser, the target must",
  "      trust the source server.",
  "",
  "      To provide a guarantee, extend the shell with a \\restrict command.",
  "",
  "    + Convert newlines to spaces in dumped names (Bo Chan)",
  "",
  " -- Cy Dahl <cy@example.org>  Tue, 12 May 2026 12:51:10 +0200",
  "",
  "zeta-15 (15.17-1) unstable; urgency=medium",
  "",
  "  * Add a Romanian debconf translation.",
  "",
  " -- Cy Dahl <cy@example.org>  Mon, 27 Feb 2026 10:30:23 +0100",
].join("\n");

describe("splitPassages over a Debian changelog", () => {
  const ps = splitPassages(CHANGELOG, { min: 0 });

  it("heads each entry's items and its dated trailer with the entry line", () => {
    const trailer = ps.find((p) => p.text.includes("Tue, 12 May 2026"));
    expect(trailer?.headings).toEqual(["zeta-15 (15.18-0+deb12u1) bookworm-security; urgency=medium"]);
    // The trailer is the entry's own passage: not glued to the next entry's line or to the last item.
    expect(trailer?.text).toBe("-- Cy Dahl <cy@example.org>  Tue, 12 May 2026 12:51:10 +0200");
    expect(ps.find((p) => p.text.includes("Romanian"))?.headings).toEqual([
      "zeta-15 (15.17-1) unstable; urgency=medium",
    ]);
  });

  it("joins no short trailer to the paragraph before it", () => {
    const joined = splitPassages(CHANGELOG); // default min: short paragraphs join the next one
    const trailer = joined.find((p) => p.text.includes("Tue, 12 May 2026"));
    expect(trailer?.text.startsWith("-- Cy Dahl")).toBe(true);
    expect(joined.some((p) => p.text.includes("Tue, 12 May 2026") && p.text.includes("zeta-15 (15.17-1)"))).toBe(false);
  });

  it("heads the paragraphs indented under an item with that item, until a block no deeper than its marker", () => {
    const entry = "zeta-15 (15.18-0+deb12u1) bookworm-security; urgency=medium";
    const item = "Prevent dump scripts from attacking the user running the restore (Ann Lee)";
    expect(ps.find((p) => p.text.startsWith("Since restore"))?.headings).toEqual([entry, item]);
    expect(ps.find((p) => p.text.startsWith("To provide"))?.headings).toEqual([entry, item]);
    // The next item at the same depth ends it.
    expect(ps.find((p) => p.text.startsWith("Convert newlines"))?.headings).toEqual([entry]);
  });

  it("carries an item that ends a chunk to the deeper paragraphs that open the next chunk", () => {
    const cut = CHANGELOG.indexOf("      Since restore");
    let carried: CarriedHeadings = [];
    splitPassages(CHANGELOG.slice(0, cut), { onEnd: (h) => (carried = h) });
    const next = splitPassages(CHANGELOG.slice(cut), { headings: carried, min: 0 });
    expect(next[0].headings.at(-1)).toBe("Prevent dump scripts from attacking the user running the restore (Ann Lee)");
    expect(next.find((p) => p.text.startsWith("Convert newlines"))?.headings.at(-1)).toBe(
      "zeta-15 (15.18-0+deb12u1) bookworm-security; urgency=medium",
    );
  });
});

describe("splitPassages: a listing after a list item", () => {
  it("is the item's example, as a listing after a paragraph is the paragraph's", () => {
    const text =
      "## Processes\n\n- MacOS X runs out of process slots. Kernel parameters go in /etc/sysctl.conf.\n\n```\n/etc/sysctl.conf:\n    kern.maxproc=2048\n```\n\nAfter that, reboot.";
    const ps = splitPassages(text, { min: 0 });
    expect(ps[0]).toMatchObject({ kind: "item", headings: ["Processes"] });
    expect(ps[0].text).toContain("kern.maxproc=2048");
    expect(ps[1].text).toBe("After that, reboot.");
  });
});

describe("splitPassages: an underlined title with its text right below it", () => {
  it("opens the title's heading and reads the lines under it as their own block", () => {
    const news =
      "New in version 4.3\n==================\n\nEnhancements\n------------\n* Add local option to refclock directive\n  to stabilise the clock\n* Update seccomp filter\n\nBug fixes\n---------\n* Fix waitsync command to reconnect";
    const ps = splitPassages(news, { min: 0 });
    expect(ps.map((p) => [p.kind, p.headings, p.text])).toEqual([
      ["item", ["New in version 4.3", "Enhancements"], "Add local option to refclock directive to stabilise the clock"],
      ["item", ["New in version 4.3", "Enhancements"], "Update seccomp filter"],
      ["item", ["New in version 4.3", "Bug fixes"], "Fix waitsync command to reconnect"],
    ]);
  });

  it("reads a title underlined with '\"' as one below those underlined with '-' (a point release under its release)", () => {
    const log =
      'tool-6.1 (2022-12-22)\n---------------------\n   * new command: list\n\ntool-6.1.1 (2023-01-03)\n"""""""""""""""""""""""\n   * fix printing of UUID';
    const ps = splitPassages(log, { min: 0 });
    expect(ps.map((p) => [p.headings, p.text])).toEqual([
      [["tool-6.1 (2022-12-22)"], "new command: list"],
      [["tool-6.1 (2022-12-22)", "tool-6.1.1 (2023-01-03)"], "fix printing of UUID"],
    ]);
  });
});

describe("splitPassages over a configuration file documented in its comments", () => {
  const conf = [
    "#\tWELCOME TO ZETA",
    "#",
    "#  TAG: cache_mem\t(bytes)",
    "#\tThe ideal amount of memory to be used for hot objects.",
    "#",
    "#\tData for these objects are stored in 4 KB blocks.",
    "#Default:",
    "# cache_mem 256 MB",
    "",
    "#  TAG: maximum_object_size\t(bytes)",
    "#\tObjects larger than this size will NOT be saved on disk.",
    "#",
    "#\tA larger value keeps more on disk.",
    "#Default:",
    "# maximum_object_size 4 MB",
  ].join("\n");

  it("reads the comments as text: bare '#' lines part paragraphs, a Markdown file is left alone", () => {
    expect(uncommented(conf)).toContain("\nDefault:\ncache_mem 256 MB\n");
    const markdown = "# Title\n\nText.\n\n## Part\n\nMore text.\n\n# Other\n\n## A\n\n## B\n\n## C\n\n## D";
    expect(uncommented(markdown)).toBe(markdown);
  });

  it("heads each setting's description and default with the title hanging over it", () => {
    const ps = splitPassages(conf, { min: 0 });
    const mem = ps.find((p) => p.text.includes("cache_mem 256 MB"));
    expect(mem?.headings.at(-1)).toBe("TAG: cache_mem (bytes)");
    expect(ps.find((p) => p.text.includes("4 KB blocks"))?.headings.at(-1)).toContain("TAG: cache_mem");
    expect(ps.find((p) => p.text.includes("maximum_object_size 4 MB"))?.headings.at(-1)).toContain(
      "TAG: maximum_object_size",
    );
  });
});

describe("splitPassages: a release's line leading its list", () => {
  it("heads the items with the release and its date, until the next release's line", () => {
    const log =
      "Changes in zeta-5.7 (05 Sep 2022):\n\n\t- Bug 5186: check failed\n\t- Add CONDITIONAL_AUTH flag\n\n" +
      "Changes in zeta-5.6 (06 Jun 2022):\n\n\t- Bug 5160: tests fail";
    const ps = splitPassages(log, { min: 0 });
    expect(ps.map((p) => [p.headings.at(-1), p.text])).toEqual([
      ["Changes in zeta-5.7 (05 Sep 2022)", "Bug 5186: check failed"],
      ["Changes in zeta-5.7 (05 Sep 2022)", "Add CONDITIONAL_AUTH flag"],
      ["Changes in zeta-5.6 (06 Jun 2022)", "Bug 5160: tests fail"],
    ]);
    // A lead-in sentence without a release or date stays text.
    expect(splitPassages("The options are:\n\n- one\n- two", { min: 0 })[0].text).toBe("The options are:");
  });
});

describe("splitPassages: a title line over its items with no blank line between", () => {
  it("heads the items with the title, which the next one replaces", () => {
    const news = [
      "rel 1.40 (2031/04/02)",
      "* storage",
      "  - fix the time stamps of remote files",
      "* drop the old build system",
      "",
      "rel 1.39 (2031/01/15)",
      "* lower the default queue length from 64 to 32",
    ].join("\n");
    const ps = splitPassages(news, { min: 0 });
    expect(ps.find((p) => p.text.includes("time stamps"))?.headings).toEqual(["rel 1.40 (2031/04/02)"]);
    expect(ps.find((p) => p.text.includes("old build system"))?.headings).toEqual(["rel 1.40 (2031/04/02)"]);
    expect(ps.find((p) => p.text.includes("queue length"))?.headings).toEqual(["rel 1.39 (2031/01/15)"]);
  });

  it("leaves a wrapped paragraph alone (its second line is no item)", () => {
    const ps = splitPassages("A short opening line\nthat goes on in the next one.", { min: 0 });
    expect(ps.map((p) => [p.kind, p.headings])).toEqual([["paragraph", []]]);
  });
});

describe("splitPassages over AsciiDoc", () => {
  it("reads '==' section titles as headings and an anchor line over one as no text", () => {
    const adoc = [
      "= Lantern ChangeLog",
      "[[v2.4.1]]\n== Version 2.4.1 (2031-03-13)",
      "Bug fixes::",
      "  * core: check the certificate again after a reload (CVE-2031-0001)",
      "[[v2.4]]\n== Version 2.4 (2030-12-18)",
      "  * core: add a command to toggle options",
    ].join("\n\n");
    const ps = splitPassages(adoc, { min: 0 });
    expect(ps.find((p) => p.text.includes("CVE-2031-0001"))?.headings.slice(0, 2)).toEqual([
      "Lantern ChangeLog",
      "Version 2.4.1 (2031-03-13)",
    ]);
    expect(ps.find((p) => p.text.includes("toggle options"))?.headings).toEqual([
      "Lantern ChangeLog",
      "Version 2.4 (2030-12-18)",
    ]);
    expect(ps.some((p) => p.text.includes("[["))).toBe(false);
  });
});

describe("splitPassages: a long run without sentence ends", () => {
  it("is cut at white space, never inside a word", () => {
    const words = Array.from({ length: 400 }, (_, i) => `word${i}`).join(" ");
    const ps = splitPassages(words, { max: 200 });
    expect(ps.length).toBeGreaterThan(1);
    for (const p of ps) expect(p.text.length).toBeLessThanOrEqual(200);
    expect(ps.map((p) => p.text).join(" ")).toBe(words);
  });
});

describe("splitPassages: an item over a deeper list of fields", () => {
  // An option reference as HTML converters write nested lists: each option over its fields.
  const reference = [
    "## Options",
    "- lantern.view.max_rows",
    "  - description: most rows kept per window (0 = no limit)",
    "  - type: integer",
    "  - default value: 2048",
    "- lantern.view.wrap",
    "  - description: wrap long rows",
    "  - default value: on",
    "- A plain item",
    "  - with a plain sub-item",
    "  - and another",
  ].join("\n\n");
  const ps = splitPassages(reference, { min: 0 });

  it("is one record: the name, then its fields, so the default stands beside what it is the default of", () => {
    expect(ps.filter((p) => p.kind === "definition").map((p) => [p.text, p.terms[0], p.headings])).toEqual([
      [
        "lantern.view.max_rows: description: most rows kept per window (0 = no limit); type: integer; default value: 2048",
        "lantern.view.max_rows",
        ["Options"],
      ],
      ["lantern.view.wrap: description: wrap long rows; default value: on", "lantern.view.wrap", ["Options"]],
    ]);
  });

  it("leaves a list whose sub-items are no fields as items", () => {
    expect(ps.filter((p) => p.kind === "item").map((p) => p.text)).toEqual([
      "A plain item",
      "with a plain sub-item",
      "and another",
    ]);
  });
});

// The shape of a GNU NEWS file (Emacs outline): "* " releases over "** " sections or one-line entries.
const OUTLINE_NEWS = [
  "GNU heron NEWS                                    -*- outline -*-",
  "",
  "* Noteworthy changes in release 4.12 (2026-05-01) [stable]",
  "",
  "** Bug fixes",
  "",
  "  heron -r no longer exits with an error when it meets a dangling link.",
  "  [bug introduced in heron-4.10]",
  "",
  "** New features",
  "",
  "  heron now reads its spool from HERON_SPOOL when it is set.",
  "",
  "* Noteworthy changes in release 4.11 (2025-11-02) [stable]",
  "",
  "** Add an option to keep partial files",
  "",
  "** --quiet no longer hides the final summary, and a wrapped entry goes on",
  "   on the next line",
  "",
  "* A plain item that names no release",
  "  goes on here.",
].join("\n");

describe("splitPassages over a GNU NEWS outline", () => {
  const ps = splitPassages(OUTLINE_NEWS, { min: 0 });
  const of = (text: string) => ps.find((p) => p.text.includes(text));

  it("heads a section's text with its release and its section title", () => {
    expect(of("dangling link")?.headings).toEqual([
      "Noteworthy changes in release 4.12 (2026-05-01) [stable]",
      "Bug fixes",
    ]);
    expect(of("dangling link")?.text).not.toContain("Bug fixes");
    expect(of("HERON_SPOOL")?.headings).toEqual([
      "Noteworthy changes in release 4.12 (2026-05-01) [stable]",
      "New features",
    ]);
  });

  it("keeps one-line entries as text under their release, a wrapped entry whole", () => {
    expect(of("keep partial files")?.headings).toEqual(["Noteworthy changes in release 4.11 (2025-11-02) [stable]"]);
    expect(of("keep partial files")?.text).toBe("** Add an option to keep partial files");
    expect(of("final summary")?.text).toContain("on the next line");
  });

  it("reads an item naming no release as an item, not a title", () => {
    expect(of("plain item")?.kind).toBe("item");
  });
});

describe("splitPassages: a Markdown heading with its text right below it", () => {
  it("opens a '##' heading over the text it is glued to (CommonMark needs no blank line)", () => {
    const ps = splitPassages(
      "# Heron changes\n\n### Version 5.68, 2026.02.07\n* Security fixes\n* Faster spool reads",
      {
        min: 0,
      },
    );
    expect(ps.map((p) => [p.headings.at(-1), p.text])).toEqual([
      ["Version 5.68, 2026.02.07", "Security fixes"],
      ["Version 5.68, 2026.02.07", "Faster spool reads"],
    ]);
  });

  it("leaves a '# ' line over code as a comment in the text", () => {
    const [p] = splitPassages("## Example\n\n# keep the spool small\nspool_max = 10", { min: 0 });
    expect(p.headings).toEqual(["Example"]);
    expect(p.text).toBe("# keep the spool small\nspool_max = 10");
  });
});

describe("splitPassages: a release's line on its own over its list", () => {
  it("heads the items with a dated version line, however it is written, and the first one is not joined to the preface", () => {
    const ps = splitPassages(
      [
        "Heron NEWS - user visible changes.",
        "",
        "version 1.34 - Ann Lee, 2026-02-13",
        "",
        "* Fix extraction over a pipe",
        "",
        "Feb. 23, 2026 - Version 12.57",
        "",
        "  - Added two new lens types",
      ].join("\n"),
    );
    expect(ps.find((p) => p.text.includes("over a pipe"))?.headings).toEqual(["version 1.34 - Ann Lee, 2026-02-13"]);
    expect(ps.find((p) => p.text.includes("lens types"))?.headings).toEqual(["Feb. 23, 2026 - Version 12.57"]);
    expect(ps[0].text).toBe("Heron NEWS - user visible changes.");
  });

  it("does not read a sentence, an address or a log line over a list as a release's line", () => {
    for (const line of [
      "Heron 1.2 needs these packages.",
      "192.168.0.1 gateway",
      "10.0.0.1 2026-06-01 12:00:00 refused",
    ]) {
      const ps = splitPassages(`${line}\n\n- libkestrel\n- libheron`);
      expect(ps.every((p) => p.headings.length === 0)).toBe(true);
    }
  });
});

describe("splitPassages: a review's hazards for NEWS reading", () => {
  const read = (text: string) => splitPassages(text, { min: 0 }).map((p) => [p.headings, p.text]);

  it("keeps a dated release line over a list a sibling of a release title over prose", () => {
    expect(read("1.1 2026-06-01\n\nFixed a thing.\n\n1.0 2026-04-19\n\n- added b").at(-1)).toEqual([
      ["1.0 2026-04-19"],
      "added b",
    ]);
  });

  it("reads a line naming a version without a date over a list as prose", () => {
    expect(read("Requires Heron 3.11 or later\n\n- libkestrel")[0]).toEqual([[], "Requires Heron 3.11 or later"]);
  });

  it("keeps a run of '##' comment lines, and '##' lines inside a fence, as text", () => {
    expect(read("## Host aliases\n## Groups of machines\nroot ALL=(ALL) ALL")[0][1]).toContain("## Groups of machines");
    const fenced = read("## Usage\n\n```sh\nheron init\n\n## build it\nheron build\n```\n\nIt returns 0.");
    expect(fenced.every(([headings]) => !headings.includes("build it"))).toBe(true);
    expect(fenced.at(-1)?.[0]).toEqual(["Usage"]);
  });

  it("reads one line glued under a heading as its text, not a title", () => {
    expect(
      read("## License\nThe Heron License (MIT)\n\nCopyright (c) Ann Lee 2026\n\nPermission is granted.")[0],
    ).toEqual([["License"], "The Heron License (MIT)"]);
  });

  it("keeps an empty release section over the glued sections that follow it", () => {
    const ps = read(
      "# Changelog\n\n## [5.0.1] - 2026-11-22\n\n## What's Changed\n* Faster spool\n\n## New Contributors\n* @ann",
    );
    expect(ps.map(([h]) => h)).toEqual([
      ["Changelog", "[5.0.1] - 2026-11-22", "What's Changed"],
      ["Changelog", "[5.0.1] - 2026-11-22", "New Contributors"],
    ]);
  });

  it("keeps a last '**' entry as text, and closes a '**' title at its sibling entry", () => {
    const end = read(
      "* Noteworthy changes in release 1.2 (2026-01-01)\n\n** Fix a crash on empty input\n\n** Add --quiet",
    );
    expect(end.map(([, t]) => t)).toEqual(["** Fix a crash on empty input", "** Add --quiet"]);
    const sibling = read(
      "* Noteworthy changes in release 1.2\n\n** Bug fixes\n\n  fixed x\n\n** Speed up parsing of large files",
    );
    expect(sibling.at(-1)).toEqual([["Noteworthy changes in release 1.2"], "** Speed up parsing of large files"]);
  });

  it("reads an older release written as the open one is over '* ' entries as a release", () => {
    const ps = read("* Changes in Heron 1.20\n\n** Faster spool\n\n* Changes in Heron 1.19.5\n\n* Fix cookie handling");
    expect(ps.at(-1)).toEqual([["Changes in Heron 1.19.5"], "Fix cookie handling"]);
  });
});
