/**
 * `npm run bench:graph:peer`: Canopy's conversation graph side by side with ChatTree's (Next.js +
 * React Flow 11, the nearest peer; https://github.com/bhc6/ChatTree) in the same run, on trees of
 * the same shape, measured by the same functions as `npm run bench:graph` (bench/graph.ts:
 * `measureGraph`): time to interactive after navigation, 20 wheel zoom steps, a 200 px pan.
 *
 * ChatTree is evaluation material, never part of this repository: extract and build it outside
 * (CHATTREE_DIR, default /work/peers/ChatTree; README "Benchmarks" says how). Without a built
 * copy the script says so and exits 0. ChatTree keeps every conversation in the browser's
 * localStorage (`chattree-chats`, `chattree-active-chat`, `chattree-<chatId>` = {nodes, edges,
 * selectedNodeId, nodeIdCounter}); its build is a static export (`out/`), served here by a small
 * static server on CHATTREE_PORT (default 3434). Canopy is served as in bench:graph on BENCH_PORT
 * (default 3424 here). Flags: --sizes 1000,3000 (default 1000,3000,10000), --reuse (Canopy's trees
 * of the previous run), --json.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { extname, join, normalize } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "@playwright/test";
import { launchChromium, measureGraph, pageProbe, type GraphFigures, type GraphTarget } from "./graph";
import { canopyPage, startCanopy } from "./graph-canopy";

const argv = process.argv.slice(2);
const sizesAt = argv.indexOf("--sizes");
const SIZES = sizesAt >= 0 ? argv[sizesAt + 1].split(",").map(Number) : [1000, 3000, 10_000];
const CHATTREE_DIR = process.env.CHATTREE_DIR ?? "/work/peers/ChatTree";
const CHATTREE_PORT = Number(process.env.CHATTREE_PORT ?? 3434);
const CHATTREE_BASE = `http://127.0.0.1:${CHATTREE_PORT}`;
const JSON_OUT = argv.includes("--json");

const outDir = join(CHATTREE_DIR, "out");
if (!existsSync(join(outDir, "index.html"))) {
  console.log(
    `bench:graph:peer skipped: no built ChatTree at ${CHATTREE_DIR} (expected its static export ${outDir}/index.html). ` +
      "Extract github.com/bhc6/ChatTree outside this repository, `npm ci` and `npx next build` there, or set CHATTREE_DIR.",
  );
  process.exit(0);
}

const { seedShape } = await import("@/lib/db/queries/seed-tree");

/**
 * ChatTree's single page; the graph is ready when a seeded (non-root) node has been measured by
 * React Flow (it hides nodes until then, and measures all nodes set together at once).
 */
const CHATTREE: GraphTarget = {
  url: () => `${CHATTREE_BASE}/`,
  graph: ".react-flow",
  ready: '.react-flow__node[data-id^="node-"][style*="visibility: visible"]',
  node: ".react-flow__node",
};

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".txt": "text/plain",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

/** Serves ChatTree's static export as a static host would (gzip when accepted); /__bench-seed is an empty page of the origin for seeding localStorage. */
function serveChatTree(): Promise<Server> {
  const gzipped = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", CHATTREE_BASE).pathname);
    if (path === "/__bench-seed") {
      res.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><title>seed</title>");
      return;
    }
    const file = [join(outDir, path), join(outDir, `${path}.html`), join(outDir, path, "index.html")]
      .map((f) => normalize(f))
      .find((f) => f.startsWith(outDir) && existsSync(f) && statSync(f).isFile());
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    const type = TYPES[extname(file)] ?? "application/octet-stream";
    if (/\bgzip\b/.test(String(req.headers["accept-encoding"])) && /text|javascript|json|svg/.test(type)) {
      if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(file)));
      res.writeHead(200, { "content-type": type, "content-encoding": "gzip" }).end(gzipped.get(file));
    } else res.writeHead(200, { "content-type": type }).end(readFileSync(file));
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(CHATTREE_PORT, "127.0.0.1", () => resolve(server));
  });
}

