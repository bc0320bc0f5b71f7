import { scriptDatabase } from "./temp-db";
import { hasFlag, numberArg } from "./args";

/**
 * Deletes of large trees on a temporary SQLite file (SQLite is where a cascade down a chain of
 * nodes nests: lib/db/queries/purges.ts `detachNodes`):
 *
 * - purging a thread of --depth nodes (default 2,000) whose project holds --usage usage rows
 *   (default 100,000: a node's delete sets its usage rows' nodeId to null, found by index);
 * - deleting a conversation of --depth nodes, and the project holding it.
 *
 * Target: each under 2 s (before the detach and the foreign-key indexes: the purge took 12 s at
 * 2,000 deep, 35 s with 100,000 usage rows, and a delete deeper than 1,000 failed).
 *
 *   npx tsx --conditions=react-server bench/tree-ops.ts [--depth N] [--usage N] [--json]
 */
const DEPTH = numberArg("--depth", 2_000);
const USAGE = numberArg("--usage", 100_000);
const TARGET_MS = 2_000;

const db = scriptDatabase("bench-tree-ops", { always: true });
const { createProject, deleteProject } = await import("@/lib/db/queries/projects");
const { deleteConversation } = await import("@/lib/db/queries/conversations");
const { seedTree } = await import("@/lib/db/queries/seed-tree");
const { recordUsageMany } = await import("@/lib/db/queries/usage");
const { purgeNode } = await import("@/lib/tree-ops/purge");
const { getDb } = await import("@/lib/db/client");

const timed = async (work: () => Promise<unknown>) => {
  const start = performance.now();
  await work();
  return Math.round(performance.now() - start);
};

try {
  const project = await createProject({ name: "Bench: deletes" });
  const thread = await seedTree({ projectId: project.id, nodes: DEPTH + 1, branching: 0 });
  const nodes = await getDb().node.findMany({ where: { conversationId: thread.conversationId }, select: { id: true } });
  for (let at = 0; at < USAGE; at += 10_000)
    await recordUsageMany(
      Array.from({ length: Math.min(10_000, USAGE - at) }, (_, i) => ({
        projectId: project.id,
        conversationId: thread.conversationId,
        nodeId: nodes[(at + i) % nodes.length].id,
        purpose: "chat" as const,
        model: "offline",
        inputTokens: 10,
        outputTokens: 10,
        latencyMs: 1,
        outcome: "ok" as const,
      })),
    );
  const first = await getDb().node.findFirstOrThrow({ where: { parentId: thread.rootNodeId } });
  const purgeMs = await timed(() => purgeNode(first.id));
  const deep = await seedTree({ projectId: project.id, nodes: DEPTH + 1, branching: 0 });
  const conversationMs = await timed(() => deleteConversation(deep.conversationId));
  await seedTree({ projectId: project.id, nodes: DEPTH + 1, branching: 0 });
  const projectMs = await timed(() => deleteProject(project.id));
  const figures = { depth: DEPTH, usage: USAGE, purgeMs, conversationMs, projectMs, targetMs: TARGET_MS };
  if (hasFlag("--json")) console.log(JSON.stringify(figures));
  else {
    console.log(`Deletes of a ${DEPTH.toLocaleString("en")}-node thread (SQLite; target < ${TARGET_MS} ms each)`);
    console.log(`  purge, ${USAGE.toLocaleString("en")} usage rows in the project: ${purgeMs} ms`);
    console.log(`  delete the conversation:  ${conversationMs} ms`);
    console.log(`  delete the project:       ${projectMs} ms`);
  }
  if (hasFlag("--strict") && Math.max(purgeMs, conversationMs, projectMs) >= TARGET_MS) process.exitCode = 1;
} finally {
  await db.close();
}
