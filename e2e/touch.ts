import { expect, type Locator, type Page } from "@playwright/test";

/** Where phone screenshots go (data/ is ignored by git): look at them, do not commit them. */
export const SHOTS = "data/shots";

/** A point of `target` that is on screen and not under something else, or null. */
function uncoveredPoint(target: Locator): Promise<{ x: number; y: number } | null> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    for (const fy of [0.5, 0.3, 0.7, 0.15, 0.85])
      for (const fx of [0.5, 0.3, 0.7, 0.15, 0.85]) {
        const x = Math.round(r.left + r.width * fx);
        const y = Math.round(r.top + r.height * fy);
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && el.contains(hit)) return { x, y };
      }
    return null;
  });
}

/**
 * Drags the graph with one finger so that `node` comes towards the middle of the canvas, as a
 * person does when the node they want is off screen or under the toolbar. The finger starts on the
 * canvas's background, never on a node.
 */
async function panTowards(page: Page, node: Locator): Promise<void> {
  const plan = await node.evaluate((el) => {
    const pane = el.closest(".react-flow")!.getBoundingClientRect();
    const r = el.getBoundingClientRect();
    const want = { x: pane.left + pane.width / 2, y: pane.top + pane.height / 2 };
    for (let fy = 0.2; fy <= 0.8; fy += 0.1)
      for (let fx = 0.2; fx <= 0.8; fx += 0.1) {
        const x = Math.round(pane.left + pane.width * fx);
        const y = Math.round(pane.top + pane.height * fy);
        const hit = document.elementFromPoint(x, y);
        if (hit?.classList.contains("react-flow__pane")) {
          const dx = want.x - (r.left + r.width / 2);
          const dy = want.y - (r.top + r.height / 2);
          const clamp = (v: number, lo: number, hi: number) => Math.round(Math.max(lo, Math.min(hi, v)));
          return {
            from: { x, y },
            to: {
              x: clamp(x + dx, pane.left + 4, pane.right - 4),
              y: clamp(y + dy, pane.top + 4, pane.bottom - 4),
            },
          };
        }
      }
    return null;
  });
  if (!plan) throw new Error("pan: no empty spot of the canvas to put a finger on");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [plan.from] });
  for (let i = 1; i <= 8; i++) {
    const point = {
      x: Math.round(plan.from.x + ((plan.to.x - plan.from.x) * i) / 8),
      y: Math.round(plan.from.y + ((plan.to.y - plan.from.y) * i) / 8),
    };
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/**
 * Holds a finger on a graph node until its menu opens (the hold opens it after half a second,
 * while the finger is still down), then lifts it: Chromium's own touch input through CDP, not
 * synthetic DOM events, so the browser's gesture handling runs as on a phone. The finger goes where
 * a person would put it: on a part of the node that is on screen and not under something else (the
 * graph's toolbar); if there is none, the graph is first dragged to bring the node into view.
 */
export async function longPress(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeAttached();
  let point = await uncoveredPoint(target);
  for (let drag = 0; !point && drag < 3; drag++) {
    await panTowards(page, target);
    point = await uncoveredPoint(target);
  }
  if (!point) throw new Error("long press: no part of the target is on screen and uncovered, even after panning");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
  await expect(page.getByTestId("node-context-menu")).toBeVisible();
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** Taps `target` (a graph node, say) where it shows uncovered, panning the canvas to it first if needed. */
export async function tapOnScreen(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeAttached();
  let point = await uncoveredPoint(target);
  for (let drag = 0; !point && drag < 3; drag++) {
    await panTowards(page, target);
    point = await uncoveredPoint(target);
  }
  if (!point) throw new Error("tap: no part of the target is on screen and uncovered, even after panning");
  await page.touchscreen.tap(point.x, point.y);
}

/**
 * Nothing on the page reaches past the right edge of the screen: the document does not scroll
 * sideways, no visible element sticks out of the viewport unless an ancestor clips it, and no
 * panel scrolls sideways except the ones meant to (code blocks, the graph canvas, a focusable
 * scrolling region such as a wide table). Fails with the first offenders.
 */
export async function expectFits(page: Page, what: string): Promise<void> {
  const found = await page.evaluate(() => {
    const width = window.innerWidth;
    const clipped = (el: Element): boolean => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const overflow = getComputedStyle(p).overflowX;
        if (overflow !== "visible") return true;
      }
      return false;
    };
    const describe = (el: Element) => {
      const id = el.getAttribute("data-testid");
      const cls = typeof el.className === "string" ? el.className.split(" ").slice(0, 3).join(".") : "";
      return `${el.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ""}${cls ? `.${cls}` : ""} right=${Math.round(el.getBoundingClientRect().right)}`;
    };
    const offenders: string[] = [];
    for (const el of Array.from(document.querySelectorAll("body *"))) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.right <= width + 1) continue;
      // Hidden, or inside a closed <details> (laid out, never painted).
      if (!el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) continue;
      if (clipped(el)) continue;
      offenders.push(describe(el));
      if (offenders.length >= 5) break;
    }
    for (const el of Array.from(document.querySelectorAll("body *"))) {
      if (el.scrollWidth <= el.clientWidth + 1 || el.clientWidth === 0) continue;
      const overflow = getComputedStyle(el).overflowX;
      if (overflow !== "auto" && overflow !== "scroll") continue;
      if (el.closest("pre, .react-flow, [role=region][tabindex]")) continue;
      offenders.push(`${describe(el)} scrolls sideways (${el.scrollWidth} > ${el.clientWidth})`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, offenders };
  });
  expect(found.offenders, `${what}: elements past the right edge of a ${found.width} px screen`).toEqual([]);
  expect(found.scrollWidth, `${what}: the page scrolls sideways`).toBeLessThanOrEqual(found.width);
}

/**
 * An open dialog (or sheet) is inside the screen, nothing in it is wider than it, and the given
 * controls (its close button, its primary action) are on screen without scrolling sideways.
 */
export async function expectOnScreen(page: Page, box: Locator, what: string, controls: Locator[] = []): Promise<void> {
  const viewport = page.viewportSize()!;
  const rect = await box.boundingBox();
  if (!rect) throw new Error(`${what} is not laid out`);
  expect(rect.x, `${what}: left edge`).toBeGreaterThanOrEqual(-0.5);
  expect(rect.x + rect.width, `${what}: right edge`).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(rect.y + rect.height, `${what}: bottom edge`).toBeLessThanOrEqual(viewport.height + 0.5);
  const overflow = await box.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow, `${what}: content wider than its box`).toBeLessThanOrEqual(0);
  for (const control of controls) await expect(control, `${what}: a control off screen`).toBeInViewport({ ratio: 1 });
}

/** Whether the element at the middle of `box` belongs to it (nothing covers it). */
export async function expectOnTop(page: Page, box: Locator, what: string): Promise<void> {
  const onTop = await box.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height / 2, 20));
    return Boolean(hit && el.contains(hit));
  });
  expect(onTop, `${what} is covered by something else`).toBe(true);
}
