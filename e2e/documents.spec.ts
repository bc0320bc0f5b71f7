import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { sampleDocx, samplePdf } from "@/lib/knowledge/testing-documents";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Real files written by pdf-lib and docx, saved where the file chooser can pick them. */
async function sampleFiles() {
  const dir = mkdtempSync(join(tmpdir(), "canopy-docs-"));
  const pdf = join(dir, "launch-plan.pdf");
  writeFileSync(
    pdf,
    await samplePdf([
      ["Launch plan, page one.", "The launch code is ORCHID-7."],
      ["Page two: billing moves to Stripe in May."],
    ]),
  );
  const docx = join(dir, "runbook.docx");
  writeFileSync(
    docx,
    await sampleDocx([
      { h: 1, text: "Runbook" },
      "Read this first.",
      { h: 2, text: "Keys" },
      "Keys rotate every 90 days.",
    ]),
  );
  const docx2 = join(dir, "runbook-v2.docx");
  writeFileSync(docx2, await sampleDocx([{ h: 1, text: "Runbook v2" }, "Keys now rotate every 30 days."]));
  return { pdf, docx, docx2 };
}

test("import a PDF and a DOCX with page and heading provenance, re-import and delete a document", async ({
  page,
  projects,
  unique,
}) => {
  const files = await sampleFiles();
  await projects.create(unique);
  await page.getByTestId("project-knowledge-link").click();

  await page.getByLabel(/Files to import/).setInputFiles([files.pdf, files.docx]);
  await page.getByTestId("import-upload").click();
  await expect(page.getByTestId("import-summary")).toContainText("Imported 2 documents");

  const rows = page.getByTestId("document-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByTestId("document-name")).toHaveText("launch-plan.pdf");
  await expect(rows.nth(0)).toContainText("KB");
  await expect(rows.nth(1).getByTestId("document-name")).toHaveText("runbook.docx");
  // The name has the room (it was 0-1 px wide beside the badges at these widths).
  for (const width of [1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    const name = await rows.nth(0).getByTestId("document-name").boundingBox();
    expect(name!.width).toBeGreaterThan(80);
  }

  // Each leaf names its document and where in it the text is.
  const leaves = page.locator('[data-testid="kt-node"][data-level="leaf"]');
  await expect(leaves).toHaveCount(2);
  const locations: string[] = [];
  for (const i of [0, 1]) {
    await leaves.nth(i).getByRole("button").last().click();
    locations.push((await page.getByTestId("kt-card").textContent()) ?? "");
  }
  expect(locations.join("\n")).toMatch(/from launch-plan\.pdf.*· pp\. 1–2/);
  expect(locations.join("\n")).toMatch(/from runbook\.docx.*· Runbook \(\+1 more\)/);

  // Re-import the Word document from a new version: same row, new text.
  await rows.nth(1).getByTestId("document-reimport").click();
  await page.getByTestId("reimport-file").setInputFiles(files.docx2);
  await expect(page.getByTestId("documents-status")).toContainText("Re-imported runbook.docx from runbook-v2.docx");
  await expect(rows.nth(1).getByTestId("document-name")).toHaveText("runbook-v2.docx");

  // Delete the PDF: its leaf goes, the list and the stats follow, after a reload too.
  await rows.nth(0).getByRole("button", { name: "Delete launch-plan.pdf" }).click();
  // The confirmation names the file.
  await expect(page.getByTestId("document-delete-confirmation")).toContainText("Delete launch-plan.pdf and its");
  await expect(page.getByTestId("document-delete-confirm")).toHaveText("Delete launch-plan.pdf");
  await page.getByTestId("document-delete-confirm").click();
  await expect(page.getByTestId("documents-status")).toContainText("Deleted launch-plan.pdf: 1 leaf removed");
  await expect(rows).toHaveCount(1);
  await expect(leaves).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId("kt-stats")).toContainText("1 document ·");
  await expect(page.getByTestId("document-row")).toHaveCount(1);
});

test("a file that is not what its name says is refused with its name", async ({ page, projects, unique }) => {
  await projects.create(unique);
  await page.getByTestId("project-knowledge-link").click();
  await page
    .getByLabel(/Files to import/)
    .setInputFiles({ name: "fake.pdf", mimeType: "application/pdf", buffer: Buffer.from("not a pdf") });
  await page.getByTestId("import-upload").click();
  await expect(page.getByTestId("import-error")).toContainText('"fake.pdf" could not be read as a PDF');
  await expect(page.getByTestId("document-row")).toHaveCount(0);
});

/** Imports one file on the knowledge page, then opens its first leaf's card. */
async function importFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await page.getByLabel(/Files to import/).setInputFiles(file);
  await page.getByTestId("import-upload").click();
  await expect(page.getByTestId("import-summary")).toContainText("Imported 1 document");
  await expect(page.getByTestId("document-name")).toHaveText(file.name);
  const leaf = page.locator('[data-testid="kt-node"][data-level="leaf"]');
  await leaf.first().getByRole("button").last().click();
}

