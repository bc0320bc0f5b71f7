import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expectAxeClean } from "./a11y";
import { canopyCli, E2E_USER, ensureUser, expect, member, test } from "./fixtures";
import { expectToldRemoved, nodeById, showGraph, timed } from "./live";
import type { ProjectPage } from "./pages/projects";
import { WorkspacePage } from "./pages/workspace";
import { tapOnScreen } from "./touch";

// Three accounts sign in (Better Auth allows 3 sign-ins per 10 s from one address: signInPage may wait one window out).
test.describe.configure({ timeout: 180_000 });

test("two browsers in one tree: branches, messages, answers, CLI merges and presence appear live; a removed viewer is told", async ({
  browser,
  page,
  projects,
  workspace,
  unique,
  baseURL,
}) => {
  // The owner (desktop): a project with a conversation and two members.
  const projectId = await projects.create(unique);
  const conversationId = await projects.newConversation();
  await workspace.say("The launch code is ORCHID-7.");
  const editor = await member(browser, baseURL!, "live-editor", true);
  const viewer = await member(browser, baseURL!, "live-viewer");
  await projects.shareWith(projectId, [
    [editor.email, "editor"],
    [viewer.email, "viewer"],
  ]);

  // All three open the conversation: each sees the two others in the header.
  await page.goto(`/c/${conversationId}`);
  const phone = new WorkspacePage(editor.page);
  await editor.page.goto(`/c/${conversationId}`);
  await viewer.page.goto(`/c/${conversationId}`);
  for (const p of [page, editor.page, viewer.page]) {
    await expect(p.getByTestId("live-status")).toHaveText("● Live");
    await expect(p.getByTestId("presence-bar").getByTestId("presence-avatar")).toHaveCount(2);
  }
  await expectAxeClean(page, "workspace with people present");
  await expectAxeClean(editor.page, "phone workspace with people present");

  // The owner branches: the phone's graph shows the new node without a reload, with the owner on it.
  await phone.page.getByTestId("pane-tab-graph").tap();
  await expect(phone.graphNodes).toHaveCount(1);
  await workspace.branchFrom(workspace.messages.nth(1), "full", "Risks");
  const branchMs = await timed(() => expect(phone.graphNode("Risks")).toBeVisible());
  await expect(phone.graphNode("Risks").locator("..").getByTestId("node-presence")).toBeVisible();
  await expect(viewer.page.getByTestId("graph-node").filter({ hasText: "Risks" })).toBeVisible();

  // The editor opens Risks on the phone and types: the owner, on Risks too, sees them there, typing.
  await tapOnScreen(phone.page, phone.graphNode("Risks"));
  await expect(phone.title).toHaveText("Risks");
  await expect(page.getByTestId("chat-presence").getByTestId("presence-avatar")).toHaveCount(1);
  await phone.input.fill("What is the launch code?");
  await expect(page.getByTestId("chat-presence-activity")).toContainText("is typing…");

  // Sent from the phone: the owner sees the question, then the answer streamed into its chat.
  await phone.sendButton.tap();
  const messageMs = await timed(() =>
    expect(workspace.messages.filter({ hasText: "What is the launch code?" })).toHaveCount(1),
  );
  // Risks's own answer (the inherited one is labelled with the root's title, which names the code too).
  const answer = (w: WorkspacePage) =>
    w.assistantWithStatus("complete").and(w.page.locator('[data-origin="local"]')).filter({ hasText: "ORCHID-7" });
  await expect(answer(workspace)).toHaveCount(1);
  await expect(answer(phone)).toHaveCount(1);
  await expect(page.getByTestId("chat-presence-activity")).not.toContainText("typing");
  // For the closing note: the two browsers side by side, as they are now.
  await page.screenshot({ path: test.info().outputPath("live-owner-desktop.png") });
  await phone.page.screenshot({ path: test.info().outputPath("live-editor-phone.png") });

  // The chat header with someone there (the messages of a branch are checked by the accessibility spec).
  await expectAxeClean(page, "chat header with a person present", '[data-testid="chat-header"]');

  // A write from the command line (another process: the server finds it by its version) shows live.
  const risksId = (await page.getByTestId("chat-panel").getAttribute("data-node-id"))!;
  canopyCli("merge", "--node", risksId, "--mode", "full", "--insert", "append", "--user", E2E_USER.email);
  const merged = (p: Page) => nodeById(p, risksId, "merged");
  await showGraph(phone.page);
  const cliMs = await timed(() => expect(merged(phone.page)).toBeVisible());
  await expect(merged(page)).toBeVisible();
  await expect(merged(viewer.page)).toBeVisible();

  // The owner removes the viewer: the viewer's stream closes and the page says why.
  await projects.removeMember(projectId, viewer.email);
  await expectToldRemoved(viewer.page);
  await expectAxeClean(viewer.page, "a removed viewer's notice", '[data-testid="live-closed"]');
  // The owner left the conversation: the editor's header shows only the (removed) viewer gone too.
  await expect(phone.page.getByTestId("presence-bar").getByTestId("presence-avatar")).toHaveCount(0);

  test.info().annotations.push({
    type: "live latency (ms, including Playwright's polling)",
    description: `branch ${branchMs}, message ${messageMs}, CLI merge ${cliMs}`,
  });
});

