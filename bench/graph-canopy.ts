/**
 * Canopy under the graph benchmark: `startCanopy` builds the app when needed (`next build`), seeds
 * the trees with `canopy seed-tree` into its own SQLite file (data/bench-graph.db) and serves it
 * with `next start`; `canopyPage` signs the bench's admin in; `measureSize` adds Canopy's own
 * figures (select -> chat, the tree JSON on the wire) to bench/graph.ts's `measureGraph`.
 * Importing it does nothing: the port and the flags are arguments.
 */
import type { Browser, BrowserContext, Page, Response } from "@playwright/test";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import {
  measureGraph,
  ms,
  openGraph,
  pageProbe,
  profileStep,
  settle,
  type GraphFigures,
  type GraphTarget,
  type MeasureOptions,
} from "./graph";

/** Canopy served at `base` (http://127.0.0.1:port). */
export function canopyTarget(base: string): GraphTarget {
  return {
    url: (conversationId) => `${base}/c/${conversationId}`,
    graph: '[data-testid="conversation-graph"]',
    ready: '[data-testid="conversation-graph"][data-ready="true"] [data-testid="graph-node"]',
    node: '[data-testid="graph-node"]',
  };
}

/** How the bench serves Canopy: the mains read these from their flags and BENCH_PORT. */
export interface CanopyOptions {
  /** The port of `next start`. */
  port: number;
  /** Keep the trees seeded by the previous run (--reuse; data/bench-graph.json). */
  reuse: boolean;
  /** Print progress (the seeding times); off for --json. */
  verbose: boolean;
  /** Fan-out widths to seed besides the trees (a node with that many children each). */
  fans?: number[];
}

/** Canopy as `startCanopy` serves it: where, as whom, the seeded trees by size, the server process. */
export interface Canopy {
  base: string;
  target: GraphTarget;
  /** The account that owns the seeded trees and signs in to the browser. */
  admin: { email: string; password: string };
  /** Conversation id per tree size. */
  seeded: Map<number, string>;
  /** Conversation id per fan-out width (a node with that many children, `seed-tree --shape fan`). */
  fans: Map<number, string>;
  server: ChildProcess;
}

const DB = "file:./data/bench-graph.db";
/**
 * The environment of the app and the CLI under the bench: its own database, no telemetry, and a
 * tree-load limit its one user does not reach: a load counts one per 1,000 nodes against 120 a
 * minute (lib/auth/rate-limit.ts), so the 100,000-node tree's second load (the measured one, after
 * the warm-up) was refused and the bench waited 120 s for a graph that never came.
 */
