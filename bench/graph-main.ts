/**
 * `npm run bench:graph`: the conversation graph in a real Chromium at 100, 200, 1,000, 10,000 and
 * 100,000 nodes and a node with 2,000 children, figures printed against the targets of issues #10
 * and #21. The measuring code is bench/graph.ts
 * and bench/graph-canopy.ts; this file reads the flags, runs them and prints the report.
 *
 * It builds the app when needed (`next build`), seeds the trees with `canopy seed-tree` into its
 * own SQLite file (data/bench-graph.db), serves it with `next start` on BENCH_PORT (default 3202)
 * and drives Debian's chromium (CHROMIUM_PATH) through playwright-core.
 */
import { loadavg } from "node:os";
import { launchChromium, ms, profileInteractive } from "./graph";
import {
  canopyPage,
  defaultTitlePx,
  fetchNote,
  firstLoadJs,
  measureFanOut,
  measureSize,
  startCanopy,
  type FanOutFigures,
  type SizeFigures,
} from "./graph-canopy";

const USAGE = `npm run bench:graph -- [flags]
  --sizes 100,1000   tree sizes to measure (default 100,1000,10000,100000)
  --fans 2000        fan-out widths to measure: a node with that many children, opened at its
                     last child (default 2000; --fans 0 for none)
  --json             figures as JSON
  --reuse            keep the trees seeded by the previous run (data/bench-graph.json)
  --profile          where the time to interactive goes: navigation milestones, the app's
                     \`canopy:\` performance marks and the busiest functions of a CPU profile
  --help             this text`;

interface Flags {
  sizes: number[];
  fans: number[];
  json: boolean;
  reuse: boolean;
  profile: boolean;
  help: boolean;
}

function parseFlags(argv: string[]): Flags {
  const sizesAt = argv.indexOf("--sizes");
  const fansAt = argv.indexOf("--fans");
  return {
    sizes: sizesAt >= 0 ? argv[sizesAt + 1].split(",").map(Number) : [100, 1000, 10_000, 100_000],
    fans: (fansAt >= 0 ? argv[fansAt + 1].split(",").map(Number) : [2000]).filter((n) => n > 0),
    json: argv.includes("--json"),
    reuse: argv.includes("--reuse"),
    profile: argv.includes("--profile"),
    help: argv.includes("--help"),
  };
}

const kb = (v: number) => `${(v / 1024).toFixed(1)} kB`;
const mark = (ok: boolean) => (ok ? "ok  " : "MISS");

