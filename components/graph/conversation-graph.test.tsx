import { fireEvent, waitFor } from "@testing-library/react";
import { ReactFlowProvider } from "@xyflow/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { ConversationTree, GraphNodeData } from "@/lib/views/tree-view";
import { treeOptions } from "@/lib/query/options";
import { graphNode, renderInWorkspace } from "@/lib/testing/dom";
import { ConversationGraph } from "./conversation-graph";

const node = (id: string, parentId: string | null, title: string): GraphNodeData =>
  graphNode({
    id,
    parentId,
    title,
    kind: parentId ? "branch" : "root",
    inheritPolicy: parentId ? "full" : "none",
    itemCount: 2,
    tokenCount: 40,
  });

const TREE: ConversationTree = {
  id: "c1",
  title: "Trip",
  projectId: "p1",
  projectName: "Travel",
  rootNodeId: "root",
  nodes: [node("root", null, "Trip"), node("b1", "root", "Hotels")],
  merges: [],
};

beforeAll(() => {
  // React Flow measures its pane and nodes; happy-dom lays nothing out.
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

function renderGraph() {
  return renderInWorkspace(
    <div style={{ width: 800, height: 600 }}>
      <ReactFlowProvider>
        <ConversationGraph />
      </ReactFlowProvider>
    </div>,
    { seed: (client) => client.setQueryData(treeOptions("c1").queryKey, TREE) },
  );
}

describe("ConversationGraph: a tap on a node", () => {
  it("selects it and brings its chat forward (a phone's Chat tab; both panes show on a desktop)", async () => {
    const { store } = renderGraph();
    store.getState().setPane("graph");
    // React Flow mounts its nodes again once measured: click the node that is in the page then.
    await waitFor(() => {
      const card = document.querySelector<HTMLElement>('[data-testid="rf__node-b1"]');
      expect(card).not.toBeNull();
      fireEvent.click(card!);
      expect(store.getState().selectedNodeId).toBe("b1");
    });
    expect(store.getState().pane).toBe("chat");
    expect(store.getState().contextMenu).toBeNull();
  });
});
