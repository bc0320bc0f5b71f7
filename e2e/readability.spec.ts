import type { Page } from "@playwright/test";
import { expect, seedConversation, test, type SeedNode } from "./fixtures";

/**
 * The graph reads at ten nodes and at a hundred (issue 38, finding 1): after "fit", the titles of
 * the current path's nodes on screen are drawn at 11 px or more, and no merge badge covers a node
 * or another badge. Measured on the page as drawn (CSS font size times the canvas zoom, bounding
 * boxes), on a desktop pane and on a phone.
 */

/**
 * A conversation as people grow one: a main thread; a branch off an earlier message every few
 * turns; some branches merged back (condensed or whole); one answer regenerated twice.
 */
function conversation(count: number): SeedNode[] {
  const nodes: SeedNode[] = [
    { key: "n0", title: "Planning the trip", messages: talk(0) },
    { key: "n1", parent: "n0", title: "Where to stay", messages: talk(1), branchFrom: 1 },
  ];
  let thread = "n1";
  for (let i = 2; i < count; i++) {
    const key = `n${i}`;
    if (i % 3 === 0) {
      // A branch off the thread's node three back, from its first message; every other one merged.
      const from = `n${Math.max(0, i - 3)}`;
      nodes.push({
        key,
        parent: from,
        title: `Side question ${i}`,
        messages: talk(i),
        branchFrom: 0,
        ...(i % 6 === 0 ? { merged: i % 12 === 0 ? ("full" as const) : ("condensed" as const) } : {}),
      });
    } else {
      nodes.push({ key, parent: thread, title: `Step ${i} of the plan`, messages: talk(i), branchFrom: 1 });
      thread = key;
    }
  }
  return nodes;
}

function talk(i: number) {
  return [
    { role: "user" as const, content: `What about part ${i} of the trip, the trains and the hotels?` },
    { role: "assistant" as const, content: `Part ${i}: book the trains early and the hotels near the station.` },
  ];
}

/** The ids from the root to `key` (the current path). */
function pathOf(tree: SeedNode[], key: string, ids: Map<string, string>): string[] {
  const byKey = new Map(tree.map((n) => [n.key, n]));
  const out: string[] = [];
  for (let k: string | undefined = key; k; k = byKey.get(k)?.parent) out.push(ids.get(k)!);
  return out;
}

/** The drawn title size (CSS px) of each of `ids`' nodes that is on screen in the graph pane. */
async function pathTitlePx(page: Page, ids: string[]): Promise<number[]> {
  return page.evaluate((ids) => {
    const pane = document.querySelector('[data-testid="conversation-graph"]')!.getBoundingClientRect();
    const zoom = new DOMMatrixReadOnly(getComputedStyle(document.querySelector(".react-flow__viewport")!).transform).a;
    const out: number[] = [];
    for (const id of ids) {
      const title = document.querySelector<HTMLElement>(
        `[data-testid="graph-node"][data-node-id="${id}"] [data-testid="graph-node-title"]`,
      );
      if (!title) continue;
      const r = title.getBoundingClientRect();
      const inside = r.right > pane.left && r.left < pane.right && r.bottom > pane.top && r.top < pane.bottom;
      if (inside) out.push(Number.parseFloat(getComputedStyle(title).fontSize) * zoom);
    }
    return out;
  }, ids);
}

/** Pairs of (badge, node) or (badge, badge) whose boxes overlap on screen, and how many badges there are. */
async function labelOverlaps(page: Page): Promise<{ badges: number; overlaps: string[] }> {
  return page.evaluate(() => {
    const badges = [...document.querySelectorAll('[data-testid="merge-edge-label"]')].map((el) =>
      el.getBoundingClientRect(),
    );
    const nodes = [...document.querySelectorAll('[data-testid="graph-node"]')].map((el) => el.getBoundingClientRect());
    const meet = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const overlaps: string[] = [];
    badges.forEach((b, i) => {
      nodes.forEach((n, j) => {
        if (meet(b, n)) overlaps.push(`badge ${i} / node ${j}`);
      });
      badges.forEach((c, j) => {
        if (j > i && meet(b, c)) overlaps.push(`badge ${i} / badge ${j}`);
      });
    });
    return { badges: badges.length, overlaps };
  });
}

