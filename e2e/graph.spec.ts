import { expect, seedConversation, test, type SeedNode } from "./fixtures";
import type { Locator, Page } from "@playwright/test";

/** A deterministic pseudo-random tree: threads that continue, and branches off earlier nodes. */
function seededTree(count: number): SeedNode[] {
  let state = 42;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return Array.from({ length: count }, (_, i) => ({
    key: `n${i}`,
    parent: i === 0 ? undefined : `n${random() < 0.6 ? i - 1 : Math.floor(random() * i)}`,
    title: i === 0 ? "Main thread" : `Topic ${i}`,
    messages: [
      { role: "user" as const, content: `Question about topic ${i}.` },
      { role: "assistant" as const, content: `Answer about topic ${i}.` },
    ],
  }));
}

/** The selected node's title as drawn: its CSS font size times the canvas zoom. */
async function selectedTitlePx(page: Page): Promise<number> {
  return page.evaluate(() => {
    const title = document.querySelector<HTMLElement>(
      '[data-testid="graph-node"][data-selected="true"] [data-testid="graph-node-title"]',
    );
    if (!title) return 0;
    const zoom = new DOMMatrixReadOnly(getComputedStyle(document.querySelector(".react-flow__viewport")!).transform).a;
    return Number.parseFloat(getComputedStyle(title).fontSize) * zoom;
  });
}

/** Mounted nodes' boxes on screen, to check that none overlap. */
async function overlappingPairs(page: Page): Promise<string[]> {
  return page.locator(".react-flow__node").evaluateAll((elements) => {
    const boxes = elements.map((el) => ({ id: (el as HTMLElement).dataset.id, r: el.getBoundingClientRect() }));
    const out: string[] = [];
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i].r;
        const b = boxes[j].r;
        if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
          out.push(`${boxes[i].id}/${boxes[j].id}`);
      }
    return out;
  });
}

for (const count of [15, 200]) {
  test(`the default view of a ${count}-node tree is readable`, async ({ workspace, page, unique }) => {
    const tree = seededTree(count);
    const seeded = await seedConversation({ projectName: unique, title: unique, nodes: tree });
    const leaf = seeded.nodeIds.get(`n${count - 1}`)!;
    await page.goto(`/c/${seeded.conversationId}?node=${leaf}`);
    await expect(page.locator('[data-testid="conversation-graph"][data-ready="true"]')).toBeVisible();
    await expect(workspace.title).toHaveText(`Topic ${count - 1}`);
    // The current node is on screen, its title drawn at 12 px or more, and no two nodes overlap.
    const current = page.locator(`[data-testid="graph-node"][data-node-id="${leaf}"]`);
    await expect(current).toBeInViewport();
    expect(await selectedTitlePx(page)).toBeGreaterThanOrEqual(12);
    expect(await overlappingPairs(page)).toEqual([]);
    if (count === 200) {
      // Only what is on screen is mounted.
      expect(await workspace.graphNodes.count()).toBeLessThan(count);
    }
    // A visible node opens its chat on click.
    const parent = seeded.nodeIds.get(tree[count - 1].parent!)!;
    await page.locator(`[data-testid="graph-node"][data-node-id="${parent}"]`).click();
    await expect(workspace.title).toHaveText(tree.find((n) => seeded.nodeIds.get(n.key) === parent)!.title);
    await expect(page).toHaveURL(new RegExp(`[?&]node=${parent}`));
  });
}

/** root -> (left -> left child), right, with messages. */
async function smallTree(unique: string) {
  return seedConversation({
    projectName: unique,
    title: unique,
    nodes: [
      { key: "root", title: "Main thread", messages: [{ role: "user", content: "Where do we start?" }] },
      {
        key: "left",
        parent: "root",
        title: "Left branch",
        messages: [{ role: "user", content: "Going left from here." }],
      },
      {
        key: "right",
        parent: "root",
        title: "Right branch",
        messages: [{ role: "user", content: "Going right from here." }],
      },
      {
        key: "deep",
        parent: "left",
        title: "Left child",
        messages: [{ role: "user", content: "Deeper on the left." }],
      },
    ],
  });
}

