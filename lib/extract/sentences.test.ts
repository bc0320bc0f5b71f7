import { describe, expect, it } from "vitest";
import { finalMark, isHeadingLine, labelledFields, markdownHeading, splitSentences, withoutHashes } from "./sentences";

describe("splitSentences", () => {
  it("splits on terminal punctuation followed by a capital", () => {
    expect(splitSentences("The sky is blue. Grass is green! Is it? Yes.")).toEqual([
      "The sky is blue.",
      "Grass is green!",
      "Is it?",
      "Yes.",
    ]);
  });

  it("keeps identifiers, versions, numbers and domains intact", () => {
    expect(splitSentences("The launch code is ORCHID-7. We ship v1.2 at 3.14 pm via example.com today.")).toEqual([
      "The launch code is ORCHID-7.",
      "We ship v1.2 at 3.14 pm via example.com today.",
    ]);
  });

  it("does not split after abbreviations, initials or before lowercase", () => {
    expect(splitSentences("Dr. Smith met Mr. Jones. Use tools, e.g. Vitest, i.e. Fast ones.")).toEqual([
      "Dr. Smith met Mr. Jones.",
      "Use tools, e.g. Vitest, i.e. Fast ones.",
    ]);
    expect(splitSentences("J. R. R. Tolkien wrote it. It costs approx. five euros.")).toEqual([
      "J. R. R. Tolkien wrote it.",
      "It costs approx. five euros.",
    ]);
    expect(splitSentences("See No. 5 on p. 12. I said no. Then we left.")).toEqual([
      "See No. 5 on p. 12.",
      "I said no.",
      "Then we left.",
    ]);
  });

  it("treats lines, bullets, headings and quotes as boundaries and strips their markers", () => {
    const text =
      "# Plan\n- first item\n* second item\n1. third item\n> quoted line\n- [x] done task\n---\n```ts\nconst a = 1\n```";
    expect(splitSentences(text)).toEqual([
      "Plan",
      "first item",
      "second item",
      "third item",
      "quoted line",
      "done task",
      "const a = 1",
    ]);
  });

  it("handles closing quotes, ellipses and empty input", () => {
    expect(splitSentences('He said "stop." Then he left... Later he came back.')).toEqual([
      'He said "stop."',
      "Then he left...",
      "Later he came back.",
    ]);
    expect(splitSentences("")).toEqual([]);
    expect(splitSentences("   \n\n  ")).toEqual([]);
  });
});

describe("hard-wrapped prose", () => {
  it("a lowercase line after a line that ends no sentence goes on the same sentence", () => {
    expect(
      splitSentences(
        "Note that he need not give the path;\nwhen Bob cloned it, Git stored the location of her\nrepository in the configuration.",
      ),
    ).toEqual([
      "Note that he need not give the path; when Bob cloned it, Git stored the location of her repository in the configuration.",
    ]);
  });
  it("a web address broken across lines is one token again, without a space", () => {
    expect(splitSentences("The software is available from http://www.sqlite.\norg/ and its mirrors.")).toEqual([
      "The software is available from http://www.sqlite.org/ and its mirrors.",
    ]);
    expect(splitSentences("See https://example.com/docs/\nsetup.html for details.")).toEqual([
      "See https://example.com/docs/setup.html for details.",
    ]);
    // An address that ends in a letter is whole: a lowercase line goes on the sentence after a space.
    expect(splitSentences("Read it at www.example.com\nand then reply.")).toEqual([
      "Read it at www.example.com and then reply.",
    ]);
  });
  it("a message's short lines stay apart (a list's items); a document's are wrapped prose", () => {
    const kit = "Kit for Saturday:\ntents x3\nstoves x2\nlanterns x4";
    expect(splitSentences(kit, { listLines: true })).toEqual([
      "Kit for Saturday:",
      "tents x3",
      "stoves x2",
      "lanterns x4",
    ]);
    expect(splitSentences(kit)).toEqual(["Kit for Saturday:", "tents x3 stoves x2 lanterns x4"]);
    // A long line going on in lower case is wrapped in a message too.
    expect(
      splitSentences("The florist says the arch can go up at the venue\nfrom nine on the day.", { listLines: true }),
    ).toEqual(["The florist says the arch can go up at the venue from nine on the day."]);
  });
  it("list items, headings, finished sentences and capitalised lines stay apart", () => {
    expect(splitSentences("- first item\n- second item")).toEqual(["first item", "second item"]);
    expect(splitSentences("# Title\nbody text here.")).toEqual(["Title", "body text here."]);
    expect(splitSentences("It ends here.\nand this one too.")).toEqual(["It ends here.", "and this one too."]);
    expect(splitSentences("Budget: 4,000 EUR\nVendor: Acme")).toEqual(["Budget: 4,000 EUR", "Vendor: Acme"]);
  });
});

