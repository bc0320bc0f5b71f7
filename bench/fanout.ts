import { scriptDatabase } from "./temp-db";

/**
 * Fan-out latency (issue 19): the time until every answer of a 4-way fan-out has its first token
 * (two offline-engine targets with different system prompts and two targets on the fake
 * OpenAI-compatible server), against one ordinary turn's time to first token, on a temporary SQLite
 * file. Medians of --runs N (default 7). Target: under 1.5x one turn's.
 *
 * With near-instant models that ratio measures Canopy's own overhead per extra target. A second figure
 * gives the fake server a local model's time to first word (--prefill, default 100 ms: an 8B model on
 * one GPU answers a short prompt in ~100-300 ms): four targets on it (two models, each with and without a
 * system prompt) against one turn on it.
 *
 *   npx tsx --conditions=react-server bench/fanout.ts [--runs N] [--prefill MS] [--json]
 */
const argv = process.argv.slice(2);
const at = argv.indexOf("--runs");
const RUNS = at >= 0 ? Number(argv[at + 1]) : 7;
const prefillAt = argv.indexOf("--prefill");
/** A local model's time to its first word (prompt processing), for the second figure. */
const PREFILL_MS = prefillAt >= 0 ? Number(argv[prefillAt + 1]) : 100;
process.env.OFFLINE_STREAM_DELAY_MS ??= "12";

const db = scriptDatabase("bench-fanout", { always: true });

const { startFakeOpenAIServer } = await import("@/lib/ai/testing/fake-openai-server");
const server = await startFakeOpenAIServer({ chunkDelayMs: 15 });
process.env.OPENAI_COMPATIBLE_BASE_URL = server.url;
process.env.OPENAI_COMPATIBLE_MODELS = "bench-a,bench-b";
const { startTurn } = await import("@/lib/chat/turn");
const { startFanout } = await import("@/lib/chat/fanout");
const { seedConversation, thread } = await import("@/lib/testing/fixtures");

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

/** One turn on a fresh conversation: milliseconds until its first text (the turn then runs to its end). */
async function turnFirstToken(name: string, model?: string): Promise<number> {
  const { rootNodeId } = await seedConversation({ name, messages: HISTORY });
  const t0 = performance.now();
  const turn = await startTurn({ nodeId: rootNodeId, text: QUESTION, ...(model ? { model } : {}) });
  const first = await firstToken(turn.result.textStream, t0);
  await turn.result.consumeStream();
  await turn.done;
  return first;
}

type Targets = Parameters<typeof startFanout>[0]["targets"];
/** A fan-out on a fresh conversation: milliseconds until every branch has its first text (they then run to their end). */
async function fanoutFirstTokens(name: string, targets: Targets): Promise<number> {
  const { rootNodeId } = await seedConversation({ name, messages: HISTORY });
  const t0 = performance.now();
  const started = await startFanout({ nodeId: rootNodeId, text: QUESTION, targets });
  const firsts = await Promise.all(started.branches.map((b) => firstToken(b.turn.result.textStream, t0)));
  await Promise.all(started.branches.map(async (b) => (await b.turn.result.consumeStream(), await b.turn.done)));
  return Math.max(...firsts);
}

const single: number[] = [];
/** One ordinary turn on the fan-out's slowest kind of target (the fake OpenAI-compatible server). */
const singleRemote: number[] = [];
const fanout: number[] = [];
const prefillSingle: number[] = [];
const prefillFanout: number[] = [];
const ONE_SENTENCE = "Answer in one sentence.";
try {
  for (let i = 0; i < RUNS; i++) {
    single.push(await turnFirstToken(`Bench ${i}`));
    singleRemote.push(await turnFirstToken(`Bench remote ${i}`, "compatible:bench-a"));
    fanout.push(
      await fanoutFirstTokens(`Bench fan ${i}`, [
        { model: "offline" },
        { model: "offline", systemPrompt: ONE_SENTENCE },
        { model: "compatible:bench-a" },
        { model: "compatible:bench-b" },
      ]),
    );
  }

  server.setFirstTokenDelay(PREFILL_MS);
  for (let i = 0; i < RUNS; i++) {
    prefillSingle.push(await turnFirstToken(`Bench local ${i}`, "compatible:bench-a"));
    prefillFanout.push(
      await fanoutFirstTokens(`Bench local fan ${i}`, [
        { model: "compatible:bench-a" },
        { model: "compatible:bench-a", systemPrompt: ONE_SENTENCE },
        { model: "compatible:bench-b" },
        { model: "compatible:bench-b", systemPrompt: ONE_SENTENCE },
      ]),
    );
  }
} finally {
  await server.close();
  await db.close();
}

const one = median(single);
const oneRemote = median(singleRemote);
const four = median(fanout);
// The figure is against one offline turn, the fastest target. A fan-out cannot beat its slowest
// target, so the ratio against one turn on that target (the fake server) is printed beside it.
const report = {
  runs: RUNS,
  singleFirstTokenMs: one,
  singleRemoteFirstTokenMs: oneRemote,
  fanout4AllFirstTokensMs: four,
  ratio: four / one,
  ratioToSlowestTarget: four / Math.max(one, oneRemote),
  target: 1.5,
  localModel: {
    prefillMs: PREFILL_MS,
    singleFirstTokenMs: median(prefillSingle),
    fanout4AllFirstTokensMs: median(prefillFanout),
    ratio: median(prefillFanout) / median(prefillSingle),
  },
};
const local = report.localModel;
if (argv.includes("--json")) console.log(JSON.stringify({ fanout: report }));
else
  console.log(
    `\nFan-out (4 targets: 2 offline, 2 fake OpenAI-compatible; SQLite, median of ${RUNS}):\n` +
      `  one turn (offline), time to first token         ${one.toFixed(0)} ms\n` +
      `  one turn (fake OpenAI-compatible), first token  ${oneRemote.toFixed(0)} ms\n` +
      `  4-way fan-out, time to all first tokens         ${four.toFixed(0)} ms = ${(four / one).toFixed(2)}x one offline turn   target < 1.5x   ${four / one < 1.5 ? "PASS" : "MISS"}\n` +
      `                                                  = ${report.ratioToSlowestTarget.toFixed(2)}x one turn on its slowest target\n` +
      `With a local model's ${PREFILL_MS} ms to first word (4 targets on the fake server):\n` +
      `  one turn, time to first token                   ${local.singleFirstTokenMs.toFixed(0)} ms\n` +
      `  4-way fan-out, time to all first tokens         ${local.fanout4AllFirstTokensMs.toFixed(0)} ms = ${local.ratio.toFixed(2)}x   target < 1.5x   ${local.ratio < 1.5 ? "PASS" : "MISS"}`,
  );
