import { scriptDatabase } from "./temp-db";

/**
 * `npm run bench:live`: the cost of live trees on one instance (issue 37's targets).
 * - latency: a change published (a branch, recorded and NOTIFYed or emitted) until the relay has
 *   handed it to an open stream, p50 and p99 over 100 changes (in process: the HTTP hop to the
 *   browser is not counted; across instances, `npm run test:pg-instances` prints it over HTTP);
 * - memory: the heap and RSS that 200 open streams add (run with --expose-gc for a clean figure);
 * - a normal reader's p99: reading a node's window (what GET /api/nodes/:id does) with no stream,
 *   then with 200 streams open while changes arrive five times a second.
 * Uses a temporary SQLite file, or DATABASE_URL (an existing, migrated PostgreSQL database). Flags: --json.
 */
const db = scriptDatabase("bench-live");
const { seedConversation } = await import("@/lib/testing/fixtures");
const { createBranch } = await import("@/lib/tree-ops/create-branch");
const { publishChange } = await import("@/lib/live/publish");
const { openLiveStream, stopLiveHub } = await import("@/lib/live/hub");
const { stopLiveBus } = await import("@/lib/live/bus");
const { loadNodeView } = await import("@/lib/chat/node-view");
const { hiddenFrom } = await import("@/lib/tree/capabilities");

const STREAMS = 200;
const gc = (globalThis as { gc?: () => void }).gc;
const heap = () => {
  gc?.();
  return { heap: process.memoryUsage().heapUsed, rss: process.memoryUsage().rss };
};
const at = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;

const s = await seedConversation({ messages: [{ role: "user", content: "The launch code is ORCHID-7." }] });
const reader = (userId: string) => ({
  userId,
  name: userId,
  hidden: (facts: Parameters<typeof hiddenFrom>[0]) => hiddenFrom(facts, { userId, role: "editor" }),
  seesAsideOf: (owner: string) => owner === userId,
  recheck: async () => null,
});

async function readerP99(rounds: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await loadNodeView(s.rootNodeId);
    times.push(performance.now() - started);
  }
  return at(times, 0.99);
}

try {
  await readerP99(50); // warm up
  const quiet = await readerP99(300);

  const before = heap();
  let delivered: ((v: number) => void) | null = null;
  const streams = Array.from({ length: STREAMS }, (_, i) =>
    openLiveStream({
      conversationId: s.conversationId,
      projectId: s.projectId,
      since: 0,
      reader: reader(`user-${i}`),
      sink: {
        send: (event, data) => {
          if (i === 0 && event === "change") delivered?.((data as { v: number }).v);
        },
        end: () => undefined,
      },
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  const opened = heap();

  // Latency: one change at a time, timed until stream 0 has it.
  const latency: number[] = [];
  for (let i = 0; i < 100; i++) {
    const started = performance.now();
    const arrived = new Promise<void>((resolve) => (delivered = () => resolve()));
    await publishChange({ conversationId: s.conversationId }, "items", [s.rootNodeId]);
    await arrived;
    latency.push(performance.now() - started);
  }

  // A reader's p99 while 200 streams follow changes arriving five times a second.
  let writing = true;
  const writer = (async () => {
    for (let i = 0; writing; i++) {
      if (i % 10 === 0) await createBranch({ parentId: s.rootNodeId, fromItemId: null, policy: "none" });
      else await publishChange({ conversationId: s.conversationId }, "items", [s.rootNodeId]);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  const busy = await readerP99(300);
  writing = false;
  await writer;
  for (const stream of streams) stream.close();

  const result = {
    streams: STREAMS,
    changeP50Ms: +at(latency, 0.5).toFixed(1),
    changeP99Ms: +at(latency, 0.99).toFixed(1),
    heapMbFor200Streams: +((opened.heap - before.heap) / 2 ** 20).toFixed(1),
    rssMbFor200Streams: +((opened.rss - before.rss) / 2 ** 20).toFixed(1),
    readerP99Ms: { withoutStreams: +quiet.toFixed(1), with200Streams: +busy.toFixed(1) },
    gcExposed: Boolean(gc),
    database: process.env.DATABASE_URL?.startsWith("file:") ? "sqlite" : "postgres",
  };
  if (process.argv.includes("--json")) console.log(JSON.stringify({ live: result }, null, 2));
  else
    console.log(
      `\nlive (${result.database}): a change reaches a stream in p50 ${result.changeP50Ms} ms, p99 ${result.changeP99Ms} ms (targets < 300 / < 1000 ms); ` +
        `200 streams: heap +${result.heapMbFor200Streams} MB, RSS +${result.rssMbFor200Streams} MB (target < 50 MB); ` +
        `a reader's p99 ${result.readerP99Ms.withoutStreams} ms without streams, ${result.readerP99Ms.with200Streams} ms with 200 following changes (target: < +20%)`,
    );
} finally {
  stopLiveHub();
  await stopLiveBus();
  await db.close();
}
