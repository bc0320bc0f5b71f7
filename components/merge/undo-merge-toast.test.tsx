import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { nodeOptions, treeOptions } from "@/lib/query/options";
import { renderInWorkspace } from "@/lib/testing/dom";
import { UndoMergeToast } from "./undo-merge-toast";

vi.mock("@/lib/actions/undo-merge", () => ({ undoMergeAction: vi.fn() }));

describe("UndoMergeToast", () => {
  it("outlives the merge's own aftermath, then goes at the next unrelated action", () => {
    const { store } = renderInWorkspace(<UndoMergeToast />, { selectedNodeId: "child" });
    // The merge dialog is open while the merge sets the toast and selects the parent.
    act(() => {
      store.getState().openMergeDialog("child");
      store.getState().setLastMerge({ mergeEventId: "m1", title: "Pricing ideas" });
    });
    act(() => store.getState().selectNode("root"));
    act(() => store.getState().closeMergeDialog());
    expect(screen.getByTestId("merge-toast").textContent).toContain("Merged “Pricing ideas”.");

    // Hovering is not an action; selecting another node is.
    act(() => store.getState().setHovered("other"));
    expect(screen.getByTestId("merge-toast")).toBeTruthy();
    act(() => store.getState().selectNode("other"));
    expect(screen.queryByTestId("merge-toast")).toBeNull();
    expect(store.getState().lastMerge).toBeNull();
  });

  it("goes when a dialog opens or a subtree folds", () => {
    const { store } = renderInWorkspace(<UndoMergeToast />);
    act(() => store.getState().setLastMerge({ mergeEventId: "m2", title: "A" }));
    act(() => store.getState().openBranchDialog("root", null));
    expect(screen.queryByTestId("merge-toast")).toBeNull();

    act(() => store.getState().setLastMerge({ mergeEventId: "m3", title: "B" }));
    expect(screen.getByTestId("merge-toast")).toBeTruthy();
    act(() => store.getState().toggleCollapsed("root"));
    expect(screen.queryByTestId("merge-toast")).toBeNull();
  });

  it("offers Undo only while the parent is as the merge left it", async () => {
    const merge = { id: "m4", parentId: "root", childId: "child", createdAt: "2026-01-01T10:00:00.000Z" };
    const tree = {
      id: "c1",
      merges: [merge],
      nodes: [
        { id: "root", parentId: null, status: "open", createdAt: "2026-01-01T09:00:00.000Z" },
        { id: "child", parentId: "root", status: "merged", createdAt: "2026-01-01T09:30:00.000Z" },
      ],
    };
    const entry = (id: string, createdAt: string, mergeEventId: string | null) => ({
      id,
      origin: mergeEventId ? "merged" : "local",
      mergeEventId,
      createdAt,
    });
    const { store, queryClient } = renderInWorkspace(<UndoMergeToast />, {
      seed: (client) => {
        client.setQueryData(treeOptions("c1").queryKey, tree as never);
        client.setQueryData(nodeOptions("root").queryKey, {
          window: [entry("q", "2026-01-01T09:00:00.000Z", null), entry("up", "2026-01-01T10:00:00.000Z", "m4")],
        } as never);
      },
    });
    act(() => store.getState().setLastMerge({ mergeEventId: "m4", title: "Pricing ideas" }));
    expect(screen.getByTestId("undo-merge")).toBeTruthy();
    // A message written to the parent after the merge: Undo would be refused, so it is not offered.
    act(() =>
      queryClient.setQueryData(nodeOptions("root").queryKey, {
        window: [
          entry("q", "2026-01-01T09:00:00.000Z", null),
          entry("up", "2026-01-01T10:00:00.000Z", "m4"),
          entry("later", "2026-01-01T10:05:00.000Z", null),
        ],
      } as never),
    );
    await waitFor(() => expect(screen.queryByTestId("undo-merge")).toBeNull());
    expect(screen.getByTestId("merge-toast").textContent).toContain("Merged “Pricing ideas”.");
  });
});
