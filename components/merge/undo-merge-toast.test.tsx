import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
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
});
