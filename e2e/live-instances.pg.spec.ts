import type { Browser, Locator, Page } from "@playwright/test";
import { expect, member, test } from "./fixtures";
import { expectToldRemoved, nodeById, showGraph, timed } from "./live";
import type { ProjectPage } from "./pages/projects";
import { WorkspacePage } from "./pages/workspace";
import { filesystemServer, toolCards } from "./tools";
import { longPress, tapOnScreen } from "./touch";

// Two app instances on one PostgreSQL database (playwright.pg.config.ts, `npm run test:pg-instances`):
// the fixture's owner works on instance A, the others on instance B. Every change reaches the other
// instance's browsers through PostgreSQL's notifications; nothing is reloaded until the end.
// Three accounts sign in (Better Auth allows 3 sign-ins per 10 s from one address: signInPage may wait one window out).
test.describe.configure({ timeout: 360_000 });

const B = process.env.E2E_INSTANCE_B!;
// About 450 words for the offline engine to quote: at 40 ms a word the answer streams for some 18 s,
// so the other instance's browser sees it grow before it is done, even on a loaded machine.
const FACT = (key: string) =>
  `The orchid relay ${key} ${Array.from({ length: 150 }, (_, i) => `${key}word${i}`).join(" ")}.`;
const FACTS = `Remember this. ${FACT("alpha")} ${FACT("beta")} ${FACT("gamma")}`;

/** The node the chat shows. */
async function openNodeId(page: Page): Promise<string> {
  return (await page.getByTestId("chat-panel").getAttribute("data-node-id"))!;
}

/**
 * From now on, every length the text of a streaming assistant message takes on `page`, recorded in
 * the page by a MutationObserver (no change is missed between two polls, however slow the machine).
 * Returns a reader of how many different lengths were seen.
 */
async function recordStreamingLengths(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const seen = new Set<number>();
    (window as unknown as { streamingLengths: Set<number> }).streamingLengths = seen;
    const streaming = '[data-testid="message"][data-role="assistant"][data-status="streaming"]';
    const look = () => document.querySelectorAll(streaming).forEach((el) => seen.add(el.textContent?.length ?? 0));
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ["data-status"],
    });
  });
  return () => page.evaluate(() => (window as unknown as { streamingLengths: Set<number> }).streamingLengths.size);
}

/** Merges the node the page shows with the dialog's defaults; returns the dialog (closing). */
async function mergeShownNode(page: Page): Promise<Locator> {
  await page.getByTestId("merge-node").click();
  const dialog = page.getByTestId("merge-dialog");
  await expect(dialog.getByTestId("merge-confirm")).toBeEnabled();
  await dialog.getByTestId("merge-confirm").click();
  return dialog;
}

type Fixtures = { browser: Browser; page: Page; projects: ProjectPage; workspace: WorkspacePage; unique: string };

/** The owner's conversation on A: a fact at the root and a branch `title` (the whole context) with a message of its own. */
async function withBranch({ page, projects, workspace, unique }: Fixtures, title: string) {
  const projectId = await projects.create(unique);
  const conversationId = await projects.newConversation();
  await workspace.say("The launch code is ORCHID-7.");
  const rootId = await openNodeId(page);
  await workspace.branchFrom(workspace.messages.nth(1), "full", title);
  await workspace.say("Budget risk: the launch slips a week.");
  return { projectId, conversationId, rootId, branchId: await openNodeId(page) };
}

/** An account `prefix-…` signed in on B, an editor of the project (the owner's page goes to the project's settings). */
async function editorOnB({ browser, projects }: Fixtures, projectId: string, prefix: string) {
  const editor = await member(browser, B, prefix);
  await projects.shareWith(projectId, [[editor.email, "editor"]]);
  return { editor, other: new WorkspacePage(editor.page) };
}

/** Each page opens the conversation, is live, and shows node `nodeId` (titled `title`). */
async function allOn(pages: WorkspacePage[], conversationId: string, nodeId: string, title: string): Promise<void> {
  for (const w of pages) {
    await w.page.goto(`/c/${conversationId}`);
    await expect(w.page.getByTestId("live-status")).toHaveText("● Live");
    await nodeById(w.page, nodeId).click();
    await expect(w.title).toHaveText(title);
  }
}

/**
 * Clicks both buttons at the same moment (one script call per browser, sent together): the two
 * requests reach the two instances before either browser can hear of the other's change.
 */
async function clickAtOnce(a: Locator, b: Locator): Promise<void> {
  await Promise.all([expect(a).toBeEnabled(), expect(b).toBeEnabled()]);
  await Promise.all([a.evaluate((el: HTMLElement) => el.click()), b.evaluate((el: HTMLElement) => el.click())]);
}

/**
 * After a race between two dialogs: one closed (its change was made), the other stays open and
 * says why it was refused. Returns the refused dialog's message and which side won.
 */
