import { writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures";

/** A small project history with one planted fact among distractors. */
function historyDocument(): string {
  const filler = (topic: string, n: number) =>
    Array.from(
      { length: n },
      (_, i) => `The ${topic} team reviewed item ${i + 1} of the backlog and agreed to revisit it next sprint.`,
    ).join(" ");
  return [
    "# Platform history",
    "",
    "## Billing",
    filler("billing", 25),
    "",
    "## Incident review",
    `${filler("operations", 20)} The rollback password for the Kestrel cluster is AMBER-4471.`,
    "",
    "## Design notes",
    filler("design", 25),
  ].join("\n");
}

test("import a document, browse the tree, open a leaf, ask and see the trace", async ({ page, projects, unique }) => {
  await projects.create(unique);
  await page.getByTestId("project-knowledge-link").click();
  await expect(page.getByTestId("empty-state")).toContainText("No documents yet");

  const dir = mkdtempSync(join(tmpdir(), "canopy-kt-"));
  const file = join(dir, "history.md");
  writeFileSync(file, historyDocument());
  await page.getByTestId("import-files").setInputFiles(file);
  await page.getByTestId("import-upload").click();
  await expect(page.getByTestId("import-summary")).toContainText("Imported 1 document");
  await expect(page.getByTestId("kt-stats")).toContainText("1 document");

  // The tree: a root with leaves under it; a leaf shows its metadata and source text.
  const leaves = page.locator('[data-testid="kt-node"][data-level="leaf"]');
  await expect(leaves.first()).toBeVisible();
  await leaves.first().getByRole("button").last().click();
  await expect(page.getByTestId("kt-card")).toBeVisible();
  await expect(page.getByTestId("kt-leaf-text")).toContainText("Platform history");

  // Ask: the answer, its status and citations, and the path drawn on the tree.
  await page.getByTestId("kt-question").fill("What is the rollback password for the Kestrel cluster?");
  await page.getByTestId("kt-ask").click();
  await expect(page.getByTestId("kt-answer")).toContainText("AMBER-4471");
  await expect(page.getByTestId("kt-status")).toHaveText(/complete|partial/);
  await expect(page.getByTestId("kt-engine")).toHaveText("Offline engine");
  await expect(page.getByTestId("kt-trace-step").first()).toBeVisible();
  const steps = await page.getByTestId("kt-trace-step").count();
  await expect(page.getByText(/^Navigation trace/)).toHaveText(
    `Navigation trace (${steps} step${steps === 1 ? "" : "s"})`,
  );
  await expect(
    page.locator('[data-testid="kt-node"][data-read="complete"], [data-testid="kt-node"][data-read="partial"]'),
  ).not.toHaveCount(0);
  await page.getByTestId("kt-citation").first().click();
  await expect(page.getByTestId("kt-leaf-text")).toContainText("AMBER-4471");

  // A question of two parts: each answered on its own, the one the documents do not answer named.
  await page
    .getByTestId("kt-question")
    .fill("What is the rollback password for the Kestrel cluster, and who painted the mural in the lobby?");
  await page.getByTestId("kt-ask").click();
  await expect(page.getByTestId("kt-status")).toHaveText("partial");
  await expect(page.getByTestId("kt-answer")).toContainText("AMBER-4471");
  await expect(page.getByTestId("kt-answer")).toContainText("The documents do not say");
  await expect(page.getByTestId("kt-answer")).toContainText("mural");

  // Persisted: the tree is still there after a reload.
  await page.reload();
  await expect(page.getByTestId("kt-stats")).toContainText("1 document");
});

test("a binary file is refused with a clear message and the tree is unchanged", async ({ page, projects, unique }) => {
  await projects.create(unique);
  await page.getByTestId("project-knowledge-link").click();
  const dir = mkdtempSync(join(tmpdir(), "canopy-kt-"));
  const file = join(dir, "image.txt");
  writeFileSync(file, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x1a, 0x0a]));
  await page.getByTestId("import-files").setInputFiles(file);
  await page.getByTestId("import-upload").click();
  await expect(page.getByTestId("import-error")).toContainText("binary");
  // It names every format Canopy imports, not only the text ones.
  await expect(page.getByTestId("import-error")).toContainText(".pdf, .docx, .html, .csv, a manual page (.1-.9)");
  await expect(page.getByTestId("empty-state")).toContainText("No documents yet");
});

test("a text file without a known extension (a README, a .conf) or a reStructuredText one imports as text and answers", async ({
  page,
  projects,
  unique,
}) => {
  await projects.create(unique);
  await page.getByTestId("project-knowledge-link").click();
  const dir = mkdtempSync(join(tmpdir(), "canopy-kt-"));
  const readme = join(dir, "README.Debian");
  writeFileSync(readme, "Notes for this package\n\nThe service listens on port 7719 after installation.\n");
  const conf = join(dir, "relay.conf");
  writeFileSync(conf, "# Relay settings\n#\n# How long a peer stays blocked.\nblocktime = 45m\n");
  const changes = join(dir, "changes.rst");
  writeFileSync(
    changes,
    "====================\nRelay 1.2.1 (2031-06-04)\n====================\n\n* Peers are checked again after a reload (RSA-2031-7).\n\n" +
      "====================\nRelay 1.2.0 (2031-03-15)\n====================\n\n* A new ``blocktime`` setting.\n",
  );
  await page.getByTestId("import-files").setInputFiles([readme, conf, changes]);
  await page.getByTestId("import-upload").click();
  await expect(page.getByTestId("import-summary")).toContainText("Imported 3 documents");
  await expect(page.getByTestId("documents")).toContainText("README.Debian");
  await expect(page.getByTestId("documents")).toContainText("relay.conf");
  await page.getByTestId("kt-question").fill("Which port does the service listen on after installation?");
  await page.getByTestId("kt-ask").click();
  await expect(page.getByTestId("kt-answer")).toContainText("7719");
  // A reStructuredText release title heads its items: the answer cites it.
  await page.getByTestId("kt-question").fill("Which advisory did Relay 1.2.1 fix?");
  await page.getByTestId("kt-ask").click();
  await expect(page.getByTestId("kt-answer")).toContainText("RSA-2031-7");
  await expect(page.getByTestId("kt-answer")).toContainText("Relay 1.2.1 (2031-06-04)");
  await page.reload();
  await expect(page.getByTestId("kt-stats")).toContainText("3 documents");
});

test("the content-type taxonomy is editable per project and persists", async ({ page, projects, unique }) => {
  await projects.create(unique);
  await page.getByTestId("project-settings-link").click();
  const input = page.getByTestId("taxonomy-input");
  await expect(input).toHaveValue(/Meeting/i);
  await input.fill("Release notes\nIncident reports\nrelease notes\n");
  await page.getByTestId("taxonomy-save").click();
  await expect(page.getByText("Saved 2 types.")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("taxonomy-input")).toHaveValue("Release notes\nIncident reports");
});
