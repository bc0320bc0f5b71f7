import { afterEach, describe, expect, it, vi } from "vitest";
import { createProject } from "@/lib/db/queries/projects";
import { seedTree } from "@/lib/db/queries/seed-tree";
import { resetEnv } from "@/lib/env";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { GET as countsRoute } from "./conversations/[conversationId]/tree/counts/route";
import { GET as treeRoute } from "./conversations/[conversationId]/tree/route";

vi.mock("@/lib/auth/current", async () => (await import("@/lib/testing/auth")).ownerOfEverythingModule);

useTestDatabase();
afterEach(() => {
  delete process.env.RATE_LIMIT_TREE;
  delete process.env.RATE_LIMIT_WINDOW_SECONDS;
  resetEnv();
});

const ORIGIN = "http://localhost:3000";
const load = (route: typeof treeRoute, conversationId: string, path = "tree?packed=gzip") =>
  route(new Request(`${ORIGIN}/api/conversations/${conversationId}/${path}`, { headers: { host: "localhost:3000" } }), {
    params: Promise.resolve({ conversationId }),
  });

// Issue 32, finding 3: the workspace of a very wide tree took other users' p99 to 5.3x, and nothing
// stopped one member from reloading it in a loop. A tree load now counts against RATE_LIMIT_TREE,
// one request per 1,000 nodes; trees under 1,000 nodes are never counted.
describe("tree loads: a wide tree's loads are limited per member, by its size", { timeout: 120_000 }, () => {
  it("a 2,500-node tree counts 2 a load (tree and counts routes alike); past the limit 429, small trees go on", async () => {
    process.env.RATE_LIMIT_TREE = "5";
    process.env.RATE_LIMIT_WINDOW_SECONDS = "86400"; // one window for the whole test
    resetEnv();
    const { id: projectId } = await createProject({ name: "Wide" });
    const wide = await seedTree({ projectId, nodes: 2_500, shape: "fan" });
    const small = await seedTree({ projectId, nodes: 30, title: "Small" });

    const first = await load(treeRoute, wide.conversationId);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-packed-encoding")).toBe("gzip");
    expect((await load(countsRoute, wide.conversationId, "tree/counts?packed=gzip")).status).toBe(200);
    // 4 counted of 5: the next load (2 more) passes the limit.
    const refused = await load(treeRoute, wide.conversationId);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: { code: "rate_limited:tree" } });
    expect((await load(countsRoute, wide.conversationId, "tree/counts")).status).toBe(429);
    // One node's counts (read after each answer) are not a tree load: bounded by the chat limit.
    const one = await load(countsRoute, wide.conversationId, `tree/counts?node=${wide.rootNodeId}`);
    expect(one.status).toBe(200);
    expect((await one.json()).ids).toEqual([wide.rootNodeId]);

    // A tree of ordinary size is never counted, whatever the member did before.
    for (let i = 0; i < 10; i++) {
      const response = await load(treeRoute, small.conversationId, "tree");
      expect(response.status).toBe(200);
      expect((await response.json()).nodes).toHaveLength(30);
    }
  });
});