async function oneWon(dialogs: [Locator, Locator]): Promise<{ winner: 0 | 1; message: string }> {
  const state = async (dialog: Locator) =>
    !(await dialog.isVisible()) ? "done" : (await dialog.getByRole("alert").count()) ? "refused" : "pending";
  await expect
    .poll(async () => (await Promise.all(dialogs.map(state))).sort().join(" "), { timeout: 30_000 })
    .toBe("done refused");
  const winner = (await dialogs[0].isVisible()) ? 1 : 0;
  return { winner, message: (await dialogs[1 - winner].getByRole("alert").first().innerText()).trim() };
}

test("two instances on one PostgreSQL database: an owner on A and an editor's phone on B see each other's branches, answers as they stream, merges and purges live", async ({
  browser,
  page,
  projects,
  workspace,
  unique,
}) => {
  // The owner (desktop, instance A): a project, a conversation with facts, two members.
  const projectId = await projects.create(unique);
  const conversationId = await projects.newConversation();
  await workspace.say(FACTS);
  const rootId = await openNodeId(page);
  const editor = await member(browser, B, "pg-editor", true);
  const viewer = await member(browser, B, "pg-viewer");
  await projects.shareWith(projectId, [
    [editor.email, "editor"],
    [viewer.email, "viewer"],
  ]);

  // The owner opens the conversation on A, the editor (phone) and the viewer on B.
  await page.goto(`/c/${conversationId}`);
  const phone = new WorkspacePage(editor.page);
  const watcher = new WorkspacePage(viewer.page);
  await editor.page.goto(`/c/${conversationId}`);
  await viewer.page.goto(`/c/${conversationId}`);
  expect(new URL(editor.page.url()).origin).toBe(B);
  expect(new URL(viewer.page.url()).origin).toBe(B);
  // Presence crosses the instances: each sees the two others.
  for (const p of [page, editor.page, viewer.page]) {
    await expect(p.getByTestId("live-status")).toHaveText("● Live");
    await expect(p.getByTestId("presence-bar").getByTestId("presence-avatar")).toHaveCount(2);
  }

  // A branch made on A appears on both browsers of B.
  await showGraph(phone.page);
  await expect(phone.graphNodes).toHaveCount(1);
  await workspace.branchFrom(workspace.messages.nth(1), "full", "Relay");
  const relayId = await openNodeId(page);
  const branchMs = await timed(() => expect(phone.graphNode("Relay")).toBeVisible());
  await expect(watcher.graphNode("Relay")).toBeVisible();

  // The editor asks on the phone (B); the owner on A, on the same branch, watches the answer grow.
  await tapOnScreen(phone.page, phone.graphNode("Relay"));
  await expect(phone.title).toHaveText("Relay");
  await watcher.selectNode("Relay");
  const streamingLengths = await recordStreamingLengths(page);
  await phone.input.fill("What does the orchid relay say?");
  await phone.sendButton.tap();
  // Sent on B (the phone shows it), then seen on A.
  await expect(phone.message("What does the orchid relay say?")).toHaveCount(1);
  const questionMs = await timed(() =>
    expect(workspace.message("What does the orchid relay say?")).toHaveCount(1, { timeout: 30_000 }),
  );
  // It grows on A while it is written: several lengths seen while it still says "streaming".
  await expect.poll(streamingLengths, { timeout: 60_000 }).toBeGreaterThanOrEqual(3);
  // The saved answer (it quotes the facts; the offline engine caps how much), the same on all three screens.
  const finished = (w: WorkspacePage) => w.assistantWithStatus("complete").filter({ hasText: "orchid relay" });
  await expect(finished(phone)).toHaveCount(1, { timeout: 60_000 });
  const answer = await phone.bodyText(finished(phone));
  await expect(finished(workspace)).toHaveCount(1);
  expect(await workspace.bodyText(finished(workspace))).toBe(answer);
  await expect(finished(watcher)).toHaveCount(1);
  expect(await watcher.bodyText(finished(watcher))).toBe(answer);

  // The owner merges the branch on A: B's browsers show it merged, its answer now in the root.
  await expect(await mergeShownNode(page)).toBeHidden();
  await showGraph(phone.page);
  const mergeMs = await timed(() => expect(nodeById(phone.page, relayId, "merged")).toBeVisible());
  await expect(nodeById(viewer.page, relayId, "merged")).toBeVisible();
  await nodeById(viewer.page, rootId).click();
  await expect(watcher.page.locator('[data-testid="message"][data-origin="merged"]')).toHaveCount(2);

  // The owner opens a second branch; the editor purges it from the phone's graph (long press, on B).
  await page.locator(`[data-testid="graph-node"][data-node-id="${rootId}"]`).click();
  await workspace.branchFrom(workspace.messages.nth(1), "none", "Doomed");
  const doomedId = await openNodeId(page);
  await expect(phone.graphNode("Doomed")).toBeVisible();
  await longPress(phone.page, phone.graphNode("Doomed"));
  await phone.page.getByTestId("node-context-menu").getByTestId("menu-purge").tap();
  const purgeDialog = phone.page.getByTestId("purge-dialog");
  await expect(purgeDialog.getByTestId("purge-summary")).toBeVisible();
  await purgeDialog.getByTestId("purge-confirm").tap();
  await expect(purgeDialog).toBeHidden();
  const purgeMs = await timed(() => expect(nodeById(page, doomedId)).toHaveCount(0));
  await expect(nodeById(viewer.page, doomedId)).toHaveCount(0);
  // The owner was on the purged branch: the page moved to what is left, not to an error.
  await expect(workspace.graphNodes).toHaveCount(2);

  // The owner (A) removes the viewer (B): the viewer's stream closes and the page says why.
  await projects.removeMember(projectId, viewer.email);
  await expectToldRemoved(viewer.page);

  // What each browser built from the live events is what the database has.
  for (const p of [editor.page]) {
    await p.reload();
    await showGraph(p);
    await expect(new WorkspacePage(p).graphNodes).toHaveCount(2);
    await expect(nodeById(p, relayId, "merged")).toBeVisible();
  }
  test.info().annotations.push({
    type: "live latency across instances (ms, including Playwright's polling)",
    description: `branch ${branchMs}, question ${questionMs}, merge ${mergeMs}, purge ${purgeMs}`,
  });
});

