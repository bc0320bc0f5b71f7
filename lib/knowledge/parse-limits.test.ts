import { describe, expect, it } from "vitest";
import { readDocument } from "./read-documents";
import { MAX_PDF_PAGES } from "./parse-pdf";
import { sampleDocx, samplePdf, zipBomb } from "./testing-documents";
import { refusal } from "@/lib/testing/refusal";

/** Largest growth of the resident set while `run` runs, sampled as it goes (bytes). */
async function rssGrowth(run: () => Promise<unknown>): Promise<number> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    await run();
  } catch {
    // the caller looks at the outcome separately
  } finally {
    clearInterval(sample);
  }
  return Math.max(peak, process.memoryUsage().rss) - before;
}

describe("a .docx zip bomb", () => {
  it("is refused with 413 naming the file, from the sizes it declares, without inflating it", async () => {
    const bomb = await zipBomb(200 * 1024 * 1024);
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    const error = await refusal(() => readDocument({ name: "bomb.docx", content: bomb }));
    expect(error.code).toBe("too_large:document");
    expect(error.status).toBe(413);
    expect(error.message).toMatch(/"bomb\.docx" unpacks to more than 20 MB .*zip bomb/);
    expect(await rssGrowth(() => readDocument({ name: "bomb.docx", content: bomb }))).toBeLessThan(100 * 1024 * 1024);
  });

  it("is refused with 413 when it lies about its sizes: inflating stops at the declared size", async () => {
    const liar = await zipBomb(200 * 1024 * 1024, { lie: true });
    const error = await refusal(() => readDocument({ name: "liar.docx", content: liar }));
    expect(error.code).toBe("too_large:document");
    expect(error.message).toMatch(/"liar\.docx" holds word\/document\.xml, which unpacks to more than it declares/);
    expect(await rssGrowth(() => readDocument({ name: "liar.docx", content: liar }))).toBeLessThan(100 * 1024 * 1024);
  });

  it("a near-limit document (a .docx inflating about 10:1 past 20 MB: 46 MB held a thread 30-40 s) is refused from its declared sizes, before mammoth (issue 32, finding 4)", async () => {
    const near = await zipBomb(24 * 1024 * 1024, { wordSalad: true });
    const ratio = (24 * 1024 * 1024) / near.byteLength;
    expect(ratio).toBeGreaterThan(5); // text-like: no absurd ratio, as the finding's file
    expect(ratio).toBeLessThan(20);
    const error = await refusal(() => readDocument({ name: "near.docx", content: near }));
    expect(error.code).toBe("too_large:document");
    expect(error.message).toMatch(/"near\.docx" unpacks to more than 20 MB/);
  });

  it("leaves real Word documents alone", async () => {
    const doc = await readDocument({ name: "ok.docx", content: await sampleDocx(["Keys rotate monthly."]) });
    expect(doc.text).toContain("Keys rotate monthly.");
  });
});

describe("a PDF with too many pages", () => {
  it("is refused with 413 naming the file before any page is read", async () => {
    const pdf = await samplePdf(Array.from({ length: MAX_PDF_PAGES + 1 }, () => []));
    const error = await refusal(() => readDocument({ name: "huge.pdf", content: pdf }));
    expect(error.code).toBe("too_large:document");
    expect(error.message).toMatch(/"huge\.pdf" has 2001 pages \(at most 2000\)/);
  });
});
