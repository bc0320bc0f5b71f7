import { expect, test } from "./fixtures";
import { expectFits, SHOTS } from "./touch";
import { filesystemServer, toolCards } from "./tools";

// On a phone (390x844, touch): ask with a tool, open the card, approve by tap after a reload, open the
// tool aside from its card; every step fits the screen. Screenshots go to data/shots/.
test("tool cards, an approval and a tool aside on a phone", async ({ projects, workspace, page, unique }) => {
  await projects.create(unique);
  const fs = filesystemServer(unique, unique);
  await projects.newConversation();

  const answers = workspace.assistantWithStatus("complete");
  const sayByTap = async (text: string) => {
    const before = await answers.count();
    await workspace.input.fill(text);
    await workspace.sendButton.tap();
    await expect(answers).toHaveCount(before + 1);
  };

  await sayByTap(fs.read("notes.txt"));
  const card = toolCards(page).first();
  await card.locator("summary").tap();
  await expect(card.getByTestId("tool-call-result")).toContainText("ORCHID-7");
  await expectFits(page, "a tool call's card");
  await page.screenshot({ path: `${SHOTS}/tool-card-phone.png` });

  await sayByTap(fs.write("phone.txt", "from a phone"));
  await page.reload();
  const waiting = page.locator('[data-testid="tool-call"][data-status="awaiting_approval"]');
  await expect(waiting.getByTestId("approve-tool-call")).toBeVisible();
  await expectFits(page, "a tool call waiting for approval");
  await page.screenshot({ path: `${SHOTS}/tool-approval-phone.png` });
  await waiting.getByTestId("approve-tool-call").tap();
  await expect(page.locator('[data-testid="tool-call"][data-status="done"]')).toHaveCount(2);
  // The resumed answer is written in the same row: both answers complete before the next message.
  await expect(answers).toHaveCount(2);

  await sayByTap(fs.read("ledger.txt"));
  const big = toolCards(page).last();
  // The card may be drawn again as the finished answer replaces the streamed one (it then opens
  // closed): open it until its button shows.
  const openTool = big.getByTestId("open-tool-aside");
  await expect(async () => {
    if (!(await openTool.isVisible())) await big.locator("summary").tap();
    await expect(openTool).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await openTool.tap();
  await expect(workspace.title).toContainText("output");
  await expect(toolCards(page).last().getByTestId("tool-call-result")).toContainText("row 2999");
  await expectFits(page, "a tool aside");
  await page.getByTestId("pane-tab-graph").tap();
  await expect(page.locator('[data-testid="graph-node"][data-tool-output="true"]')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/tool-aside-graph-phone.png` });
});