async function main({ sizes, fans, json, profile, reuse }: Flags) {
  const canopy = await startCanopy(sizes, {
    port: Number(process.env.BENCH_PORT ?? 3202),
    reuse,
    verbose: !json,
    fans,
  });
  const { seeded, server, target } = canopy;
  try {
    const browser = await launchChromium();
    const page = await canopyPage(browser, canopy);
    const figures: SizeFigures[] = [];
    for (const n of sizes) figures.push(await measureSize(page, canopy, n, { profile }));
    const fanFigures: FanOutFigures[] = [];
    for (const width of fans) fanFigures.push(await measureFanOut(page, canopy, width, { profile }));
    if (profile) for (const n of sizes) await profileInteractive(browser, page, n, seeded.get(n)!, target);
    const titlePx = await defaultTitlePx(page, seeded.get(200)!, target);
    const js = await firstLoadJs(browser, page, target.url(seeded.get(sizes[0])!));
    await browser.close();

    const bySize = new Map(figures.map((f) => [f.nodes, f]));
    const ratio =
      bySize.has(10_000) && bySize.has(100) ? bySize.get(10_000)!.interactiveMs / bySize.get(100)!.interactiveMs : NaN;
    if (json) {
      console.log(
        JSON.stringify(
          { figures, fanOuts: fanFigures, titlePx, firstLoadJs: js, loadRatio: ratio, loadAverage: loadavg() },
          null,
          2,
        ),
      );
      return;
    }
    console.log(
      `\nGraph benchmark (headless Chromium 1440x900, next start), load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
    console.log(
      "By the page's clock (what a user waits for; see openGraph and measureSize), with the bench's wall time in brackets (its own round trips to the browser included)",
    );
    console.log(
      "nodes   interactive          mounted  zoom x20 (20 steps)  pan 200px  select->chat        tree JSON (plain -> on the wire, encoding)",
    );
    for (const f of figures) {
      console.log(
        `${String(f.nodes).padEnd(7)} ${`${ms(f.interactiveMs)} (${ms(f.interactiveWallMs)})`.padEnd(20)} ${String(f.mountedNodes).padStart(7)}  ${`${ms(f.zoom20Ms)} (${ms(f.zoom20WallMs)})`.padEnd(19)}  ${ms(f.pan200Ms).padStart(9)}  ${`${ms(f.selectMs)} (${ms(f.selectWallMs)})`.padEnd(18)}  ${kb(f.treeJsonBytes)} -> ${kb(f.treeJsonGzipBytes)} (${f.treeEncoding})`,
      );
    }
    console.log(
      "\nBrowser main-thread task time of the same steps (CDP TaskDuration: less sensitive to a busy machine)",
    );
    console.log(
      "nodes   interactive  zoom x20   pan 200px   (server answered the page in; the tree's route: asked at, answered in, received at)",
    );
    for (const f of figures)
      console.log(
        `${String(f.nodes).padEnd(7)} ${ms(f.cpu.interactive).padStart(11)}  ${ms(f.cpu.zoom20).padStart(8)}  ${ms(f.cpu.pan200).padStart(9)}   ${ms(f.serverMs)}; tree ${ms(f.tree.askedAt)}, ${ms(f.tree.serverMs)}, ${ms(f.tree.receivedAt)}`,
      );
    if (fanFigures.length) {
      console.log("\nA wide fan-out (a node with N children), opened at its last child; page clock (bench wall)");
      console.log("children  interactive          mounted  current title  select->chat (main-thread task time)");
      for (const f of fanFigures)
        console.log(
          `${String(f.children).padEnd(9)} ${`${ms(f.interactiveMs)} (${ms(f.interactiveWallMs)})`.padEnd(20)} ${String(f.mountedNodes).padStart(7)}  ${`${f.titlePx.toFixed(1)} px`.padStart(13)}  ${ms(f.selectMs)} (${ms(f.selectWallMs)}) (${ms(f.selectCpuMs)})`,
        );
    }
    console.log("\nTargets");
    const t1k = bySize.get(1000);
    const t10k = bySize.get(10_000);
    if (t1k) {
      console.log(
        `${mark(t1k.interactiveMs < 600)} interactive at 1,000 nodes < 600 ms (issue 38; 499 ms at the end of round 2): ${ms(t1k.interactiveMs)} (bench wall ${ms(t1k.interactiveWallMs)})`,
      );
      console.log(
        `${mark(t1k.selectMs < 150)} click a node -> its chat at 1,000 nodes < 150 ms: ${ms(t1k.selectMs)} (bench wall ${ms(t1k.selectWallMs)}; ${fetchNote(t1k.selectFetch)})`,
      );
    }
    if (t10k) {
      console.log(
        `${mark(t10k.interactiveMs < 3000)} interactive at 10,000 nodes < 3 s: ${ms(t10k.interactiveMs)} (bench wall ${ms(t10k.interactiveWallMs)})`,
      );
      console.log(
        `${mark(t10k.zoom20Ms < 1000)} 20 wheel zoom steps at 10,000 nodes < 1 s: ${ms(t10k.zoom20Ms)} (bench wall ${ms(t10k.zoom20WallMs)})`,
      );
      console.log(`${mark(t10k.pan200Ms < 1000)} 200 px pan at 10,000 nodes < 1 s: ${ms(t10k.pan200Ms)}`);
      console.log(
        `${mark(t10k.selectMs < 150)} select -> chat at 10,000 nodes < 150 ms: ${ms(t10k.selectMs)} (bench wall ${ms(t10k.selectWallMs)})`,
      );
    }
    const t100k = bySize.get(100_000);
    if (t100k) {
      console.log(
        `${mark(t100k.interactiveMs < 2500)} interactive at 100,000 nodes < 2.5 s: ${ms(t100k.interactiveMs)} (bench wall ${ms(t100k.interactiveWallMs)})`,
      );
      console.log(
        `${mark(t100k.selectMs < 150)} select -> chat at 100,000 nodes < 150 ms: ${ms(t100k.selectMs)} (bench wall ${ms(t100k.selectWallMs)})`,
      );
    }
    for (const f of fanFigures) {
      console.log(
        `${mark(f.interactiveMs < 1000)} interactive with ${f.children.toLocaleString("en")} children < 1 s: ${ms(f.interactiveMs)} (bench wall ${ms(f.interactiveWallMs)})`,
      );
      console.log(
        `${mark(f.selectMs < 150)} click a node -> its chat with ${f.children.toLocaleString("en")} children < 150 ms: ${ms(f.selectMs)} (bench wall ${ms(f.selectWallMs)}, main-thread task time ${ms(f.selectCpuMs)}; ${fetchNote(f.selectFetch)})`,
      );
      console.log(
        `${mark(f.titlePx >= 12)} current title with ${f.children.toLocaleString("en")} children >= 12 px: ${f.titlePx.toFixed(1)} px`,
      );
    }
    if (Number.isFinite(ratio)) console.log(`${mark(ratio < 4)} load(10,000) / load(100) < 4: ${ratio.toFixed(2)}`);
    console.log(
      `${mark(titlePx >= 12)} current node's title at the default view of 200 nodes >= 12 px: ${titlePx.toFixed(1)} px`,
    );
    console.log(
      `${mark(js.gzipBytes < 300 * 1024)} first-load JS of the conversation page (gzipped) < 300 kB: ${kb(js.gzipBytes)} in ${js.files} files named by its HTML (${kb(js.totalGzipBytes)} in ${js.totalFiles} files with the chunks loaded after it)`,
    );
    console.log("(ChatTree side by side, same measuring code: npm run bench:graph:peer.)");
  } finally {
    server.kill("SIGTERM");
  }
}

const flags = parseFlags(process.argv.slice(2));
if (flags.help) console.log(USAGE);
else await main(flags);
