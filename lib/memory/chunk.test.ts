import { describe, expect, it } from "vitest";
import { chunkDocuments, chunkText, chunkUnits } from "./chunk";

const sentence = (i: number) => `Sentence number ${i} talks about the Kestrel cluster and its rollback plan.`;
const paragraph = (i: number, n = 12) => Array.from({ length: n }, (_, k) => sentence(i * 100 + k)).join(" ");

describe("chunkText", () => {
  it("keeps a short text whole", () => {
    expect(chunkText("One paragraph.\n\nAnother one.")).toEqual(["One paragraph.\n\nAnother one."]);
    expect(chunkText("   \n\n  ")).toEqual([]);
  });

  it("packs whole paragraphs into chunks of about 5,000 characters, in order", () => {
    const paragraphs = Array.from({ length: 40 }, (_, i) => paragraph(i));
    const chunks = chunkText(paragraphs.join("\n\n"));
    expect(chunks.length).toBeGreaterThan(4);
    for (const c of chunks) expect(c.length).toBeLessThanOrEqual(6000);
    for (const c of chunks.slice(0, -1)) expect(c.length).toBeGreaterThan(3500);
    // No paragraph is cut: the chunks' paragraphs are the input's, in order.
    expect(chunks.flatMap((c) => c.split("\n\n"))).toEqual(paragraphs);
  });

  it("makes one chunk of 5,500 characters and two equal-ish chunks of 6,500", () => {
    const units = (total: number) =>
      Array.from({ length: total / 500 }, (_, i) => `${"x".repeat(490)} p${String(i).padStart(4, "0")}.`);
    expect(chunkUnits(units(5500))).toHaveLength(1);
    const two = chunkUnits(units(6500));
    expect(two).toHaveLength(2);
    expect(Math.abs(two[0].length - two[1].length)).toBeLessThan(1100);
  });

  it("cuts a single huge paragraph between sentences", () => {
    const huge = paragraph(1, 200); // about 15,000 characters, one paragraph
    const chunks = chunkText(huge);
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    for (const c of chunks) {
      expect(c.length).toBeLessThanOrEqual(6000);
      expect(c).toMatch(/^Sentence number \d+ .*rollback plan\.$/s);
    }
    expect(chunks.join(" ")).toBe(huge);
  });

  it("cuts a sentence without punctuation between words, never inside one", () => {
    const words = Array.from({ length: 3000 }, (_, i) => `word${i}`);
    const chunks = chunkText(words.join(" "));
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.flatMap((c) => c.split(" "))).toEqual(words);
  });

  it("cuts a single word longer than the ceiling as a last resort", () => {
    const blob = "a".repeat(13_000);
    const chunks = chunkText(blob);
    expect(chunks.join("")).toBe(blob);
    for (const c of chunks) expect(c.length).toBeLessThanOrEqual(6000);
  });

  it("cuts a long word by characters, never inside a surrogate pair", () => {
    const blob = "😀".repeat(7) + "ab";
    // Five code points a piece (the last one shorter), each pair kept whole.
    expect(chunkText(blob, { size: 5, maxSize: 5 })).toEqual(["😀😀😀😀😀", "😀😀ab"]);
  });

  it("honours a custom size", () => {
    const chunks = chunkText(Array.from({ length: 10 }, (_, i) => paragraph(i, 3)).join("\n\n"), { size: 500 });
    for (const c of chunks) expect(c.length).toBeLessThanOrEqual(600);
  });
});

describe("chunkText keeps a title with the text it heads", () => {
  it("never ends a chunk on a title line or a heading: it opens the next chunk", () => {
    // Release notes as plain text (Mutt's NEWS): a release's line, then its items.
    const release = (v: number) =>
      `1.${v}.0 (2019-05-25)\n\n` +
      Array.from({ length: 6 }, (_, i) => `  + Item ${i} of release ${v}: ${paragraph(v * 10 + i, 1)}`).join("\n");
    const text = Array.from({ length: 12 }, (_, v) => release(v)).join("\n\n");
    const chunks = chunkText(text, { size: 1000 });
    expect(chunks.length).toBeGreaterThan(3);
    for (const c of chunks) {
      const last = c.split("\n\n").at(-1) ?? "";
      expect(last, c).not.toMatch(/^1\.\d+\.0 \(2019-05-25\)$/);
      expect(c.length).toBeLessThanOrEqual(1200);
    }
    expect(chunks.join("\n\n")).toBe(text);
  });

  it("keeps titles with a paragraph cut into pieces, and a run of titles together", () => {
    const long = Array.from({ length: 40 }, (_, i) => `Sentence ${i} of the release's long paragraph.`).join(" ");
    const units = ["a".repeat(50), "# Chapter", "## Section", "1.12.0 (2019-05-25)", long, "b".repeat(50)];
    const chunks = chunkUnits(units, { size: 400 });
    for (const c of chunks) {
      expect(c.length).toBeLessThanOrEqual(480);
      expect(c.trim()).not.toBe("");
      const last = c.split("\n\n").at(-1) ?? "";
      expect(["# Chapter", "## Section", "1.12.0 (2019-05-25)"]).not.toContain(last);
    }
    expect(chunks.find((c) => c.includes("1.12.0"))).toContain("1.12.0 (2019-05-25)\n\nSentence 0");
    // Every unit is kept, in order (the long one cut between its sentences).
    expect(chunks.join(" ").replace(/\s+/g, " ")).toBe(units.join(" ").replace(/\s+/g, " "));
  });
});

describe("chunkUnits: a lone 'Default:' line closing an entry", () => {
  it("stays with its entry (lighttpd's): it heads nothing", () => {
    const closing = chunkUnits([paragraph(1, 4), "Default: 128", paragraph(2, 4)], { size: 330 });
    expect(closing[0].endsWith("Default: 128")).toBe(true);
  });
});

describe("chunkUnits and chunkDocuments", () => {
  it("packs messages whole", () => {
    const messages = Array.from({ length: 30 }, (_, i) => `user: ${paragraph(i, 4)}`);
    const chunks = chunkUnits(messages);
    expect(chunks.flatMap((c) => c.split("\n\n"))).toEqual(messages);
  });

  it("never mixes two documents in a chunk and keeps their references", () => {
    const chunks = chunkDocuments([
      { text: "Short doc A.", sourceRef: "a" },
      { text: Array.from({ length: 20 }, (_, i) => paragraph(i)).join("\n\n"), sourceRef: "b" },
    ]);
    expect(chunks[0]).toEqual({ text: "Short doc A.", sourceRef: "a" });
    expect(chunks.slice(1).every((c) => c.sourceRef === "b" && !c.text.includes("doc A"))).toBe(true);
  });
});

describe("chunkDocuments titles", () => {
  it("carries a document's title to every later chunk", () => {
    const body = Array.from(
      { length: 40 },
      (_, i) => `Paragraph ${i} about the gateway and nothing else, padded out to a useful length for chunking.`,
    ).join("\n\n");
    const chunks = chunkDocuments([{ text: `# Incident INC-4471\n\n${body}`, sourceRef: "d1" }], { size: 1000 });
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks[0].text.startsWith("# Incident INC-4471\n\n")).toBe(true);
    for (const c of chunks.slice(1)) expect(c.text.startsWith("# Incident INC-4471 (continued)\n\n")).toBe(true);
    expect(chunks.every((c) => c.sourceRef === "d1")).toBe(true);
    expect(
      chunkDocuments([{ text: body, title: "notes.txt" }], { size: 1000 })[1].text.startsWith(
        "# notes.txt (continued)",
      ),
    ).toBe(true);
  });
});
