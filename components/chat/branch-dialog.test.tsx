import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createBranchAction } from "@/lib/actions/create-branch";
import { previewBranchAction } from "@/lib/actions/preview-branch";
import { useChatRunStore } from "@/lib/stores/chat-run-store";
import { renderInWorkspace } from "@/lib/testing/dom";
import { nodeView, windowEntry } from "@/lib/testing/views";
import type { BranchPreview } from "@/lib/tree-ops/branch";
import type { SelectionCandidate } from "@/lib/tree/selective";
import { BranchDialog } from "./branch-dialog";

// Server actions are mocked at the module boundary: the dialog and its preview panel run for real.
vi.mock("@/lib/actions/create-branch", () => ({ createBranchAction: vi.fn() }));
vi.mock("@/lib/actions/preview-branch", () => ({ previewBranchAction: vi.fn() }));

const create = vi.mocked(createBranchAction);
const preview = vi.mocked(previewBranchAction);

const ROOT = nodeView("root", "Main thread", [
  windowEntry("q1", "The launch code is ORCHID-7."),
  windowEntry("a1", "Noted, the code is stored.", { role: "assistant" }),
  windowEntry("q2", "Let us talk about lunch."),
]);

const candidate = (id: string, content: string, tokenCount: number, selected: boolean): SelectionCandidate => ({
  id,
  role: "user",
  content,
  tokenCount,
  pinned: false,
  score: selected ? 0.9 : 0.1,
  relevance: selected ? 0.9 : 0.1,
  selected,
  reason: selected ? "relevant" : "not_relevant",
});

const PREVIEWS: Record<string, BranchPreview> = {
  full: { policy: "full", messages: 2, tokens: 1_250 },
  none: { policy: "none", messages: 0, tokens: 0 },
  selective: {
    policy: "selective",
    selection: {
      candidates: [
        candidate("q1", "The launch code is ORCHID-7.", 12, true),
        candidate("a1", "Noted, the code is stored.", 8, true),
      ],
      selectedIds: ["q1", "a1"],
      selectedTokens: 20,
      budget: 2_000,
    },
  },
  compressed: { policy: "compressed", note: "## Facts\n- Launch code ORCHID-7.", pinned: 1, sourceMessages: 2 },
};

function openDialog() {
  const rendered = renderInWorkspace(<BranchDialog />, {
    conversationId: "c1",
    selectedNodeId: "root",
    seed: (client) => client.setQueryData(["node", "root"], ROOT),
  });
  act(() => rendered.store.getState().openBranchDialog("root", "a1"));
  return { ...rendered, user: userEvent.setup() };
}

const radio = (policy: string) => screen.getByTestId<HTMLInputElement>(`policy-${policy}`);
const confirm = () => screen.getByTestId<HTMLButtonElement>("branch-confirm");
const previewText = async () => (await screen.findByTestId("branch-preview")).textContent;

beforeEach(() => {
  useChatRunStore.setState({ runs: {} });
  preview.mockImplementation(async (input) => ({ ok: true, data: PREVIEWS[input.policy] }));
  create.mockImplementation(
    async (input) =>
      ({ ok: true, data: { nodeId: "new-branch", openingItemId: input.prompt ? "opening" : null } }) as never,
  );
});

