import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Fork } from "@/lib/chat/forks";
import { ForkSwitcher } from "./message-fork";

/** Options `from`..`to` (inclusive, 0-based among all of a fork's) as the server sends them. */
const optionsOf = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({
    nodeId: `n${from + i}`,
    title: `Version ${from + i + 1}`,
    entryId: `e${from + i}`,
  }));

describe("ForkSwitcher", () => {
  it("counts every option and steps to its neighbours in the window the server sent", async () => {
    const user = userEvent.setup();
    const onSwitch = vi.fn();
    // Option 1,001 of 2,001: the server sent options 991..1011 (lib/chat/forks.ts).
    const fork: Fork = { atEntryId: "e", options: optionsOf(990, 1010), index: 1000, count: 2001, offset: 990 };
    render(<ForkSwitcher fork={fork} onSwitch={onSwitch} />);
    expect(screen.getByTestId("fork-position").textContent).toBe("1001 / 2001");
    expect(screen.getByTestId("fork-switcher").dataset.count).toBe("2001");
    await user.click(screen.getByRole("button", { name: "Previous version: Version 1000" }));
    expect(onSwitch).toHaveBeenLastCalledWith(expect.objectContaining({ nodeId: "n999" }));
    await user.click(screen.getByRole("button", { name: "Next version: Version 1002" }));
    expect(onSwitch).toHaveBeenLastCalledWith(expect.objectContaining({ nodeId: "n1001" }));
  });

  it("has no previous at the first option and no next at the last", () => {
    const { unmount } = render(
      <ForkSwitcher
        fork={{ atEntryId: "e", options: optionsOf(0, 10), index: 0, count: 2001, offset: 0 }}
        onSwitch={() => undefined}
      />,
    );
    expect(screen.getByTestId("fork-prev")).toHaveProperty("disabled", true);
    expect(screen.getByTestId("fork-next")).toHaveProperty("disabled", false);
    unmount();
    render(
      <ForkSwitcher
        fork={{ atEntryId: "e", options: optionsOf(1990, 2000), index: 2000, count: 2001, offset: 1990 }}
        onSwitch={() => undefined}
      />,
    );
    expect(screen.getByTestId("fork-position").textContent).toBe("2001 / 2001");
    expect(screen.getByTestId("fork-prev")).toHaveProperty("disabled", false);
    expect(screen.getByTestId("fork-next")).toHaveProperty("disabled", true);
  });
});
