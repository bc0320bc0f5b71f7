import { expectAxeClean } from "./a11y";
import { expect, signIn, test } from "./fixtures";
import { startOwnServer, stopOwnServer, type OwnServer } from "./own-server";
import { ProjectPage } from "./pages/projects";
import { WorkspacePage } from "./pages/workspace";

// The merge's conflict check over 8,000 characters runs in a worker thread with a time limit
// (lib/tree-ops/merge-conflicts.ts); past it the merge is refused with too_large:merge_check (413 on
// the API). This spec runs its own app server with that limit at 1 ms (CANOPY_MERGE_CHECK_TIMEOUT_MS,
// the same code path as the real 60 s), so a branch of a little over 8,000 characters shows the
// refusal: the dialog says what happened and what still works, and a smaller selection goes through.

const USER = { email: "merge-check@canopy.test", password: "merge-check-password-1" };
/** The port of this spec's server (from the range of the e2e server's neighbours: E2E_PORT + 2). */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 2;

let server: OwnServer | undefined;

test.afterAll(async () => {
  await stopOwnServer(server);
});

/** A branch message of a little over 8,000 characters: facts of a supplier list, one per line. */
const SUPPLIER_LIST = Array.from(
  { length: 140 },
  (_, i) => `Supplier ${i + 1} ships crate ${1000 + i} on pallet ${i % 9} to the north dock.`,
).join("\n");

test("a merge over the conflict check's limit is refused with a clear message; a smaller selection still merges", async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  expect(SUPPLIER_LIST.length).toBeGreaterThan(8_000);
  server = await startOwnServer(
    "e2e-merge-check",
    { CANOPY_MERGE_CHECK_TIMEOUT_MS: "1", RATE_LIMIT_CHAT: "1000" },
    { port: PORT, cli: [["user", "create", "--email", USER.email, "--password", USER.password, "--admin"]] },
  );
  const state = await signIn(browser, server.url, USER.email, USER.password, testInfo.outputPath("auth.json"));
  const context = await browser.newContext({ baseURL: server.url, storageState: state });
  const page = await context.newPage();
  const projects = new ProjectPage(page);
  const workspace = new WorkspacePage(page);

  await projects.create("Merge check limit");
  await projects.newConversation();
  await workspace.say("We are planning the warehouse move.");
  await workspace.branchFrom(workspace.messages.nth(1), "none", "Suppliers");
  await workspace.say(SUPPLIER_LIST);

  await page.getByTestId("merge-node").click();
  const dialog = page.getByTestId("merge-dialog");
  const refusal = dialog.getByTestId("merge-preview-error");
  await expect(refusal).toContainText("This merge is too large to check for conflicts");
  await expect(refusal).toContainText("Nothing was merged and the branch is unchanged");
  await expect(refusal).toContainText("merge a selection of fewer of its messages");
  await expect(dialog.getByTestId("merge-confirm")).toBeDisabled();
  await expectAxeClean(page, "the merge dialog with the conflict check refused", '[data-testid="merge-dialog"]');

  // What still works: a selection without the long message is small enough to check here, and merges.
  await dialog.getByTestId("mode-selected").check();
  const picks = dialog.getByTestId("merge-pick");
  await expect(picks).toHaveCount(2);
  await picks.first().uncheck();
  await expect(refusal).toHaveCount(0);
  await expect(dialog.locator('[data-testid="merge-preview-entry"][data-inserted="true"]')).toHaveCount(1);
  await dialog.getByTestId("merge-confirm").click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-testid="message"][data-origin="merged"]')).toHaveCount(1);

  // The branch kept its message whole (read-only now).
  await workspace.selectNode("Suppliers");
  await expect(workspace.message("Supplier 140 ships crate 1139")).toHaveCount(1);
  await context.close();
});
