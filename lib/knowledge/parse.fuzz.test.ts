import { CsvError } from "csv-parse/sync";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FUZZ_RUNS, readOrRefuse, readOrRefuseAsync } from "@/lib/testing/fuzz";
import { parseDocument } from "./parse";
import { csvToText } from "./parse-csv";
import { htmlToText } from "./parse-html";
import { readDocument } from "./read-documents";

// Property: whatever a file holds, the knowledge import reads it (text, sections inside the text) or
// refuses it with a typed 4xx error naming the file; never a TypeError, a RangeError or a hang.

/** Text with the characters parsers trip on: markup, quotes, delimiters, line breaks, controls, astral. */
const hostileText = fc.string({
  unit: fc.oneof(
    fc.constantFrom(
      "<",
      ">",
      "/",
      "&",
      ";",
      '"',
      "'",
      ",",
      "\t",
      "\n",
      "\r",
      "#",
      "-",
      "*",
      "|",
      "`",
      "\\",
      " ",
      "\u0000",
    ),
    fc.constantFrom(
      "<p>",
      "</p>",
      "<h1>",
      "</h2>",
      "<pre>",
      "<script>",
      "<li>",
      "<td>",
      "<title>",
      "&amp;",
      "&#0;",
      "&#x110000;",
    ),
    fc.string({ unit: "binary", maxLength: 3 }),
  ),
  maxLength: 300,
});
/** Markup nested up to 3,000 deep, unclosed: a recursive walker would overflow the stack. */
const deepText = fc
  .tuple(
    fc.constantFrom("<div>", "<li><ul>", "<pre>", "<table><tr><td>", "[", '"', "> "),
    fc.integer({ min: 1, max: 3_000 }),
  )
  .map(([open, n]) => `${open.repeat(n)}text`);
const anyText = fc.oneof(hostileText, fc.string({ unit: "binary", maxLength: 300 }), deepText);
const anyBytes = fc.uint8Array({ maxLength: 2_000 });
const withPrefix = (prefix: string) => anyBytes.map((b) => new Uint8Array([...new TextEncoder().encode(prefix), ...b]));

/** A document's sections point into its text. */
function expectSections(doc: { text: string; sections?: Array<{ start: number }> } | undefined) {
  for (const s of doc?.sections ?? []) {
    expect(s.start).toBeGreaterThanOrEqual(0);
    expect(s.start).toBeLessThanOrEqual(doc!.text.length);
  }
}

describe("fuzzing the document parsers (lib/knowledge/parse*.ts)", { timeout: 30_000 }, () => {
  afterEach(() => void vi.restoreAllMocks());

  it("Markdown and text: any string or bytes is read or refused (binary, empty) with invalid:document", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("notes.md", "notes.txt", "chat.json"),
        fc.oneof(anyText, anyBytes),
        (name, content) => {
          const doc = readOrRefuse(() => parseDocument(name, content));
          if (doc) expect(doc.text.trim()).not.toBe("");
        },
      ),
      { numRuns: FUZZ_RUNS },
    );
  });

  it("manual pages: any troff-like text is read (never a throw), never longer than its source and a little more", () => {
    const troffLine = fc.oneof(
      fc.constantFrom(
        ".TH X 5",
        ".SH NAME",
        ".TP",
        ".IP \\(bu",
        ".nf",
        ".fi",
        ".TS",
        ".TE",
        ".RS",
        ".RE",
        ".de XX",
        "..",
        ".if n \\{\\",
        ".\\}",
        ".Bl -tag",
        ".It Fl x Ar y",
        ".El",
        ".Dq a .",
        "T{",
        "T}",
        "\\fBbold\\fR \\(em \\*(lq \\s-1x",
      ),
      hostileText,
    );
    fc.assert(
      fc.property(fc.array(troffLine, { maxLength: 40 }), fc.constantFrom("x.5", "x.8.gz"), (lines, name) => {
        const source = lines.join("\n");
        const doc = readOrRefuse(() => parseDocument(name, source, { unpacked: true }));
        if (doc) expect(doc.text.length).toBeLessThanOrEqual(2 * source.length + 200);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  it("HTML: htmlToText never throws; the sections point into its text", () => {
    fc.assert(
      fc.property(anyText, (html) => expectSections(htmlToText(html))),
      { numRuns: FUZZ_RUNS },
    );
  });

  it("CSV: csvToText returns rows or throws csv-parse's CsvError, never anything else", () => {
    fc.assert(
      fc.property(anyText, (csv) => {
        try {
          expectSections(csvToText(csv));
        } catch (error) {
          if (!(error instanceof CsvError)) throw error;
        }
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  it("every format through readDocument (the server's entry): a document or a typed refusal", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("page.html", "table.csv", "notes.md", "notes.txt", "chat.json"),
        fc.oneof(anyText, anyBytes),
        async (name, content) => expectSections(await readOrRefuseAsync(() => readDocument({ name, content }))),
      ),
      { numRuns: FUZZ_RUNS },
    );
  });

  it("PDF and Word: arbitrary bytes (and bytes behind a PDF or zip header) are refused with a typed error", async () => {
    // pdf.js warns about every damaged file it repairs ("Warning: Indexing all PDF objects").
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("file.pdf", "file.docx"),
        fc.oneof(anyBytes, withPrefix("%PDF-1.7\n"), withPrefix("PK\u0003\u0004")),
        async (name, content) => expectSections(await readOrRefuseAsync(() => readDocument({ name, content }))),
      ),
      { numRuns: 40 },
    );
  });
});
