import { E2E_USER, expect, signIn, test } from "./fixtures";
import type { WorkspacePage } from "./pages/workspace";

/** The root conversation used by several flows: two topics, so relevance filtering has a choice. */
async function seedTwoTopics(workspace: WorkspacePage) {
  await workspace.say("Our database is PostgreSQL 16 on the primary cluster.");
  await workspace.say("For lunch we ordered mushroom pizza for the whole team.");
  await workspace.say("The deploy pipeline runs nightly on the build farm.");
}

test("selective branch: preview scores the parent's messages, a toggled item is inherited", async ({
  workspace,
  page,
  unique,
}) => {
  await workspace.createConversation(unique);
  await seedTwoTopics(workspace);

  await workspace.messages.last().hover();
  await workspace.messages.last().getByTestId("branch-from-here").click();
  const dialog = workspace.branchDialog;
  await dialog.getByTestId("policy-selective").check();
  await dialog.getByTestId("branch-prompt").fill("Which PostgreSQL version runs on the database cluster?");

  const items = dialog.getByTestId("selection-item");
  await expect(items).toHaveCount(6);
  const dbItem = items.filter({ hasText: "PostgreSQL 16" }).first();
  const lunchItem = items.filter({ hasText: "mushroom pizza" }).first();
  await expect(dbItem).toHaveAttribute("data-selected", "true");
  await expect(lunchItem).toHaveAttribute("data-selected", "false");

  // The user overrides the scoring: lunch goes in too.
  await lunchItem.click();
  await expect(lunchItem).toHaveAttribute("data-selected", "true");
  await dialog.getByTestId("branch-title").fill("DB question");
  await dialog.getByTestId("branch-confirm").click();
  await expect(workspace.title).toHaveText("DB question");

  const inherited = page.locator('[data-testid="message"][data-origin="inherited"]');
  // Inherited messages fold behind a toggle only when there are many.
  if (await page.getByTestId("show-inherited").isVisible()) await page.getByTestId("show-inherited").click();
  await expect(inherited.filter({ hasText: "PostgreSQL 16" })).not.toHaveCount(0);
  await expect(inherited.filter({ hasText: "mushroom pizza" })).not.toHaveCount(0);
  // The opening prompt is the branch's first message, sent and answered from the selected context.
  await expect(workspace.userMessages.last()).toContainText("Which PostgreSQL version runs on the database cluster?");
  await expect(workspace.userMessages.last()).toHaveAttribute("data-origin", "local");
  await expect(workspace.assistantWithStatus("complete").last()).toContainText("PostgreSQL 16");
  await expect(workspace.input).toHaveValue("");
});

test("compressed branch: the preview note is editable and inherited as one note", async ({
  workspace,
  page,
  unique,
}) => {
  await workspace.createConversation(unique);
  await workspace.say("We decided to use PostgreSQL for the billing service.");
  await workspace.say("Action item: Dana will migrate the invoices table by Friday.");

  await workspace.messages.last().hover();
  await workspace.messages.last().getByTestId("branch-from-here").click();
  await workspace.branchDialog.getByTestId("policy-compressed").check();
  const note = workspace.branchDialog.getByTestId("compressed-note");
  await expect(note).toHaveValue(/Condensed from 4 messages/);
  await note.fill(`${await note.inputValue()}\n\nEdited: the deadline is Friday.`);
  await workspace.branchDialog.getByTestId("branch-title").fill("Billing summary");
  await workspace.branchDialog.getByTestId("branch-confirm").click();
  await expect(workspace.title).toHaveText("Billing summary");

  const notes = page.locator('[data-testid="message"][data-role="note"][data-origin="inherited"]');
  await expect(notes).toHaveCount(1);
  await expect(notes).toContainText("Edited: the deadline is Friday.");
  await expect(workspace.messages).toHaveCount(1);
  // The branch can answer from the note.
  const answer = await workspace.say("Who will migrate the invoices table?");
  await expect(answer).toContainText("Dana");
});

