import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Locator, Page } from "@playwright/test";
import { expectAxeCleanInBoth, inBothSchemes } from "./a11y";
import { E2E_USER, expect, test } from "./fixtures";
import { freshContext } from "./pages/account";
import type { WorkspacePage } from "./pages/workspace";
import { expectFits, expectOnScreen, expectOnTop, longPress, SHOTS, tapOnScreen } from "./touch";

/*
 * The main flows on a phone (the "phone" project of playwright.config.ts: 390x844, touch, a mobile
 * browser): every step is a tap, a long press or typing, on the one-pane layout (Chat / Graph tabs),
 * and every page and dialog on the way must fit the screen. Screenshots go to data/shots/.
 */

/** Taps a message's action (the actions are shown on touch screens: no hover needed). */
async function tapAction(message: Locator, testId: string): Promise<void> {
  const action = message.getByTestId(testId);
  await expect(action).toBeVisible();
  await expect(message.getByTestId("message-actions")).toHaveCSS("opacity", "1");
  await action.tap();
}

/** Types into the composer and taps Send; waits for the saved answer. */
async function sayByTap(workspace: WorkspacePage, text: string): Promise<Locator> {
  const answers = workspace.assistantWithStatus("complete");
  const before = await answers.count();
  await workspace.input.fill(text);
  await workspace.sendButton.tap();
  await expect(answers).toHaveCount(before + 1);
  return answers.last();
}

/**
 * From the project list, creates a project and a conversation with taps; lands on the chat tab.
 * `check` runs on the project list and on the project page (an axe scan, say).
 */