test("the canvas is one Tab stop; arrows move through the tree, Enter opens the chat, ? lists the keys", async ({
  workspace,
  page,
  unique,
}) => {
  const seeded = await smallTree(unique);
  await page.goto(`/c/${seeded.conversationId}`);
  await expect(workspace.title).toHaveText("Main thread");
  const canvas = page.getByTestId("conversation-graph");
  await canvas.focus();
  await expect(canvas).toBeFocused();
  // Nodes are not Tab stops.
  await expect(page.locator('[data-testid="graph-node"][tabindex="0"], [data-testid="graph-node"] button')).toHaveCount(
    0,
  );

  await page.keyboard.press("ArrowDown");
  await expect(workspace.title).toHaveText("Left branch");
  await page.keyboard.press("ArrowRight");
  await expect(workspace.title).toHaveText("Right branch");
  await expect(workspace.messages).toHaveText([/Going right from here\./]);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowDown");
  await expect(workspace.title).toHaveText("Left child");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(workspace.title).toHaveText("Main thread");
  await expect(workspace.graphNode("Main thread")).toHaveAttribute("data-selected", "true");

  await page.keyboard.press("?");
  const help = page.getByTestId("graph-help");
  await expect(help).toBeVisible();
  await expect(help).toContainText("first child");
  await page.keyboard.press("Escape");
  await expect(help).toBeHidden();

  await canvas.focus();
  await page.keyboard.press("b");
  await expect(workspace.branchDialog).toBeVisible();
  await page.keyboard.press("Escape");

  await canvas.focus();
  await page.keyboard.press("Enter");
  await expect(workspace.input).toBeFocused();
});

test("a subtree collapses behind a count badge and expands again", async ({ workspace, page, unique }) => {
  const seeded = await smallTree(unique);
  await page.goto(`/c/${seeded.conversationId}`);
  await expect(workspace.graphNodes).toHaveCount(4);
  const root = workspace.graphNode("Main thread");
  await root.hover();
  await page.getByTestId("node-collapse").click();
  await expect(workspace.graphNodes).toHaveCount(1);
  await expect(page.getByTestId("collapsed-badge")).toHaveText("+3");
  await root.hover();
  await page.getByTestId("node-collapse").click();
  await expect(workspace.graphNodes).toHaveCount(4);
  await expect(page.getByTestId("collapsed-badge")).toHaveCount(0);
});

test("focus path dims what is off the path to the selected node", async ({ workspace, page, unique }) => {
  const seeded = await smallTree(unique);
  await page.goto(`/c/${seeded.conversationId}?node=${seeded.nodeIds.get("deep")}`);
  await expect(workspace.title).toHaveText("Left child");
  await page.getByTestId("focus-path").click();
  await expect(workspace.graphNode("Right branch")).toHaveAttribute("data-dimmed", "true");
  for (const title of ["Main thread", "Left branch", "Left child"])
    await expect(workspace.graphNode(title)).toHaveAttribute("data-dimmed", "false");
  await page.getByTestId("focus-path").click();
  await expect(workspace.graphNode("Right branch")).toHaveAttribute("data-dimmed", "false");
});

test("a label and a colour set from the node menu persist; find jumps to a node by message text", async ({
  workspace,
  page,
  unique,
}) => {
  const seeded = await smallTree(unique);
  await page.goto(`/c/${seeded.conversationId}`);
  await workspace.graphNode("Right branch").click({ button: "right" });
  const menu = page.getByTestId("node-context-menu");
  // A label typed, then a colour clicked: both are saved.
  await menu.getByTestId("menu-label-input").fill("Decision");
  await menu.getByTestId("menu-color-blue").click();
  await expect(workspace.graphNode("Right branch")).toContainText("Decision");
  await expect(workspace.graphNode("Right branch")).toHaveAttribute("style", /border-left-color/);
  // Save keeps the colour.
  await workspace.graphNode("Right branch").click({ button: "right" });
  await menu.getByTestId("menu-label-input").fill("Decided");
  await menu.getByTestId("menu-label-save").click();
  await expect(workspace.graphNode("Right branch")).toContainText("Decided");
  await page.reload();
  await expect(workspace.graphNode("Right branch")).toContainText("Decided");
  await expect(workspace.graphNode("Right branch")).toHaveAttribute("style", /border-left-color/);

  await page.getByTestId("graph-find").fill("Deeper on");
  await page
    .getByTestId("graph-find-results")
    .getByRole("option", { name: /Left child/ })
    .click();
  await expect(workspace.title).toHaveText("Left child");
});