test("ask aside, then merge it condensed at the branch point", async ({ workspace, page, unique }) => {
  await workspace.createConversation(unique);
  await workspace.say("The venue for the offsite is Hall B.");
  await workspace.say("Catering will be handled by Rosa.");

  // Aside from the first answer: a volatile node, visually distinct.
  const firstAnswer = workspace.messages.nth(1);
  await firstAnswer.hover();
  await firstAnswer.getByTestId("ask-aside").click();
  await expect(workspace.title).toContainText("Aside");
  await expect(page.locator('[data-testid="graph-node"][data-kind="volatile"]')).toHaveCount(1);
  await workspace.say("Parking for the offsite is in garage P3.");

  await page.getByTestId("merge-node").click();
  const dialog = page.getByTestId("merge-dialog");
  await dialog.getByTestId("mode-condensed").check();
  await expect(dialog.getByTestId("merge-note")).toHaveValue(/garage P3/);
  await dialog.getByTestId("placement-chronological").check();
  const inserted = dialog.locator('[data-testid="merge-preview-entry"][data-inserted="true"]');
  await expect(inserted).toHaveCount(1);
  // Previewed right after the branch point (the first answer), before the catering message.
  const entries = dialog.getByTestId("merge-preview-entry");
  await expect(entries.nth(2)).toHaveAttribute("data-inserted", "true");
  await dialog.getByTestId("merge-confirm").click();
  await expect(dialog).toBeHidden();

  // Back in the parent: the note sits at the branch point, with its provenance.
  await expect(workspace.title).not.toContainText("Aside");
  const merged = page.locator('[data-testid="message"][data-origin="merged"]');
  await expect(merged).toHaveCount(1);
  await expect(workspace.messages.nth(2)).toHaveAttribute("data-origin", "merged");
  await expect(workspace.messages.nth(3)).toContainText("Catering will be handled by Rosa.");
  await expect(merged.getByTestId("merged-label")).toContainText("merged from Aside");

  // The aside is dimmed and read-only; the graph draws a merge edge.
  await expect(page.locator('[data-testid="graph-node"][data-kind="volatile"]')).toHaveAttribute(
    "data-status",
    "merged",
  );
  await expect(page.locator(".react-flow__edge.merge-edge")).toHaveCount(1);
  await page.reload();
  await expect(page.locator('[data-testid="message"][data-origin="merged"]')).toHaveCount(1);
});

test("purge from the graph removes the node and its subtree for good", async ({ workspace, page, unique }) => {
  await workspace.createConversation(unique);
  await workspace.say("Main thread fact.");
  await workspace.branchFrom(workspace.messages.nth(1), "full", "Doomed branch");
  await workspace.say("Something only the doomed branch knows.");
  await workspace.branchFrom(workspace.messages.last(), "full", "Doomed child");
  await expect(workspace.graphNodes).toHaveCount(3);

  const doomed = workspace.graphNodes.filter({ hasText: "Doomed branch" });
  await doomed.hover();
  await page.locator('[data-testid="graph-node-shell"]', { has: doomed }).getByTestId("node-purge").click();
  const dialog = page.getByTestId("purge-dialog");
  await expect(dialog.getByTestId("purge-summary")).toContainText("1 branch under it");
  await dialog.getByTestId("purge-confirm").click();
  await expect(workspace.graphNodes).toHaveCount(1);
  await page.reload();
  await expect(workspace.graphNodes).toHaveCount(1);
});

test("an aside left open by an earlier session shows in the resolution tray", async ({
  workspace,
  page,
  browser,
  unique,
  baseURL,
}, testInfo) => {
  await workspace.createConversation(unique);
  await workspace.say("Remember the code word: heliotrope.");
  await workspace.messages.nth(1).hover();
  await workspace.messages.nth(1).getByTestId("ask-aside").click();
  await expect(workspace.title).toContainText("Aside");
  await workspace.say("An aside question about heliotrope.");
  const url = page.url();
  await expect(page.getByTestId("resolution-tray")).toHaveCount(0);

  // Signing in again in a new browser context is a new session: the aside is now unresolved.
  const state = await signIn(
    browser,
    baseURL!,
    E2E_USER.email,
    E2E_USER.password,
    testInfo.outputPath("later-session.json"),
  );
  const later = await browser.newContext({ storageState: state });
  const next = await later.newPage();
  await next.goto(url);
  const tray = next.getByTestId("resolution-tray");
  await expect(tray).toBeVisible();
  await expect(tray.getByTestId("tray-item")).toHaveCount(1);
  await tray.getByTestId("tray-purge").click();
  await next.getByTestId("purge-confirm").click();
  await expect(tray).toHaveCount(0);
  await expect(next.getByTestId("graph-node")).toHaveCount(1);
  await later.close();
});

