import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setNodeLabelAction } from "@/lib/actions/set-node-label";
import type { ConversationTree, GraphNodeData } from "@/lib/views/tree-view";
import { EDITOR_CAPS, graphNode, renderInWorkspace } from "@/lib/testing/dom";
import { NodeContextMenu } from "./node-context-menu";

vi.mock("@/lib/actions/set-node-label", () => ({ setNodeLabelAction: vi.fn() }));
vi.mock("@/lib/actions/promote-node", () => ({ promoteNodeAction: vi.fn() }));
// No server here: a save refreshes nothing.
vi.mock("@/components/workspace/use-refresh", () => ({ useRefreshConversation: () => async () => undefined }));

const CAPS = EDITOR_CAPS;
const NODE: GraphNodeData = graphNode();

function openMenu(width: number) {
  window.innerWidth = width;
  const rendered = renderInWorkspace(<NodeContextMenu />, {
    seed: (client) => client.setQueryData(["tree", "c1"], { nodes: [NODE] } as unknown as ConversationTree),
  });
  rendered.store.getState().setPane("graph");
  act(() => rendered.store.getState().openContextMenu("n1", 200, 300));
  return { ...rendered, user: userEvent.setup(), menu: () => screen.getByTestId("node-context-menu") };
}

afterEach(() => {
  window.innerWidth = 1024;
});

describe("NodeContextMenu", () => {
  it("'Open chat' selects the node and brings the chat pane forward (a phone shows one pane)", async () => {
    const { store, user } = openMenu(390);
    await user.click(screen.getByTestId("menu-open"));
    expect(store.getState().selectedNodeId).toBe("n1");
    expect(store.getState().pane).toBe("chat");
    expect(store.getState().contextMenu).toBeNull();
  });

  it("is a sheet at the bottom of a phone's screen, in <body> above the page; a popup at the pointer on a desktop", () => {
    const phone = openMenu(390);
    expect(phone.menu().dataset.layout).toBe("sheet");
    expect(phone.menu().parentElement).toBe(document.body);
    phone.unmount();
    const desktop = openMenu(1280);
    expect(desktop.menu().dataset.layout).toBe("popup");
    expect(desktop.menu().style.left).toBe("200px");
  });

  it("holds only menu items in its role=menu; the label field and colours sit beside it", () => {
    const { menu } = openMenu(1280);
    const list = within(menu()).getByRole("menu");
    const children = Array.from(list.children);
    expect(children.length).toBeGreaterThan(0);
    for (const child of children) expect(child.getAttribute("role")).toBe("menuitem");
    expect(list.contains(screen.getByTestId("menu-label-input"))).toBe(false);
    expect(list.contains(screen.getByTestId("menu-color-blue"))).toBe(false);
    expect(screen.getByTestId("menu-color-blue").getAttribute("aria-pressed")).toBe("false");
    expect(menu().getAttribute("role")).toBe("dialog");
    expect(menu().getAttribute("aria-labelledby")).toBeTruthy();
  });
});

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