async function newConversationByTap(
  page: Page,
  name: string,
  check: (where: string) => Promise<void> = async () => undefined,
): Promise<void> {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await check("projects page");
  await page.getByTestId("project-name-input").fill(name);
  await page.getByTestId("create-project").tap();
  await expect(page.getByTestId("project-title")).toHaveText(name);
  await expectFits(page, "project page");
  await check("project page");
  await page.getByTestId("new-conversation").first().tap();
  await expect(page).toHaveURL(/\/c\//);
  await expect(page.getByTestId("chat-pane")).toBeVisible();
  await expect(page.getByTestId("graph-pane")).toBeHidden();
}

/** Opens the Graph tab and waits for the canvas to have framed the tree. */
async function showGraph(page: Page): Promise<void> {
  await page.getByTestId("pane-tab-graph").tap();
  await expect(page.getByTestId("chat-pane")).toBeHidden();
  await expect(page.locator('[data-testid="conversation-graph"][data-ready="true"]')).toBeVisible();
}

/** Long-presses a graph node and chooses "Open chat": the Chat tab comes forward on that node. */
async function openChatOf(page: Page, workspace: WorkspacePage, title: string, nodeTitle = title): Promise<void> {
  await showGraph(page);
  await longPress(page, workspace.graphNode(nodeTitle));
  await page.getByTestId("node-context-menu").getByTestId("menu-open").tap();
  await expect(page.getByTestId("chat-pane")).toBeVisible();
  await expect(workspace.title).toHaveText(title);
}

/** Taps a graph node: its chat comes forward on the Chat tab (a long press is the menu). */
async function tapChatOf(page: Page, workspace: WorkspacePage, title: string): Promise<void> {
  await showGraph(page);
  await tapOnScreen(page, workspace.graphNode(title));
  await expect(page.getByTestId("chat-pane")).toBeVisible();
  await expect(page.getByTestId("graph-pane")).toBeHidden();
  await expect(workspace.title).toHaveText(title);
}

/** Opens "Branch from here" on `message` by tap, checks the dialog fits, picks `policy`. */
async function openBranchDialog(page: Page, workspace: WorkspacePage, message: Locator, policy: string) {
  await tapAction(message, "branch-from-here");
  const dialog = workspace.branchDialog;
  await expect(dialog).toBeVisible();
  await dialog.getByTestId(`policy-${policy}`).tap();
  await expectOnScreen(page, dialog, `branch dialog (${policy})`, [
    dialog.getByTestId("dialog-close"),
    dialog.getByTestId("branch-confirm"),
  ]);
  return dialog;
}

test("sign in and the header's account menu, by tap", async ({ browser, baseURL }) => {
  const context = await freshContext(browser, baseURL!);
  const page = await context.newPage();
  await page.goto("/login");
  await expectFits(page, "sign-in page");
  await page.getByLabel("Email").fill(E2E_USER.email);
  await page.getByLabel("Password").fill(E2E_USER.password);
  await page.getByRole("button", { name: "Sign in" }).tap();
  await page.waitForURL((url) => url.pathname === "/");
  await expectFits(page, "projects page");

  // The account links fold behind one button; tapped, they drop down inside the screen.
  const links = page.getByTestId("account-links");
  await expect(page.getByTestId("account-link")).toBeHidden();
  await page.getByTestId("account-menu-toggle").tap();
  await expect(links).toBeVisible();
  await expectOnScreen(page, links, "account menu", [page.getByTestId("account-link"), page.getByTestId("sign-out")]);
  await page.getByTestId("account-link").tap();
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  await expectFits(page, "account page");
  await expect(links).toBeHidden();
  await context.close();
});

test("chat, and a branch with each policy, by tap and long press", async ({ page, workspace, unique }) => {
  await newConversationByTap(page, unique);
  await sayByTap(workspace, "Our database is PostgreSQL 16 and the launch code is ORCHID-7.");
  await sayByTap(workspace, "For lunch we ordered mushroom pizza for the whole team.");
  await sayByTap(workspace, "The deploy pipeline runs nightly on the build farm.");
  await expectFits(page, "workspace, chat tab");
  await page.screenshot({ path: `${SHOTS}/phone-workspace-chat.png` });
  // The header is one line; its details (memory, usage, export) open on a tap.
  expect((await page.getByTestId("chat-header").boundingBox())!.height).toBeLessThanOrEqual(56);
  await page.getByTestId("chat-header-details").tap();
  // The export menu drops down inside the screen.
  await page.getByTestId("export-menu").locator("summary").tap();
  await expectOnScreen(page, page.getByTestId("export-menu").getByRole("list"), "export menu", [
    page.getByTestId("export-md-tree"),
  ]);
  await page.getByTestId("export-menu").locator("summary").tap();
  await page.getByTestId("chat-header-details").tap();
  const rootTitle = (await workspace.title.innerText()).trim();

  // none: a clean slate, and the new branch's chat comes forward.
  let dialog = await openBranchDialog(page, workspace, workspace.messages.nth(1), "none");
  await page.screenshot({ path: `${SHOTS}/phone-branch-dialog.png` });
  await dialog.getByTestId("branch-title").fill("Clean slate");
  await dialog.getByTestId("branch-confirm").tap();
  await expect(dialog).toBeHidden();
  await expect(workspace.title).toHaveText("Clean slate");
  await expect(workspace.messages).toHaveCount(0);
  await expect(await sayByTap(workspace, "What is the launch code?")).toContainText("don't know");

  // full: back to the root through the graph's long-press menu, then branch with its context.
  await openChatOf(page, workspace, rootTitle);
  dialog = await openBranchDialog(page, workspace, workspace.messages.nth(1), "full");
  await dialog.getByTestId("branch-title").fill("With context");
  await dialog.getByTestId("branch-confirm").tap();
  await expect(workspace.title).toHaveText("With context");
  await expect(workspace.messages.filter({ has: page.getByTestId("inherited-label") })).toHaveCount(2);
  await expect(await sayByTap(workspace, "What is the launch code?")).toContainText("ORCHID-7");

  // selective: the preview scores the parent's messages against the opening prompt.
  await openChatOf(page, workspace, rootTitle);
  dialog = await openBranchDialog(page, workspace, workspace.messages.last(), "selective");
  await dialog.getByTestId("branch-prompt").fill("Which PostgreSQL version runs on the database?");
  const items = dialog.getByTestId("selection-item");
  await expect(items.filter({ hasText: "PostgreSQL 16" }).first()).toHaveAttribute("data-selected", "true");
  await expect(items.filter({ hasText: "mushroom pizza" }).first()).toHaveAttribute("data-selected", "false");
  await dialog.getByTestId("branch-title").fill("DB question");
  await expectOnScreen(page, dialog, "branch dialog with a selection", [dialog.getByTestId("branch-confirm")]);
  await dialog.getByTestId("branch-confirm").tap();
  await expect(workspace.title).toHaveText("DB question");
  if (await page.getByTestId("show-inherited").isVisible()) await page.getByTestId("show-inherited").tap();
  await expect(
    page.locator('[data-testid="message"][data-origin="inherited"]').filter({ hasText: "PostgreSQL 16" }),
  ).not.toHaveCount(0);

  // compressed: one editable inherited note (back to the root by a plain tap on its node).
  await tapChatOf(page, workspace, rootTitle);
  dialog = await openBranchDialog(page, workspace, workspace.messages.last(), "compressed");
  await expect(dialog.getByTestId("compressed-note")).toHaveValue(/Condensed from 6 messages/);
  await dialog.getByTestId("branch-title").fill("Summary");
  await dialog.getByTestId("branch-confirm").tap();
  await expect(workspace.title).toHaveText("Summary");
  await expect(page.locator('[data-testid="message"][data-role="note"][data-origin="inherited"]')).toHaveCount(1);

  await showGraph(page);
  await expect(workspace.graphNodes).toHaveCount(5);
  await expectFits(page, "workspace, graph tab");
  await page.screenshot({ path: `${SHOTS}/phone-workspace-graph.png` });
});

test("a question asked in other words is answered, by tap, and stays after a reload", async ({
  page,
  workspace,
  unique,
}) => {
  await newConversationByTap(page, unique);
  await sayByTap(workspace, "My manager is called Ruth Abara.");
  // No word of the question is in the statement: "boss" meets "manager" by meaning.
  const answer = await sayByTap(workspace, "Who is my boss these days?");
  await expect(answer).toContainText("My manager is called Ruth Abara.");
  await expectFits(page, "workspace, an answer read by meaning");
  await page.reload();
  await expect(workspace.assistantWithStatus("complete").last()).toContainText("Ruth Abara");
});

test("edit a message and regenerate an answer, by tap", async ({ page, workspace, unique }) => {
  await newConversationByTap(page, unique);
  await sayByTap(workspace, "The launch code is ORCHID-7.");
  await sayByTap(workspace, "What is the launch code?");

  const first = workspace.userMessages.first();
  await tapAction(first, "edit-message");
  await first.getByTestId("edit-input").fill("The launch code is TULIP-9.");
  await first.getByTestId("edit-cascade").tap();
  await first.getByTestId("edit-save").tap();
  await expect(workspace.title).toHaveText("The launch code is TULIP-9.");
  await expect(workspace.assistantWithStatus("complete").last()).toContainText("TULIP-9");

  const answer = workspace.assistantWithStatus("complete").last();
  await tapAction(answer, "regenerate");
  const regenerated = workspace.assistantWithStatus("complete").last();
  await expect(regenerated.getByTestId("fork-position")).toHaveText("2 / 2");
  await expect(regenerated).toContainText("TULIP-9");
  await regenerated.getByTestId("fork-prev").tap();
  await expect(workspace.assistantWithStatus("complete").last().getByTestId("fork-position")).toHaveText("1 / 2");
  await expectFits(page, "workspace with version switchers");
});

test("aside and merge, then label and purge from the long-press menu", async ({ page, workspace, unique }) => {
  await newConversationByTap(page, unique);
  await sayByTap(workspace, "The venue for the offsite is Hall B.");
  await sayByTap(workspace, "Catering will be handled by Rosa.");

  // Aside from the first answer, then merge it back condensed.
  await tapAction(workspace.messages.nth(1), "ask-aside");
  await expect(workspace.title).toContainText("Aside");
  await sayByTap(workspace, "Parking for the offsite is in garage P3.");
  await expectFits(page, "an aside's chat");
  // An aside's header is one line too, its actions in a menu.
  expect((await page.getByTestId("chat-header").boundingBox())!.height).toBeLessThanOrEqual(56);
  await page.getByTestId("chat-header-actions").tap();
  await page.getByTestId("merge-node").tap();
  const merge = page.getByTestId("merge-dialog");
  await expect(merge).toBeVisible();
  await merge.getByTestId("mode-condensed").tap();
  await expect(merge.getByTestId("merge-note")).toHaveValue(/garage P3/);
  await expectOnScreen(page, merge, "merge dialog", [
    merge.getByTestId("dialog-close"),
    merge.getByTestId("merge-confirm"),
  ]);
  await page.screenshot({ path: `${SHOTS}/phone-merge-dialog.png` });
  await merge.getByTestId("merge-confirm").tap();
  await expect(merge).toBeHidden();
  await expect(workspace.title).not.toContainText("Aside");
  await expect(page.locator('[data-testid="message"][data-origin="merged"]')).toHaveCount(1);

  // A branch to label and purge from the graph.
  await tapAction(workspace.messages.nth(1), "branch-from-here");
  await workspace.branchDialog.getByTestId("policy-full").tap();
  await workspace.branchDialog.getByTestId("branch-title").fill("Doomed branch");
  await workspace.branchDialog.getByTestId("branch-confirm").tap();
  await expect(workspace.title).toHaveText("Doomed branch");

  await showGraph(page);
  const doomed = workspace.graphNode("Doomed branch");
  await longPress(page, doomed);
  const menu = page.getByTestId("node-context-menu");
  await expect(menu).toHaveAttribute("data-layout", "sheet");
  await expectOnScreen(page, menu, "node menu", [
    menu.getByTestId("menu-open"),
    menu.getByTestId("menu-purge"),
    menu.getByTestId("menu-label-input"),
    menu.getByTestId("menu-label-save"),
  ]);
  await expectOnTop(page, menu, "the node menu");
  await page.screenshot({ path: `${SHOTS}/phone-long-press-menu.png` });
  await menu.getByTestId("menu-label-input").fill("Drop");
  await menu.getByTestId("menu-label-save").tap();
  await expect(menu).toBeHidden();
  await expect(doomed).toContainText("Drop");

  await longPress(page, doomed);
  await menu.getByTestId("menu-purge").tap();
  const purge = page.getByTestId("purge-dialog");
  await expectOnScreen(page, purge, "purge dialog", [
    purge.getByTestId("dialog-close"),
    purge.getByTestId("purge-confirm"),
  ]);
  await purge.getByTestId("purge-confirm").tap();
  await expect(purge).toBeHidden();
  await expect(doomed).toHaveCount(0);
  await page.reload();
  await showGraph(page);
  await expect(workspace.graphNodes).toHaveCount(2);
  await expect(page.locator('[data-testid="graph-node"][data-status="merged"]')).toHaveCount(1);
});

test("search from the header, and ask the knowledge tree, by tap", async ({ page, workspace, unique }) => {
  await newConversationByTap(page, unique);
  await sayByTap(workspace, `The zephyr lantern of ${unique} stands on the northern cliff.`);

  await page.getByTestId("open-palette").tap();
  const palette = page.getByTestId("command-palette");
  await expect(palette).toBeVisible();
  await palette.getByTestId("palette-input").fill(`zephyr ${unique}`);
  const hit = palette.locator('[data-testid="palette-result"][data-kind="message"]');
  await expect(hit).toHaveCount(1);
  await expectOnScreen(page, palette, "search dialog", [palette.getByTestId("dialog-close"), hit]);
  await hit.tap();
  await expect(page).toHaveURL(/item=/);
  const focused = page.locator('[data-testid="message"][data-focused="true"]');
  await expect(focused).toContainText("zephyr lantern");
  await expect(focused).toBeInViewport();

  // The project's knowledge: import a document, ask, read the answer.
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: unique }).tap();
  await page.getByTestId("project-knowledge-link").tap();
  await expect(page.getByTestId("empty-state")).toBeVisible();
  await expectFits(page, "knowledge page");
  const dir = mkdtempSync(join(tmpdir(), "canopy-phone-"));
  const file = join(dir, "notes.md");
  writeFileSync(file, "# Notes\n\nThe rollback password for the Kestrel cluster is AMBER-4471.\n");
  // Release notes as Debian ships them, gzip-compressed, picked beside it.
  const notes = join(dir, "NEWS.gz");
  writeFileSync(notes, gzipSync("Changes with Kestrel 2.1\n\n  *) The cluster now rotates its keys weekly.\n"));
  // And a manual page in troff, as Debian ships it.
  const man = join(dir, "kestrel.conf.5.gz");
  writeFileSync(man, gzipSync(".TH KESTREL.CONF 5\n.SH OPTIONS\n.TP\n.B port\nThe default is \\fB7420\\fR.\n"));
  // And a README without a format's extension, read as plain text.
  const readme = join(dir, "README.Debian");
  writeFileSync(readme, "Kestrel for Debian\n\nThe service listens on port 7719 after installation.\n");
  await page.getByLabel(/Files to import/).setInputFiles([file, notes, man, readme]);
  await page.getByTestId("import-upload").tap();
  await expect(page.getByTestId("document-row")).toHaveCount(4);
  await expect(page.getByTestId("document-name")).toContainText([
    "notes.md",
    "NEWS.gz",
    "kestrel.conf.5.gz",
    "README.Debian",
  ]);
  await page.getByTestId("kt-question").fill("What is the rollback password for the Kestrel cluster?");
  await page.getByTestId("kt-ask").tap();
  await expect(page.getByTestId("kt-answer")).toContainText("AMBER-4471");
  await expectFits(page, "knowledge page with an answer");
  // A question of two parts: the answer under each part's heading, the missing part named, on the screen.
  await page
    .getByTestId("kt-question")
    .fill("What is the rollback password for the Kestrel cluster, and who painted the mural in the lobby?");
  await page.getByTestId("kt-ask").tap();
  await expect(page.getByTestId("kt-status")).toHaveText("partial");
  await expect(page.getByTestId("kt-answer")).toContainText("The documents do not say");
  await expectFits(page, "knowledge page with a partial answer of two parts");

  // The other signed-in pages fit too: the project with its usage table, settings, admin.
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: unique }).tap();
  await expect(page.getByRole("heading", { name: "Model usage" })).toBeVisible();
  await expectFits(page, "project page with its usage table");
  await page.getByTestId("project-settings-link").tap();
  await expect(page.getByTestId("settings-form")).toBeVisible();
  await expectFits(page, "settings page");
  await page.goto("/admin");
  await expect(page.getByTestId("user-table")).toBeVisible();
  await expectFits(page, "admin page");
});