/**
 * A finger held on the middle of `target` until the node menu opens (the hold opens it after half a
 * second, while the finger is still down), through Chromium's touch input (not synthetic events).
 */
async function longTouch(page: Page, target: Locator): Promise<void> {
  const box = (await target.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
  await expect(page.getByTestId("node-context-menu")).toBeVisible();
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("a long touch on a node opens its menu, and an action from the menu runs", async ({
    workspace,
    page,
    unique,
  }) => {
    const seeded = await smallTree(unique);
    await page.goto(`/c/${seeded.conversationId}`);
    await page.getByTestId("pane-tab-graph").click();
    await expect(page.locator('[data-testid="conversation-graph"][data-ready="true"]')).toBeVisible();
    const node = workspace.graphNode("Right branch");
    await expect(node).toBeInViewport();

    await longTouch(page, node);
    const menu = page.getByTestId("node-context-menu");
    await expect(menu).toBeVisible();
    await menu.getByTestId("menu-purge").tap();
    const dialog = page.getByTestId("purge-dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByTestId("purge-confirm").tap();
    await expect(dialog).toBeHidden();
    // The purge ran on the server: the node is gone from the graph, and stays gone after a reload.
    await expect(workspace.graphNode("Right branch")).toHaveCount(0);
    await expect(workspace.graphNode("Left branch")).toBeVisible();
    await page.reload();
    await page.getByTestId("pane-tab-graph").click();
    await expect(workspace.graphNode("Left branch")).toBeVisible();
    await expect(workspace.graphNode("Right branch")).toHaveCount(0);
  });

  test("chat and graph are tabs, a long press opens the node menu, dialogs fill the screen with a close button", async ({
    workspace,
    page,
    unique,
  }) => {
    const seeded = await smallTree(unique);
    await page.goto(`/c/${seeded.conversationId}`);
    await expect(workspace.title).toHaveText("Main thread");
    await expect(page.getByTestId("graph-pane")).toBeHidden();
    await page.getByTestId("pane-tab-graph").click();
    await expect(page.getByTestId("graph-pane")).toBeVisible();
    await expect(page.getByTestId("chat-pane")).toBeHidden();
    await expect(page.locator('[data-testid="conversation-graph"][data-ready="true"]')).toBeVisible();

    // Long press (touch pointer held for more than half a second) on a node.
    const node = workspace.graphNode("Left branch");
    await expect(node).toBeInViewport();
    const box = (await node.boundingBox())!;
    await node.dispatchEvent("pointerdown", {
      pointerType: "touch",
      clientX: box.x + 20,
      clientY: box.y + 20,
      bubbles: true,
      isPrimary: true,
    });
    // Held until the menu opens (after half a second), then lifted: a condition, not a fixed hold.
    const menu = page.getByTestId("node-context-menu");
    await expect(menu).toBeVisible();
    await node.dispatchEvent("pointerup", {
      pointerType: "touch",
      clientX: box.x + 20,
      clientY: box.y + 20,
      bubbles: true,
      isPrimary: true,
    });
    await expect(menu).toBeVisible();
    await expect(menu.getByTestId("menu-merge")).toBeVisible();
    await menu.getByTestId("menu-purge").click();

    const dialog = page.getByTestId("purge-dialog");
    await expect(dialog).toBeVisible();
    const size = (await dialog.boundingBox())!;
    expect(size.width).toBeGreaterThanOrEqual(389);
    expect(size.height).toBeGreaterThanOrEqual(843);
    await dialog.getByTestId("dialog-close").click();
    await expect(dialog).toBeHidden();
    await expect(workspace.graphNode("Left branch")).toBeVisible();

    await page.getByTestId("pane-tab-chat").click();
    await expect(workspace.input).toBeVisible();
  });
});
