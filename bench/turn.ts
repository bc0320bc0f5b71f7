import { scriptDatabase } from "./temp-db";
import { hasFlag, numberArg } from "./args";

/**
 * One chat turn's figures (issue 39), on a temporary SQLite file:
 *
 * - database statements from `startTurn` until the answer's first token (every statement the
 *   SQLite driver prepares, BEGIN included; the stream then goes on and is not counted);
 * - server time to first token with a model that answers at once (the AI SDK's mock model streaming
 *   with no delay: what is left is Canopy's own work before the model is called), median of --runs;
 * - bytes the browser transfers after an answer in a 10,000-node conversation: the chat panel's own
 *   after-answer step (lib/query/after-answer.ts) run on a TanStack QueryClient holding what the
 *   workspace shows (the tree, its counts, the node, the node's memory gauge), its requests answered by the app's route
 *   handlers in this process (response bodies as sent: the tree's packed routes gzip themselves).
 *
 * - the same two figures in a node whose window holds a settled merge conflict (a branch's date
 *   overruled by the parent's: the window reads which values are superseded before the model is called);
 *
 * Targets: <= 8 statements before the first token; < 20 kB after an answer.
 *
 *   npx tsx --conditions=react-server bench/turn.ts [--runs N] [--warmup N] [--nodes N] [--json] [--verbose]
 */
const RUNS = numberArg("--runs", 15);
const WARMUP = numberArg("--warmup", 5);
const NODES = numberArg("--nodes", 10_000);
const QUERY_TARGET = 8;
const BYTES_TARGET = 20_000;

const db = scriptDatabase("bench-turn", { always: true });

// Every statement the driver prepares (Prisma's SQLite adapter prepares each query it runs).
const { default: Database } = await import("better-sqlite3");
const statements: string[] = [];
let counting = false;
const prepare = Database.prototype.prepare;
Database.prototype.prepare = function (this: InstanceType<typeof Database>, sql: string) {
  if (counting) statements.push(sql);
  return prepare.call(this, sql);
} as typeof prepare;

const { setModelOverride } = await import("@/lib/ai/providers");
const { answeringModel } = await import("@/lib/testing/models");
const { startTurn } = await import("@/lib/chat/turn");
const { seedConversation, thread } = await import("@/lib/testing/fixtures");
const { divergedBranch } = await import("@/lib/testing/diverged");
const { mergeNode } = await import("@/lib/tree-ops/merge");
const { ownerOfEverything } = await import("@/lib/testing/auth");
const { routeFetch, TEST_ORIGIN } = await import("@/lib/testing/route-fetch");
const { seedTree } = await import("@/lib/db/queries/seed-tree");
const { getDb } = await import("@/lib/db/client");
// query-core: the React bindings do not load under the react-server condition lib/chat needs.
const { QueryClient, QueryObserver } = await import("@tanstack/query-core");
const q = await import("@/lib/query/fetchers");
const { fetchJson } = await import("@/lib/query/fetch-json");
const { refreshAfterAnswer } = await import("@/lib/query/after-answer");

