import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReactFlowProvider, useStoreApi, type NodeProps } from "@xyflow/react";
import { useState, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { moreNodeId, type MoreNode as MoreNodeData } from "@/lib/graph/fan-out";
import { renderInWorkspace } from "@/lib/testing/dom";
import { MoreNode, type MoreFlowNode } from "./more-node";

/** React Flow's store without its "handle outside a node" warning (the handles are not under test). */
function Quiet({ children }: { children: ReactNode }) {
  const api = useStoreApi();
  useState(() => api.setState({ onError: () => undefined }));
  return children;
}

function renderMore(data: MoreNodeData) {
  const props = { id: data.id, data, type: "more" } as unknown as NodeProps<MoreFlowNode>;
  return renderInWorkspace(
    <ReactFlowProvider>
      <Quiet>
        <MoreNode {...props} />
      </Quiet>
    </ReactFlowProvider>,
  );
}

describe("MoreNode", () => {
  it("says how many branches are folded, unfolds them on a click and folds them back", async () => {
    const user = userEvent.setup();
    const { store } = renderMore({ id: moreNodeId("hub"), parentId: "hub", count: 1990, expanded: false });
    const button = screen.getByRole("button", { name: "Show 1,990 more branches" });
    expect(button.textContent).toBe("+1,990 more");
    await user.click(button);
    expect(store.getState().expandedFanOuts.has("hub")).toBe(true);
    await user.click(button);
    expect(store.getState().expandedFanOuts.has("hub")).toBe(false);
  });

  it("offers to fold an unfolded fan-out", () => {
    renderMore({ id: moreNodeId("hub"), parentId: "hub", count: 20, expanded: true });
    expect(screen.getByRole("button", { name: "Show fewer: fold 20 branches" }).textContent).toBe("Show fewer");
  });
});
