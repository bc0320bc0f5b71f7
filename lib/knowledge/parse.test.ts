import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { MAX_DOCUMENT_BYTES, parseDocument, parseDocuments } from "./parse";

const utf8 = (s: string) => new TextEncoder().encode(s);

/** The AppError a call throws (fails the test when it does not throw one). */
function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected an AppError");
}

describe("parseDocument: text files", () => {
  it("reads .md, .markdown and .txt as UTF-8, from bytes or a string", () => {
    expect(parseDocument("notes.md", utf8("# Notes\r\n\r\nThe café opens at 9.\r\n"))).toEqual({
      name: "notes.md",
      format: "md",
      text: "# Notes\n\nThe café opens at 9.",
    });
    expect(parseDocument("a.MARKDOWN", "Hello")).toMatchObject({ format: "md", text: "Hello" });
    expect(parseDocument("dir/sub/log.txt", "\uFEFFplain text\n")).toEqual({
      name: "log.txt",
      format: "txt",
      text: "plain text",
    });
  });

  it("refuses binary content: NUL bytes, mostly 8-bit bytes that are not UTF-8, mostly control characters", () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    for (const content of [png, new Uint8Array([0x48, 0x69, 0xff, 0xfe, 0x21]), "\u0001\u0002\u0003\u0004abc"]) {
      const error = refusal(() => parseDocument("image.md", content));
      expect(error.code).toBe("invalid:document");
      expect(error.message).toBe(
        '"image.md" looks like a binary file, not one of the formats Canopy imports (.md, .txt, .json, .pdf, .docx, .html, .csv, a manual page (.1-.9) or any other plain-text file).',
      );
    }
  });

  it("reads a file that is not UTF-8 but mostly ASCII as Windows-1252, line by line (older changelogs)", () => {
    // "Jos\xe9 M\xfcller fixed the \x93passive\x94 mode \x96 thanks", as an upstream changelog of 2009 writes it.
    const latin = new Uint8Array([
      ...utf8("* Jos"),
      0xe9,
      ...utf8(" M"),
      0xfc,
      ...utf8("ller fixed the "),
      0x93,
      ...utf8("passive"),
      0x94,
      ...utf8(" mode "),
      0x96,
      ...utf8(" thanks\n"),
    ]);
    expect(parseDocument("Changelog", latin)).toMatchObject({
      format: "txt",
      text: "* José Müller fixed the \u201cpassive\u201d mode \u2013 thanks",
    });
    // Entries added later in UTF-8 beside the old ones in Latin-1: each line read in its own.
    const mixed = new Uint8Array([...utf8("2009: Fran"), 0xe7, ...utf8("ois\n2021: Zo\u00eb\n")]);
    expect(parseDocument("ChangeLog", mixed).text).toBe("2009: François\n2021: Zoë");
    // Mostly 8-bit bytes (a third here) are data, not text in a code page: still refused.
    const data = new Uint8Array([...utf8("GIF"), 0xff, 0xfe, 0xfd, ...utf8("x")]);
    expect(refusal(() => parseDocument("data.txt", data)).message).toMatch(/"data\.txt" looks like a binary file/);
  });

  it("removes NUL characters from pasted text and from names (a NUL byte in a file still means binary)", () => {
    expect(parseDocument("no\u0000tes.md", "text\u0000more")).toMatchObject({ name: "notes.md", text: "textmore" });
  });

  it("reads a file without a format's extension as plain text (a README, a .conf), refusing binary content", () => {
    expect(parseDocument("README", "Read me first.\n")).toMatchObject({
      name: "README",
      format: "txt",
      text: "Read me first.",
    });
    expect(parseDocument("jail.conf", new TextEncoder().encode("[DEFAULT]\nbantime = 10m\n"))).toMatchObject({
      format: "txt",
      text: "[DEFAULT]\nbantime = 10m",
    });
    expect(refusal(() => parseDocument("a.out", new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]))).message).toMatch(
      /"a\.out" looks like a binary file/,
    );
  });

  it("refuses an extension that is never text, an empty file and a file over 5 MB, naming the file", () => {
    expect(refusal(() => parseDocument("slides.pptx", "x")).message).toMatch(
      /"slides\.pptx" is not a file Canopy can import: use \.md, \.txt, \.json, \.pdf, \.docx, \.html, \.csv, a manual page \(\.1-\.9\) or any other plain-text file/,
    );
    expect(refusal(() => parseDocument("blank.txt", " \n\t\n")).message).toBe(
      '"blank.txt" is empty: there is no text to import.',
    );
    const big = new Uint8Array(MAX_DOCUMENT_BYTES + 1).fill(0x61);
    expect(refusal(() => parseDocument("big.txt", big)).message).toMatch(
      /"big\.txt" is 5\.0 MB; files of at most 5 MB/,
    );
    expect(refusal(() => parseDocument("big.md", "é".repeat(MAX_DOCUMENT_BYTES / 2 + 1))).code).toBe(
      "too_large:document",
    );
  });
});