/**
 * A ChatTree conversation of `count` nodes with the shape of Canopy's `seed-tree` (`seedShape`:
 * same parents, same default branching and seed), each node one user/assistant exchange as
 * ChatTree stores it. ChatTree's root is its empty start node. Positions follow ChatTree's own
 * "Auto Layout / Tidy Tree" rule (each leaf 155 px wide, 90 px per level, a parent centred over
 * its leaves), so the tree opens as a ChatTree user would see it after tidying.
 */
function chatTreeState(count: number, chatId: string) {
  const parents = seedShape(count);
  const id = (i: number) => (i === 0 ? "root" : `node-${i}`);
  const children: number[][] = parents.map(() => []);
  parents.forEach((p, i) => p >= 0 && children[p].push(i));
  const leaves = new Array<number>(count).fill(0);
  for (let i = count - 1; i >= 0; i--)
    leaves[i] = children[i].length ? children[i].reduce((a, c) => a + leaves[c], 0) : 1;
  const position: { x: number; y: number }[] = new Array(count);
  const stack: [number, number, number][] = [[0, 0, 0]];
  while (stack.length) {
    const [i, xStart, depth] = stack.pop()!;
    position[i] = { x: xStart + (leaves[i] * 155) / 2 - 70, y: 30 + depth * 90 };
    let x = xStart;
    for (const c of children[i]) {
      stack.push([c, x, depth + 1]);
      x += leaves[c] * 155;
    }
  }
  const nodes = parents.map((_, i) => ({
    id: id(i),
    type: "chatNode",
    position: position[i],
    data:
      i === 0
        ? { isRoot: true, userMessage: "", assistantMessage: "", status: "complete" }
        : {
            messages: [
              { role: "user", content: `Question ${i}: what about topic ${i}?`, model: "offline" },
              {
                role: "assistant",
                content: `Answer ${i}: a short note on topic ${i}, enough to read in the graph.`,
                model: "offline",
              },
            ],
            title: `Topic ${i}`,
            status: "complete",
            isRoot: false,
            chatId,
          },
  }));
  const edges = parents.flatMap((p, i) =>
    p < 0
      ? []
      : [
          {
            id: `edge-${id(p)}-${id(i)}`,
            source: id(p),
            target: id(i),
            type: "smoothstep",
            style: { stroke: "var(--accent-blue)", strokeWidth: 2 },
          },
        ],
  );
  return { nodes, edges, selectedNodeId: id(count - 1), nodeIdCounter: count };
}

/** Replaces ChatTree's storage with one conversation of `count` nodes; false when localStorage refuses it (quota). */
async function seedChatTree(page: Page, count: number): Promise<{ ok: boolean; chars: number; error?: string }> {
  const chatId = `chat-bench-${count}`;
  const state = JSON.stringify(chatTreeState(count, chatId));
  await page.goto(`${CHATTREE_BASE}/__bench-seed`);
  return page.evaluate(
    ({ chatId, state, count }) => {
      localStorage.clear();
      const now = Date.now();
      try {
        localStorage.setItem(
          "chattree-settings",
          JSON.stringify({
            apiUrl: "",
            saveApiKey: false,
            panOnScroll: false,
            lockScrollOnNodeFocus: false,
            language: "en",
            themeMode: "dark",
          }),
        );
        localStorage.setItem(
          "chattree-chats",
          JSON.stringify([{ id: chatId, name: `Seeded tree (${count} nodes)`, createdAt: now, updatedAt: now }]),
        );
        localStorage.setItem("chattree-active-chat", chatId);
        localStorage.setItem(`chattree-${chatId}`, state);
        return { ok: true, chars: state.length };
      } catch (error) {
        return { ok: false, chars: state.length, error: String(error) };
      }
    },
    { chatId, state, count },
  );
}

async function chatTreePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  // Its analytics (PostHog) and anything else off this machine: refused at once, as offline.
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
  await context.addInitScript(pageProbe, CHATTREE.ready);
  return context.newPage();
}

const uptime = () => execFileSync("uptime", { encoding: "utf8" }).trim();
const ms = (v: number | undefined) => (v !== undefined && Number.isFinite(v) ? `${Math.round(v)} ms` : "n/a");

interface Row {
  nodes: number;
  canopy?: GraphFigures;
  chatTree?: GraphFigures;
  chatTreeNote?: string;
}

