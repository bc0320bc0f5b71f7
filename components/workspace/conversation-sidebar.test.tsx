import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { treeOptions } from "@/lib/query/options";
import { useSidebarStore } from "@/lib/stores/sidebar-store";
import type { ConversationTree } from "@/lib/views/tree-view";
import { ConversationSidebar } from "./conversation-sidebar";

const LIST = [
  { id: "c1", title: "Launch plan", nodeCount: 4 },
  { id: "c2", title: "Budget", nodeCount: 2 },
];

const renderSidebar = (client = new QueryClient()) =>
  render(
    <QueryClientProvider client={client}>
      <ConversationSidebar conversations={LIST} currentId="c1" projectId="p1" />
    </QueryClientProvider>,
  );

beforeEach(() => {
  useSidebarStore.setState({ collapsed: false });
});

describe("ConversationSidebar", () => {
  it("lists the project's conversations with the open one marked", () => {
    renderSidebar();
    const links = screen.getAllByTestId("sidebar-conversation");
    expect(links.map((l) => l.textContent)).toEqual(["Launch plan4", "Budget2"]);
    expect(links[0].getAttribute("aria-current")).toBe("page");
    expect(links[1].getAttribute("aria-current")).toBeNull();
  });

  it("shows the open conversation's title as its tree has it now (named after its first message, no reload)", async () => {
    const client = new QueryClient();
    renderSidebar(client);
    const tree = { id: "c1", title: "Untitled conversation", nodes: [{ id: "r" }] } as unknown as ConversationTree;
    act(() => client.setQueryData(treeOptions("c1").queryKey, tree));
    // The query cache tells its observers in a later task.
    await waitFor(() =>
      expect(screen.getAllByTestId("sidebar-conversation")[0].textContent).toBe("Untitled conversation1"),
    );
    act(() => client.setQueryData(treeOptions("c1").queryKey, { ...tree, title: "Launch plan for Q3 (2)" }));
    await waitFor(() =>
      expect(screen.getAllByTestId("sidebar-conversation")[0].textContent).toBe("Launch plan for Q3 (2)1"),
    );
    expect(screen.getAllByTestId("sidebar-conversation")[1].textContent).toBe("Budget2");
  });

  it("collapses to a rail and remembers it across a remount (localStorage)", async () => {
    const user = userEvent.setup();
    const first = renderSidebar();
    await user.click(screen.getByRole("button", { name: "Hide conversations" }));
    expect(screen.queryByTestId("conversation-sidebar")).toBeNull();
    expect(screen.getByRole("button", { name: "Show conversations" })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem("canopy-sidebar")!).state.collapsed).toBe(true);

    // A new page: the store starts open, then reads the remembered choice once mounted.
    first.unmount();
    const stored = localStorage.getItem("canopy-sidebar")!;
    useSidebarStore.setState({ collapsed: false }); // (a set writes through: put the stored choice back)
    localStorage.setItem("canopy-sidebar", stored);
    renderSidebar();
    await act(async () => {
      await useSidebarStore.persist.rehydrate();
    });
    expect(screen.queryByTestId("conversation-sidebar")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Show conversations" }));
    expect(screen.getByTestId("conversation-sidebar")).toBeTruthy();
    expect(JSON.parse(localStorage.getItem("canopy-sidebar")!).state.collapsed).toBe(false);
  });
});
