import { expect, seedConversation, test, type SeedNode } from "./fixtures";

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

interface Box {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

test("the layout stays readable at 200 nodes", async ({ workspace, page, unique }) => {
  const tree = seededTree(200);
  const seeded = await seedConversation({ projectName: unique, title: unique, nodes: tree });
  await page.goto(`/c/${seeded.conversationId}`);

  // All 200 nodes are rendered (no virtualisation), and fit view has zoomed out to show the tree.
  await expect(workspace.graphNodes).toHaveCount(200);
  await expect(workspace.edges).toHaveCount(199);
  await expect(workspace.graphNodes.first()).toBeVisible();
  await expect
    .poll(() => page.locator(".react-flow__viewport").evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).a))
    .toBeLessThan(1);

  // Positions in flow coordinates (the node wrappers' translate) and unscaled sizes.
  const boxes: Box[] = await page.locator(".react-flow__node").evaluateAll((elements) =>
    elements.map((el) => {
      const node = el as HTMLElement;
      const m = /translate\(\s*(-?[\d.]+)px\s*,\s*(-?[\d.]+)px\s*\)/.exec(node.style.transform);
      return { id: node.dataset.id ?? "", x: Number(m?.[1]), y: Number(m?.[2]), width: node.offsetWidth, height: node.offsetHeight };
    }),
  );
  expect(boxes).toHaveLength(200);
  for (const box of boxes) {
    expect(Number.isFinite(box.x) && Number.isFinite(box.y), `position of ${box.id}`).toBe(true);
    expect(box.width, `width of ${box.id}`).toBeGreaterThan(0);
    expect(box.height, `height of ${box.id}`).toBeGreaterThan(0);
  }
  const overlaps: string[] = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i];
      const b = boxes[j];
      if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height) overlaps.push(`${a.id} / ${b.id}`);
    }
  }
  expect(overlaps, "overlapping node pairs").toEqual([]);

  // Top-down: every node sits below its parent.
  const byId = new Map(boxes.map((b) => [b.id, b]));
  const keyToId = seeded.nodeIds;
  for (const node of tree.filter((n) => n.parent)) {
    const child = byId.get(keyToId.get(node.key)!)!;
    const parent = byId.get(keyToId.get(node.parent!)!)!;
    expect(child.y, `${node.title} below its parent`).toBeGreaterThanOrEqual(parent.y + parent.height);
  }

  // Click a node that is on screen (not covered by the minimap or controls): its chat opens.
  const target = await workspace.graphNodes.evaluateAll((buttons) => {
    for (const button of buttons) {
      if (button.getAttribute("data-kind") === "root") continue;
      const r = button.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      if (hit && button.contains(hit)) return button.getAttribute("data-node-id");
    }
    return null;
  });
  expect(target, "a non-root node visible after fit view").not.toBeNull();
  const entry = tree.find((n) => keyToId.get(n.key) === target)!;
  await page.locator(`[data-testid="graph-node"][data-node-id="${target}"]`).click();
  await expect(workspace.title).toHaveText(entry.title);
  await expect(workspace.messages.first()).toContainText(entry.messages![0].content);
  await expect(page).toHaveURL(new RegExp(`[?&]node=${target}`));
});

test("a graph node can be selected with the keyboard", async ({ workspace, page, unique }) => {
  const seeded = await seedConversation({
    projectName: unique,
    title: unique,
    nodes: [
      { key: "root", title: "Main thread", messages: [{ role: "user", content: "Where do we start?" }] },
      { key: "left", parent: "root", title: "Left branch", messages: [{ role: "user", content: "Going left from here." }] },
      { key: "right", parent: "root", title: "Right branch", messages: [{ role: "user", content: "Going right from here." }] },
    ],
  });
  await page.goto(`/c/${seeded.conversationId}`);
  await expect(workspace.title).toHaveText("Main thread");
  await expect(workspace.graphNodes).toHaveCount(3);

  const right = workspace.graphNode("Right branch");
  await right.focus();
  await expect(right).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(workspace.title).toHaveText("Right branch");
  await expect(right).toHaveAttribute("aria-pressed", "true");
  await expect(workspace.messages).toHaveText([/Going right from here\./]);

  const left = workspace.graphNode("Left branch");
  await left.focus();
  await page.keyboard.press("Space");
  await expect(workspace.title).toHaveText("Left branch");
  await expect(left).toHaveAttribute("aria-pressed", "true");
  await expect(right).toHaveAttribute("aria-pressed", "false");
  await expect(workspace.messages).toHaveText([/Going left from here\./]);
});

test("Tab moves from one graph node to the next", async ({ workspace, page, unique }) => {
  const seeded = await seedConversation({
    projectName: unique,
    title: unique,
    nodes: [
      { key: "root", title: "Main thread" },
      { key: "left", parent: "root", title: "Left branch" },
      { key: "right", parent: "root", title: "Right branch" },
    ],
  });
  await page.goto(`/c/${seeded.conversationId}`);
  await expect(workspace.graphNodes).toHaveCount(3);
  await workspace.graphNode("Main thread").focus();
  await page.keyboard.press("Tab");
  await expect(workspace.graphNode("Left branch")).toBeFocused();
});
