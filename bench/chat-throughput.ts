import { scriptDatabase } from "./temp-db";
import { hasFlag, stringArg } from "./args";

/**
 * Chat-turn throughput (issue 9b): complete turns through `startTurn`, the function the chat route
 * and `say` call (save the question and answer row, assemble the context, stream the offline
 * engine's answer into the row, save it and its usage), at concurrency 1, 8 and 32. Each concurrent
 * client talks in its own conversation, as separate users would. Prints req/s, p50 and p99.
 *
 *   npm run bench:chat                       # a fresh temporary SQLite file
 *   DATABASE_URL=postgres://... npm run bench:chat   # an existing, migrated database
 *
 * Flags: --turns N (per concurrency level, default 64), --levels 1,8,32, --json.
 */

const TURNS = Number(stringArg("--turns", "64"));
const LEVELS = stringArg("--levels", "1,8,32").split(",").map(Number);
// The offline engine streams at its own pace (OFFLINE_STREAM_DELAY_MS, 12 ms a chunk by default),
// as the server does: the figures include that pacing, like a user waiting for a real answer.
process.env.OFFLINE_STREAM_DELAY_MS ??= "12";

const db = scriptDatabase("bench-chat");

const { startTurn } = await import("@/lib/chat/turn");
const { seedConversation, thread } = await import("@/lib/testing/fixtures");

const HISTORY = thread(
  "Our launch is on the 14th of March; the release manager is Priya and the code name is ORCHID-7.",
  "Noted: launch on 14 March, Priya manages the release, code name ORCHID-7.",
  "The staging cluster runs in eu-west-1 and the database is PostgreSQL 15.",
  "Noted: staging in eu-west-1, PostgreSQL 15.",
);
const QUESTIONS = [
  "When is the launch and who manages it?",
  "Where does staging run?",
  "What is the code name?",
  "Which database do we use?",
];

type Level = {
  concurrency: number;
  turns: number;
  seconds: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  failed: number;
};

async function runLevel(concurrency: number, turns: number): Promise<Level> {
  // One conversation per client, seeded with a short history before the clock starts.
  const nodes = await Promise.all(
    Array.from({ length: concurrency }, async () => (await seedConversation({ messages: HISTORY })).rootNodeId),
  );
  const latencies: number[] = [];
  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    nodes.map(async (nodeId, client) => {
      while (next < turns) {
        const i = next++;
        const t0 = performance.now();
        try {
          const turn = await startTurn({ nodeId, text: QUESTIONS[(i + client) % QUESTIONS.length] });
          await turn.result.consumeStream();
          if ((await turn.done).status !== "complete") failed++;
        } catch (error) {
          failed++;
          if (failed === 1) console.error(error);
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { concurrency, turns, seconds, reqPerSec: turns / seconds, p50Ms: at(0.5), p99Ms: at(0.99), failed };
}

const results: Level[] = [];
try {
  for (const level of LEVELS) results.push(await runLevel(level, Math.max(TURNS, level)));
} finally {
  await db.close();
}

if (hasFlag("--json")) {
  console.log(JSON.stringify({ database: process.env.DATABASE_URL?.split(":")[0], results }, null, 2));
} else {
  const kind = db.temporary ? "SQLite (temporary file)" : (process.env.DATABASE_URL ?? "").split(":")[0];
  console.log(
    `\nChat-turn throughput (startTurn, offline engine at ${process.env.OFFLINE_STREAM_DELAY_MS} ms a chunk, ${kind})`,
  );
  console.log("concurrency  turns   req/s    p50 ms    p99 ms  failed");
  for (const r of results) {
    console.log(
      `${String(r.concurrency).padStart(11)}  ${String(r.turns).padStart(5)}  ${r.reqPerSec.toFixed(1).padStart(6)}  ${r.p50Ms.toFixed(0).padStart(8)}  ${r.p99Ms.toFixed(0).padStart(8)}  ${String(r.failed).padStart(6)}`,
    );
  }
}
