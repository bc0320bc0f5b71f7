import { describe, expect, it, vi } from "vitest";
import type * as Conversations from "@/lib/db/queries/conversations";
import { createProject } from "@/lib/db/queries/projects";
import { seedTree } from "@/lib/db/queries/seed-tree";
import { useTestDatabase } from "@/lib/testing/use-test-database";

// Every count of a conversation's nodes, as the tree routes make them.
const counted = vi.hoisted(() => ({ calls: [] as string[] }));
vi.mock("@/lib/db/queries/conversations", async (original) => {
  const real = await original<typeof Conversations>();
  return {
    ...real,
    countConversationNodes: (conversationId: string) => {
      counted.calls.push(conversationId);
      return real.countConversationNodes(conversationId);
    },
  };
});
vi.mock("@/lib/auth/current", async () => (await import("@/lib/testing/auth")).ownerOfEverythingModule);
import { GET as tree } from "@/app/api/conversations/[conversationId]/tree/route";
import { GET as counts } from "@/app/api/conversations/[conversationId]/tree/counts/route";

useTestDatabase();

describe("a tree load counts the conversation's nodes once", { timeout: 60_000 }, () => {
  // The rate limit (RATE_LIMIT_TREE per 1,000 nodes) and the choice of the worker thread (from
  // 1,000 nodes) both need the count: the load asks the database once (it asked twice).
  it.each([
    ["tree", tree, "tree?packed=gzip"],
    ["counts", counts, "tree/counts?packed=json"],
  ] as const)("the %s route", async (_name, route, path) => {
    const { id: projectId } = await createProject({ name: "Counted once" });
    const { conversationId } = await seedTree({ projectId, nodes: 1200, shape: "fan" });
    counted.calls = [];
    const response = await route(new Request(`http://localhost/api/conversations/${conversationId}/${path}`), {
      params: Promise.resolve({ conversationId }),
    });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    expect(counted.calls).toEqual([conversationId]);
  });
});
