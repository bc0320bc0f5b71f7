import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setNodeLabelAction } from "@/lib/actions/set-node-label";
import type { NodeCapabilities } from "@/lib/tree/capabilities";
import { renderInWorkspace } from "@/lib/testing/dom";
import { NodeContextMenu } from "./node-context-menu";

vi.mock("@/lib/actions/set-node-label", () => ({ setNodeLabelAction: vi.fn() }));
vi.mock("@/lib/actions/promote-node", () => ({ promoteNodeAction: vi.fn() }));
// No server here: a save refreshes nothing.
vi.mock("@/components/workspace/use-refresh", () => ({ useRefreshConversation: () => async () => undefined }));

const CAPS: NodeCapabilities = {
  write: true,
  branch: true,
  aside: true,
  merge: true,
  purge: true,
  promote: false,
  undo: false,
  rename: true,
  label: true,
};

const TREE = {
  title: "Launch",
  rootNodeId: "root",
  nodes: [
    {
      id: "n1",
      parentId: "root",
      kind: "branch",
      status: "open",
      title: "Pricing",
      label: null,
      color: null,
      caps: CAPS,
    },
  ],
};

beforeEach(() => {
  vi.mocked(setNodeLabelAction).mockResolvedValue({ ok: true, data: {} } as never);
});

describe("NodeContextMenu label and colour", () => {
  it("a colour picked after typing a label saves both", async () => {
    const user = userEvent.setup();
    const { store } = renderInWorkspace(<NodeContextMenu />, {
      seed: (client) => client.setQueryData(["tree", "c1"], TREE),
    });
    act(() => store.getState().openContextMenu("n1", 10, 10));
    await user.type(screen.getByTestId("menu-label-input"), "  Decision ");
    await user.click(screen.getByTestId("menu-color-green"));
    expect(setNodeLabelAction).toHaveBeenCalledWith({
      conversationId: "c1",
      nodeId: "n1",
      label: "Decision",
      color: "green",
    });
  });

  it("Save keeps the colour the node has", async () => {
    const user = userEvent.setup();
    const { store } = renderInWorkspace(<NodeContextMenu />, {
      seed: (client) =>
        client.setQueryData(["tree", "c1"], { ...TREE, nodes: [{ ...TREE.nodes[0], color: "red", label: "Old" }] }),
    });
    act(() => store.getState().openContextMenu("n1", 10, 10));
    await user.clear(screen.getByTestId("menu-label-input"));
    await user.click(screen.getByTestId("menu-label-save"));
    expect(setNodeLabelAction).toHaveBeenCalledWith({ conversationId: "c1", nodeId: "n1", label: null, color: "red" });
  });
});
