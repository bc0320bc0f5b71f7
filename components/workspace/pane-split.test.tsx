import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { GRAPH_SHARE, PaneSeparator, useGraphShare } from "./pane-split";

function Split() {
  const row = useRef<HTMLDivElement>(null);
  const graph = useRef<HTMLDivElement>(null);
  const share = useGraphShare();
  return (
    <div ref={row}>
      <div ref={graph} data-testid="share">
        {share ?? "default"}
      </div>
      <PaneSeparator rowRef={row} graphRef={graph} />
    </div>
  );
}

describe("PaneSeparator", () => {
  beforeEach(() => window.localStorage.clear());

  it("moves by keyboard within its limits, says where it is, and remembers it", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Split />);
    const separator = screen.getByRole("separator", { name: "Resize the graph and the chat" });
    expect(screen.getByTestId("share").textContent).toContain("default");
    separator.focus();
    await user.keyboard("{ArrowRight}");
    expect(separator.getAttribute("aria-valuenow")).toBe("52");
    await user.keyboard("{Shift>}{ArrowLeft}{/Shift}");
    expect(separator.getAttribute("aria-valuenow")).toBe("42");
    await user.keyboard("{End}");
    expect(separator.getAttribute("aria-valuenow")).toBe(String(GRAPH_SHARE.max));
    await user.keyboard("{Home}{ArrowLeft}");
    expect(separator.getAttribute("aria-valuenow")).toBe(String(GRAPH_SHARE.min));

    // Remembered: a new page load reads it back.
    unmount();
    render(<Split />);
    expect(screen.getByTestId("share").textContent).toContain(String(GRAPH_SHARE.min));
    expect(screen.getByRole("separator").getAttribute("aria-valuemin")).toBe(String(GRAPH_SHARE.min));
  });
});
