import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createProject } from "@/lib/db/queries/projects";
import { seedTree } from "@/lib/db/queries/seed-tree";
import { keptThreads, stopIdleThreads } from "@/lib/jobs/thread";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import * as view from "@/lib/views/tree-view";
import { OFF_THREAD_NODES, readTree, readTreeBody } from "./tree-load";
import { unpackTree } from "./tree-wire";

// The server's thread's copy of the read model, watched: a tree built here would call it. The worker
// thread loads its own copy of the modules (this mock does not reach it).
vi.mock("@/lib/views/tree-view", async (original) => {
  const actual = await original<typeof view>();
  return {
    ...actual,
    getConversationTree: vi.fn(actual.getConversationTree),
    getConversationCounts: vi.fn(actual.getConversationCounts),
  };
});

useTestDatabase();
afterEach(() => stopIdleThreads());

const reader = { userId: null, canWrite: true };
const built = () =>
  vi.mocked(view.getConversationTree).mock.calls.length + vi.mocked(view.getConversationCounts).mock.calls.length;

// Issue 32, finding 3: reloading the workspace of a 5,000-child tree held the server's event loop
// (rows, the aside rule, packing, JSON and gzip on the request's thread): other users' p99 went to 5.3x.
describe("a wide tree is built and encoded in a worker thread", { timeout: 120_000 }, () => {
  it("builds every read of a tree of OFF_THREAD_NODES nodes or more in the thread, with the same answer", async () => {
    const { id: projectId } = await createProject({ name: "Wide" });
    const { conversationId, rootNodeId } = await seedTree({ projectId, nodes: OFF_THREAD_NODES + 200, shape: "fan" });
    const [first] = (await view.getConversationTree(conversationId, reader)).nodes.filter(
      (n) => n.parentId !== null && n.parentId !== rootNodeId,
    );
    // What the request's thread would have answered, built here once as the reference.
    const expected = await view.getConversationTree(conversationId, reader, { counts: false });
    const expectedCounts = await view.getConversationCounts(conversationId, reader);
    vi.mocked(view.getConversationTree).mockClear();
    vi.mocked(view.getConversationCounts).mockClear();

    const gzip = await readTreeBody({ read: "tree", conversationId, reader, packed: "gzip" });
    const packed = JSON.parse(gunzipSync(gzip.bytes).toString("utf8"));
    expect(unpackTree(packed).nodes.map((n) => n.id)).toEqual(expected.nodes.map((n) => n.id));
    expect(gzip.etag).toMatch(/-gzip"$/);
    const counts = await readTreeBody({ read: "counts", conversationId, reader, packed: "json" });
    expect(JSON.parse(new TextDecoder().decode(counts.bytes))).toEqual(expectedCounts);
    const one = await readTree({ read: "counts", conversationId, reader, packed: null, node: first.id });
    expect(one.ids).toEqual([first.id]);
    const tree = await readTree({ read: "tree", conversationId, reader, packed: null });
    expect(tree.nodes).toHaveLength(OFF_THREAD_NODES + 200);
    const { children } = await readTree({ read: "children", conversationId, reader, nodeId: first.parentId! });
    expect(children).toHaveLength(OFF_THREAD_NODES + 198);

    // None of them was built on this thread; the graph thread served them and is kept warm.
    expect(built()).toBe(0);
    expect(keptThreads().some((t) => t.startsWith("graph-thread:"))).toBe(true);
  });

  it("builds a small tree here (a thread's round trip would cost more), with the same answer", async () => {
    const { id: projectId } = await createProject({ name: "Narrow" });
    const { conversationId } = await seedTree({ projectId, nodes: 20, shape: "fan" });
    vi.mocked(view.getConversationTree).mockClear();
    vi.mocked(view.getConversationCounts).mockClear();
    const tree = await readTree({ read: "tree", conversationId, reader, packed: null });
    expect(tree.nodes).toHaveLength(20);
    expect(built()).toBe(1);
    expect(keptThreads().some((t) => t.startsWith("graph-thread:"))).toBe(false);
  });

  it("answers an unknown conversation with not_found, from either side", async () => {
    await expect(readTreeBody({ read: "tree", conversationId: "nope", reader, packed: "gzip" })).rejects.toMatchObject({
      code: "not_found:conversation",
    });
  });
});