test("dragging a branch onto its parent opens the merge dialog", async ({ workspace, page, unique }) => {
  await workspace.createConversation(unique);
  await workspace.say("Parent fact.");
  await workspace.branchFrom(workspace.messages.nth(1), "none", "Drag me");
  await workspace.say("Child fact.");

  const child = await workspace.graphNodes.filter({ hasText: "Drag me" }).boundingBox();
  const parent = await workspace.graphNodes.first().boundingBox();
  if (!child || !parent) throw new Error("graph nodes are not laid out");
  await page.mouse.move(child.x + 30, child.y + child.height / 2);
  await page.mouse.down();
  await page.mouse.move(child.x + 40, child.y + 10, { steps: 4 });
  await page.mouse.move(parent.x + 30, parent.y + parent.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect(page.getByTestId("merge-dialog")).toBeVisible();
  await expect(
    page.getByTestId("merge-dialog").locator('[data-testid="merge-preview-entry"][data-inserted="true"]'),
  ).toHaveCount(2);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("merge-dialog")).toBeHidden();
  // Nothing merged, and the node snapped back into the layout.
  await expect(workspace.graphNodes.filter({ hasText: "Drag me" })).toHaveAttribute("data-status", "open");
});

test("undo a merge, pin a message, keep an aside as a branch, and act from the context menu", async ({
  workspace,
  page,
  unique,
}) => {
  await workspace.createConversation(unique);
  await workspace.say("The offsite is in Lisbon.");

  // Pin: marked in the chat, and it stays pinned after a reload.
  const first = workspace.messages.first();
  await first.hover();
  await first.getByTestId("pin-toggle").click();
  await expect(workspace.messages.first()).toHaveAttribute("data-pinned", "true");
  await page.reload();
  await expect(workspace.messages.first()).toHaveAttribute("data-pinned", "true");

  // Merge a branch, then undo it from the toast: the parent is as it was and the branch is open again.
  await workspace.branchFrom(workspace.messages.nth(1), "none", "Hotel question");
  await workspace.say("The hotel is near the river.");
  await page.getByTestId("merge-node").click();
  await page.getByTestId("merge-dialog").getByTestId("merge-confirm").click();
  await expect(page.locator('[data-testid="message"][data-origin="merged"]')).toHaveCount(2);
  await page.getByTestId("merge-toast").getByTestId("undo-merge").click();
  await expect(page.locator('[data-testid="message"][data-origin="merged"]')).toHaveCount(0);
  await expect(workspace.graphNodes.filter({ hasText: "Hotel question" })).toHaveAttribute("data-status", "open");

  // An aside kept as a branch is no longer volatile.
  await workspace.graphNodes.first().click();
  await expect(workspace.title).toHaveText("The offsite is in Lisbon.");
  await workspace.messages.nth(1).hover();
  await workspace.messages.nth(1).getByTestId("ask-aside").click();
  await expect(workspace.title).toContainText("Aside");
  await workspace.say("Which hotel is near the river?");
  await expect(workspace.title).toHaveText("Aside: Which hotel is near the river?");
  await page.getByTestId("promote-node").click();
  await expect(page.locator('[data-testid="graph-node"][data-kind="volatile"]')).toHaveCount(0);
  // Kept as a branch, it is no longer called an aside.
  await expect(workspace.title).toHaveText("Which hotel is near the river?");

  // The context menu of a graph node: purge from it.
  await workspace.graphNodes.filter({ hasText: "Hotel question" }).click({ button: "right" });
  const menu = page.getByTestId("node-context-menu");
  await expect(menu).toBeVisible();
  await menu.getByTestId("menu-purge").click();
  await page.getByTestId("purge-confirm").click();
  await expect(workspace.graphNodes.filter({ hasText: "Hotel question" })).toHaveCount(0);
});
