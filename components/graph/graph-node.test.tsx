import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReactFlowProvider, useStoreApi, type NodeProps } from "@xyflow/react";
import { useState, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { GraphNodeData } from "@/lib/views/tree-view";
import { caps, graphNode, renderInWorkspace } from "@/lib/testing/dom";
import { GraphNode, type ConversationFlowNode } from "./graph-node";

function nodeData(over: Partial<GraphNodeData> = {}): GraphNodeData {
  return graphNode({ caps: caps("write", "branch", "merge", "purge"), ...over });
}

/**
 * The node outside a whole canvas: React Flow's store at `zoom` (which picks the level of detail),
 * its "handle outside a node" warning silenced (the edges' handles are not under test here).
 */
function Canvas({ zoom, children }: { zoom: number; children: ReactNode }) {
  const api = useStoreApi();
  // Before the node first renders (nothing reads the store yet), once.
  useState(() => api.setState({ transform: [0, 0, zoom], onError: () => undefined }));
  return children;
}

function renderNode(data: GraphNodeData, opts: { zoom?: number; selected?: boolean } = {}) {
  const props = { id: data.id, data, type: "conversation" } as unknown as NodeProps<ConversationFlowNode>;
  const rendered = renderInWorkspace(
    <ReactFlowProvider>
      <Canvas zoom={opts.zoom ?? 1}>
        <GraphNode {...props} />
      </Canvas>
    </ReactFlowProvider>,
    { selectedNodeId: opts.selected ? data.id : "root" },
  );
  return { ...rendered, user: userEvent.setup(), node: () => screen.getByTestId("graph-node") };
}

describe("GraphNode", () => {
  it("shows its title, kind, status and counts at full detail", () => {
    const { node } = renderNode(nodeData());
    expect(screen.getByTestId("graph-node-title").textContent).toBe("Pricing ideas");
    expect(node().dataset).toMatchObject({ kind: "branch", status: "open", lod: "full", selected: "false" });
    expect(node().getAttribute("aria-label")).toBe("Pricing ideas, branch, 3 messages");
    expect(screen.getByTestId("graph-node-items").textContent).toBe("3 msg");
    expect(screen.getByTestId("graph-node-tokens").textContent).toBe("1.3k tok");
  });

  it("shows its counts once they are loaded after a tree read without them", () => {
    const { node, store } = renderNode(nodeData({ itemCount: null, tokenCount: null }));
    expect(node().getAttribute("aria-label")).toBe("Pricing ideas, branch");
    expect(screen.getByTestId("graph-node-items").textContent).toBe("… msg");
    expect(screen.getByTestId("graph-node-tokens").textContent).toBe("… tok");
    act(() => store.getState().setCounts(new Map([["n1", [5, 2400]]])));
    expect(node().getAttribute("aria-label")).toBe("Pricing ideas, branch, 5 messages");
    expect(screen.getByTestId("graph-node-items").textContent).toBe("5 msg");
    expect(screen.getByTestId("graph-node-tokens").textContent).toBe("2.4k tok");
  });

  it("marks a node that holds images with their count and an accessible name, at full and compact detail", () => {
    const { node, store } = renderNode(nodeData());
    expect(screen.queryByTestId("graph-node-images")).toBeNull();
    act(() => store.getState().setCounts(new Map([["n1", [4, 900, undefined, 2]]])));
    const marker = screen.getByRole("img", { name: "2 images" });
    expect(marker.dataset.count).toBe("2");
    expect(node().getAttribute("aria-label")).toBe("Pricing ideas, branch, 4 messages, 2 images");
    act(() => store.getState().setCounts(new Map([["n1", [4, 900, undefined, 1]]])));
    expect(screen.getByRole("img", { name: "1 image" })).toBeTruthy();
  });

  it("keeps the image marker at compact detail", () => {
    const { store } = renderNode(nodeData(), { zoom: 0.5 });
    act(() => store.getState().setCounts(new Map([["n1", [4, 900, undefined, 3]]])));
    expect(screen.getByTestId("graph-node").dataset.lod).toBe("compact");
    expect(screen.getByRole("img", { name: "3 images" })).toBeTruthy();
  });

  it("names an aside, a merged node and an unresolved one", () => {
    renderNode(nodeData({ kind: "volatile", status: "merged", unresolved: true, label: "Later" }));
    const node = screen.getByTestId("graph-node");
    expect(node.dataset).toMatchObject({ kind: "volatile", status: "merged" });
    expect(node.getAttribute("aria-label")).toBe("Pricing ideas, volatile, merged, 3 messages");
    for (const word of ["aside", "merged", "unresolved", "Later"]) expect(within(node).getByText(word)).toBeTruthy();
  });

  it("offers no actions until it is selected or hovered", () => {
    const { store } = renderNode(nodeData());
    expect(screen.queryByTestId("node-collapse")).toBeNull();
    expect(screen.queryByTestId("node-merge")).toBeNull();
    act(() => store.getState().setHovered("n1"));
    expect(screen.getByTestId("node-merge")).toBeTruthy();
    act(() => store.getState().setHovered(null));
    expect(screen.queryByTestId("node-merge")).toBeNull();
  });

  it("offers merge and purge when its capabilities allow them, and they open their dialogs", async () => {
    const { store, user, node } = renderNode(nodeData(), { selected: true });
    expect(node().dataset.selected).toBe("true");
    expect(node().getAttribute("aria-current")).toBe("true");
    await user.click(screen.getByRole("button", { name: "Merge Pricing ideas into its parent" }));
    expect(store.getState().mergeDialog).toEqual({ nodeId: "n1" });
    await user.click(screen.getByRole("button", { name: "Purge Pricing ideas" }));
    expect(store.getState().purgeDialog).toMatchObject({ nodeId: "n1" });
    // The clicks did not reach the node (which would select it and close the dialogs).
    expect(store.getState().selectedNodeId).toBe("n1");
  });

  it("hides merge and purge when its capabilities refuse them (a merged node, the root)", () => {
    renderNode(nodeData({ status: "merged", caps: caps("purge", "undo") }), { selected: true });
    expect(screen.queryByTestId("node-merge")).toBeNull();
    expect(screen.getByTestId("node-purge")).toBeTruthy();
  });

  it("the root with no capabilities offers only collapse", () => {
    renderNode(nodeData({ id: "root", parentId: null, kind: "root", caps: caps() }), { selected: true });
    expect(screen.queryByTestId("node-merge")).toBeNull();
    expect(screen.queryByTestId("node-purge")).toBeNull();
    expect(screen.getByTestId("node-collapse")).toBeTruthy();
  });

  it("collapse toggles the branches under it", async () => {
    const { store, user } = renderNode(nodeData(), { selected: true });
    await user.click(screen.getByRole("button", { name: "Collapse the branches under Pricing ideas" }));
    expect(store.getState().collapsed.has("n1")).toBe(true);
    await user.click(screen.getByRole("button", { name: "Expand the branches under Pricing ideas" }));
    expect(store.getState().collapsed.has("n1")).toBe(false);
  });

  it("far out: a block with no counts and no actions, titled only when it is the root or labelled", () => {
    const { store } = renderNode(nodeData(), { zoom: 0.1 });
    expect(screen.getByTestId("graph-node").dataset.lod).toBe("shape");
    expect(screen.queryByText("Pricing ideas")).toBeNull();
    expect(screen.queryByTestId("graph-node-items")).toBeNull();
    act(() => store.getState().setHovered("n1"));
    expect(screen.queryByTestId("node-merge")).toBeNull();
  });

  it("far out, a labelled node shows its label", () => {
    renderNode(nodeData({ label: "Decision" }), { zoom: 0.1 });
    expect(screen.getByTestId("graph-node").textContent).toBe("Decision");
  });

  it("in between: the title only, no counts", () => {
    renderNode(nodeData(), { zoom: 0.5 });
    expect(screen.getByTestId("graph-node").dataset.lod).toBe("compact");
    expect(screen.getByTestId("graph-node-title").textContent).toBe("Pricing ideas");
    expect(screen.queryByTestId("graph-node-tokens")).toBeNull();
  });
});
