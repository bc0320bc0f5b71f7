/**
 * The graph benchmark's measuring code, the same for every graph app it drives: open a
 * conversation's graph and see it ready (`openGraph`), time to interactive, nodes mounted, 20 wheel
 * zoom steps and a 200 px pan (`measureGraph`), and with --profile where the time goes. Canopy under
 * the bench (build, seed, serve, sign in, its own figures) is bench/graph-canopy.ts; the mains are
 * bench/graph-main.ts (`npm run bench:graph`) and bench/graph-peer.ts (`npm run bench:graph:peer`).
 * Importing it does nothing: what a function needs (the target, the flags) is an argument.
 */
import { chromium, type Browser, type CDPSession, type Page } from "@playwright/test";
import { existsSync } from "node:fs";

/**
 * How the bench reaches a graph app's conversation graph and sees it ready: Canopy in
 * bench/graph-canopy.ts, ChatTree in bench/graph-peer.ts. Every figure is measured by the same
 * functions for both.
 */
export interface GraphTarget {
  /** The page that shows a conversation's graph. */
  url: (conversationId: string) => string;
  /** The graph's container: the wheel and the drag land on the React Flow pane inside it. */
  graph: string;
  /** Matches once the graph is ready with nodes on screen. */
  ready: string;
  /** One graph node in the DOM (counted after load). */
  node: string;
}

/** Whether the measuring functions also profile (--profile). */
export interface MeasureOptions {
  profile?: boolean;
}

/** What the bench measures the same way in Canopy and in ChatTree. */
export interface GraphFigures {
  /** By the page's clock: navigation start until the first frame with the graph ready and no long task in the way, ms. */
  interactiveMs: number;
  /** The same seen from the bench: goto until it observes the graph ready (adds its own round trips), ms. */
  interactiveWallMs: number;
  /** Graph nodes in the DOM after load (only what is on screen is mounted). */
  mountedNodes: number;
  /** Sum over 20 wheel steps of (wheel event -> the frame showing it painted), ms. */
  zoom20Ms: number;
  /** The bench's wall time for the same 20 steps, its round trips between steps included, ms. */
  zoom20WallMs: number;
  pan200Ms: number;
  /** Main-thread task time of the browser (CDP TaskDuration) during the same three steps, ms: less sensitive to a busy machine than wall time. */
  cpu: { interactive: number; zoom20: number; pan200: number };
  /** Time the server took to answer the page (navigation timing: request start to the first byte), ms. */
  serverMs: number;
}

const frames = (page: Page) =>
  page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

/**
 * Installed in every page of the bench before its scripts run: long tasks, and the first frame
 * painted after the graph is ready with nodes on screen (a MessageChannel task queued from a
 * requestAnimationFrame callback runs after that frame's rendering).
 */
export function pageProbe(ready: string) {
  const probe = { longTasks: [] as [number, number][], ready: NaN, readyPainted: NaN };
  (window as unknown as { __bench: typeof probe }).__bench = probe;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: "longtask" });
  const observer = new MutationObserver(() => {
    if (!Number.isNaN(probe.ready) || !document.querySelector(ready)) return;
    probe.ready = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (probe.readyPainted = performance.now());
      channel.port2.postMessage(0);
    });
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-ready"] });
}

/**
 * Opens the conversation page. `wall`: from the bench's goto until the graph is seen ready, as the
 * bench observes it (includes the bench's round trips to the browser). `inPage`: what a user sees,
 * by the page's own clock: from navigation start until the first frame painted with the graph
 * ready, or later while long tasks keep the main thread from answering a click within 50 ms.
 */
