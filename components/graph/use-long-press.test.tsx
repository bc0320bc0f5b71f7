import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createPortal } from "react-dom";
import { renderInWorkspace } from "@/lib/testing/dom";
import { useLongPress } from "./use-long-press";

/** The graph's wrapper with one node, and a menu rendered into <body> as the real one is. */
function Harness({ onItem }: { onItem: () => void }) {
  const longPress = useLongPress();
  return (
    <div {...longPress}>
      <div data-node-id="n1" data-testid="node">
        Node
      </div>
      {createPortal(
        <div data-testid="node-context-menu">
          <button type="button" data-testid="item" onClick={onItem}>
            Open chat
          </button>
        </div>,
        document.body,
      )}
    </div>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("useLongPress", () => {
  it("opens the node menu after a half-second hold, and the lift's click presses nothing under the finger", () => {
    const onItem = vi.fn();
    const { store } = renderInWorkspace(<Harness onItem={onItem} />);
    fireEvent.pointerDown(screen.getByTestId("node"), { pointerType: "touch", clientX: 10, clientY: 20 });
    act(() => vi.advanceTimersByTime(499));
    expect(store.getState().contextMenu).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(store.getState().contextMenu).toEqual({ nodeId: "n1", x: 10, y: 20 });

    // Lifting the finger: the click lands on the menu item the sheet put under it, and is swallowed.
    fireEvent.pointerUp(screen.getByTestId("node"), { pointerType: "touch" });
    fireEvent.click(screen.getByTestId("item"));
    expect(onItem).not.toHaveBeenCalled();

    // A real tap on the item afterwards (a new press) goes through.
    fireEvent.pointerDown(screen.getByTestId("item"), { pointerType: "touch" });
    fireEvent.click(screen.getByTestId("item"));
    expect(onItem).toHaveBeenCalledTimes(1);
  });

  it("a mouse press, or a finger that moves, opens nothing", () => {
    const { store } = renderInWorkspace(<Harness onItem={() => undefined} />);
    fireEvent.pointerDown(screen.getByTestId("node"), { pointerType: "mouse", clientX: 10, clientY: 20 });
    act(() => vi.advanceTimersByTime(600));
    expect(store.getState().contextMenu).toBeNull();
    fireEvent.pointerDown(screen.getByTestId("node"), { pointerType: "touch", clientX: 10, clientY: 20 });
    fireEvent.pointerMove(screen.getByTestId("node"), { pointerType: "touch", clientX: 40, clientY: 20 });
    act(() => vi.advanceTimersByTime(600));
    expect(store.getState().contextMenu).toBeNull();
  });
});
