import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { deleteConversationAction } from "@/lib/actions/delete-conversation";
import { createConversationAction } from "@/lib/actions/create-conversation";
import type { ProjectRole } from "@/lib/shared/roles";
import { RoleProvider } from "@/components/ui/role-context";
import { ConversationList } from "./conversation-list";
import { NewConversationButton } from "./new-conversation-button";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }) }));
vi.mock("@/lib/actions/delete-conversation", () => ({ deleteConversationAction: vi.fn() }));
vi.mock("@/lib/actions/create-conversation", () => ({ createConversationAction: vi.fn() }));

const CONVERSATIONS = [
  { id: "c1", title: "Launch plan", nodeCount: 3, updatedAt: new Date().toISOString() },
] as unknown as Parameters<typeof ConversationList>[0]["conversations"];

function renderAs(role: ProjectRole) {
  render(
    <RoleProvider role={role}>
      <NewConversationButton projectId="p1" />
      <ConversationList projectId="p1" conversations={CONVERSATIONS} />
    </RoleProvider>,
  );
  return userEvent.setup();
}

/** The text of the elements `el`'s aria-describedby names (its accessible description). */
function description(el: HTMLElement): string {
  const ids = el.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

const confirmMock = vi.fn(() => true);

beforeEach(() => {
  confirmMock.mockClear();
  vi.mocked(deleteConversationAction).mockReset();
  vi.mocked(createConversationAction).mockReset();
});

describe("the project page's controls follow the role", () => {
  it("a viewer's Delete and New conversation say why on focus and do nothing when pressed", async () => {
    const user = renderAs("viewer");
    const remove = screen.getByRole("button", { name: "Delete Launch plan" });
    expect(remove.getAttribute("aria-disabled")).toBe("true");
    expect(description(remove)).toMatch(/^Viewers can't delete conversations/);
    expect(remove.title).toMatch(/^Viewers can't delete conversations/);
    const create = screen.getByTestId("new-conversation");
    expect(description(create)).toMatch(/^Viewers can't start conversations/);

    // Still reachable by keyboard (the reason is read on focus), but nothing is sent.
    await user.tab();
    expect(document.activeElement).toBe(create);
    const confirm = (window.confirm = confirmMock);
    await user.click(remove);
    await user.click(create);
    expect(confirm).not.toHaveBeenCalled();
    expect(deleteConversationAction).not.toHaveBeenCalled();
    expect(createConversationAction).not.toHaveBeenCalled();
  });

  it("an editor's controls act", async () => {
    const user = renderAs("editor");
    vi.mocked(deleteConversationAction).mockResolvedValue({ ok: true, data: undefined } as never);
    window.confirm = confirmMock;
    const remove = screen.getByRole("button", { name: "Delete Launch plan" });
    expect(remove.getAttribute("aria-disabled")).toBeNull();
    expect(description(remove)).toBe("");
    await user.click(remove);
    expect(deleteConversationAction).toHaveBeenCalledWith({ conversationId: "c1" });
  });
});