// The flow runs once and is scanned in light and in dark wherever it stops to look (`expectAxeCleanInBoth`).
test("axe at the phone size in light and dark mode: pages, the node menu and dialogs", async ({
  page,
  workspace,
  unique,
}) => {
  // Eleven stops, each scanned twice: a long test, not a hang.
  test.slow();
  await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
  await newConversationByTap(page, unique, (where) => expectAxeCleanInBoth(page, `${where}, phone`));
  // Send looks off while the box is empty (grey in dark, pale green in light), on once there is text.
  const fill = () => workspace.sendButton.evaluate((b) => getComputedStyle(b).backgroundColor);
  await expect(workspace.sendButton).toBeDisabled();
  await inBothSchemes(page, (scheme) =>
    expect.poll(fill).toBe(scheme === "dark" ? "rgb(58, 53, 50)" : "rgb(187, 230, 205)"),
  );
  await workspace.input.fill("x");
  await expect(workspace.sendButton).toBeEnabled();
  await expect.poll(fill).toBe("rgb(35, 128, 78)");
  await workspace.input.fill("");
  await sayByTap(workspace, "The launch code is ORCHID-7.\n\n```js\nconst code = 'ORCHID-7';\n```");
  // A code block has the scheme's background, and its Copy button sits in a bar above the code.
  const code = workspace.messages.first().getByTestId("code-block");
  await expect(code.locator(".hljs")).toBeVisible();
  await inBothSchemes(page, (scheme) =>
    expect
      .poll(() => code.locator("pre").evaluate((p) => getComputedStyle(p).backgroundColor))
      .toBe(scheme === "dark" ? "rgb(15, 13, 12)" : "rgb(250, 250, 249)"),
  );
  const copy = (await code.getByTestId("copy-button").boundingBox())!;
  const pre = (await code.locator("pre").boundingBox())!;
  expect(copy.y + copy.height).toBeLessThanOrEqual(pre.y + 0.5);
  await tapAction(workspace.messages.nth(1), "ask-aside");
  await expect(workspace.title).toContainText("Aside");
  await sayByTap(workspace, "Parking is in garage P3.");
  await page.getByTestId("chat-header-actions").tap();
  await page.getByTestId("merge-node").tap();
  await expectAxeCleanInBoth(page, "merge dialog, phone", '[data-testid="merge-dialog"]');
  await page.getByTestId("merge-dialog").getByTestId("merge-confirm").tap();
  await expect(page.locator('[data-testid="message"][data-origin="merged"]')).not.toHaveCount(0);
  await expectAxeCleanInBoth(page, "workspace chat, phone");
  // inBothSchemes leaves the page in dark.
  await page.screenshot({ path: `${SHOTS}/phone-workspace-dark.png` });

  await tapAction(workspace.messages.nth(1), "branch-from-here");
  await expectAxeCleanInBoth(page, "branch dialog, phone", '[data-testid="branch-dialog"]');
  await workspace.branchDialog.getByTestId("dialog-close").tap();

  await page.getByTestId("chat-header-details").tap();
  await page.getByTestId("open-usage").tap();
  const usage = page.getByTestId("usage-dialog");
  await expect(usage.getByTestId("usage-table")).toBeVisible();
  await expectOnScreen(page, usage, "usage dialog", [usage.getByTestId("dialog-close")]);
  await expectAxeCleanInBoth(page, "usage dialog, phone", '[data-testid="usage-dialog"]');
  await usage.getByTestId("dialog-close").tap();

  await showGraph(page);
  await expectAxeCleanInBoth(page, "workspace graph with a merged aside, phone");
  await longPress(page, workspace.graphNodes.first());
  await expectAxeCleanInBoth(page, "node menu, phone", '[data-testid="node-context-menu"]');

  // The project's other pages, and the account's.
  const project = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: unique });
  const projectUrl = (await project.getAttribute("href"))!;
  for (const [path, ready] of [
    [`${projectUrl}/settings`, page.getByTestId("settings-form")],
    [`${projectUrl}/knowledge`, page.getByTestId("empty-state")],
    ["/account", page.getByRole("heading", { name: "Your account" })],
    ["/admin", page.getByTestId("user-table")],
  ] as const) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    await expectAxeCleanInBoth(page, `${path}, phone`);
  }
});

