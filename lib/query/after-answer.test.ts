import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ConversationTree } from "@/lib/views/tree-view";
import { refreshAfterAnswer } from "./after-answer";
import { fetchNode, nodeKey, treeCountsKey, treeKey, type NodeCounts } from "./fetchers";

afterEach(() => vi.unstubAllGlobals());

const tree = {
  nodes: [
    { id: "root", title: "Untitled conversation" },
    { id: "other", title: "Other" },
  ],
} as unknown as ConversationTree;

describe("refreshAfterAnswer", () => {
  it("fetches the node and its counts, patches the cached tree, and never asks for the tree", async () => {
    const asked: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      asked.push(url);
      if (url === "/api/nodes/root")
        return Response.json({ node: { id: "root", title: "Launch plan" }, window: [], engineLabels: {} });
      if (url.startsWith("/api/conversations/c1/tree/counts"))
        return Response.json({ ids: ["root"], items: [4], tokens: [120] });
      return new Response("unexpected", { status: 500 });
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(treeKey("c1"), tree);
    client.setQueryData<NodeCounts>(
      treeCountsKey("c1"),
      new Map([
        ["root", [2, 60] as const],
        ["other", [1, 10] as const],
      ]),
    );
    // The chat panel's node query is active while it is open.
    const unsubscribe = new QueryObserver(client, {
      queryKey: nodeKey("root"),
      queryFn: () => fetchNode("root"),
    }).subscribe(() => {});
    await vi.waitFor(() => expect(client.getQueryData(nodeKey("root"))).toBeDefined());
    asked.length = 0;

    await refreshAfterAnswer(client, { conversationId: "c1", nodeId: "root" });
    unsubscribe();

    expect(asked.sort()).toEqual(["/api/conversations/c1/tree/counts?packed=gzip&node=root", "/api/nodes/root"]);
    const patched = client.getQueryData<ConversationTree>(treeKey("c1"))!;
    expect(patched.nodes.map((n) => n.title)).toEqual(["Launch plan", "Other"]);
    expect(client.getQueryData<NodeCounts>(treeCountsKey("c1"))).toEqual(
      new Map([
        ["root", [4, 120]],
        ["other", [1, 10]],
      ]),
    );
  });
});