test("a stream that dropped resumes after the last version it applied: nothing missed, nothing twice", async ({
  browser,
  page,
  workspace,
  unique,
  context,
}) => {
  await workspace.createConversation(unique);
  await workspace.say("The harbour lantern is green.");
  // The same account in another browser, whose connection drops while the first keeps writing.
  const away = await browser.newContext({ storageState: await context.storageState() });
  const other = await away.newPage();
  const second = new WorkspacePage(other);
  await other.goto(page.url());
  await expect(other.getByTestId("live-status")).toHaveText("● Live");
  await away.setOffline(true);
  await expect(other.getByTestId("live-status")).not.toHaveText("● Live");
  await workspace.say("The tide table is on the wall.");
  await workspace.branchFrom(workspace.messages.nth(3), "full", "Tides");
  await away.setOffline(false);
  await expect(other.getByTestId("live-status")).toHaveText("● Live");
  await expect(second.graphNodes).toHaveCount(2);
  await expect(second.messages.filter({ hasText: "The tide table is on the wall." })).toHaveCount(1);
  await expect(second.messages).toHaveCount(4);
  // A reload shows the same: what the stream applied is what the server has.
  await other.reload();
  await expect(second.graphNodes).toHaveCount(2);
  await expect(second.messages).toHaveCount(4);
  await away.close();
});

// An account for the CLI's --user above (the fixture creates it once per run; this keeps the spec standalone).
test.beforeAll(() => ensureUser(E2E_USER.email, E2E_USER.password, true));

test("a share link's open page shows the owner's changes live, with no presence and no open aside", async ({
  browser,
  page,
  projects,
  workspace,
  unique,
}) => {
  // Someone with the link (no account) opens it; the owner keeps working.
  const { anonymous, visitor } = await shareAndOpen(
    { browser, page, projects, workspace },
    unique,
    "The launch code is ORCHID-7.",
  );
  const shared = (text: string) => visitor.locator('[data-testid="shared-message"]').filter({ hasText: text });
  const said = `Shared live check ${unique}`;
  await workspace.say(said);
  const messageMs = await timed(() => expect(shared(said)).toHaveCount(1));

  // An aside of the owner's stays theirs: nothing of it reaches the page; a branch does.
  await workspace.messages.nth(1).hover();
  await workspace.messages.nth(1).getByTestId("ask-aside").click();
  await expect(workspace.title).toContainText("Aside");
  const secret = `Private aside ${unique}`;
  await workspace.say(secret);
  await workspace.graphNodes.first().click();
  await workspace.branchFrom(workspace.messages.nth(1), "none", `Shared branch ${unique}`);
  const branchMs = await timed(() =>
    expect(visitor.getByTestId("shared-tree").getByRole("link", { name: `Shared branch ${unique}` })).toHaveCount(1),
  );
  // The root's two questions and their answers, the empty branch; nothing of the aside.
  await expect(visitor.getByTestId("shared-tree").getByRole("link")).toHaveCount(2);
  await expect(visitor.getByTestId("shared-message")).toHaveCount(4);
  await expect(shared(secret)).toHaveCount(0);
  await expect(visitor.getByTestId("presence-bar")).toHaveCount(0);
  await expect(visitor.getByTestId("shared-live-status")).toHaveAttribute("data-status", "live");

  // The owner revokes the link: the open page is told and stops updating.
  await revokeShareLink(page);
  await expect(visitor.getByTestId("shared-live-closed")).toHaveAttribute("data-reason", "revoked");
  await expect(visitor.getByTestId("shared-live-status")).toHaveAttribute("data-status", "closed");
  await anonymous.close();
  test.info().annotations.push({
    type: "live latency on the share page (ms, including Playwright's polling)",
    description: `message ${messageMs}, branch ${branchMs}`,
  });
});

test("a share link revoked while its page was offline: back online, the page says the link no longer works", async ({
  browser,
  page,
  projects,
  workspace,
  unique,
}) => {
  const { anonymous, visitor } = await shareAndOpen(
    { browser, page, projects, workspace },
    unique,
    "The ferry leaves at dawn.",
  );
  const status = visitor.getByTestId("shared-live-status");
  await anonymous.setOffline(true);
  await expect(status).toHaveAttribute("data-status", "reconnecting");

  // Revoked while the page could not hear it: its next connection is refused with a 404.
  await revokeShareLink(page);
  await anonymous.setOffline(false);
  await expect(visitor.getByTestId("shared-live-closed")).toHaveAttribute("data-reason", "revoked");
  await expect(status).toHaveAttribute("data-status", "closed");
  await expectAxeClean(visitor, "share page after its link was revoked offline");
  await anonymous.close();
});

/** The owner shares a new conversation opened with `said`; someone with the link and no account opens it, live. */
async function shareAndOpen(
  {
    browser,
    page,
    projects,
    workspace,
  }: { browser: Browser; page: Page; projects: ProjectPage; workspace: WorkspacePage },
  name: string,
  said: string,
): Promise<{ anonymous: BrowserContext; visitor: Page }> {
  await projects.create(name);
  await projects.newConversation();
  await workspace.say(said);
  await page.getByTestId("share-conversation").click();
  await page.getByTestId("share-create").click();
  const url = await page.getByTestId("share-link-url").inputValue();
  await page.getByTestId("dialog-close").click();
  const anonymous = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const visitor = await anonymous.newPage();
  await visitor.goto(url);
  await expect(visitor.getByTestId("shared-live-status")).toHaveAttribute("data-status", "live");
  return { anonymous, visitor };
}

/** The owner revokes the conversation's (first) share link from the share dialog. */
async function revokeShareLink(page: Page): Promise<void> {
  await page.getByTestId("share-conversation").click();
  await page.getByTestId("share-dialog-links").getByTestId("share-revoke").first().click();
  await expect(page.getByTestId("share-none")).toBeVisible();
  await page.getByTestId("dialog-close").click();
}