/** Imports `text` gzip-compressed as `name` on the knowledge page, then opens its first leaf's card. */
const importCompressed = (page: Page, name: string, text: string) =>
  importFile(page, { name, mimeType: "application/gzip", buffer: gzipSync(text) });

test("a changelog written in Latin-1 imports with its accented names, not as a binary file", async ({
  page,
  projects,
  unique,
}) => {
  await projects.create(unique);
  await page.getByTestId("project-knowledge-link").click();
  // "v2.0.4 - Fixed by José Müller", as an upstream Changelog of 2009 is written: 0xE9 and 0xFC, not UTF-8.
  const latin1 = Buffer.from("v2.0.4 - Fixed by José Müller: the passive port range is honoured.\n", "latin1");
  await importFile(page, { name: "Changelog", mimeType: "text/plain", buffer: latin1 });
  await expect(page.getByTestId("kt-card")).toContainText("José Müller");
});

test("a gzip-compressed manual page imports as the HTML inside it under its own name; a gzip bomb is refused", async ({
  page,
  projects,
  unique,
}) => {
  await projects.create(unique);
  await page.getByTestId("project-knowledge-link").click();

  // As Debian ships release notes: changelog.html.gz.
  const html = "<h1>Changes</h1><h2>Release 2.4.62</h2><p>mod_ssl: the SSLCompression default is now off.</p>";
  await importCompressed(page, "changelog.html.gz", html);
  await expect(page.getByTestId("kt-card")).toContainText(/from changelog\.html\.gz.*· Changes \(\+1 more\)/);

  // 8 MB of spaces packs to a few KB: refused with its name, nothing imported.
  await page.getByLabel(/Files to import/).setInputFiles({
    name: "huge.txt.gz",
    mimeType: "application/gzip",
    buffer: gzipSync(Buffer.alloc(8 * 1024 * 1024, " ")),
  });
  await page.getByTestId("import-upload").click();
  await expect(page.getByTestId("import-error")).toContainText('"huge.txt.gz" unpacks to more than 5 MB');
  await expect(page.getByTestId("document-row")).toHaveCount(1);
});

test("a manual page (troff, gzip-compressed as Debian ships it) imports as its sections and options, and answers from them", async ({
  page,
  projects,
  unique,
}) => {
  await projects.create(unique);
  await page.getByTestId("project-knowledge-link").click();
  const troff = [
    '.\\" Generated page',
    '.TH "FERRY.CONF" "5" "2026-03-01" "ferry 2.1"',
    ".SH NAME",
    "ferry.conf \\- configuration of the ferry daemon",
    ".SH OPTIONS",
    ".TP",
    ".B dock\\-port \\fIN\\fR",
    "The TCP port ferryd listens on. The default is",
    ".BR 7420 .",
    ".TP",
    "\\fBcrossings\\fR \\fIcount\\fR",
    "How many crossings a day are scheduled; the default is 12.",
  ].join("\n");
  await importCompressed(page, "ferry.conf.5.gz", troff);
  await expect(page.getByTestId("kt-card")).toContainText(/from ferry\.conf\.5\.gz.*· FERRY\.CONF\(5\)/);
  await expect(page.getByTestId("kt-card")).not.toContainText("\\fB");

  await page.getByTestId("kt-question").fill("Which port does ferryd listen on by default?");
  await page.getByTestId("kt-ask").click();
  await expect(page.getByTestId("kt-answer")).toContainText("7420");
});