test("the narrowest and widest phones (360 and 430 px): header, workspace, dialogs and the node menu fit", async ({
  page,
  workspace,
  unique,
}) => {
  await newConversationByTap(page, unique);
  await sayByTap(workspace, "The launch code is ORCHID-7.");
  for (const width of [360, 430]) {
    await page.setViewportSize({ width, height: 780 });
    await expectFits(page, `workspace at ${width} px`);
    await tapAction(workspace.messages.nth(1), "branch-from-here");
    await expectOnScreen(page, workspace.branchDialog, `branch dialog at ${width} px`, [
      workspace.branchDialog.getByTestId("dialog-close"),
      workspace.branchDialog.getByTestId("branch-confirm"),
    ]);
    await workspace.branchDialog.getByTestId("dialog-close").tap();
    const details = page.getByTestId("chat-header-details");
    if ((await details.getAttribute("aria-expanded")) !== "true") await details.tap();
    await page.getByTestId("open-usage").tap();
    const usage = page.getByTestId("usage-dialog");
    await expect(usage.getByTestId("usage-table")).toBeVisible();
    await expectOnScreen(page, usage, `usage dialog at ${width} px`, [usage.getByTestId("dialog-close")]);
    // All seven columns are on screen: the table does not need its sideways scroll.
    const table = usage.getByRole("region", { name: "Usage by purpose" });
    expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/phone-usage-dialog-${width}.png` });
    await usage.getByTestId("dialog-close").tap();
    await tapAction(workspace.messages.nth(1), "inspect-context");
    const context = page.getByTestId("context-dialog");
    await expect(context.getByTestId("context-summary")).toBeVisible();
    await expectOnScreen(page, context, `context dialog at ${width} px`, [context.getByTestId("dialog-close")]);
    await context.getByTestId("dialog-close").tap();
    await showGraph(page);
    await longPress(page, workspace.graphNodes.first());
    const menu = page.getByTestId("node-context-menu");
    await expectOnScreen(page, menu, `node menu at ${width} px`, [menu.getByTestId("menu-label-save")]);
    await menu.getByTestId("menu-open").tap();
    await expect(page.getByTestId("chat-pane")).toBeVisible();
  }
});
