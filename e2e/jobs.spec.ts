import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { JobsPanel } from "./pages/jobs";

/** A long project history (about 1.5 MB, a few hundred chunks): its import takes a while. */
function longHistory(): string {
  const sections = Array.from({ length: 300 }, (_, i) => {
    const body = Array.from(
      { length: 12 },
      (_, j) =>
        `Week ${i + 1}, note ${j + 1}: the platform team reviewed ticket ${i * 100 + j} and agreed on the follow-up with the owners.`,
    ).join(" ");
    return `## Week ${i + 1}\n\n${body}${i === 250 ? " The recovery phrase for the Osprey vault is TEAL-9902." : ""}`;
  });
  return `# Platform log\n\n${sections.join("\n\n")}`;
}

test("an import keeps running when its tab is closed; a new page shows it finish", async ({
  page,
  context,
  projects,
  unique,
}) => {
  await projects.create(unique);
  const projectUrl = page.url();
  await page.getByTestId("project-knowledge-link").click();

  const dir = mkdtempSync(join(tmpdir(), "canopy-jobs-"));
  const file = join(dir, "platform-log.md");
  writeFileSync(file, longHistory());
  await page.getByTestId("import-files").setInputFiles(file);
  const queued = page.waitForResponse((r) => r.url().includes("/import") && r.request().method() === "POST");
  await page.getByTestId("import-upload").click();
  const response = await queued;
  // The request only queued the import: 202 and a job that has not finished.
  expect(response.status()).toBe(202);
  const { job } = (await response.json()) as { job: { id: string; status: string } };
  expect(job.status).toBe("queued");

  // Close the tab at once: nothing in the browser is carrying the import.
  await page.close();

  const fresh = await context.newPage();
  await fresh.goto(projectUrl);
  const jobs = new JobsPanel(fresh);
  const row = jobs.job("Import platform-log.md");
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute("data-status", "succeeded", { timeout: 60_000 });
  await expect(row.getByTestId("job-status")).toHaveText("Done");

  await fresh.getByTestId("project-knowledge-link").click();
  await expect(fresh.getByTestId("kt-stats")).toContainText("1 document");
  await fresh.getByTestId("kt-question").fill("What is the recovery phrase for the Osprey vault?");
  await fresh.getByTestId("kt-ask").click();
  await expect(fresh.getByTestId("kt-answer")).toContainText("TEAL-9902");
});

test("the knowledge page follows a running import's progress from the Jobs panel", async ({
  page,
  projects,
  unique,
}) => {
  await projects.create(unique);
  await page.getByTestId("project-knowledge-link").click();
  const dir = mkdtempSync(join(tmpdir(), "canopy-jobs-"));
  const file = join(dir, "log.md");
  writeFileSync(file, longHistory());
  await page.getByTestId("import-files").setInputFiles(file);
  await page.getByTestId("import-upload").click();
  await expect(page.getByTestId("import-progress")).toBeVisible();
  // The upload is read (in a thread) before its job exists: reload once the job is listed, then the
  // panel picks it up from the server, running or already done.
  const row = new JobsPanel(page).job("Import log.md");
  await expect(row).toBeVisible();
  await page.reload();
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute("data-status", "succeeded", { timeout: 60_000 });
  await expect(page.getByTestId("kt-stats")).toContainText("1 document");
});
