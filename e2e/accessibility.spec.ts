import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expectAxeCleanInBoth } from "./a11y";
import { expect, test } from "./fixtures";
import { freshContext } from "./pages/account";

test.describe("axe in light and dark mode", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
  });

  test("projects, project, settings and knowledge pages", async ({ page, projects, unique }) => {
    await page.goto("/");
    await expect(page.getByTestId("project-name-input")).toBeVisible();
    await expectAxeCleanInBoth(page, "projects");

    await projects.create(unique);
    await projects.newConversation();
    await page.goBack();
    await expect(page.getByTestId("conversation-link")).toHaveCount(1);
    await expectAxeCleanInBoth(page, "project");

    await projects.openSettings();
    await expectAxeCleanInBoth(page, "settings");

    await page.goBack();
    await page.getByTestId("project-knowledge-link").click();
    await expect(page.getByTestId("empty-state")).toBeVisible();
    await expectAxeCleanInBoth(page, "knowledge, empty");
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
    await expectAxeCleanInBoth(page, "knowledge with a tree and an answer");
    // A leaf's card: its metadata headings under the page's, and its scrolling source text.
    await page.locator('[data-testid="kt-node"][data-level="leaf"]').first().getByRole("button").last().click();
    await expect(page.getByTestId("kt-leaf-text")).toBeVisible();
    await expectAxeCleanInBoth(page, "knowledge with a leaf open");
  });

  test("account, admin and sign-in pages", async ({ page, browser, baseURL }) => {
    await page.goto("/account");
    await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
    await expectAxeCleanInBoth(page, "account");
    await page.goto("/admin");
    await expect(page.getByTestId("user-table")).toBeVisible();
    await expectAxeCleanInBoth(page, "admin");

    const signedOut = await freshContext(browser, baseURL!);
    const login = await signedOut.newPage();
    await login.goto("/login");
    await expect(login.getByRole("button", { name: "Sign in" })).toBeVisible();
    await expectAxeCleanInBoth(login, "sign-in");
    await signedOut.close();
  });

  test("workspace and its dialogs: branch, merge, context, usage", async ({ page, workspace, unique }) => {
    // Eleven stops, each scanned twice: a long test, not a hang.
    test.slow();
    await workspace.createConversation(unique);
    await workspace.say("The launch code is ORCHID-7. Remember it.");
    await expectAxeCleanInBoth(page, "workspace");

    const answer = workspace.messages.nth(1);
    await answer.hover();
    await answer.getByTestId("branch-from-here").click();
    await expect(workspace.branchDialog).toBeVisible();
    await expectAxeCleanInBoth(page, "branch dialog", '[data-testid="branch-dialog"]');
    await workspace.branchDialog.getByTestId("dialog-close").click();
    await expect(workspace.branchDialog).toBeHidden();

    await workspace.branchFrom(answer, "full", "Side question");
    await workspace.say("What is the launch code?");
    await page.getByTestId("merge-node").click();
    const merge = page.getByTestId("merge-dialog");
    await expect(merge).toBeVisible();
    await expectAxeCleanInBoth(page, "merge dialog", '[data-testid="merge-dialog"]');
    await merge.getByTestId("dialog-close").click();
    await expect(merge).toBeHidden();

    const last = workspace.assistantWithStatus("complete").last();
    await last.hover();
    await last.getByTestId("inspect-context").click();
    const context = page.getByTestId("context-dialog");
    await expect(context.getByTestId("context-summary")).toBeVisible();
    await expectAxeCleanInBoth(page, "context dialog", '[data-testid="context-dialog"]');
    await context.getByTestId("dialog-close").click();
    await expect(context).toBeHidden();

    await page.getByTestId("open-usage").click();
    const usage = page.getByTestId("usage-dialog");
    await expect(usage).toBeVisible();
    await expectAxeCleanInBoth(page, "usage dialog", '[data-testid="usage-dialog"]');
    await usage.getByTestId("dialog-close").click();
    await expect(usage).toBeHidden();

    // An aside merged back: its node in the graph keeps readable text.
    await workspace.graphNodes.first().click();
    await expect(workspace.title).not.toHaveText("Side question");
    await workspace.messages.nth(1).hover();
    await workspace.messages.nth(1).getByTestId("ask-aside").click();
    await expect(workspace.title).toContainText("Aside");
    await workspace.say("Parking is in garage P3.");
    await page.getByTestId("merge-node").click();
    await page.getByTestId("merge-dialog").getByTestId("merge-confirm").click();
    await expect(page.locator('[data-testid="graph-node"][data-status="merged"]')).toHaveCount(1);
    await expectAxeCleanInBoth(page, "workspace with a merged aside");

    // The node menu (right click), the purge dialog it opens, the search palette, the graph's keys.
    await workspace.graphNode("Side question").click({ button: "right" });
    const menu = page.getByTestId("node-context-menu");
    await expect(menu).toBeVisible();
    await expectAxeCleanInBoth(page, "node menu", '[data-testid="node-context-menu"]');
    await menu.getByTestId("menu-purge").click();
    const purge = page.getByTestId("purge-dialog");
    await expect(purge.getByTestId("purge-summary")).toBeVisible();
    await expectAxeCleanInBoth(page, "purge dialog", '[data-testid="purge-dialog"]');
    await purge.getByTestId("dialog-close").click();

    await page.getByTestId("open-palette").click();
    const palette = page.getByTestId("command-palette");
    await palette.getByTestId("palette-input").fill("launch code");
    await expect(palette.getByTestId("palette-result").first()).toBeVisible();
    await expectAxeCleanInBoth(page, "search palette", '[data-testid="command-palette"]');
    await palette.getByTestId("dialog-close").click();

    await page.getByTestId("graph-help-open").click();
    await expect(page.getByTestId("graph-help")).toBeVisible();
    await expectAxeCleanInBoth(page, "graph keys dialog", '[data-testid="graph-help"]');
  });
});
