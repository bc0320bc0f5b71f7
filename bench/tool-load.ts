// A slow tool must not slow anyone else (issue 34, "Bad input and faults"): a normal user's requests
// while another user's turns hammer a slow MCP tool. Run: npm run bench:tool-load [-- --json]
//
// - The slow tool: server-everything's `trigger-long-running-operation` (a real MCP server over
//   Streamable HTTP, its own process) sleeping --tool-seconds per call (default 1.5).
// - The load: user B runs --hammer turns at once (default 4), each `/tool slow.trigger-... {...}` in its
//   own conversation through startTurn (its MCP session, its tool items, its answer), again and again.
// - The normal user A: opening a node window (GET /api/nodes/:id through the guard, as the browser does,
//   on a 40-message node) and a short offline turn (startTurn to its saved answer) in its own project.
// Quiet and loaded phases alternate (--rounds, default 2) and their times are pooled (a shared machine's
// other load drifts over a run). Prints A's p50/p99 in both; target: loaded p99 <= 2x quiet p99.
import { scriptDatabase } from "./temp-db";
import { hasFlag, numberArg } from "./args";

const READS = numberArg("--reads", 80);
const TURNS = numberArg("--turns", 12);
const ROUNDS = numberArg("--rounds", 2);
const HAMMER = numberArg("--hammer", 4);
const TOOL_SECONDS = numberArg("--tool-seconds", 1.5);
const JSON_OUT = hasFlag("--json");

const db = scriptDatabase("bench-tool-load", { always: true });
process.env.MCP_ALLOW_PRIVATE_URLS = "1";
process.env.OFFLINE_STREAM_DELAY_MS ??= "0";
const { addMcpServer, updateProjectToolSettings } = await import("@/lib/tools");
const { startEverythingHttp } = await import("@/lib/tools/testing/servers");
const { seedConversation, thread } = await import("@/lib/testing/fixtures");
const { testViewer } = await import("@/lib/testing/auth");
const { runAsViewer } = await import("@/lib/auth/current");
const { adoptOrphanProjects } = await import("@/lib/auth/users");
const { startTurn } = await import("@/lib/chat/turn");
const { awaitTurnAnswer } = await import("@/lib/chat/turn-response");
const { GET } = await import("@/app/api/nodes/[nodeId]/route");

const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