describe("parseDocument: JSON chat exports", () => {
  const expected = "### User\n\nWhat is the code?\n\n### Assistant\n\nThe code is ORCHID-7.";

  it("reads an array of {role, content} or {author, text} messages", () => {
    const a = parseDocument(
      "chat.json",
      JSON.stringify([
        { role: "user", content: "What is the code?" },
        { role: "assistant", content: "The code is ORCHID-7." },
      ]),
    );
    expect(a).toEqual({
      name: "chat.json",
      format: "json",
      text: expected,
      units: ["### User\n\nWhat is the code?", "### Assistant\n\nThe code is ORCHID-7."],
    });
    const b = parseDocument(
      "chat.json",
      utf8(
        JSON.stringify([
          { author: "user", text: "What is the code?" },
          { author: "assistant", text: "The code is ORCHID-7." },
        ]),
      ),
    );
    expect(b.text).toBe(expected);
  });

  it("reads {messages: [...]}, with content parts, and skips empty messages", () => {
    const doc = parseDocument(
      "chat.json",
      JSON.stringify({
        title: "Codes",
        messages: [
          { role: "system", content: "" },
          {
            role: "user",
            content: [
              { type: "text", text: "What is the code?" },
              { type: "image", url: "x.png" },
            ],
          },
          { role: "assistant", content: "The code is ORCHID-7." },
        ],
      }),
    );
    expect(doc.text).toBe(`## Codes\n\n${expected}`);
    expect(doc.units).toHaveLength(2);
  });

  it("reads a ChatGPT export: one conversation or a list, following current_node, titles kept", () => {
    const conversation = (title: string, answer: string) => ({
      title,
      current_node: "c",
      mapping: {
        root: { id: "root", message: null, parent: null, children: ["a"] },
        a: {
          id: "a",
          parent: "root",
          children: ["b", "stale"],
          message: {
            author: { role: "user" },
            content: { content_type: "text", parts: ["What is the code?"] },
            create_time: 1,
          },
        },
        stale: {
          id: "stale",
          parent: "a",
          children: [],
          message: { author: { role: "assistant" }, content: { parts: ["An abandoned answer."] }, create_time: 2 },
        },
        b: {
          id: "b",
          parent: "a",
          children: ["c"],
          message: { author: { role: "assistant" }, content: { parts: [answer] }, create_time: 3 },
        },
        c: {
          id: "c",
          parent: "b",
          children: [],
          message: {
            author: { role: "user" },
            content: { parts: ["Thanks"] },
            metadata: { is_visually_hidden_from_conversation: true },
          },
        },
      },
    });
    const one = parseDocument("conversations.json", JSON.stringify(conversation("Codes", "The code is ORCHID-7.")));
    expect(one.text).toBe(`## Codes\n\n${expected}`);
    const list = parseDocument(
      "conversations.json",
      JSON.stringify([conversation("One", "ORCHID-7."), conversation("Two", "LILAC-9.")]),
    );
    expect(list.units).toEqual([
      "## One\n\n### User\n\nWhat is the code?",
      "### Assistant\n\nORCHID-7.",
      "## Two\n\n### User\n\nWhat is the code?",
      "### Assistant\n\nLILAC-9.",
    ]);
  });

  it("refuses malformed JSON with the parser's reason, other JSON shapes, and exports without text", () => {
    const malformed = refusal(() => parseDocument("chat.json", '[{"role": "user", "content": "hi"'));
    expect(malformed.code).toBe("invalid:document");
    expect(malformed.message).toMatch(/^"chat\.json" is not valid JSON: \S/);
    expect(refusal(() => parseDocument("data.json", '{"rows": [1, 2, 3]}')).message).toMatch(
      /"data\.json" is JSON but not a chat export/,
    );
    expect(refusal(() => parseDocument("data.json", "[1, 2]")).message).toMatch(/not a chat export/);
    expect(refusal(() => parseDocument("empty.json", '[{"role": "user", "content": "  "}]')).message).toBe(
      '"empty.json" has no messages with text: there is nothing to import.',
    );
    expect(refusal(() => parseDocument("empty.json", "[]")).message).toMatch(/no messages with text/);
  });
});

describe("parseDocuments", () => {
  it("parses every file in order, reporting progress, and refuses the lot when one is bad", () => {
    const steps: string[] = [];
    const docs = parseDocuments(
      [
        { name: "a.md", content: "A" },
        { name: "b.txt", content: "B" },
      ],
      (p) => steps.push(`${p.phase} ${p.done}/${p.total}`),
    );
    expect(docs.map((d) => d.name)).toEqual(["a.md", "b.txt"]);
    expect(steps).toEqual(["parse 1/2", "parse 2/2"]);
    expect(
      refusal(() =>
        parseDocuments([
          { name: "a.md", content: "A" },
          { name: "b.bin", content: "B" },
        ]),
      ).message,
    ).toMatch(/"b\.bin"/);
    expect(refusal(() => parseDocuments([])).message).toBe("Choose at least one file to import.");
  });
});
