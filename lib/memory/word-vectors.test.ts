import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

/** The module afresh with CANOPY_WORD_VECTORS_DIR at `dir` (it loads its table once, on first use). */
async function withDirectory(dir: string | undefined) {
  vi.resetModules();
  if (dir === undefined) delete process.env.CANOPY_WORD_VECTORS_DIR;
  else process.env.CANOPY_WORD_VECTORS_DIR = dir;
  return import("./word-vectors");
}

const saved = process.env.CANOPY_WORD_VECTORS_DIR;
afterEach(() => {
  if (saved === undefined) delete process.env.CANOPY_WORD_VECTORS_DIR;
  else process.env.CANOPY_WORD_VECTORS_DIR = saved;
  vi.resetModules();
});

describe("word vectors", () => {
  it("reads a table of signed bytes and gives cosines", async () => {
    const dir = mkdtempSync(join(tmpdir(), "wv-"));
    const bytes = Buffer.alloc(3 * 100);
    // "north" and "south" point the same way on the first axis; "tea" along the second.
    bytes.writeInt8(100, 0);
    bytes.writeInt8(50, 100);
    bytes.writeInt8(50, 101);
    bytes.writeInt8(127, 201);
    writeFileSync(join(dir, "vectors.bin"), bytes);
    writeFileSync(join(dir, "words.txt"), "north\nsouth\ntea\n");
    const wv = await withDirectory(dir);
    expect(wv.hasWordVectors()).toBe(true);
    expect(wv.knownWord("tea")).toBe(true);
    expect(wv.knownWord("coffee")).toBe(false);
    expect(wv.wordSimilarity("north", "north")).toBe(1);
    expect(wv.wordSimilarity("north", "south")).toBeCloseTo(Math.SQRT1_2, 5);
    expect(wv.wordSimilarity("north", "tea")).toBe(0);
    expect(wv.wordSimilarity("north", "coffee")).toBeNull();
  });

  it("knows no word when the files are missing or do not match", async () => {
    const empty = mkdtempSync(join(tmpdir(), "wv-"));
    let wv = await withDirectory(empty);
    expect(wv.hasWordVectors()).toBe(false);
    expect(wv.wordSimilarity("north", "south")).toBeNull();
    const torn = mkdtempSync(join(tmpdir(), "wv-"));
    writeFileSync(join(torn, "vectors.bin"), Buffer.alloc(150));
    writeFileSync(join(torn, "words.txt"), "north\nsouth\n");
    wv = await withDirectory(torn);
    expect(wv.hasWordVectors()).toBe(false);
  });
});