/** Waits until the camera is still (the same transform over two frames). */
async function settled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const el = document.querySelector(".react-flow__viewport")!;
            const before = getComputedStyle(el).transform;
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve(getComputedStyle(el).transform === before)),
            );
          }),
      ),
    )
    .toBe(true);
}

for (const count of [10, 30, 100]) {
  test(`after fit, a ${count}-node conversation's current path reads at 11 px or more and no label overlaps`, async ({
    page,
    unique,
  }) => {
    const tree = conversation(count);
    const seeded = await seedConversation({ projectName: unique, title: unique, nodes: tree });
    // The current node: the end of the main thread.
    const last = [...tree].reverse().find((n) => n.title.startsWith("Step"))!;
    const current = seeded.nodeIds.get(last.key)!;
    await page.goto(`/c/${seeded.conversationId}?node=${current}`);
    await expect(page.locator('[data-testid="conversation-graph"][data-ready="true"]')).toBeVisible();
    await page.getByTestId("graph-fit").click();
    await settled(page);

    const path = pathOf(tree, last.key, seeded.nodeIds);
    const sizes = await pathTitlePx(page, path);
    // The current node and more of its path are on screen, every title drawn at 11 px or more.
    expect(sizes.length).toBeGreaterThanOrEqual(Math.min(path.length, 3));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11);
    await expect(page.locator(`[data-testid="graph-node"][data-node-id="${current}"]`)).toBeInViewport();

    // Merge labels are badges that cover nothing (the merges near the path are on screen).
    const { badges, overlaps } = await labelOverlaps(page);
    expect(badges).toBeGreaterThan(0);
    expect(overlaps).toEqual([]);
    if (count === 10) {
      // A small tree reads whole: every node is on screen.
      await expect(page.getByTestId("graph-node")).toHaveCount(count);
      for (const node of await page.getByTestId("graph-node").all()) await expect(node).toBeInViewport();
    }
  });
}

test("a merge badge tells its whole story on hover; a branch names the message it starts from, which the parent's chat highlights", async ({
  page,
  unique,
}) => {
  const tree = conversation(10);
  const seeded = await seedConversation({ projectName: unique, title: unique, nodes: tree });
  await page.goto(`/c/${seeded.conversationId}?node=${seeded.nodeIds.get("n3")}`);
  await expect(page.locator('[data-testid="conversation-graph"][data-ready="true"]')).toBeVisible();

  const badge = page.getByTestId("merge-edge-label").first();
  await expect(badge).toHaveText(/^(M|C)$/);
  await badge.hover();
  await expect(page.getByTestId("merge-edge-detail").first()).toContainText("merged");

  // n3 branched from n0's first message: its card shows those words (they come with the counts).
  const card = page.locator(`[data-testid="graph-node"][data-node-id="${seeded.nodeIds.get("n3")}"]`);
  await expect(card.getByTestId("graph-node-branch-point")).toContainText("What about part 0");
  // The chat's heading links to the parent, scrolled to that message and highlighted.
  await page.getByTestId("branch-point-link").click();
  await expect(page.getByTestId("chat-title")).toHaveText("Planning the trip");
  const focused = page.locator('[data-testid="message"][data-focused="true"]');
  await expect(focused).toContainText("What about part 0 of the trip");
  await expect(focused).toBeInViewport();
});