export async function openGraph(
  page: Page,
  conversationId: string,
  target: GraphTarget,
): Promise<{ wall: number; inPage: number; painted: number }> {
  const started = performance.now();
  await page.goto(target.url(conversationId), { waitUntil: "commit" });
  await page.waitForSelector(target.ready, { timeout: 120_000 });
  await frames(page);
  const wall = performance.now() - started;
  // Long tasks right after the first frame still delay the first click: give them time to show.
  await page.waitForFunction(
    () => !Number.isNaN((window as unknown as { __bench: { readyPainted: number } }).__bench.readyPainted),
  );
  await page.waitForTimeout(400);
  const { inPage, painted } = await page.evaluate(() => {
    const probe = (window as unknown as { __bench: { longTasks: [number, number][]; readyPainted: number } }).__bench;
    let settled = probe.readyPainted;
    for (const [start, duration] of [...probe.longTasks].sort((a, b) => a[0] - b[0]))
      if (start <= settled + 50) settled = Math.max(settled, start + duration);
    return { inPage: settled, painted: probe.readyPainted };
  });
  return { wall, inPage, painted };
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

/**
 * --profile: one navigation to the graph under a Chromium trace. Prints the page's milestones
 * (navigation timing, first paint, the app's `canopy:` marks and measures, when the graph was
 * ready) and the renderer main thread's self time by trace event (script, style, layout, paint, GC...).
 */
export async function profileInteractive(
  browser: Browser,
  page: Page,
  nodes: number,
  conversationId: string,
  target: GraphTarget,
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 500 });
  await cdp.send("Profiler.start");
  await settle(page);
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing"],
  });
  const { wall, inPage } = await openGraph(page, conversationId, target);
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };
  const { profile } = (await cdp.send("Profiler.stop")) as { profile: CpuProfile };
  await cdp.detach();
  const milestones = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const list: [string, number, number?][] = [
      ["request start", nav.requestStart],
      ["first byte", nav.responseStart],
      ["HTML received", nav.responseEnd],
      ["DOMContentLoaded", nav.domContentLoadedEventEnd],
      ["load event", nav.loadEventEnd],
    ];
    for (const p of performance.getEntriesByType("paint")) list.push([p.name, p.startTime]);
    for (const r of performance.getEntriesByType("resource") as PerformanceResourceTiming[]) {
      // "link": a preload of the page's head (Canopy's tree), answered to a later fetch of the same URL.
      if (r.initiatorType === "fetch" || r.initiatorType === "link") {
        const what = `${r.initiatorType} ${new URL(r.name).pathname}`;
        list.push([what, r.startTime, r.duration]);
        if (r.initiatorType === "link") list.push([`${what}: first byte`, r.responseStart]);
      }
    }
    const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter(
      (r) => r.initiatorType === "script",
    );
    if (scripts.length)
      list.push([`last of ${scripts.length} scripts loaded`, Math.max(...scripts.map((r) => r.responseEnd))]);
    for (const m of performance.getEntriesByType("mark"))
      if (m.name.startsWith("canopy:")) list.push([m.name, m.startTime]);
    for (const m of performance.getEntriesByType("measure"))
      if (m.name.startsWith("canopy:")) list.push([m.name, m.startTime, m.duration]);
    const probe = (
      window as unknown as { __bench?: { longTasks: [number, number][]; ready: number; readyPainted: number } }
    ).__bench;
    if (probe) {
      list.push(
        ["graph ready (data-ready and a node in the DOM)", probe.ready],
        ["first frame painted with the graph ready", probe.readyPainted],
      );
      for (const [start, duration] of probe.longTasks) list.push(["long task", start, duration]);
    }
    return list.sort((a, b) => a[1] - b[1]);
  });
  const self = mainThreadSelfTime(trace.traceEvents);
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(
    `\nProfile of the navigation at ${nodes} nodes: ${ms(inPage)} interactive by the page's clock, ${ms(wall)} bench wall, ${ms(total / 1000)} on the renderer main thread`,
  );
  for (const [name, at, dur] of milestones)
    console.log(`  ${ms(at).padStart(8)}  ${name}${dur !== undefined ? ` (${ms(dur)})` : ""}`);
  printSelfTime(self);
  printBusiest(profile);
}

/**
 * The renderer main thread's self time by trace event name (script, style, layout, paint, GC...), in
 * microseconds: nested complete events, each minus its children.
 */
