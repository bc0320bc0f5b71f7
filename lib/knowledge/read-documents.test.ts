import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chunkDocument } from "./import";
import { readDocument, readDocuments } from "./read-documents";
import { sampleDocx, samplePdf } from "./testing-documents";
import { refusal } from "@/lib/testing/refusal";

const utf8 = (s: string) => new TextEncoder().encode(s);

/** `n` distinct sentences mentioning `topic`, ~60 characters each. */
const lines = (topic: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${topic} line ${i + 1} records fact ${topic}-${i + 1} for the audit.`);

describe("readDocument: PDF (written by pdf-lib)", () => {
  it("reads every page's text and records where each page starts", async () => {
    const bytes = await samplePdf([
      ["The launch code is ORCHID-7."],
      ["Billing moves to Stripe in May."],
      ["Owner: Priya."],
    ]);
    const doc = await readDocument({ name: "plan.pdf", content: bytes });
    expect(doc.format).toBe("pdf");
    expect(doc.text).toContain("The launch code is ORCHID-7.");
    expect(doc.text).toContain("Billing moves to Stripe in May.");
    expect(doc.sections?.map((s) => s.page)).toEqual([1, 2, 3]);
    for (const s of doc.sections ?? []) expect(doc.text.slice(s.start)).toMatch(/^(The launch|Billing|Owner)/);
  });

  it("gives each leaf the pages it covers", async () => {
    // 3 pages of ~3,700 characters: chunks of ~5,000 characters straddle pages.
    const bytes = await samplePdf([lines("alpha", 60), lines("beta", 60), lines("gamma", 60)]);
    const doc = await readDocument({ name: "long.pdf", content: bytes });
    const chunks = chunkDocument(doc, "doc-1");
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks[0].location).toMatch(/^pp?\. 1/);
    expect(chunks.at(-1)?.location).toMatch(/3$/);
    // Each chunk's location names the page of its first fact.
    for (const chunk of chunks) {
      const topic = /(alpha|beta|gamma) line/.exec(chunk.text)?.[1];
      const page = { alpha: 1, beta: 2, gamma: 3 }[topic as "alpha"];
      expect(chunk.location).toMatch(new RegExp(`^pp?\\. ${page}`));
    }
  });

  it("refuses a damaged PDF and one without text, naming the file", async () => {
    expect(
      (await refusal(() => readDocument({ name: "broken.pdf", content: utf8("%PDF-1.7 nonsense") }))).message,
    ).toMatch(/"broken\.pdf" could not be read as a PDF/);
    const blank = await samplePdf([[]]);
    expect((await refusal(() => readDocument({ name: "scan.pdf", content: blank }))).message).toMatch(
      /"scan\.pdf" has no text to import \(a scanned PDF/,
    );
  });
});

describe("readDocument: Word .docx (written by docx)", () => {
  it("reads paragraphs and headings, with the heading path of each section", async () => {
    const bytes = await sampleDocx([
      { h: 1, text: "Runbook" },
      "Read this first.",
      { h: 2, text: "Keys" },
      "Keys rotate every 90 days.",
      { h: 1, text: "Rollout" },
      "Ship on Tuesday.",
    ]);
    const doc = await readDocument({ name: "runbook.docx", content: bytes });
    expect(doc.format).toBe("docx");
    expect(doc.text).toBe(
      "# Runbook\n\nRead this first.\n\n## Keys\n\nKeys rotate every 90 days.\n\n# Rollout\n\nShip on Tuesday.",
    );
    expect(doc.sections?.map((s) => s.headings)).toEqual([["Runbook"], ["Runbook", "Keys"], ["Rollout"]]);
  });

  it("gives leaves their heading path", async () => {
    const blocks = [
      { h: 1 as const, text: "Setup" },
      ...lines("setup", 90),
      { h: 2 as const, text: "Keys" },
      ...lines("keys", 200),
    ];
    const doc = await readDocument({ name: "long.docx", content: await sampleDocx(blocks) });
    const chunks = chunkDocument(doc, "d");
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      // A chunk is labelled by the section it starts in, plus how many more start inside it.
      // Later chunks open with the document's title carried over ("# Setup (continued)").
      const body = chunk.text.replace(/^# Setup \(continued\)\n\n/, "");
      const startsInKeys = /^(## Keys|keys line)/.test(body);
      const keysInside = !startsInKeys && body.includes("## Keys");
      expect(chunk.location).toBe(startsInKeys ? "Setup › Keys" : keysInside ? "Setup (+1 more)" : "Setup");
    }
    expect(chunks.at(-1)?.location).toBe("Setup › Keys");
  });

  it("refuses a file that is not a Word document", async () => {
    expect((await refusal(() => readDocument({ name: "fake.docx", content: utf8("plain text") }))).message).toMatch(
      /"fake\.docx" could not be read as a Word document/,
    );
  });
});

describe("readDocument: HTML", () => {
  it("keeps text and structure, drops scripts and styles, decodes entities", async () => {
    const html = `<!doctype html><html><head><title>Ignored</title><style>p{color:red}</style></head><body>
      <h1>Ops &amp; keys</h1><p>Rotate <b>keys</b> monthly.</p><script>alert("x")</script>
      <ul><li>First</li><li>Second</li></ul><table><tr><th>Name</th><th>Role</th></tr><tr><td>Priya</td><td>Owner</td></tr></table>
      <h2>Later</h2><p>Line one<br>line two</p></body></html>`;
    const doc = await readDocument({ name: "page.html", content: html });
    expect(doc.text).toBe(
      "# Ops & keys\n\nRotate keys monthly.\n\n- First\n\n- Second\n\nName | Role\n\nPriya | Owner\n\n## Later\n\nLine one line two",
    );
    expect(doc.sections?.map((s) => s.headings)).toEqual([["Ops & keys"], ["Ops & keys", "Later"]]);
    expect(doc.text).not.toMatch(/alert|color/);
  });

  it("reads a page written in Latin-1 (an older manual declaring iso-8859-1) as text", async () => {
    const page = new Uint8Array([
      ...utf8('<meta charset="iso-8859-1"><h1>Caf'),
      0xe9,
      ...utf8("</h1><p>Ouvert "),
      0xe0,
      ...utf8(" 9 h.</p>"),
    ]);
    expect(await readDocument({ name: "menu.html", content: page })).toMatchObject({
      format: "html",
      text: "# Café\n\nOuvert à 9 h.",
    });
  });

  it("uses the title as the heading of a page without headings", async () => {
    const doc = await readDocument({ name: "a.htm", content: "<title>Notes</title><p>Hello</p>" });
    expect(doc).toMatchObject({ format: "html", text: "# Notes\n\nHello" });
  });
});

describe("readDocument: CSV", () => {
  it("keeps every row with its header names, quoted fields included", async () => {
    const csv = 'name,role,notes\r\nPriya,Owner,"Signs off, reviews"\nSam,,"Two\nlines"\n';
    const doc = await readDocument({ name: "team.csv", content: utf8(csv) });
    expect(doc.text).toBe("name: Priya; role: Owner; notes: Signs off, reviews\n\nname: Sam; notes: Two lines");
    expect(doc.sections).toEqual([
      { start: 0, row: 1 },
      { start: 53, row: 2 },
    ]);
  });

  it("reads semicolon-separated files and gives leaves their rows", async () => {
    const rows = Array.from(
      { length: 300 },
      (_, i) => `ticket-${i + 1};open;Item ${i + 1} needs a review by the platform team`,
    );
    const doc = await readDocument({ name: "t.csv", content: ["key;state;summary", ...rows].join("\n") });
    expect(doc.text.startsWith("key: ticket-1; state: open; summary: Item 1 needs")).toBe(true);
    const chunks = chunkDocument(doc, "d");
    expect(chunks[0].location).toMatch(/^rows 1–\d+$/);
    expect(chunks.at(-1)?.location).toMatch(/–300$/);
  });

  it("refuses malformed CSV", async () => {
    expect((await refusal(() => readDocument({ name: "bad.csv", content: 'a,b\n"open,quote\n' }))).message).toMatch(
      /"bad\.csv" could not be read as CSV/,
    );
  });
});

describe("readDocument: gzip-compressed files (as Debian ships its documentation)", () => {
  it("reads the format inside under the name it was uploaded with: HTML with its sections, a changelog as text, Markdown", async () => {
    const html = await readDocument({
      name: "changelog.html.gz",
      content: gzipSync("<h1>Changes</h1><h2>3.11.1</h2><p>Fixed the <code>-b</code> option.</p>"),
    });
    expect(html).toMatchObject({ name: "changelog.html.gz", format: "html" });
    expect(html.text).toBe("# Changes\n\n## 3.11.1\n\nFixed the -b option.");
    expect(html.sections?.map((s) => s.headings)).toEqual([["Changes"], ["Changes", "3.11.1"]]);

    const changelog = "apache2 (2.4.71-1) bookworm; urgency=medium\n\n  * New upstream release.\n";
    const text = await readDocument({ name: "changelog.Debian.gz", content: gzipSync(changelog) });
    expect(text).toMatchObject({ name: "changelog.Debian.gz", format: "txt", text: changelog.trimEnd() });

    // Two gzip members one after the other (as `cat a.gz b.gz` makes) are one file.
    const md = await readDocument({
      name: "notes.md.gz",
      content: Buffer.concat([gzipSync("# Notes\n\n"), gzipSync("Keys rotate weekly.")]),
    });
    expect(md).toMatchObject({ format: "md", text: "# Notes\n\nKeys rotate weekly." });
    expect(md.sections).toEqual([{ start: 0, headings: ["Notes"] }]);
  });

  it("refuses a file that unpacks past 5 MB (a gzip bomb), one that is not gzip, and one compressed twice", async () => {
    // 6 MB of one letter packs to a few KB.
    const bomb = gzipSync(Buffer.alloc(6 * 1024 * 1024, "a"));
    expect(bomb.byteLength).toBeLessThan(64 * 1024);
    const tooBig = await refusal(() => readDocument({ name: "big.txt.gz", content: bomb }));
    expect(tooBig.code).toBe("too_large:document");
    expect(tooBig.message).toMatch(/"big\.txt\.gz" unpacks to more than 5 MB/);

    const fake = await refusal(() => readDocument({ name: "fake.md.gz", content: utf8("# not compressed") }));
    expect(fake.code).toBe("invalid:document");
    expect(fake.message).toMatch(/"fake\.md\.gz" is not a readable gzip file/);

    const twice = await refusal(() => readDocument({ name: "twice.txt.gz.gz", content: gzipSync(gzipSync("x")) }));
    expect(twice.message).toMatch(/"twice\.txt\.gz\.gz" looks like a binary file/);
  });
});

describe("readDocument: manual pages (troff, as Debian ships them under /usr/share/man)", () => {
  it("reads a compressed page as Markdown, its sections and terms as the leaves' headings", async () => {
    const page = [".TH DEMO.CONF 5", ".SH OPTIONS", ".TP", ".B port", "Listens on \\fB8080\\fR by default."].join("\n");
    const doc = await readDocument({ name: "demo.conf.5.gz", content: gzipSync(page) });
    expect(doc).toMatchObject({
      format: "man",
      text: "# DEMO.CONF(5)\n\n## OPTIONS\n\n#### port\n\nListens on 8080 by default.",
    });
    expect(doc.sections?.at(-1)).toMatchObject({ headings: ["DEMO.CONF(5)", "OPTIONS", "port"] });
    const [leaf] = chunkDocument(doc, "d");
    expect(leaf.text).toContain("8080");
    expect(leaf.location).toMatch(/^DEMO\.CONF\(5\)/);
  });

  it("reads text under a page's name but with none of a page's requests as text (ufw's changelog.Debian.pre-0.27.1.gz)", async () => {
    const log = "ufw (0.27-1) unstable; urgency=low\n\n  * New upstream release.\n    - keeps  its  indent\n";
    const doc = await readDocument({ name: "changelog.Debian.pre-0.27.1.gz", content: gzipSync(log) });
    expect(doc).toMatchObject({ format: "txt", text: log.trimEnd() });
  });
});

describe("readDocument: Markdown's underlined titles", () => {
  it("gives the leaves under an underlined title its location label", async () => {
    const md = "Guide\n=====\n\nIntro.\n\nInstall\n-------\n\nRun make install.";
    const doc = await readDocument({ name: "README.md", content: utf8(md) });
    expect(doc.sections?.map((s) => s.headings)).toEqual([["Guide"], ["Guide", "Install"]]);
    expect(chunkDocument(doc, "d")[0].location).toMatch(/^Guide/);
  });
});

describe("readDocuments", () => {
  it("reads text formats too (Markdown headings become sections) and refuses the whole import on one bad file", async () => {
    const [md, txt] = await readDocuments([
      { name: "a.md", content: "# A\n\ntext\n\n## B\n\nmore" },
      { name: "b.txt", content: "plain" },
    ]);
    expect(md.sections).toEqual([
      { start: 0, headings: ["A"] },
      { start: 11, headings: ["A", "B"] },
    ]);
    expect(txt.sections).toBeUndefined();
    expect(
      (
        await refusal(() =>
          readDocuments([
            { name: "a.md", content: "A" },
            { name: "b.pptx", content: "B" },
          ]),
        )
      ).message,
    ).toMatch(/"b\.pptx" is not a file/);
    expect((await refusal(() => readDocuments([]))).message).toBe("Choose at least one file to import.");
  });
});
