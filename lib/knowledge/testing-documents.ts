import { Document, HeadingLevel, Packer, Paragraph } from "docx";
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