const benchEnv = () => ({
  ...process.env,
  RATE_LIMIT_TREE: process.env.RATE_LIMIT_TREE ?? "100000",
  DATABASE_URL: DB,
  NEXT_TELEMETRY_DISABLED: "1",
  CHECKPOINT_DISABLE: "1",
});
/** What --reuse keeps between runs: the admin's password and the seeded conversations. */
const SEEDED_FILE = "data/bench-graph.json";
type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
/** The page's cookies as a Cookie header (the signed-in session, for requests outside the browser). */
const cookieHeader = async (page: Page) =>
  (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");

export interface SizeFigures extends GraphFigures {
  nodes: number;
  /** Click event on a node until the frame showing its chat's messages is painted (page clock), ms. */
  selectMs: number;
  /** Main-thread task time of the browser (CDP TaskDuration) from the click until the bench saw the chat, ms. */
  selectCpuMs: number;
  selectFetch: SelectFetch | null;
  /** The same from the bench: Playwright's click (with its actionability checks) until it sees the messages, ms. */
  selectWallMs: number;
  treeJsonBytes: number;
  treeJsonGzipBytes: number;
  treeEncoding: string;
  /** The tree's route, preloaded by the page: asked at (navigation clock), answered in (request to first byte), received at, ms. */
  tree: { askedAt: number; serverMs: number; receivedAt: number };
}

function sh(args: string[]): string {
  return execFileSync("npx", args, { env: benchEnv(), encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
}

export async function waitForServer(base: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      const r = await fetch(base);
      if (r.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`next start did not answer on ${base}`);
}

/** The tree JSON as the browser would get it: bytes on the wire with gzip accepted, and its encoding. */
async function treeOnWire(
  page: Page,
  base: string,
  conversationId: string,
): Promise<{ wire: number; encoding: string; raw: number }> {
  const cookie = await cookieHeader(page);
  return new Promise((resolve, reject) => {
    // As the browser asks for it (lib/query/options.ts): packed, gzipped by the route itself.
    const req = request(
      `${base}/api/conversations/${conversationId}/tree?packed=gzip`,
      { headers: { "accept-encoding": "gzip", cookie } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", async () => {
          const wire = Buffer.concat(chunks).length;
          const raw = (
            await (
              await fetch(`${base}/api/conversations/${conversationId}/tree`, {
                headers: { "accept-encoding": "identity", cookie },
              })
            ).arrayBuffer()
          ).byteLength;
          resolve({
            wire,
            encoding: String(
              res.headers["x-packed-encoding"]
                ? `packed, ${res.headers["x-packed-encoding"]}`
                : (res.headers["content-encoding"] ?? "none"),
            ),
            raw,
          });
        });
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** Canopy's figures at one size: `measureGraph`, then select -> chat and the tree JSON on the wire. */
export async function measureSize(
  page: Page,
  canopy: Canopy,
  nodes: number,
  options: MeasureOptions = {},
): Promise<SizeFigures> {
  const conversationId = canopy.seeded.get(nodes)!;
  const graph = await measureGraph(page, conversationId, canopy.target, options);
  // The measured navigation's request for the tree (the page's preload of it).
  const tree = await page.evaluate(() => {
    const r = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find((e) =>
      /\/api\/conversations\/[^/]+\/tree/.test(e.name),
    );
    return r
      ? { askedAt: r.startTime, serverMs: r.responseStart - r.requestStart, receivedAt: r.responseEnd }
      : { askedAt: NaN, serverMs: NaN, receivedAt: NaN };
  });

  const { selectMs, selectWallMs, selectCpuMs, selectFetch } = await selectToChat(
    page,
    options.profile ? `select -> chat at ${nodes} nodes` : undefined,
  );

  const wire = await treeOnWire(page, canopy.base, conversationId);
  return {
    nodes,
    ...graph,
    selectMs,
    selectWallMs,
    selectCpuMs,
    selectFetch,
    treeJsonBytes: wire.raw,
    treeJsonGzipBytes: wire.wire,
    treeEncoding: wire.encoding,
    tree,
  };
}

/**
 * Click -> chat on a node on screen that is not the selected one: from the click event's time stamp
 * to the end of the first frame that shows the node's messages, by the page's clock; `wall` adds
 * Playwright's actionability checks and polling; `cpu` the browser's main-thread task time over the
 * same (CDP TaskDuration). NaN when no such node is on screen. With `profile` (a label), the click
 * runs under a trace and a CPU profile (--profile) and where its time went is printed.
 */
export async function selectToChat(
  page: Page,
  profile?: string,
): Promise<{ selectMs: number; selectWallMs: number; selectCpuMs: number; selectFetch: SelectFetch | null }> {
  let t: number;
  // A node on screen that is not the selected one. After the zoom and pan steps the camera may
  // show no other node (far out, or the readable fit of a big tree shows the current path): as a
  // person would, press Fit, then zoom around the selection (in, then out) until one shows.
  const onScreen = () =>
    page.evaluate(() => {
      for (const el of document.querySelectorAll<HTMLElement>('[data-testid="graph-node"][data-selected="false"]')) {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        if (hit && el.contains(hit)) return el.dataset.nodeId ?? null;
      }
      return null;
    });
  let target = await onScreen();
  for (const button of [
    "graph-fit",
    "graph-zoom-in",
    "graph-zoom-in",
    "graph-zoom-out",
    "graph-zoom-out",
    "graph-zoom-out",
  ]) {
    if (target) break;
    const control = page.getByTestId(button);
    if (!(await control.isVisible())) break;
    const before = await viewportTransform(page);
    await control.click();
    // The camera moves (or was there already); then the mounted nodes follow.
    await page
      .waitForFunction(
        (was) => document.querySelector<HTMLElement>(".react-flow__viewport")?.style.transform !== was,
        before,
        { timeout: 2000 },
      )
      .catch(() => undefined);
    await settle(page);
    target = await onScreen();
  }
  let selectMs = NaN;
  let selectWallMs = NaN;
  let selectCpuMs = NaN;
  let selectFetch: SelectFetch | null = null;
  if (target) {
    await page.evaluate((id) => {
      const probe = { clicked: NaN, shown: NaN };
      (window as unknown as { __select: typeof probe }).__select = probe;
      window.addEventListener("click", (event) => void (probe.clicked = event.timeStamp), {
        capture: true,
        once: true,
      });
      const selector = `[data-testid="chat-panel"][data-node-id="${id}"] [data-testid="message"]`;
      const observer = new MutationObserver(() => {
        if (!document.querySelector(selector)) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => (probe.shown = performance.now());
          channel.port2.postMessage(0);
        });
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    }, target);
    const node = page.locator(`[data-testid="graph-node"][data-node-id="${target}"]`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Performance.enable");
    const taskMs = async () =>
      1000 * ((await cdp.send("Performance.getMetrics")).metrics.find((m) => m.name === "TaskDuration")?.value ?? NaN);
    const click = async () => {
      const cpu0 = await taskMs();
      t = performance.now();
      await node.click();
      await page.waitForSelector(`[data-testid="chat-panel"][data-node-id="${target}"] [data-testid="message"]`);
      selectWallMs = performance.now() - t;
      selectCpuMs = (await taskMs()) - cpu0;
    };
    if (profile) await profileStep(page, profile, click);
    else await click();
    await cdp.detach();
    await page.waitForFunction(
      () => !Number.isNaN((window as unknown as { __select: { shown: number } }).__select.shown),
    );
    ({ selectMs, selectFetch } = await page.evaluate((id) => {
      const probe = (window as unknown as { __select: { clicked: number; shown: number } }).__select;
      // The node's chat: asked for after the click (not loaded ahead), when and how long the server took.
      const asked = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).findLast(
        (r) => new URL(r.name).pathname === `/api/nodes/${id}` && r.startTime >= probe.clicked - 1000,
      );
      return {
        selectMs: probe.shown - probe.clicked,
        selectFetch: asked
          ? {
              askedAfter: asked.startTime - probe.clicked,
              serverMs: asked.responseStart - asked.requestStart,
              receivedAfter: asked.responseEnd - probe.clicked,
            }
          : null,
      };
    }, target));
    if (profile) {
      // What else the server was answering around the click (its chat waits behind it).
      const around = await page.evaluate(() => {
        const clicked = (window as unknown as { __select: { clicked: number } }).__select.clicked;
        return (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
          .filter((r) => r.responseEnd >= clicked - 200 && r.startTime <= clicked + 1500)
          .map(
            (r) =>
              `${Math.round(r.startTime - clicked)}..${Math.round(r.responseEnd - clicked)} ms ${r.initiatorType} ${new URL(r.name).pathname}`,
          );
      });
      console.log(`  requests around the click (ms from the click):\n    ${around.join("\n    ")}`);
    }
  }

  return { selectMs, selectWallMs, selectCpuMs, selectFetch };
}

/**
 * The clicked node's chat request when it was asked for around the click (not already loaded
 * ahead): from the click (hover 1 s before included: a pointer on a node starts it), ms.
 */
export interface SelectFetch {
  askedAfter: number;
  serverMs: number;
  receivedAfter: number;
}

/** A select's chat request for the report: "asked +x, server y, received +z" or "loaded ahead". */
export const fetchNote = (f: SelectFetch | null) =>
  f
    ? `chat asked ${ms(f.askedAfter)} after the click, server ${ms(f.serverMs)}, received at ${ms(f.receivedAfter)}`
    : "chat loaded ahead";

/** The graph camera's CSS transform now (it changes when a zoom lands). */
const viewportTransform = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLElement>(".react-flow__viewport")?.style.transform ?? "");

/** A wide fan-out opened at one of its children, by the page's clock (see `openGraph`). */
export interface FanOutFigures {
  children: number;
  interactiveMs: number;
  interactiveWallMs: number;
  /** The current node's title as drawn (font size times zoom), CSS px. */
  titlePx: number;
  mountedNodes: number;
  selectMs: number;
  selectWallMs: number;
  selectCpuMs: number;
  selectFetch: SelectFetch | null;
}

/**
 * The workspace of a node with `children` children, opened at its last child (the case: a
 * ChatGPT import with many regenerations answered HTTP 500 on every load, even opened at a child):
 * time to interactive, the current title's size, nodes mounted, and click -> chat.
 */
export async function measureFanOut(
  page: Page,
  canopy: Canopy,
  children: number,
  options: MeasureOptions = {},
): Promise<FanOutFigures> {
  const conversationId = canopy.fans.get(children)!;
  const response = await fetch(`${canopy.base}/api/conversations/${conversationId}/tree`, {
    headers: { cookie: await cookieHeader(page) },
  });
  const tree = (await response.json()) as { nodes: { id: string }[] };
  const last = tree.nodes.at(-1)!.id;
  const target: GraphTarget = { ...canopy.target, url: (id) => `${canopy.target.url(id)}?node=${last}` };
  // Warm the route once, as measureGraph does, then measure from a quiet page.
  await openGraph(page, conversationId, target);
  await settle(page);
  const opened = await openGraph(page, conversationId, target);
  const titlePx = await selectedTitlePx(page);
  const mountedNodes = await page.locator(target.node).count();
  const { selectMs, selectWallMs, selectCpuMs, selectFetch } = await selectToChat(
    page,
    options.profile ? `select -> chat with ${children} children` : undefined,
  );
  return {
    children,
    interactiveMs: opened.inPage,
    interactiveWallMs: opened.wall,
    titlePx,
    mountedNodes,
    selectMs,
    selectWallMs,
    selectCpuMs,
    selectFetch,
  };
}

/** Rendered size of the selected node's title at the default view (CSS px on screen). */
export async function defaultTitlePx(page: Page, conversationId: string, target: GraphTarget): Promise<number> {
  await openGraph(page, conversationId, target);
  return selectedTitlePx(page);
}

/** Rendered size of the selected node's title as the page shows it now (CSS px on screen; 0 when not mounted). */
export async function selectedTitlePx(page: Page): Promise<number> {
  return page.evaluate(() => {
    const title = document.querySelector<HTMLElement>(
      '[data-testid="graph-node"][data-selected="true"] [data-testid="graph-node-title"]',
    );
    if (!title) return 0;
    const viewport = document.querySelector<HTMLElement>(".react-flow__viewport")!;
    const zoom = new DOMMatrixReadOnly(getComputedStyle(viewport).transform).a;
    return Number.parseFloat(getComputedStyle(title).fontSize) * zoom;
  });
}

/**
 * JavaScript of the conversation page, gzipped (as served), in a fresh context (nothing cached).
 * `first` counts the scripts the page's HTML names (what it needs to start: Next's "first load JS");
 * `total` adds the chunks loaded on demand afterwards until the network is idle (the lazily loaded
 * chat and Markdown code). `page`: signed in (its session is the fresh context's).
 */
export async function firstLoadJs(
  browser: Browser,
  page: Page,
  url: string,
): Promise<{ files: number; gzipBytes: number; totalFiles: number; totalGzipBytes: number }> {
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const onResponse = async (response: Response) => {
    if (response.request().resourceType() !== "script") return;
    try {
      sizes.set(new URL(response.url()).pathname, gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      /* a script aborted by navigation */
    }
  };
  const storageState = await page.context().storageState();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState });
  const fresh = await context.newPage();
  fresh.on("response", (r) => void pending.push(onResponse(r)));
  const document = await fresh.goto(url, { waitUntil: "load" });
  const html = (await document?.text()) ?? "";
  await fresh.waitForLoadState("networkidle");
  await Promise.all(pending);
  await context.close();
  const named = new Set([...html.matchAll(/\/_next\/static\/[^"'\s]+?\.js/g)].map((m) => m[0]));
  const first = [...sizes].filter(([path]) => named.has(path));
  const sum = (list: [string, number][]) => list.reduce((a, [, b]) => a + b, 0);
  return { files: first.length, gzipBytes: sum(first), totalFiles: sizes.size, totalGzipBytes: sum([...sizes]) };
}

/** Signs the admin in through /login, as a person would; the session for every later context. */
async function signIn(browser: Browser, canopy: Canopy): Promise<StorageState> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${canopy.base}/login`);
  await page.getByLabel("Email").fill(canopy.admin.email);
  await page.getByLabel("Password").fill(canopy.admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  const state = await context.storageState();
  await context.close();
  return state;
}

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(path)
      .filter((name) => name !== "generated")
      .map((name) => newestMtime(join(path, name))),
  );
}

/** The build is stale when a source changed after it was made (as scripts/e2e-server.mjs decides). */
export function buildIsStale(): boolean {
  const sources = ["app", "components", "lib", "public", "next.config.mjs", "package-lock.json"].filter(existsSync);
  const built = existsSync(".next/BUILD_ID") ? statSync(".next/BUILD_ID").mtimeMs : 0;
  return built < Math.max(...sources.map(newestMtime));
}

/**
 * Builds Canopy when a source changed, seeds the trees of `sizes` (and the 200-node one) or, with
 * `reuse`, keeps those of the previous run, and serves it with `next start` on `port`.
 */
export async function startCanopy(
  sizes: number[],
  { port, reuse, verbose, fans: fanWidths = [] }: CanopyOptions,
): Promise<Canopy> {
  const env = benchEnv();
  if (buildIsStale()) execFileSync("node_modules/.bin/next", ["build"], { env, stdio: "inherit" });
  const seeded = new Map<number, string>();
  const kept =
    reuse && existsSync(SEEDED_FILE)
      ? (JSON.parse(readFileSync(SEEDED_FILE, "utf8")) as {
          password: string;
          trees: [number, string][];
          fans?: [number, string][];
        })
      : null;
  const fans = new Map<number, string>(kept?.fans ?? []);
  const admin = { email: "bench@example.com", password: kept?.password ?? `bench-${Date.now()}-graph` };
  if (kept) {
    for (const [n, id] of kept.trees) seeded.set(n, id);
  } else {
    for (const suffix of ["", "-journal", "-wal", "-shm"]) rmSync(`data/bench-graph.db${suffix}`, { force: true });
    execFileSync("node", ["scripts/setup.mjs"], { env, stdio: ["ignore", "ignore", "inherit"] });
    sh([
      "tsx",
      "--conditions=react-server",
      "cli/canopy.ts",
      "user",
      "create",
      "--email",
      admin.email,
      "--password",
      admin.password,
      "--json",
    ]);
  }
  const seed = (nodes: number, shape: "mixed" | "fan"): string => {
    const started = performance.now();
    const out = JSON.parse(
      sh([
        "tsx",
        "--conditions=react-server",
        "cli/canopy.ts",
        "seed-tree",
        "--user",
        admin.email,
        "--project",
        "Graph bench",
        "--nodes",
        String(nodes),
        "--shape",
        shape,
        "--json",
      ])
        .trim()
        .split("\n")
        .at(-1)!,
    );
    if (verbose)
      console.log(`seed-tree ${nodes} nodes (${shape}): ${ms(performance.now() - started)} (with CLI start-up)`);
    return out.conversationId;
  };
  for (const n of [...new Set([...sizes, 200])]) if (!seeded.has(n)) seeded.set(n, seed(n, "mixed"));
  // The root, the node that fans out, and its children.
  for (const width of fanWidths) if (!fans.has(width)) fans.set(width, seed(width + 2, "fan"));
  writeFileSync(SEEDED_FILE, JSON.stringify({ password: admin.password, trees: [...seeded], fans: [...fans] }));

  const base = `http://127.0.0.1:${port}`;
  const server = spawn("node_modules/.bin/next", ["start", "-p", String(port), "-H", "127.0.0.1"], {
    env,
    stdio: "ignore",
  });
  try {
    await waitForServer(base);
  } catch (error) {
    server.kill("SIGTERM");
    throw error;
  }
  return { base, target: canopyTarget(base), admin, seeded, fans, server };
}

/** A page of Canopy signed in as the bench's admin, with the bench's probe installed (1440x900). */
export async function canopyPage(browser: Browser, canopy: Canopy): Promise<Page> {
  const storageState = await signIn(browser, canopy);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState });
  await context.addInitScript(pageProbe, canopy.target.ready);
  return context.newPage();
}