test("two people merging, then purging, one branch at once from two instances: one wins, the other is told, both converge", async ({
  browser,
  page,
  projects,
  workspace,
  unique,
}) => {
  const fixtures = { browser, page, projects, workspace, unique };
  const { projectId, conversationId, rootId, branchId: risksId } = await withBranch(fixtures, "Risks");
  await nodeById(page, rootId).click();
  await workspace.branchFrom(workspace.messages.nth(1), "none", "Scratch");
  const scratchId = await openNodeId(page);
  const { editor, other } = await editorOnB(fixtures, projectId, "pg-racer");

  // Owner on A, editor on B, both on Risks with the merge dialog open.
  await allOn([workspace, other], conversationId, risksId, "Risks");
  for (const w of [workspace, other]) await w.page.getByTestId("merge-node").click();
  const merges: [Locator, Locator] = [page.getByTestId("merge-dialog"), editor.page.getByTestId("merge-dialog")];
  await clickAtOnce(merges[0].getByTestId("merge-confirm"), merges[1].getByTestId("merge-confirm"));
  const merge = await oneWon(merges);
  expect(merge.message).toMatch(/already merged/i);
  await merges[1 - merge.winner].getByTestId("dialog-close").click();

  // Both converge: Risks merged once, its entries in the root once (on both, and after a reload).
  for (const w of [workspace, other]) {
    await expect(nodeById(w.page, risksId, "merged")).toBeVisible();
    await nodeById(w.page, rootId).click();
    await expect(w.page.locator('[data-testid="message"][data-origin="merged"]')).toHaveCount(2);
  }

  // Both purge Scratch at once, from its graph node.
  const purges: [Locator, Locator] = [page.getByTestId("purge-dialog"), editor.page.getByTestId("purge-dialog")];
  for (const [i, w] of [workspace, other].entries()) {
    const node = nodeById(w.page, scratchId);
    await node.hover();
    await w.page.locator('[data-testid="graph-node-shell"]', { has: node }).getByTestId("node-purge").click();
    await expect(purges[i].getByTestId("purge-summary")).toBeVisible();
  }
  await clickAtOnce(purges[0].getByTestId("purge-confirm"), purges[1].getByTestId("purge-confirm"));
  const purge = await oneWon(purges);
  expect(purge.message).toMatch(/purged|does not exist/i);
  await expect([page, editor.page][purge.winner].getByTestId("purge-done")).toContainText("Purged “Scratch”");
  await purges[1 - purge.winner].getByTestId("dialog-close").click();

  for (const w of [workspace, other]) {
    await expect(nodeById(w.page, scratchId)).toHaveCount(0);
    await expect(w.graphNodes).toHaveCount(2);
    await w.page.reload();
    await expect(w.graphNodes).toHaveCount(2);
    await expect(nodeById(w.page, risksId, "merged")).toBeVisible();
    await nodeById(w.page, rootId).click();
    await expect(w.page.locator('[data-testid="message"][data-origin="merged"]')).toHaveCount(2);
  }
});

