import { contextTargetsMet, formatContextReport, runContextBench } from "./context";
import { formatKtReport, ktTargetsMet, runKtBench } from "./kt";

/**
 * `npm run bench`: every benchmark, figures printed (chat-turn throughput: bench/chat-throughput.ts). Flags: --json (machine-readable), --verbose
 * (list the misses), --seed N (another corpus), --strict (exit 1 when a target is missed),
 * --graph (also the graph benchmark in Chromium, bench/graph.ts; it builds and serves the app).
 */
const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(name);
const seedAt = argv.indexOf("--seed");
const seed = seedAt >= 0 ? Number(argv[seedAt + 1]) : undefined;
if (seed !== undefined && !Number.isInteger(seed)) {
  console.error("--seed needs an integer, e.g. --seed 7");
  process.exit(2);
}

const kt = await runKtBench({ seed });
if (!flag("--json")) console.log(formatKtReport(kt, flag("--verbose")));
const context = await runContextBench({ seed });
if (flag("--json")) console.log(JSON.stringify({ kt: { ...kt, failures: kt.failures.length }, context: { ...context, misses: context.misses.length } }, null, 2));
else console.log(`\n${formatContextReport(context, flag("--verbose"))}`);
if (flag("--strict") && !(ktTargetsMet(kt) && contextTargetsMet(context))) process.exitCode = 1;

{
  // Chat-turn throughput needs the react-server condition (lib/chat is server-only): its own process.
  const { execFileSync } = await import("node:child_process");
  execFileSync("npx", ["tsx", "--conditions=react-server", "bench/chat-throughput.ts", ...(flag("--json") ? ["--json"] : [])], { stdio: "inherit" });
}

if (flag("--graph")) {
  const { execFileSync } = await import("node:child_process");
  execFileSync("npx", ["tsx", "bench/graph.ts", ...(flag("--json") ? ["--json"] : [])], { stdio: "inherit" });
}