const server = await startEverythingHttp();
try {
  const a = await testViewer("normal@example.test");
  const messages = thread(
    ...Array.from({ length: 40 }, (_, i) => `Message ${i}: the venue, the catering and the budget of week ${i}.`),
  );
  const quietNode = await seedConversation({ name: "A's project", messages });
  await adoptOrphanProjects(a.userId);
  const b = await testViewer("hammer@example.test");
  const added = await addMcpServer({ name: "slow", url: server.url });
  if (added.status !== "connected") throw new Error(`server-everything: ${added.error}`);
  if (!added.tools.includes("trigger-long-running-operation"))
    throw new Error(`server-everything offers no trigger-long-running-operation: ${added.tools.join(", ")}`);

  // A's requests.
  const read = async () => {
    const request = new Request(`http://localhost:3000/api/nodes/${quietNode.rootNodeId}`, {
      headers: { host: "localhost:3000" },
    });
    const response = await runAsViewer(a, () =>
      GET(request, { params: Promise.resolve({ nodeId: quietNode.rootNodeId }) }),
    );
    if (!response.ok) throw new Error(`GET node: ${response.status}`);
    await response.json();
  };
  const turnNodes: string[] = [];
  const turn = async (i: number) => {
    // A fresh conversation every 10 turns keeps A's window (and its prompt) the same size throughout.
    if (i % 10 === 0) turnNodes.push((await seedConversation({ name: `A turns ${i}` })).rootNodeId);
    // Throws unless the answer completes.
    await awaitTurnAnswer(
      await startTurn({ nodeId: turnNodes.at(-1)!, text: `What is on the list for week ${i}?`, userId: a.userId }),
    );
  };

  // B's hammer: HAMMER loops, each a conversation of its own, one tool turn after another.
  const hammerRoots: string[] = [];
  const hammerProjects: string[] = [];
  for (let i = 0; i < HAMMER; i++) {
    const seeded = await seedConversation({ name: `B ${i}` });
    hammerRoots.push(seeded.rootNodeId);
    hammerProjects.push(seeded.projectId);
  }
  await adoptOrphanProjects(b.userId);
  for (const projectId of hammerProjects)
    await updateProjectToolSettings({ projectId, servers: ["slow"], approval: "never" });
  const hammered = { calls: 0, done: 0, errors: [] as string[], phase: "warm-up" };
  const args = JSON.stringify({ duration: TOOL_SECONDS, steps: 3 });
  const hammer = (stop: { stopped: boolean }) =>
    hammerRoots.map(async (nodeId) => {
      while (!stop.stopped) {
        const answer = await awaitTurnAnswer(
          await startTurn({
            nodeId,
            text: `/tool slow.trigger-long-running-operation ${args}`,
            tools: { servers: ["slow"] },
            userId: b.userId,
          }),
        );
        for (const call of answer.toolCalls) {
          hammered.calls++;
          if (call.status === "done") hammered.done++;
          else hammered.errors.push(`${hammered.phase}: ${call.error ?? call.status}`);
        }
      }
    });

  const phase = async () => {
    const reads: number[] = [];
    const turns: number[] = [];
    for (let i = 0; i < READS; i++) {
      const t = performance.now();
      await read();
      reads.push(performance.now() - t);
    }
    for (let i = 0; i < TURNS; i++) {
      const t = performance.now();
      await turn(turnNodes.length * 10 + i);
      turns.push(performance.now() - t);
    }
    return { reads, turns };
  };

  // Warm-up: every path once (module loading, the MCP client, prepared statements).
  await read();
  await turn(0);
  {
    const stop = { stopped: false };
    const loops = hammer(stop);
    stop.stopped = true;
    await Promise.all(loops);
  }

  const quiet = { reads: [] as number[], turns: [] as number[] };
  const loaded = { reads: [] as number[], turns: [] as number[] };
  const calls0 = hammered.calls;
  let loadedMs = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const q = await phase();
    quiet.reads.push(...q.reads);
    quiet.turns.push(...q.turns);
    const stop = { stopped: false };
    hammered.phase = `round ${r + 1}`;
    const loops = hammer(stop);
    // Let every hammer turn reach its slow call before measuring.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = performance.now();
    const l = await phase();
    loadedMs += performance.now() - started;
    stop.stopped = true;
    await Promise.all(loops);
    loaded.reads.push(...l.reads);
    loaded.turns.push(...l.turns);
  }

  const stats = (xs: number[]) => ({ p50: round(pct(xs, 0.5)), p99: round(pct(xs, 0.99)), n: xs.length });
  const ratio = (l: number[], q: number[]) => Math.round((pct(l, 0.99) / pct(q, 0.99)) * 100) / 100;
  const figures = {
    hammer: {
      concurrentTurns: HAMMER,
      toolSeconds: TOOL_SECONDS,
      callsDuringMeasure: hammered.calls - calls0,
      done: hammered.done,
      errors: hammered.errors.slice(0, 3),
      callsPerSecondLoaded: round((hammered.calls - calls0) / (loadedMs / 1000)),
    },
    readNode: { quiet: stats(quiet.reads), loaded: stats(loaded.reads), p99Ratio: ratio(loaded.reads, quiet.reads) },
    shortTurn: { quiet: stats(quiet.turns), loaded: stats(loaded.turns), p99Ratio: ratio(loaded.turns, quiet.turns) },
    targetRatio: 2,
  };
  const met = figures.readNode.p99Ratio <= 2 && figures.shortTurn.p99Ratio <= 2 && hammered.errors.length === 0;
  if (JSON_OUT) console.log(JSON.stringify({ toolLoad: figures, met }, null, 2));
  else {
    const line = (name: string, f: typeof figures.readNode) =>
      `  ${name}: quiet p50 ${f.quiet.p50} ms, p99 ${f.quiet.p99} ms; loaded p50 ${f.loaded.p50} ms, p99 ${f.loaded.p99} ms; p99 ${f.p99Ratio}x (target <= 2x)`;
    console.log(
      `\nA normal user while another's ${HAMMER} turns call a ${TOOL_SECONDS} s MCP tool (bench/tool-load.ts; ${figures.hammer.callsDuringMeasure} slow calls during the loaded phases, ${hammered.errors.length} failed)`,
    );
    console.log(line(`open a node (GET /api/nodes/:id, n=${figures.readNode.quiet.n})`, figures.readNode));
    console.log(line(`short offline turn (n=${figures.shortTurn.quiet.n})`, figures.shortTurn));
    if (hammered.errors.length) console.log(`  hammer errors: ${hammered.errors.slice(0, 3).join(" | ")}`);
  }
  if (hasFlag("--strict") && !met) process.exitCode = 1;
} finally {
  await server.stop();
  await db.close();
}
