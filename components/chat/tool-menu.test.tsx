import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { toolMenuOptions } from "@/lib/query/tool-menu";
import { toolChoiceFor, useToolChoiceStore } from "@/lib/stores/tool-choice";
import { renderInWorkspace } from "@/lib/testing/dom";
import type { ToolMenu as ToolMenuData } from "@/lib/tools/tool-menu";
import { ToolMenu } from "./tool-menu";

const HOSTILE = '<img src=x onerror="window.__pwned=1">';

const menu: ToolMenuData = {
  approval: "destructive",
  asideTokens: 2000,
  servers: [
    {
      name: "fs",
      status: "connected",
      error: null,
      truncated: false,
      tools: [
        {
          name: "read_text_file",
          qualifiedName: "fs_read_text_file",
          title: "read_text_file",
          description: "Reads a file.",
          destructive: false,
        },
        {
          name: "write_file",
          qualifiedName: "fs_write_file",
          title: "write_file",
          description: "Writes a file.",
          destructive: true,
        },
      ],
    },
    {
      name: "bad",
      status: "connected",
      error: null,
      truncated: false,
      tools: [
        {
          name: HOSTILE,
          qualifiedName: "bad__img",
          title: HOSTILE,
          description: `<script>x</script> ${HOSTILE}`,
          destructive: true,
        },
      ],
    },
  ],
};

function renderMenu() {
  const user = userEvent.setup();
  const view = renderInWorkspace(<ToolMenu nodeId="n1" readOnly={false} />, {
    seed: (client) => client.setQueryData(toolMenuOptions("n1").queryKey, menu),
  });
  return { user, ...view };
}

beforeEach(() => useToolChoiceStore.setState({ choices: {} }));

describe("ToolMenu", () => {
  it("lists the project's servers and tools; hostile names and descriptions stay text", async () => {
    const { user, container } = renderMenu();
    expect(screen.getByTestId("tool-menu-count").textContent).toBe("Tools: 3 on");
    await user.click(screen.getByTestId("tool-menu-button"));
    expect(screen.getByTestId("tool-menu-panel").textContent).toContain(HOSTILE);
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("script")).toBeNull();
    expect(screen.getByTestId("tool-menu-panel").textContent).toContain("(may change things)");
  });

  it("switches a tool and a server off for the node's next message, in the store's agreed shape", async () => {
    const { user } = renderMenu();
    await user.click(screen.getByTestId("tool-menu-button"));
    const write = document.querySelector<HTMLInputElement>('[data-tool="fs_write_file"]')!;
    await user.click(write);
    expect(toolChoiceFor("n1")).toEqual({ servers: null, disabledTools: ["fs_write_file"] });
    expect(screen.getByTestId("tool-menu-count").textContent).toBe("Tools: 2 on");
    const badSwitch = document.querySelector('[data-server-name="bad"] [data-testid="tool-menu-server-switch"]')!;
    await user.click(badSwitch);
    expect(toolChoiceFor("n1")).toEqual({ servers: ["fs"], disabledTools: ["fs_write_file"] });
    expect(screen.getByTestId("tool-menu-count").textContent).toBe("Tools: 1 on");
    // Every server on again is the project's default (null), not a frozen list.
    await user.click(badSwitch);
    expect(toolChoiceFor("n1").servers).toBeNull();
    expect(toolChoiceFor("other")).toEqual({ servers: null, disabledTools: [] });
  });

  it("shows nothing when the project enabled no server", () => {
    const { container } = renderInWorkspace(<ToolMenu nodeId="n2" readOnly={false} />, {
      seed: (client) => client.setQueryData(toolMenuOptions("n2").queryKey, { ...menu, servers: [] }),
    });
    expect(container.querySelector('[data-testid="tool-menu"]')).toBeNull();
  });
});
