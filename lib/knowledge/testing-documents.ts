import { Document, HeadingLevel, Packer, Paragraph } from "docx";
import { createDeflateRaw, crc32 } from "node:zlib";
import { PDFDocument, StandardFonts } from "pdf-lib";

/**
 * Real sample documents for tests, written by the libraries that real tools use (pdf-lib for PDF,
 * docx for Word). Tests only: both libraries are devDependencies.
 */

/** A PDF with one page per entry of `pages`, each page's text drawn line by line (Helvetica 10pt). */
export async function samplePdf(pages: string[][]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([612, 792]);
    lines.forEach((line, i) => page.drawText(line, { x: 40, y: 750 - i * 12, size: 10, font }));
  }
  return pdf.save();
}

/** A .docx whose blocks are headings (`{ h: level, text }`) or paragraphs (strings). */
export async function sampleDocx(blocks: (string | { h: 1 | 2 | 3; text: string })[]): Promise<Uint8Array> {
  const levels = { 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3 } as const;
  const doc = new Document({
    sections: [
      {
        children: blocks.map((b) =>
          typeof b === "string" ? new Paragraph(b) : new Paragraph({ text: b.text, heading: levels[b.h] }),
        ),
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/**
 * A .docx-named zip bomb: one entry `word/document.xml` that inflates to `bytes` of the same
 * character, deflated chunk by chunk (the test never holds the inflated text). With `lie`, the
 * archive declares the entry 1 KB long: only inflating it shows its real size.
 */
export async function zipBomb(
  bytes: number,
  opts: { lie?: boolean; wordSalad?: boolean } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  // wordSalad: words drawn from 16 at random, which deflate about 10:1 like real text (a
  // "near-limit" document, not an absurd ratio); otherwise one letter repeated (1000:1).
  const chunk = opts.wordSalad ? wordSalad(1024 * 1024) : Buffer.alloc(1024 * 1024, 0x61);
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on("data", (b: Buffer) => out.push(b));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  let crc = 0;
  for (let left = bytes; left > 0; left -= chunk.length) {
    const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
    crc = crc32(part, crc);
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await done;
  const data = Buffer.concat(out);
  const name = Buffer.from("word/document.xml");
  const size = opts.lie ? 1024 : bytes;
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(crc >>> 0, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // version made by
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc >>> 0, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0, 42); // local header offset
  const centralStart = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralStart, 16);
  return new Uint8Array(Buffer.concat([local, name, data, central, name, end]));
}

/** `size` bytes of words drawn at random (a fixed seed) from 16: text that deflates about 10:1. */
function wordSalad(size: number): Buffer {
  const words = Array.from({ length: 16 }, (_, i) => `w${(i * 7919).toString(36)}x `);
  let seed = 42;
  let text = "";
  while (text.length < size) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    text += words[(seed >>> 16) % 16];
  }
  return Buffer.from(text.slice(0, size));
}