const HISTORY = thread(
  "Our launch is on the 14th of March; the release manager is Priya and the code name is ORCHID-7.",
  "Noted: launch on 14 March, Priya manages the release, code name ORCHID-7.",
  "The budget for the launch party is 4,000 euros, approved by finance last week.",
  "Understood: 4,000 euros for the party, approved by finance.",
  "Marketing wants the press release out two days before the launch.",
  "So the press release goes out on 12 March.",
);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A root whose window holds a merge that settled a conflict (the branch's date overruled). */
async function settledRoot(): Promise<string> {
  const w = await divergedBranch({
    topic: HISTORY[0].content,
    title: "Launch date",
    branch: "The launch is on 7 March and the venue holds 300 people.",
    parent: "The launch moved to 21 March.",
  });
  await mergeNode({ nodeId: w.childId, mode: "full", placement: "append", conflictChoice: "keep-parent" });
  return w.rootNodeId;
}

/** One turn (the node's second: its previous prompt exists): statements and ms until its first token. */
async function measuredTurn(i: number, settled = false): Promise<{ statements: string[]; firstTokenMs: number }> {
  const { rootNodeId } = settled
    ? { rootNodeId: await settledRoot() }
    : await seedConversation({ name: `Turn ${i}`, systemPrompt: "Be brief.", messages: HISTORY });
  const warm = await startTurn({ nodeId: rootNodeId, text: "When is the launch?" });
  await warm.result.consumeStream();
  await warm.done;

  statements.length = 0;
  counting = true;
  const t0 = performance.now();
  const turn = await startTurn({ nodeId: rootNodeId, text: "Who manages the release?" });
  let firstTokenMs = NaN;
  for await (const delta of turn.result.textStream) {
    if (delta) {
      firstTokenMs = performance.now() - t0;
      counting = false;
      break;
    }
  }
  counting = false;
  const seen = [...statements];
  await turn.result.consumeStream();
  await turn.done;
  return { statements: seen, firstTokenMs };
}

/** Bytes the chat panel's after-answer step transfers, after a turn in a node of a NODES-node conversation. */
async function bytesAfterAnswer(): Promise<{ bytes: number; requests: string[] }> {
  const { projectId } = await seedConversation({ name: "Big tree" });
  const { conversationId } = await seedTree({ projectId, nodes: NODES, title: "Big tree" });
  const leaf = await getDb().node.findFirst({
    where: { conversationId, status: "open", kind: "branch" },
    orderBy: { createdAt: "desc" },
    select: { id: true },
  });
  if (!leaf) throw new Error("the seeded tree has no branch");
  const nodeId = leaf.id;
  const viewer = await ownerOfEverything();
  const serve = routeFetch(viewer);
  const requests: string[] = [];
  let bytes = 0;
  let metering = false;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" && input.startsWith("/") ? `${TEST_ORIGIN}${input}` : input;
    const response = await serve(url, init);
    const body = await response.arrayBuffer();
    if (metering) {
      requests.push(`${init?.method ?? "GET"} ${String(input)} ${body.byteLength} B`);
      bytes += body.byteLength;
    }
    return new Response(body, { status: response.status, headers: response.headers });
  }) as typeof fetch;

  // What the workspace holds while the node is open: the tree, its counts, the node, its memory.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // As lib/query/options.ts builds them.
  const observers = [
    { queryKey: q.treeKey(conversationId), queryFn: () => q.fetchTree(conversationId) },
    { queryKey: q.treeCountsKey(conversationId), queryFn: () => q.fetchTreeCounts(conversationId) },
    { queryKey: q.nodeKey(nodeId), queryFn: () => q.fetchNode(nodeId) },
    // The memory gauge in the chat panel's header (lib/query/options.ts nodeMemoryOptions).
    { queryKey: [...q.nodeKey(nodeId), "memory"], queryFn: () => fetchJson(`/api/nodes/${nodeId}/memory`) },
  ].map((options) => new QueryObserver(client, options as never));
  const unsubscribe = observers.map((o) => o.subscribe(() => {}));
  await Promise.all(observers.map((o) => o.refetch()));

  const turn = await startTurn({ nodeId, text: "What did we decide in this branch?" });
  await turn.result.consumeStream();
  await turn.done;

  metering = true;
  await refreshAfterAnswer(client as never, { conversationId, nodeId });
  metering = false;
  for (const u of unsubscribe) u();
  client.clear();
  return { bytes, requests };
}

setModelOverride(answeringModel(["Priya ", "manages ", "the ", "release."]));
const runs: { statements: string[]; firstTokenMs: number }[] = [];
const settledRuns: { statements: string[]; firstTokenMs: number }[] = [];
let after: { bytes: number; requests: string[] };
try {
  // Warm-up turns (module loading, the JIT, SQLite's page cache) are not measured.
  for (let i = 0; i < WARMUP; i++) await measuredTurn(-1 - i);
  for (let i = 0; i < RUNS; i++) runs.push(await measuredTurn(i));
  for (let i = 0; i < RUNS; i++) settledRuns.push(await measuredTurn(i, true));
  after = await bytesAfterAnswer();
} finally {
  setModelOverride(null);
  await db.close();
}

const queries = Math.max(...runs.map((r) => r.statements.length));
const settledQueries = Math.max(...settledRuns.map((r) => r.statements.length));
const report = {
  runs: RUNS,
  queriesBeforeFirstToken: queries,
  queriesTarget: QUERY_TARGET,
  firstTokenMs: median(runs.map((r) => r.firstTokenMs)),
  settledConflict: {
    queriesBeforeFirstToken: settledQueries,
    firstTokenMs: median(settledRuns.map((r) => r.firstTokenMs)),
  },
  nodes: NODES,
  bytesAfterAnswer: after.bytes,
  bytesTarget: BYTES_TARGET,
  requestsAfterAnswer: after.requests,
};
const pass = (ok: boolean) => (ok ? "PASS" : "MISS");
if (hasFlag("--json")) console.log(JSON.stringify({ turn: report }));
else {
  console.log(
    `\nOne chat turn (SQLite, a model that answers at once, median of ${RUNS}):\n` +
      `  statements before the first token       ${queries}   target <= ${QUERY_TARGET}   ${pass(queries <= QUERY_TARGET)}\n` +
      `  server time to first token              ${report.firstTokenMs.toFixed(1)} ms\n` +
      `  with a settled merge conflict           ${settledQueries} statements (the superseded marks: one more), ${report.settledConflict.firstTokenMs.toFixed(1)} ms to first token\n` +
      `  bytes after an answer (${NODES.toLocaleString("en")} nodes)    ${after.bytes.toLocaleString("en")} B   target < ${BYTES_TARGET.toLocaleString("en")}   ${pass(after.bytes < BYTES_TARGET)}\n` +
      after.requests.map((r) => `    ${r}`).join("\n"),
  );
  if (hasFlag("--verbose")) {
    for (const [name, r] of [
      ["a turn", runs[0]],
      ["with a settled conflict", settledRuns[0]],
    ] as const)
      console.log(`  ${name}:\n${r.statements.map((s) => `    ${s.slice(0, 160)}`).join("\n")}`);
  }
}
