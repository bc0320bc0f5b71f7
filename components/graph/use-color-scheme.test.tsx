import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useColorScheme } from "./use-color-scheme";

function Probe() {
  return <p data-testid="scheme">{useColorScheme()}</p>;
}

/** A matchMedia whose dark preference the test flips, with its change listeners. */
function fakeSystem(prefersDark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return prefersDark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal("matchMedia", () => media);
  return {
    set(dark: boolean) {
      prefersDark = dark;
      listeners.forEach((l) => l());
    },
  };
}

describe("useColorScheme (the graph canvases' colours)", () => {
  afterEach(() => {
    document.documentElement.classList.remove("dark", "light");
    vi.unstubAllGlobals();
  });

  it("follows the theme toggle's class on <html> and redraws when it changes", async () => {
    fakeSystem(false);
    render(<Probe />);
    expect(screen.getByTestId("scheme").textContent).toBe("light");
    await act(async () => {
      document.documentElement.classList.add("dark");
      await new Promise((resolve) => setTimeout(resolve, 0)); // the MutationObserver's callback
    });
    expect(screen.getByTestId("scheme").textContent).toBe("dark");
    await act(async () => {
      document.documentElement.classList.replace("dark", "light");
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByTestId("scheme").textContent).toBe("light");
  });

  it("follows the system's preference when the toggle says 'system' (no class)", () => {
    const system = fakeSystem(true);
    render(<Probe />);
    expect(screen.getByTestId("scheme").textContent).toBe("dark");
    act(() => system.set(false));
    expect(screen.getByTestId("scheme").textContent).toBe("light");
  });
});
