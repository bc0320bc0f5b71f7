/**
 * `tsx --conditions=react-server bench/graph-server.ts [--sizes 10000,100000]`: where the server's
 * time goes when it answers the graph page, step by step (the queries of getConversationGraphRows,
 * treeView, packTree and its JSON), on the trees bench:graph seeded (data/bench-graph.db and
 * data/bench-graph.json; run bench:graph once first). Prints the median of three runs per step.
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";

process.env.DATABASE_URL ??= "file:./data/bench-graph.db";

const argv = process.argv.slice(2);
const sizesAt = argv.indexOf("--sizes");
const sizes = sizesAt >= 0 ? argv[sizesAt + 1].split(",").map(Number) : [10_000, 100_000];
const seeded = new Map<number, string>(
  (JSON.parse(readFileSync("data/bench-graph.json", "utf8")) as { trees: [number, string][] }).trees,
);

async function main() {
  const { getConversationGraphRows } = await import("@/lib/db/queries/conversations");
  const { getConversationCounts, getConversationTree, treeView } = await import("@/lib/views/tree-view");
  const { packTree } = await import("@/lib/graph/tree-wire");
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const time = async <T>(work: () => Promise<T> | T): Promise<[T, number]> => {
    const started = performance.now();
    const out = await work();
    return [out, performance.now() - started];
  };
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  for (const n of sizes) {
    const id = seeded.get(n);
    if (!id) throw new Error(`No seeded ${n}-node tree in data/bench-graph.json`);
    const steps = new Map<string, number[]>();
    const add = (name: string, t: number) => steps.set(name, [...(steps.get(name) ?? []), t]);
    for (let run = 0; run < 3; run++) {
      const [, tWith] = await time(() => getConversationGraphRows(id));
      add("rows with counts (before)", tWith);
      const [rows, tRows] = await time(() => getConversationGraphRows(id, { counts: false }));
      add("getConversationGraphRows", tRows);
      const [tree, tView] = await time(() => treeView(rows, null));
      add("treeView", tView);
      const [packed, tPack] = await time(() => packTree(tree));
      add("packTree", tPack);
      const [, tJson] = await time(() => JSON.stringify(packed));
      add("JSON.stringify", tJson);
      const [, tAll] = await time(async () =>
        JSON.stringify(packTree(await getConversationTree(id, {}, { counts: false }))),
      );
      add("whole answer", tAll);
      const [, tCounts] = await time(async () => JSON.stringify(await getConversationCounts(id)));
      add("counts route (after)", tCounts);
    }
    console.log(`${n} nodes:`);
    for (const [name, ts] of steps) console.log(`  ${name.padEnd(26)} ${median(ts).toFixed(0).padStart(6)} ms`);
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
