import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderInWorkspace } from "@/lib/testing/dom";
import { windowEntry } from "@/lib/testing/views";
import type { WindowEntry } from "@/lib/shared/tree-types";
import { MessageList, type EntryActions } from "./message-list";

const ACTIONS: EntryActions = { pin: vi.fn(), showNode: vi.fn(), inspect: vi.fn(), switchTo: vi.fn() };

/** Seven inherited messages (the last the question), then this node's own entries. */
function inherited(): WindowEntry[] {
  return Array.from({ length: 7 }, (_, i) =>
    windowEntry(`i${i}`, i === 6 ? "What is the budget?" : `Earlier message ${i}`, {
      origin: "inherited",
      role: i % 2 === 0 ? "user" : "assistant",
      position: i + 1,
    }),
  );
}

function renderList(window: WindowEntry[]) {
  renderInWorkspace(
    <MessageList
      nodeId="n1"
      window={window}
      titles={new Map()}
      engineLabels={{}}
      liveMessages={[]}
      live={false}
      readOnly={false}
      actions={ACTIONS}
      onRetry={vi.fn()}
    />,
  );
}

const shown = () => screen.getAllByTestId("message").map((m) => m.getAttribute("data-item-id"));

describe("MessageList folding of inherited messages", () => {
  it("a regenerated answer keeps its inherited question in view; the earlier ones fold", () => {
    renderList([
      ...inherited(),
      windowEntry("a2", "The budget is 40k.", { role: "assistant", origin: "local", position: 8 }),
    ]);
    expect(screen.getByTestId("show-inherited").textContent).toBe(
      "6 earlier inherited messages from the parent — show",
    );
    expect(shown()).toEqual(["i6", "a2"]);
  });

  it("a branch that asks its own question folds all of them", () => {
    const window = inherited().slice(0, 6);
    renderList([...window, windowEntry("q", "And lunch?", { origin: "local", position: 7 })]);
    expect(screen.getByTestId("show-inherited").textContent).toBe("6 inherited messages from the parent — show");
    expect(shown()).toEqual(["q"]);
  });
});
