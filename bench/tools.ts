// Tool calls in a turn (issue 34): Canopy's own overhead per call (the tool and the model excluded)
// and what a 20,000-token result adds to the node's next prompt. Run: npm run bench:tool-calls [-- --json]
//
// - overhead: a call's `execute` as the turn's tool loop runs it (lib/chat/tool-loop.ts: the tool
//   item written before the call, the result written after it), against an in-memory tool that
//   answers at once; its own time (the tool's `ms`) is subtracted. Target < 20 ms per call.
// - growth: one turn of the offline engine with `/tool fs.big {}` whose result is 20,000 tokens: the
//   node's window grows by the tool item (its condensed note), the aside holds the whole result, and
//   the next turn's prompt is compared with the same turn in a node whose call returned 20 tokens.
//   Target < 500 tokens.
import { scriptDatabase } from "./temp-db";

const db = scriptDatabase("bench-tools", { always: true });
const { startTurn } = await import("@/lib/chat/turn");
const { awaitTurnAnswer } = await import("@/lib/chat/turn-response");
const { prepareTurnTools } = await import("@/lib/chat/tool-loop");
const { setToolSessionsForTests } = await import("@/lib/chat/tool-session");
const { fakeToolSessions } = await import("@/lib/testing/tool-session");
const { seedConversation } = await import("@/lib/testing/fixtures");
const { getNodeWindow } = await import("@/lib/views/node-window");
const { countTokens } = await import("@/lib/text/count-tokens");
const { insertItemsAfter } = await import("@/lib/db/queries/items");
const { transaction } = await import("@/lib/db/client");

const BIG_TOKENS = 20_000;
/** About 20,000 tokens of a real-looking listing. */
function bigResult(): string {
  const lines: string[] = [];
  for (let i = 0; countTokens(lines.join("\n")) < BIG_TOKENS; i += 200)
    for (let j = i; j < i + 200; j++)
      lines.push(
        `-rw-r--r-- 1 dana staff ${(j * 7919) % 100_000} Nov 28 12:${String(j % 60).padStart(2, "0")} report-${j}.csv`,
      );
  return lines.join("\n");
}
const BIG = bigResult();

const fake = fakeToolSessions([
  { server: "fs", name: "stat", run: () => "size 12 bytes" },
  { server: "fs", name: "big", run: () => BIG },
  { server: "fs", name: "small", run: () => "report-1.csv report-2.csv" },
]);
setToolSessionsForTests(fake.open, async () => ({ servers: ["fs"], approval: "never", asideTokens: 2_000 }));

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
};
const round = (n: number) => Math.round(n * 100) / 100;

try {
  // Overhead of one call: the loop's execute, timed, minus the tool's own time.
  const { rootNodeId, projectId } = await seedConversation();
  const [userItemId, assistantItemId] = await transaction((tx) =>
    insertItemsAfter(tx, rootNodeId, null, [
      { role: "user", content: "Stat the file.", tokenCount: 4 },
      { role: "assistant", content: "", tokenCount: 0 },
    ]),
  );
  const signal = new AbortController().signal;
  const tools = await prepareTurnTools(
    { nodeId: rootNodeId, projectId, userItemId, assistantItemId, userId: null, sessionId: null },
    { model: "offline", choice: { servers: ["fs"] }, signal, onActivity: () => {} },
  );
  const stat = tools.options.tools!.fs_stat!;
  const overheads: number[] = [];
  for (let i = 0; i < 300; i++) {
    const started = performance.now();
    await stat.execute!({}, { toolCallId: `bench-${i}`, messages: [], abortSignal: signal });
    const total = performance.now() - started;
    const [item] = (await getNodeWindow(rootNodeId)).filter((e) => e.role === "tool").slice(-1);
    overheads.push(total - (item?.tool?.ms ?? 0));
  }
  await tools.close();

  // A 20,000-token result, and the same turn with a small one.
  const grow = async (tool: "big" | "small") => {
    const { rootNodeId: nodeId } = await seedConversation();
    const turn = await awaitTurnAnswer(
      await startTurn({ nodeId, text: `/tool fs.${tool} {}`, tools: { servers: ["fs"] } }),
    );
    const next = await awaitTurnAnswer(await startTurn({ nodeId, text: "Which report is the largest?" }));
    const items = (await getNodeWindow(nodeId)).filter((e) => e.role === "tool");
    return { turn, next, windowToolTokens: items.reduce((n, e) => n + e.tokenCount, 0) };
  };
  const big = await grow("big");
  const small = await grow("small");
  const asideId = big.turn.toolCalls[0]!.asideNodeId!;
  const asideTokens = (await getNodeWindow(asideId)).filter((e) => e.role === "tool")[0]!;
  const figures = {
    callOverheadMsMedian: round(percentile(overheads, 0.5)),
    callOverheadMsP95: round(percentile(overheads, 0.95)),
    resultTokens: big.turn.toolCalls[0]!.resultTokens,
    windowGrowthTokens: big.windowToolTokens,
    nextPromptTokens: big.next.report.totalTokens,
    nextPromptTokensWithSmallResult: small.next.report.totalTokens,
    nextPromptGrowthOverSmallResult: big.next.report.totalTokens - small.next.report.totalTokens,
    asideHoldsWholeResult: asideTokens.content.includes(BIG),
  };
  const met = figures.callOverheadMsMedian < 20 && figures.windowGrowthTokens < 500 && figures.asideHoldsWholeResult;
  if (process.argv.includes("--json")) console.log(JSON.stringify({ tools: figures, met }, null, 2));
  else {
    console.log("\nTool calls (bench/tools.ts)");
    console.log(
      `  a call's own overhead: median ${figures.callOverheadMsMedian} ms, p95 ${figures.callOverheadMsP95} ms (target < 20 ms)`,
    );
    console.log(
      `  a ${figures.resultTokens?.toLocaleString("en")}-token result: the window grows by ${figures.windowGrowthTokens} tokens (target < 500); ` +
        `next prompt ${figures.nextPromptTokens} tokens vs ${figures.nextPromptTokensWithSmallResult} with a 20-token result; aside holds it all: ${figures.asideHoldsWholeResult}`,
    );
  }
  if (process.argv.includes("--strict") && !met) process.exitCode = 1;
} finally {
  setToolSessionsForTests(null);
  await db.close();
}