async function main() {
  const loadBefore = uptime();
  const canopy = await startCanopy(SIZES, {
    port: Number(process.env.BENCH_PORT ?? 3424),
    reuse: argv.includes("--reuse"),
    verbose: !JSON_OUT,
  });
  const { seeded, server } = canopy;
  const peer = await serveChatTree();
  const rows: Row[] = [];
  try {
    const browser = await launchChromium();
    const canopyTab = await canopyPage(browser, canopy);
    const chatTree = await chatTreePage(browser);
    for (const n of SIZES) {
      const row: Row = { nodes: n };
      rows.push(row);
      row.canopy = await measureGraph(canopyTab, seeded.get(n)!, canopy.target);
      const seed = await seedChatTree(chatTree, n);
      if (!seed.ok) {
        row.chatTreeNote = `not seeded: localStorage refused ${seed.chars} characters (${seed.error})`;
        continue;
      }
      try {
        row.chatTree = await measureGraph(chatTree, `chat-bench-${n}`, CHATTREE);
        const stored = await chatTree.evaluate(
          (key) => (JSON.parse(localStorage.getItem(key) ?? "{}") as { nodes?: unknown[] }).nodes?.length ?? 0,
          `chattree-chat-bench-${n}`,
        );
        if (stored !== n) row.chatTreeNote = `ChatTree kept ${stored} of ${n} nodes after the run`;
      } catch (error) {
        row.chatTreeNote = `failed: ${String(error).split("\n")[0]}`;
      }
      if (!JSON_OUT) console.log(`measured ${n} nodes`);
    }
    await browser.close();
  } finally {
    server.kill("SIGTERM");
    peer.close();
  }
  const loadAfter = uptime();
  if (JSON_OUT) {
    console.log(JSON.stringify({ rows, loadBefore, loadAfter }, null, 2));
    return;
  }
  console.log(
    `\nGraph: Canopy vs ChatTree, same run, same Chromium (headless, 1440x900), same measuring code (bench/graph.ts measureGraph)`,
  );
  console.log(`load before: ${loadBefore}\nload after:  ${loadAfter}`);
  console.log("By the page's clock (bench wall time in brackets); browser main-thread task time below");
  console.log(
    "nodes   app       interactive            mounted  zoom x20 (20 steps)   pan 200px   main thread: interactive / zoom / pan",
  );
  for (const r of rows) {
    for (const [app, f] of [
      ["Canopy", r.canopy],
      ["ChatTree", r.chatTree],
    ] as const) {
      if (!f) {
        console.log(`${String(r.nodes).padEnd(7)} ${app.padEnd(9)} ${r.chatTreeNote ?? "n/a"}`);
        continue;
      }
      console.log(
        `${String(r.nodes).padEnd(7)} ${app.padEnd(9)} ${`${ms(f.interactiveMs)} (${ms(f.interactiveWallMs)})`.padEnd(22)} ${String(f.mountedNodes).padStart(7)}  ${`${ms(f.zoom20Ms)} (${ms(f.zoom20WallMs)})`.padEnd(20)}  ${ms(f.pan200Ms).padStart(9)}   ${ms(f.cpu.interactive)} / ${ms(f.cpu.zoom20)} / ${ms(f.cpu.pan200)}`,
      );
    }
    if (r.chatTree && r.chatTreeNote) console.log(`        (ChatTree: ${r.chatTreeNote})`);
  }
  const c10k = rows.find((r) => r.nodes === 10_000)?.canopy;
  const ct3k = rows.find((r) => r.nodes === 3000)?.chatTree;
  if (c10k && ct3k) {
    const mark = (ok: boolean) => (ok ? "ok  " : "MISS");
    console.log(
      `\n${mark(c10k.zoom20Ms < 1000 && c10k.zoom20Ms < ct3k.zoom20Ms)} 20 zoom steps at 10,000 nodes < 1 s and faster than ChatTree at 3,000: ${ms(c10k.zoom20Ms)} vs ${ms(ct3k.zoom20Ms)}`,
    );
    console.log(
      `${mark(c10k.pan200Ms < 1000 && c10k.pan200Ms < ct3k.pan200Ms)} 200 px pan at 10,000 nodes < 1 s and faster than ChatTree at 3,000: ${ms(c10k.pan200Ms)} vs ${ms(ct3k.pan200Ms)}`,
    );
  }
}

await main();
