import { act, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderInWorkspace } from "@/lib/testing/dom";
import { windowEntry } from "@/lib/testing/views";
import type { WindowEntry } from "@/lib/shared/tree-types";
import { MessageList, type EntryActions } from "./message-list";
import type { CanopyUIMessage } from "./types";

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

function renderList(window: WindowEntry[], more: { offlineOnly?: boolean } = {}) {
  return renderInWorkspace(
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
      {...more}
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

describe("MessageList provenance of merged messages", () => {
  it("a merged message's 'merged from' details list its merge's conflicts with the choice made", () => {
    renderInWorkspace(
      <MessageList
        nodeId="n1"
        window={[
          windowEntry("m1", "The public launch is on May 3.", {
            role: "assistant",
            origin: "merged",
            position: 1,
            sourceNodeId: "b1",
            mergeEventId: "e1",
          }),
        ]}
        titles={new Map([["b1", "Launch plan"]])}
        engineLabels={{}}
        liveMessages={[]}
        live={false}
        readOnly={false}
        actions={ACTIONS}
        onRetry={vi.fn()}
        mergeConflicts={{
          e1: [
            { about: "launch", branchText: "Launch is May 3.", parentText: "Launch is May 10.", choice: "keep-parent" },
            { about: "owner", branchText: "Marta owns it.", parentText: "Ola owns it.", choice: null },
          ],
        }}
      />,
    );
    expect(screen.getByTestId("merged-label").textContent).toContain("merged from Launch plan");
    const rows = screen.getAllByTestId("merge-provenance-conflict");
    expect(rows.map((r) => r.getAttribute("data-choice"))).toEqual(["keep-parent", "unresolved"]);
    expect(rows[0].textContent).toContain("kept the parent's");
    expect(rows[0].textContent).toContain("Launch is May 10.");
    expect(rows[1].textContent).toContain("left unresolved");
  });
});

describe("MessageList says what the offline engine is", () => {
  const NOTICE =
    /^Offline engine: answers by quoting your conversation and documents\. Connect a model for real answers\.$/;

  it("in the empty chat when only the offline engine is configured, not otherwise", () => {
    const { unmount } = renderList([], { offlineOnly: true });
    expect(screen.getByTestId("offline-engine-notice").textContent).toMatch(NOTICE);
    unmount();
    renderList([]);
    expect(screen.queryByTestId("offline-engine-notice")).toBeNull();
  });

  it("under its first answer only, and on every offline answer's badge", () => {
    renderList([
      windowEntry("q1", "The office is in Lyon.", { origin: "local", position: 1 }),
      windowEntry("a1", "Noted.", { role: "assistant", origin: "local", position: 2, model: "offline" }),
      windowEntry("q2", "Where is the office?", { origin: "local", position: 3 }),
      windowEntry("a2", "From this branch's context:", {
        role: "assistant",
        origin: "local",
        position: 4,
        model: "offline",
      }),
    ]);
    const notices = screen.getAllByTestId("offline-engine-notice");
    expect(notices).toHaveLength(1);
    expect(notices[0].closest("[data-item-id]")?.getAttribute("data-item-id")).toBe("a1");
    for (const badge of screen.getAllByTestId("engine-label")) expect(badge.getAttribute("title")).toMatch(NOTICE);
  });
});

describe("MessageList following a streaming answer", () => {
  let stream: (text: string) => void = () => {};
  function Streaming() {
    const [text, setText] = useState("The answer");
    stream = setText;
    const answer = { id: "live", role: "assistant", parts: [{ type: "text", text }] } as CanopyUIMessage;
    return (
      <MessageList
        nodeId="n1"
        window={[windowEntry("q", "A question", { origin: "local", position: 1 })]}
        titles={new Map()}
        engineLabels={{}}
        liveMessages={[answer]}
        live
        readOnly={false}
        actions={ACTIONS}
        onRetry={vi.fn()}
      />
    );
  }
  /** The list as laid out: 1,000 px of messages in a 300 px pane, scrolled to `top`. */
  const scrollTo = (top: number, event = true) => {
    const list = screen.getByTestId("message-list");
    Object.defineProperties(list, {
      scrollHeight: { configurable: true, value: 1000 },
      clientHeight: { configurable: true, value: 300 },
      scrollTop: { configurable: true, value: top },
    });
    if (event) fireEvent.scroll(list);
  };

  it("follows from the end, leaves a reader who scrolled up in place, and follows again back at the end", () => {
    const scrolled = vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(() => {});
    renderInWorkspace(<Streaming />);
    expect(scrolled).toHaveBeenCalled();

    scrolled.mockClear();
    act(() => stream("The answer grows"));
    expect(scrolled).toHaveBeenCalledTimes(1);

    scrolled.mockClear();
    scrollTo(200); // reading further up
    act(() => stream("The answer grows, word by word"));
    expect(scrolled).not.toHaveBeenCalled();

    scrollTo(680); // back within a few pixels of the end
    act(() => stream("The answer grows, word by word, to its end."));
    expect(scrolled).toHaveBeenCalledTimes(1);
    scrolled.mockRestore();
  });

  it("a reader who scrolled up stays there when their question is saved while the answer streams", () => {
    const scrolled = vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(() => {});
    let save: (saved: boolean) => void = () => {};
    function Sent() {
      const [saved, setSaved] = useState(false);
      const [text, setText] = useState("The answer");
      save = setSaved;
      stream = setText;
      const question = {
        id: "q2",
        role: "user",
        parts: [{ type: "text", text: "Tell me slowly." }],
      } as CanopyUIMessage;
      const answer = { id: "live", role: "assistant", parts: [{ type: "text", text }] } as CanopyUIMessage;
      const window = [windowEntry("q", "A question", { origin: "local", position: 1 })];
      if (saved) window.push(windowEntry("q2", "Tell me slowly.", { origin: "local", position: 2 }));
      return (
        <MessageList
          nodeId="n1"
          window={window}
          titles={new Map()}
          engineLabels={{}}
          liveMessages={[question, answer]}
          live
          readOnly={false}
          actions={ACTIONS}
          onRetry={vi.fn()}
        />
      );
    }
    renderInWorkspace(<Sent />);
    expect(scrolled).toHaveBeenCalled(); // sent: to the end
    scrollTo(100); // reading further up
    scrolled.mockClear();
    act(() => save(true));
    act(() => stream("The answer grows, word by word"));
    expect(scrolled).not.toHaveBeenCalled();
    scrolled.mockRestore();
  });

  it("a move up whose scroll event has not arrived yet is not undone by the next words", () => {
    const scrolled = vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(() => {});
    renderInWorkspace(<Streaming />);
    scrollTo(700); // followed to the end
    act(() => stream("The answer grows"));
    scrolled.mockClear();
    scrollTo(100, false); // the reader moved up; the browser has not sent the scroll event yet
    act(() => stream("The answer grows, word by word"));
    expect(scrolled).not.toHaveBeenCalled();
    scrolled.mockRestore();
  });
});