describe("long paragraphs (a text file without blank lines)", () => {
  it("reads a line's last words and a joined line's end as short text does, whatever came before", () => {
    const prefix = "Lead sentence here. ".repeat(5_000);
    // Initials and abbreviations right before a full stop, far into one long line.
    expect(splitSentences(`${prefix}J. R. R. Tolkien wrote it. Dr. Smith agreed.`).slice(-2)).toEqual([
      "J. R. R. Tolkien wrote it.",
      "Dr. Smith agreed.",
    ]);
    // A hard-wrapped paragraph of thousands of lines is one sentence, a web address cut across
    // three of its lines one token, and a heading or fence after it still its own line.
    const wrapped = `It starts here\n${"and goes on\n".repeat(5_000)}at http://www.sqlite.\norg/\ndocs/ today.\n# Next`;
    const sentences = splitSentences(wrapped);
    expect(sentences).toHaveLength(2);
    expect(sentences[0].endsWith("and goes on at http://www.sqlite.org/docs/ today.")).toBe(true);
    expect(sentences[0].startsWith("It starts here and goes on and goes on")).toBe(true);
    expect(sentences[1]).toBe("Next");
  });
});

describe("labelledFields, the one reader of 'Label: value'", () => {
  const cases: [string, [string, string][] | null][] = [
    ["Owner: Dana Ruiz", [["Owner", "Dana Ruiz"]]],
    [
      "Name: cache_mem; Default: 256 MB; Type: size",
      [
        ["Name", "cache_mem"],
        ["Default", "256 MB"],
        ["Type", "size"],
      ],
    ],
    ["Content-MD5: AuLb7Dp1rqtRtxz2m9kRpA==", [["Content-MD5", "AuLb7Dp1rqtRtxz2m9kRpA=="]]],
    // A piece that is no field keeps the value whole.
    ["Note: first; then second", [["Note", "first; then second"]]],
    ["0: Automatically determine the window size", null],
    ["See http://example.com for more", null],
    ["The path associated with the unix: URL is aware.", null],
    ["Ratio:3", null],
    // Labels as table headers write them: a unit in brackets, a number sign, a percent, a dot.
    [
      "Size (MB): 5; #: 2; Load %: 7; Max. length: 9",
      [
        ["Size (MB)", "5"],
        ["#", "2"],
        ["Load %", "7"],
        ["Max. length", "9"],
      ],
    ],
    // A row's label may run to 40 characters; a lone field's to 30.
    [
      "Maximum number of concurrent connections: 10; Default: 5",
      [
        ["Maximum number of concurrent connections", "10"],
        ["Default", "5"],
      ],
    ],
    ["Maximum number of concurrent connections: 10", null],
    ["Maximum number of concurrent client sessions: 10; Default: 5", null],
    ["at 10:30 we meet", null],
    ["10:30: standup; 11:00: review", null],
    ["See https://example.com: the docs", null],
    ["a::b", null],
    ["Foo::Bar: x; y: z", null],
  ];
  for (const [line, fields] of cases)
    it(`reads ${line}`, () => {
      expect(labelledFields(line)?.map((f) => [f.label, f.value]) ?? null).toEqual(fields);
    });
});

describe("finalMark", () => {
  it("reads the mark a text ends with before its closing quotes and brackets", () => {
    expect(finalMark("Really?)")).toBe("?");
    expect(finalMark(' He said "no." ')).toBe(".");
    expect(finalMark("Limits")).toBe("");
    expect(finalMark("v1.2")).toBe("");
  });
});

describe("markdownHeading and withoutHashes: Markdown's and AsciiDoc's headings", () => {
  it.each([
    ["## Limits", { level: 2, title: "Limits" }],
    ["## Limits ##", { level: 2, title: "Limits" }],
    ["== Version 2.4 (2031-12-18)", { level: 2, title: "Version 2.4 (2031-12-18)" }],
    ["= Project news =", { level: 1, title: "Project news" }],
    ["###### Six", { level: 6, title: "Six" }],
  ])("reads %j", (line, heading) => {
    expect(markdownHeading(line)).toEqual(heading);
    expect(isHeadingLine(line)).toBe(true);
  });

  it.each(["####### Seven", "==Version", "=> an arrow", "#hashtag", "a = b", "=#= mixed"])("refuses %j", (line) => {
    expect(markdownHeading(line)).toBeNull();
  });

  it("drops the marks of either kind, and '#' marks without a space too", () => {
    expect(withoutHashes("== Version 2.4")).toBe("Version 2.4");
    expect(withoutHashes("## Limits")).toBe("Limits");
    expect(withoutHashes("#Notes")).toBe("Notes");
    expect(withoutHashes("=> an arrow")).toBe("=> an arrow");
  });
});