describe("BranchDialog", () => {
  it("quotes the message it branches from and offers the four policies, full context by default", async () => {
    openDialog();
    expect(screen.getByText("Noted, the code is stored.")).toBeTruthy();
    for (const policy of ["full", "selective", "compressed", "none"]) expect(radio(policy)).toBeTruthy();
    expect(radio("full").checked).toBe(true);
    expect(await previewText()).toBe("The branch will inherit 2 messages (1.3k tokens) by reference.");
    expect(preview).toHaveBeenCalledWith(
      expect.objectContaining({ conversationId: "c1", nodeId: "root", fromItemId: "a1", policy: "full" }),
    );
  });

  it("no context: previews nothing inherited", async () => {
    const { user } = openDialog();
    await user.click(radio("none"));
    await waitFor(async () => expect(await previewText()).toBe("The branch will inherit nothing (0 tokens)."));
    expect(preview).toHaveBeenLastCalledWith(expect.objectContaining({ policy: "none" }));
  });

  it("creates the branch with the chosen policy and title, selects it and closes", async () => {
    const { user, store } = openDialog();
    await previewText();
    await user.type(screen.getByTestId("branch-title"), "Lunch plans");
    await user.click(confirm());
    await waitFor(() => expect(store.getState().branchDialog).toBeNull());
    expect(create).toHaveBeenCalledWith({
      conversationId: "c1",
      nodeId: "root",
      fromItemId: "a1",
      policy: "full",
      title: "Lunch plans",
      selectedIds: undefined,
      note: undefined,
      prompt: undefined,
    });
    expect(store.getState().selectedNodeId).toBe("new-branch");
    // No opening prompt: nothing is sent; the branch is named after its first message.
    expect(useChatRunStore.getState().runs).toEqual({});
  });

  it("selective: shows the scored selection with its counts and tokens, and creates with what stays ticked", async () => {
    const { user } = openDialog();
    await user.click(radio("selective"));
    await user.type(screen.getByTestId("branch-prompt"), "  What was the code?  ");
    // The prompt reaches the preview (debounced), and the selection is shown with its totals.
    await waitFor(() =>
      expect(preview).toHaveBeenLastCalledWith(
        expect.objectContaining({ policy: "selective", prompt: "  What was the code?  " }),
      ),
    );
    const summary = await screen.findByTestId("selection-summary");
    expect(summary.textContent).toBe("2 of 2 messages · 20 tokens");
    // The title it will get unless one is typed: the opening prompt's.
    expect(screen.getByTestId<HTMLInputElement>("branch-title").placeholder).toBe("What was the code?");
    const items = screen.getAllByTestId("selection-item");
    await user.click(items[1].querySelector("input")!);
    expect(summary.textContent).toBe("1 of 2 messages · 12 tokens");
    await user.click(confirm());
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][0]).toMatchObject({
      policy: "selective",
      selectedIds: ["q1"],
      note: undefined,
      prompt: "What was the code?",
    });
    // The opening prompt was saved as the branch's first message: its chat answers it at once.
    await waitFor(() => expect(useChatRunStore.getState().runs["new-branch"]).toEqual([]));
  });

  it("compressed: shows the summary note to edit, and creates with the edited note", async () => {
    const { user } = openDialog();
    await user.click(radio("compressed"));
    const note = await screen.findByTestId<HTMLTextAreaElement>("compressed-note");
    expect(note.value).toBe("## Facts\n- Launch code ORCHID-7.");
    expect(screen.getByTestId("branch-preview").textContent).toContain("condensed from 2 messages, plus 1 pinned");
    await user.clear(note);
    expect(confirm().disabled).toBe(true);
    await user.type(note, "Code: ORCHID-7.");
    await user.click(confirm());
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][0]).toMatchObject({
      policy: "compressed",
      note: "Code: ORCHID-7.",
      selectedIds: undefined,
    });
  });

  it("shows the server's refusal and stays open", async () => {
    create.mockResolvedValue({
      ok: false,
      error: { code: "forbidden:branch", message: "An aside does not branch: branch from its parent." },
    });
    const { user, store } = openDialog();
    await previewText();
    await user.click(confirm());
    expect((await screen.findByRole("alert")).textContent).toBe("An aside does not branch: branch from its parent.");
    expect(store.getState().branchDialog).toEqual({ nodeId: "root", fromItemId: "a1" });
  });
  it("on a phone (the graph tab showing), a created branch brings the chat tab forward", async () => {
    const { user, store } = openDialog();
    act(() => store.getState().setPane("graph"));
    await previewText();
    await user.click(confirm());
    await waitFor(() => expect(store.getState().branchDialog).toBeNull());
    expect(store.getState().selectedNodeId).toBe("new-branch");
    expect(store.getState().pane).toBe("chat");
  });
});