function mainThreadSelfTime(traceEvents: TraceEvent[]): Map<string, number> {
  const threads = new Map<string, string>();
  for (const e of traceEvents)
    if (e.ph === "M" && e.name === "thread_name" && e.args?.name) threads.set(`${e.pid}:${e.tid}`, e.args.name);
  const busy = new Map<string, number>();
  for (const e of traceEvents) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph === "X" && threads.get(key) === "CrRendererMain") busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const events = traceEvents
    .filter((e) => e.ph === "X" && `${e.pid}:${e.tid}` === main && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const self = new Map<string, number>();
  const stack: { end: number; name: string }[] = [];
  for (const e of events) {
    while (stack.length && stack.at(-1)!.end <= e.ts) stack.pop();
    const name =
      e.name === "FunctionCall" || e.name === "EvaluateScript"
        ? `${e.name} ${(e.args?.data?.url ?? "").split("/").at(-1) || "(inline)"}`
        : e.name;
    self.set(name, (self.get(name) ?? 0) + e.dur!);
    if (stack.length) self.set(stack.at(-1)!.name, self.get(stack.at(-1)!.name)! - e.dur!);
    stack.push({ end: e.ts + e.dur!, name });
  }
  return self;
}

function printSelfTime(self: Map<string, number>, top = 14): void {
  console.log("  main-thread self time by event:");
  for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${ms(us / 1000).padStart(8)}  ${name}`);
}

/**
 * --profile of one step (a click and what it shows): `run` under a sampled CPU profile; prints the
 * busiest functions.
 */
export async function profileStep(page: Page, label: string, run: () => Promise<void>): Promise<void> {
  // A CPU profile only: a trace on top of it (as profileInteractive takes) tripled a click's time.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 250 });
  await cdp.send("Profiler.start");
  await run();
  const { profile } = (await cdp.send("Profiler.stop")) as { profile: CpuProfile };
  await cdp.detach();
  console.log(`\nProfile of ${label}:`);
  printBusiest(profile, 30);
}

type CpuProfile = Awaited<ReturnType<CDPSession["send"]>> & {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
};

/**
 * The busiest functions of a sampled CPU profile (names are minified in a production build:
 * file:line:column point into .next/static/chunks, where the code around it names the module).
 */
function printBusiest(profile: CpuProfile, top = 25): void {
  const selfByNode = new Map<number, number>();
  profile.samples?.forEach((id, i) => selfByNode.set(id, (selfByNode.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0)));
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const key = `${functionName || "(anonymous)"} ${url.split("/").at(-1) ?? ""}:${lineNumber + 1}:${columnNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + (selfByNode.get(node.id) ?? 0));
  }
  console.log("  busiest functions (CPU profile self time):");
  for (const [name, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${ms(us / 1000).padStart(8)}  ${name}`);
}

/** A point of the empty canvas (the pane), for panning without dragging a node. */
async function panePoint(page: Page, graph: string): Promise<{ x: number; y: number }> {
  return page.evaluate((graph) => {
    const box = document.querySelector(graph)!.getBoundingClientRect();
    for (let y = box.top + 60; y < box.bottom - 20; y += 17) {
      for (let x = box.left + 20; x < box.right - 20; x += 23) {
        const hit = document.elementFromPoint(x, y);
        if (hit?.classList.contains("react-flow__pane")) return { x, y };
      }
    }
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }, graph);
}

/**
 * Waits until the page has finished its background requests (no new one completed for 600 ms):
 * the next navigation is measured from a quiet page, not against the server still answering the
 * previous one (its link prefetches, memory gauge and chat prefetches).
 */
export async function settle(page: Page): Promise<void> {
  let seen = -1;
  for (let i = 0; i < 30; i++) {
    const count = await page.evaluate(() => performance.getEntriesByType("resource").length);
    if (count === seen) return;
    seen = count;
    await page.waitForTimeout(600);
  }
}

/**
 * Time to interactive after navigation, nodes mounted, 20 wheel zoom steps and a 200 px pan of one
 * conversation's graph, in the page's own clock and in browser main-thread time.
 */
export async function measureGraph(
  page: Page,
  conversationId: string,
  target: GraphTarget,
  { profile = false }: MeasureOptions = {},
): Promise<GraphFigures> {
  // Warm the server's route once (the first compile of a page is not what users see).
  await openGraph(page, conversationId, target);
  await settle(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  const taskMs = async () =>
    1000 * ((await cdp.send("Performance.getMetrics")).metrics.find((m) => m.name === "TaskDuration")?.value ?? NaN);
  let cpu0 = await taskMs();
  const opened = await openGraph(page, conversationId, target);
  const cpuInteractive = (await taskMs()) - cpu0;
  const serverMs = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    return nav.responseStart - nav.requestStart;
  });
  const mountedNodes = await page.locator(target.node).count();

  // 20 wheel steps (10 out, 10 back in), real input events. What a user waits for is each step's
  // time from the wheel event (its time stamp: when the browser received it) to the end of the
  // frame that shows it; the sum over the steps is the figure. The bench's own round trips between
  // steps (sending the next event, seeing the frame) are not the app's time: `wall` keeps them.
  await page.evaluate(() => {
    const steps: number[] = [];
    (window as unknown as { __wheelSteps: number[] }).__wheelSteps = steps;
    window.addEventListener(
      "wheel",
      (event) => {
        const at = event.timeStamp;
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => steps.push(performance.now() - at);
          channel.port2.postMessage(0);
        });
      },
      { capture: true, passive: true },
    );
  });
  const start = await panePoint(page, target.graph);
  await page.mouse.move(start.x, start.y);
  if (profile) {
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 500 });
    await cdp.send("Profiler.start");
  }
  let t = performance.now();
  cpu0 = await taskMs();
  for (let i = 0; i < 20; i++) {
    await page.mouse.wheel(0, i < 10 ? 120 : -120);
    await page.waitForFunction(
      (n) => (window as unknown as { __wheelSteps: number[] }).__wheelSteps.length >= n,
      i + 1,
      { polling: 10 },
    );
  }
  const zoom20WallMs = performance.now() - t;
  const cpuZoom = (await taskMs()) - cpu0;
  const zoom20Ms = await page.evaluate(() =>
    (window as unknown as { __wheelSteps: number[] }).__wheelSteps.reduce((a, b) => a + b, 0),
  );
  if (profile) {
    const { profile } = (await cdp.send("Profiler.stop")) as { profile: CpuProfile };
    console.log(
      `\nZoom x20 at ${target.url(conversationId)}: ${ms(zoom20Ms)} by the page's clock, ${ms(cpuZoom)} main-thread task time`,
    );
    printBusiest(profile, 15);
  }

  const from = await panePoint(page, target.graph);
  t = performance.now();
  cpu0 = await taskMs();
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(from.x + 20 * i, from.y, { steps: 1 });
  await page.mouse.up();
  await frames(page);
  const pan200Ms = performance.now() - t;
  const cpuPan = (await taskMs()) - cpu0;
  await cdp.detach();
  return {
    interactiveMs: opened.inPage,
    interactiveWallMs: opened.wall,
    mountedNodes,
    zoom20Ms,
    zoom20WallMs,
    pan200Ms,
    cpu: { interactive: cpuInteractive, zoom20: cpuZoom, pan200: cpuPan },
    serverMs,
  };
}

/** A duration for the report: whole milliseconds, or "n/a". */
export const ms = (v: number) => (Number.isFinite(v) ? `${Math.round(v)} ms` : "n/a");

/** Debian's chromium (CHROMIUM_PATH), headless, as every graph bench drives it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium")
      ? (process.env.CHROMIUM_PATH ?? "/usr/bin/chromium")
      : undefined,
    args: [
      "--no-sandbox",
      "--headless",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}
