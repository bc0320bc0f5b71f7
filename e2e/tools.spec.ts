import { expect, test } from "./fixtures";
import { filesystemServer, toolCards } from "./tools";
import { SHOTS } from "./touch";

// Tool calls in the chat against a real MCP server (server-filesystem over stdio), offline engine:
// ask, see the card, approve after a reload, open the tool aside, merge a part of it up, purge another.
test("a tool call's card, an approval that survives a reload, and tool asides merged and purged", async ({
  projects,
  workspace,
  page,
  unique,
}) => {
  test.setTimeout(180_000);
  await projects.create(unique);
  const fs = filesystemServer(unique, unique);
  await projects.newConversation();

  // A small result stays in the node: a card with the call's arguments and result.
  await workspace.say(fs.read("notes.txt"));
  const first = toolCards(page).first();
  await expect(first).toHaveAttribute("data-status", "done");
  await expect(first.getByTestId("tool-call-name")).toHaveText(`${fs.name}.read_text_file`);
  await first.locator("summary").click();
  await expect(first.getByTestId("tool-call-result")).toContainText("ORCHID-7");
  await expect(first.getByTestId("tool-call-args")).toContainText("notes.txt");
  await page.screenshot({ path: `${SHOTS}/tool-card-desktop.png` });

  // A destructive call waits for approval; the wait is stored (a reload keeps the buttons).
  await workspace.say(fs.write("out.txt", "approved"));
  const waiting = page.locator('[data-testid="tool-call"][data-status="awaiting_approval"]');
  await expect(waiting).toHaveCount(1);
  await page.reload();
  await expect(waiting).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/tool-approval-desktop.png` });
  await waiting.getByTestId("approve-tool-call").click();
  await expect(page.locator('[data-testid="tool-call"][data-status="done"]')).toHaveCount(2);
  await expect(page.getByTestId("approve-tool-call")).toHaveCount(0);
  // The resumed answer is written in the same row: both answers complete before the next message.
  await expect(workspace.assistantWithStatus("complete")).toHaveCount(2);

  // A large result goes to a tool aside, marked in the graph; the node keeps a condensed note.
  await workspace.say(fs.read("ledger.txt"));
  const big = toolCards(page).last();
  await expect(big.getByTestId("tool-call-aside-mark")).toBeVisible();
  await expect(page.locator('[data-testid="graph-node"][data-tool-output="true"]')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/tool-aside-graph-desktop.png` });
  await big.locator("summary").click();
  await expect(big.getByTestId("tool-call-result")).toContainText("kept whole in the aside");
  // The note names the aside by its title, a link to it.
  await expect(big.getByTestId("tool-aside-link")).toHaveText(`"Aside: ${fs.name}.read_text_file output"`);
  await big.getByTestId("tool-aside-link").click();
  await expect(workspace.title).toContainText("output");
  await expect(toolCards(page).last().getByTestId("tool-call-result")).toContainText("row 2999");

  // Merge a part of it up (the selected tool item), back in the parent as a merged entry.
  await page.getByTestId("merge-node").click();
  const dialog = page.getByTestId("merge-dialog");
  await dialog.getByTestId("mode-selected").check();
  const picks = dialog.getByTestId("merge-pick");
  await picks.first().uncheck();
  await picks.last().check();
  await dialog.getByTestId("merge-confirm").click();
  await expect(dialog).toBeHidden();
  // Merged up, the call is still a tool card (server, tool, status), marked as merged.
  const merged = page.locator('[data-testid="tool-call"]').last();
  await expect(merged).toContainText("row 2999");
  await expect(merged.getByTestId("tool-call-merged")).toBeVisible();
  await expect(merged.getByTestId("tool-call-name")).toHaveText(`${fs.name}.read_text_file`);
  await expect(merged).toHaveAttribute("data-status", "done");

  // Another large result, and its aside purged: nothing of it is left in the graph. The node's window
  // now holds the merged 44k-token result, which this turn first folds into the node's memory
  // (seconds on a loaded machine): wait for the answer longer than a plain turn.
  const answered = await workspace.assistantWithStatus("complete").count();
  await workspace.send(fs.read("ledger.txt"));
  await expect(workspace.assistantWithStatus("complete")).toHaveCount(answered + 1, { timeout: 60_000 });
  const aside = page.locator('[data-testid="graph-node"][data-tool-output="true"][data-status="open"]');
  await expect(aside).toHaveCount(1);
  // Opened from its card, then purged from the chat's header (the graph re-lays out as it grows).
  const second = toolCards(page).last();
  await second.locator("summary").click();
  await second.getByTestId("open-tool-aside").click();
  await expect(workspace.title).toContainText("output");
  await page.getByTestId("purge-node").click();
  await page.getByTestId("purge-dialog").getByTestId("purge-confirm").click();
  await expect(aside).toHaveCount(0);
});
