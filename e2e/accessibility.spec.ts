import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expectNoSeriousViolations, SCHEMES } from "./a11y";
import { expect, test } from "./fixtures";

for (const scheme of SCHEMES) {
  test.describe(`axe in ${scheme} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
    });

    test("projects, project, settings and knowledge pages", async ({ page, projects, unique }) => {
      await page.goto("/");
      await expect(page.getByTestId("project-name-input")).toBeVisible();
      await expectNoSeriousViolations(page, `projects (${scheme})`);

      await projects.create(unique);
      await projects.newConversation();
      await page.goBack();
      await expect(page.getByTestId("conversation-link")).toHaveCount(1);
      await expectNoSeriousViolations(page, `project (${scheme})`);

      await projects.openSettings();
      await expectNoSeriousViolations(page, `settings (${scheme})`);

      await page.goBack();
      await page.getByTestId("project-knowledge-link").click();
      await expect(page.getByTestId("empty-state")).toBeVisible();
      await expectNoSeriousViolations(page, `knowledge, empty (${scheme})`);
      const dir = mkdtempSync(join(tmpdir(), "canopy-axe-"));
      const file = join(dir, "notes.md");
      writeFileSync(
        file,
        "# Notes\n\nThe rollback password for the Kestrel cluster is AMBER-4471.\n\n## Owners\n\nAisha owns the Kestrel cluster.",
      );
      await page.getByLabel(/Files to import/).setInputFiles(file);
      await page.getByTestId("import-upload").click();
      await expect(page.getByTestId("document-row")).toHaveCount(1);
      await page.getByTestId("kt-question").fill("Who owns the Kestrel cluster?");
      await page.getByTestId("kt-ask").click();
      await expect(page.getByTestId("kt-answer")).toBeVisible();
      await expectNoSeriousViolations(page, `knowledge with a tree and an answer (${scheme})`);
    });

    test("workspace and its dialogs: branch, merge, context, usage", async ({ page, workspace, unique }) => {
      await workspace.createConversation(unique);
      await workspace.say("The launch code is ORCHID-7. Remember it.");
      await expectNoSeriousViolations(page, `workspace (${scheme})`);

      const answer = workspace.messages.nth(1);
      await answer.hover();
      await answer.getByTestId("branch-from-here").click();
      await expect(workspace.branchDialog).toBeVisible();
      await expectNoSeriousViolations(page, `branch dialog (${scheme})`, '[data-testid="branch-dialog"]');
      await workspace.branchDialog.getByTestId("dialog-close").click();
      await expect(workspace.branchDialog).toBeHidden();

      await workspace.branchFrom(answer, "full", "Side question");
      await workspace.say("What is the launch code?");
      await page.getByTestId("merge-node").click();
      const merge = page.getByTestId("merge-dialog");
      await expect(merge).toBeVisible();
      await expectNoSeriousViolations(page, `merge dialog (${scheme})`, '[data-testid="merge-dialog"]');
      await merge.getByTestId("dialog-close").click();
      await expect(merge).toBeHidden();

      const last = workspace.assistantWithStatus("complete").last();
      await last.hover();
      await last.getByTestId("inspect-context").click();
      const context = page.getByTestId("context-dialog");
      await expect(context.getByTestId("context-summary")).toBeVisible();
      await expectNoSeriousViolations(page, `context dialog (${scheme})`, '[data-testid="context-dialog"]');
      await context.getByTestId("dialog-close").click();
      await expect(context).toBeHidden();

      await page.getByTestId("open-usage").click();
      const usage = page.getByTestId("usage-dialog");
      await expect(usage).toBeVisible();
      await expectNoSeriousViolations(page, `usage dialog (${scheme})`, '[data-testid="usage-dialog"]');
      await usage.getByTestId("dialog-close").click();
      await expect(usage).toBeHidden();
    });
  });
}
