import { describe, expect, it } from "vitest";
import { askTree } from "./ask-tree";
import { buildTree } from "./build";
import { createOfflineEngine } from "./offline-engine";
import { passageIndex } from "./passage-index";
import { keyedRows } from "./row-keys";

const engine = createOfflineEngine();
const DOC = [
  "# struct",
  "## Byte order",
  "Character | Byte order | Size\n--- | --- | ---\n< | little-endian | standard\n> | big-endian | standard\n! | network (= big-endian) | standard",
  "## Format characters",
  "Format | C Type | Standard size\n--- | --- | ---\nh | short | 2\nH | unsigned short | 2\nq | long long | 8\nQ | unsigned long long | 8",
].join("\n\n");

describe("table rows found by their key as the question writes it", () => {
  it("keys rows by a capital letter, a quoted symbol, not by plain words or 'I'", async () => {
    const index = passageIndex(await buildTree([{ text: DOC, sourceRef: "struct.md" }], engine));
    const text = (q: string) => keyedRows(index, q).map((i) => index.passages[i].text);
    expect(text("Which C type does the format code H stand for?")).toEqual([
      "Format: H; C Type: unsigned short; Standard size: 2",
    ]);
    expect(text("Which byte order does the '<' prefix select?")).toEqual([
      "Character: <; Byte order: little-endian; Size: standard",
    ]);
    expect(text("Can I read the format of a short?")).toEqual([]);
  });

  it("answers with the keyed row, case kept, not the next row of its table", async () => {
    const t = await buildTree([{ text: DOC, sourceRef: "struct.md" }], engine);
    const r = await askTree(t, "Which C type is packed by the code Q?", engine);
    expect(r.status).toBe("complete");
    expect(r.answer).toMatch(/^> Format: Q; C Type: unsigned long long/);
    const lower = await askTree(t, "Which C type is packed by the code 'h'?", engine);
    expect(lower.answer).toMatch(/^> Format: h; C Type: short/);
  });
});

describe("a rare plain word naming a row by its first cell", () => {
  it("keys the row ('the smallint type'), not a common word of the text", async () => {
    const prose = Array.from(
      { length: 10 },
      (_, i) => `- Each integer column ${i} stores whole numbers within its range.`,
    ).join("\n");
    const doc = `# Numeric types\n\n${prose}\n\nName | Storage Size | Range\n--- | --- | ---\nsmallint | 2 bytes | -32768 to +32767\ninteger | 4 bytes | -2147483648 to +2147483647\nbigint | 8 bytes | very large`;
    const index = passageIndex(await buildTree([{ text: doc, sourceRef: "numeric.md" }], engine));
    const text = (q: string) => keyedRows(index, q).map((i) => index.passages[i].text);
    expect(text("What is the range of the smallint type?")).toEqual([
      "Name: smallint; Storage Size: 2 bytes; Range: -32768 to +32767",
    ]);
    // "integer" is held by a dozen passages: a word of the text, not a key.
    expect(text("What is the range of an integer column?")).toEqual([]);
  });
});