test("edits and regenerations are versions of one card with a switcher", async ({ page, unique }) => {
  const seeded = await seedConversation({
    projectName: unique,
    title: unique,
    nodes: [
      { key: "r", title: "Main thread", messages: talk(0) },
      { key: "v1", parent: "r", title: "What is the budget?", messages: talk(1), branchFrom: 1 },
      { key: "v2", parent: "r", title: "What is the budget? (v2)", messages: talk(2), branchFrom: 1 },
      { key: "v3", parent: "r", title: "What is the budget? (v3)", messages: talk(3), branchFrom: 1 },
      { key: "deep", parent: "v1", title: "Follow-up on v1", messages: talk(4), branchFrom: 1 },
      { key: "other", parent: "r", title: "Something else", messages: talk(5), branchFrom: 1 },
    ],
  });
  await page.goto(`/c/${seeded.conversationId}`);
  await expect(page.locator('[data-testid="conversation-graph"][data-ready="true"]')).toBeVisible();
  // One card for the three versions (the newest), beside the other branch; v1's follow-up is folded with it.
  await expect(page.getByTestId("graph-node")).toHaveCount(3);
  const switcher = page.getByTestId("version-switcher");
  await expect(switcher).toHaveAttribute("data-node-id", seeded.nodeIds.get("v3")!);
  await expect(switcher.getByTestId("version-position")).toHaveText("v3/3");
  // "Next" wraps to version 1: it opens, with what is under it.
  await switcher.getByRole("button", { name: "Next version" }).click();
  await expect(page.getByTestId("chat-title")).toHaveText("What is the budget?");
  await expect(switcher).toHaveAttribute("data-node-id", seeded.nodeIds.get("v1")!);
  await expect(switcher.getByTestId("version-position")).toHaveText("v1/3");
  await expect(page.getByTestId("graph-node").filter({ hasText: "Follow-up on v1" })).toBeVisible();
  await expect(page.getByTestId("graph-node")).toHaveCount(4);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  for (const count of [10, 100]) {
    test(`the graph tab shows a ${count}-node conversation's current path readable, labels clear`, async ({
      page,
      unique,
    }) => {
      const tree = conversation(count);
      const seeded = await seedConversation({ projectName: unique, title: unique, nodes: tree });
      const last = [...tree].reverse().find((n) => n.title.startsWith("Step"))!;
      await page.goto(`/c/${seeded.conversationId}?node=${seeded.nodeIds.get(last.key)}`);
      await page.getByTestId("pane-tab-graph").click();
      await expect(page.locator('[data-testid="conversation-graph"][data-ready="true"]')).toBeVisible();
      await settled(page);
      const sizes = await pathTitlePx(page, pathOf(tree, last.key, seeded.nodeIds));
      expect(sizes.length).toBeGreaterThanOrEqual(2);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11);
      expect((await labelOverlaps(page)).overlaps).toEqual([]);
    });
  }
});

test.describe("on a phone, with the Graph tab hidden", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("a branch opened from the Chat tab logs no NaN errors, and the graph shows it when its tab opens", async ({
    page,
    workspace,
    unique,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const seeded = await seedConversation({
      projectName: unique,
      title: unique,
      nodes: conversation(30),
    });
    await page.goto(`/c/${seeded.conversationId}?node=${seeded.nodeIds.get("n0")}`);
    // The graph is drawn once, then hidden behind the Chat tab.
    await page.getByTestId("pane-tab-graph").click();
    await expect(page.locator('[data-testid="conversation-graph"][data-ready="true"]')).toBeVisible();
    await page.getByTestId("pane-tab-chat").click();
    await expect(page.getByTestId("graph-pane")).toBeHidden();

    await workspace.branchFrom(workspace.messages.first(), "full", "Branch from the chat tab");
    await expect(workspace.title).toHaveText("Branch from the chat tab");
    await page.getByTestId("pane-tab-graph").click();
    const created = page.locator('[data-testid="graph-node"][data-selected="true"]');
    await expect(created).toContainText("Branch from the chat tab");
    await expect(created).toBeInViewport();
    expect(errors.filter((e) => /NaN/.test(e))).toEqual([]);
  });
});
