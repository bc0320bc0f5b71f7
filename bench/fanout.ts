import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Fan-out latency (issue 19): the time until every answer of a 4-way fan-out has its first token
 * (two offline-engine targets with different system prompts and two targets on the fake
 * OpenAI-compatible server), against one ordinary turn's time to first token, on a temporary SQLite
 * file. Medians of --runs N (default 7). Target: under 1.5x one turn's.
 *
 *   npx tsx --conditions=react-server bench/fanout.ts [--runs N] [--json]
 */
const argv = process.argv.slice(2);
const at = argv.indexOf("--runs");
const RUNS = at >= 0 ? Number(argv[at + 1]) : 7;
process.env.OFFLINE_STREAM_DELAY_MS ??= "12";

const tempDir = mkdtempSync(join(tmpdir(), "canopy-bench-fanout-"));
process.env.DATABASE_URL = `file:${join(tempDir, "bench.db")}`;
const { execFileSync } = await import("node:child_process");
execFileSync("node", ["scripts/setup.mjs"], { stdio: "ignore", env: { ...process.env, CHECKPOINT_DISABLE: "1" } });

const { startFakeOpenAIServer } = await import("@/lib/ai/testing/fake-openai-server");
const server = await startFakeOpenAIServer({ chunkDelayMs: 15 });
process.env.OPENAI_COMPATIBLE_BASE_URL = server.url;
process.env.OPENAI_COMPATIBLE_MODELS = "bench-a,bench-b";
const { startTurn } = await import("@/lib/chat/turn");
const { startFanout } = await import("@/lib/chat/fanout");
const { seedConversation, thread } = await import("@/lib/testing/fixtures");
const { closeDb } = await import("@/lib/db/client");

const HISTORY = thread(
  "Our launch is on the 14th of March; the release manager is Priya and the code name is ORCHID-7.",
  "Noted: launch on 14 March, Priya manages the release, code name ORCHID-7.",
);
const QUESTION = "When is the launch and who manages it?";

/** Milliseconds from `t0` until the stream's first text. */
async function firstToken(stream: AsyncIterable<string>, t0: number): Promise<number> {
  for await (const delta of stream) if (delta) return performance.now() - t0;
  return performance.now() - t0;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const single: number[] = [];
const fanout: number[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const one = await seedConversation({ name: `Bench ${i}`, messages: HISTORY });
    let t0 = performance.now();
    const turn = await startTurn({ nodeId: one.rootNodeId, text: QUESTION });
    single.push(await firstToken(turn.result.textStream, t0));
    await turn.result.consumeStream();
    await turn.done;

    const many = await seedConversation({ name: `Bench fan ${i}`, messages: HISTORY });
    t0 = performance.now();
    const started = await startFanout({
      nodeId: many.rootNodeId,
      text: QUESTION,
      targets: [
        { model: "offline" },
        { model: "offline", systemPrompt: "Answer in one sentence." },
        { model: "compatible:bench-a" },
        { model: "compatible:bench-b" },
      ],
    });
    const firsts = await Promise.all(started.branches.map((b) => firstToken(b.turn.result.textStream, t0)));
    fanout.push(Math.max(...firsts));
    await Promise.all(started.branches.map(async (b) => (await b.turn.result.consumeStream(), await b.turn.done)));
  }
} finally {
  await server.close();
  await closeDb();
  rmSync(tempDir, { recursive: true, force: true });
}

const one = median(single);
const four = median(fanout);
const report = { runs: RUNS, singleFirstTokenMs: one, fanout4AllFirstTokensMs: four, ratio: four / one, target: 1.5 };
if (argv.includes("--json")) console.log(JSON.stringify({ fanout: report }));
else
  console.log(
    `\nFan-out (4 targets: 2 offline, 2 fake OpenAI-compatible; SQLite, median of ${RUNS}):\n` +
      `  one turn, time to first token          ${one.toFixed(0)} ms\n` +
      `  4-way fan-out, time to all first tokens ${four.toFixed(0)} ms = ${(four / one).toFixed(2)}x   target < 1.5x   ${four / one < 1.5 ? "PASS" : "MISS"}`,
  );
