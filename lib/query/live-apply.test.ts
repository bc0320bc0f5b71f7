import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { NodeViewWithLabels } from "@/lib/chat/node-view";
import { applyLiveChanges, applyLiveText } from "./live-apply";
import { nodeKey, treeKey } from "./fetchers";

afterEach(() => vi.unstubAllGlobals());

const view = (content: string, status = "streaming") =>
  ({
    node: { id: "n1", title: "Plan" },
    window: [
      { id: "q", contentItemId: "q", role: "user", content: "Hi?", status: "complete" },
      { id: "a", contentItemId: "a", role: "assistant", content, status },
    ],
    engineLabels: {},
  }) as unknown as NodeViewWithLabels;

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe("applyLiveText", () => {
  it("continues the answer it shows, applies a repeated piece once, and reads the node again on a gap", () => {
    const qc = client();
    qc.setQueryData(nodeKey("n1"), view("The "));
    const answer = () => qc.getQueryData<NodeViewWithLabels>(nodeKey("n1"))!.window[1];
    applyLiveText(qc, { n: "n1", i: "a", o: 4, t: "plan is", s: "streaming" });
    applyLiveText(qc, { n: "n1", i: "a", o: 4, t: "plan is", s: "streaming" }); // again: no change
    expect(answer().content).toBe("The plan is");
    applyLiveText(qc, { n: "n1", i: "a", o: 11, t: " set.", s: "streaming" });
    expect(answer().content).toBe("The plan is set.");
    // A piece from further on than it has (a missed one): the node is marked for a refetch, not patched.
    applyLiveText(qc, { n: "n1", i: "a", o: 40, t: "later", s: "streaming" });
    expect(answer().content).toBe("The plan is set.");
    expect(qc.getQueryState(nodeKey("n1"))!.isInvalidated).toBe(true);
  });

  it("pieces that overlap what it shows extend it and never shrink it back (a late piece, the row's flush)", () => {
    const qc = client();
    qc.setQueryData(nodeKey("n1"), view("The"));
    const answer = () => qc.getQueryData<NodeViewWithLabels>(nodeKey("n1"))!.window[1];
    // Pieces start at the row's flushed length (3) and grow: each one repeats the one before.
    applyLiveText(qc, { n: "n1", i: "a", o: 3, t: " plan", s: "streaming" });
    applyLiveText(qc, { n: "n1", i: "a", o: 3, t: " plan is set", s: "streaming" });
    applyLiveText(qc, { n: "n1", i: "a", o: 3, t: " plan", s: "streaming" }); // came late
    expect(answer().content).toBe("The plan is set");
    // The row's flush, shorter than the pieces: already shown.
    applyLiveText(qc, { n: "n1", i: "a", o: 0, t: "The plan", s: "streaming" });
    expect(answer().content).toBe("The plan is set");
    // The saved answer: its status and its whole text.
    applyLiveText(qc, { n: "n1", i: "a", o: 8, t: " is set.", s: "complete" });
    expect(answer()).toMatchObject({ content: "The plan is set.", status: "complete" });
    // A rewritten row (Retry) that differs: applied from its offset.
    applyLiveText(qc, { n: "n1", i: "a", o: 0, t: "Another", s: "complete" });
    expect(answer().content).toBe("Another");
  });

  it("leaves nodes it has not loaded alone", () => {
    const qc = client();
    applyLiveText(qc, { n: "other", i: "x", o: 0, t: "text", s: "streaming" });
    expect(qc.getQueryData(nodeKey("other"))).toBeUndefined();
  });
});

describe("applyLiveChanges", () => {
  it("a purge drops the purged nodes' queries and names the parent; the tree is read again", async () => {
    vi.stubGlobal("fetch", async () => new Response("{}", { status: 500 }));
    const qc = client();
    qc.setQueryData(nodeKey("gone"), view("x", "complete"));
    qc.setQueryData(nodeKey("under"), view("y", "complete"));
    qc.setQueryData(treeKey("c1"), { nodes: [] });
    const result = await applyLiveChanges(qc, "c1", [{ v: 3, kind: "purge", nodes: ["gone", "under", "root"] }]);
    expect(result).toEqual({ gone: ["gone", "under"], parentOfGone: "root" });
    expect(qc.getQueryData(nodeKey("gone"))).toBeUndefined();
    expect(qc.getQueryData(nodeKey("under"))).toBeUndefined();
    expect(qc.getQueryState(treeKey("c1"))!.isInvalidated).toBe(true);
  });

  it("new entries in a node read that node and its counts, not the whole tree", async () => {
    const asked: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      asked.push(url);
      if (url.startsWith("/api/conversations/c1/tree/counts")) return Response.json({ ids: [], items: [], tokens: [] });
      return Response.json(view("done", "complete"));
    });
    const qc = client();
    qc.setQueryData(treeKey("c1"), { nodes: [] });
    await applyLiveChanges(qc, "c1", [{ v: 4, kind: "items", nodes: ["n1"] }]);
    expect(asked).toEqual(["/api/conversations/c1/tree/counts?packed=gzip&node=n1"]);
    expect(qc.getQueryState(treeKey("c1"))!.isInvalidated).toBe(false);
  });
});