test("two instances: renames, labels, an undone merge, a fan-out, a tool call and a resolved aside made on one appear live on the other", async ({
  browser,
  page,
  projects,
  workspace,
  unique,
}) => {
  const fixtures = { browser, page, projects, workspace, unique };
  const { projectId, conversationId, rootId, branchId: plansId } = await withBranch(fixtures, "Plans");
  const { editor, other } = await editorOnB(fixtures, projectId, "pg-changes");
  // A real MCP server (server-filesystem over stdio), enabled for the project.
  const fs = filesystemServer(unique, unique);

  // Owner on A, editor on B, both on Plans.
  await allOn([workspace, other], conversationId, plansId, "Plans");

  // A rename on A: the title in B's chat header and graph.
  await workspace.title.click();
  await page.getByTestId("title-input").fill("Plans revised");
  await page.getByTestId("title-input").press("Enter");
  const renameMs = await timed(() => expect(other.title).toHaveText("Plans revised"));
  await expect(nodeById(editor.page, plansId)).toContainText("Plans revised");

  // A label set on A's graph: on B's graph node.
  await nodeById(page, plansId).click({ button: "right" });
  const menu = page.getByTestId("node-context-menu");
  await menu.getByTestId("menu-label-input").fill("Decision");
  await menu.getByTestId("menu-label-save").click();
  await expect(nodeById(page, plansId)).toContainText("Decision");
  const labelMs = await timed(() => expect(nodeById(editor.page, plansId)).toContainText("Decision"));

  // A merge on A, then its undo: B sees the branch merged, then open again, the root without merged entries.
  await mergeShownNode(page);
  await expect(nodeById(editor.page, plansId, "merged")).toBeVisible();
  await page.getByTestId("merge-toast").getByTestId("undo-merge").click();
  const undoMs = await timed(() => expect(nodeById(editor.page, plansId, "open")).toBeVisible());
  await nodeById(editor.page, rootId).click();
  await expect(editor.page.locator('[data-testid="message"][data-origin="merged"]')).toHaveCount(0);

  // The editor asks several on B (two targets): the owner on A sees the fan-out's two branches.
  await nodeById(page, rootId).click();
  await expect(workspace.title).not.toHaveText("Plans revised");
  await editor.page.getByTestId("fanout-toggle").click();
  await expect(editor.page.getByTestId("fanout-target")).toHaveCount(2);
  await other.input.fill("What is the launch code?");
  await other.sendButton.click();
  const compare = editor.page.getByTestId("compare-dialog");
  await expect(compare.locator('[data-testid="compare-answer"][data-status="complete"]')).toHaveCount(2);
  await compare.getByTestId("dialog-close").click();
  await nodeById(editor.page, rootId).click();
  const fanoutMs = await timed(() => expect(page.getByTestId("graph-node-fanout")).toHaveCount(2));
  await expect(workspace.graphNodes).toHaveCount(4);

  // A tool call made on A (the offline engine's /tool form): its card, done, on B.
  await workspace.say(fs.read("notes.txt"));
  await expect(toolCards(page).first()).toHaveAttribute("data-status", "done");
  const toolMs = await timed(() => expect(toolCards(editor.page).first()).toHaveAttribute("data-status", "done"));
  await expect(toolCards(editor.page).first().getByTestId("tool-call-name")).toHaveText(`${fs.name}.read_text_file`);
  await toolCards(editor.page).first().locator("summary").click();
  await expect(toolCards(editor.page).first().getByTestId("tool-call-result")).toContainText("ORCHID-7");

  // An aside opened on A is the owner's alone; merged (resolved), it appears on B with its entries in the root.
  await workspace.messages.nth(1).hover();
  await workspace.messages.nth(1).getByTestId("ask-aside").click();
  await expect(workspace.title).toContainText("Aside");
  await workspace.say("Parking for the offsite is in garage P3.");
  const asideId = await openNodeId(page);
  await expect(workspace.graphNodes).toHaveCount(5);
  await expect(nodeById(editor.page, asideId)).toHaveCount(0);
  await expect(other.graphNodes).toHaveCount(4);
  await mergeShownNode(page);
  const asideMs = await timed(() => expect(nodeById(editor.page, asideId, "merged")).toBeVisible());
  await expect(editor.page.locator('[data-testid="message"][data-origin="merged"]')).toHaveCount(2);

  // What B built from the live events is what the database has.
  await editor.page.reload();
  await expect(other.graphNodes).toHaveCount(5);
  await expect(nodeById(editor.page, plansId, "open")).toContainText("Plans revised");
  await expect(nodeById(editor.page, plansId)).toContainText("Decision");
  await expect(nodeById(editor.page, asideId, "merged")).toBeVisible();
  test.info().annotations.push({
    type: "live latency across instances (ms, including Playwright's polling)",
    description: `rename ${renameMs}, label ${labelMs}, undo ${undoMs}, fan-out ${fanoutMs}, tool call ${toolMs}, aside ${asideMs}`,
  });
});
