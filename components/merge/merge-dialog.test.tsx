import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { condenseBranchAction } from "@/lib/actions/condense-branch";
import { mergeNodeAction } from "@/lib/actions/merge-node";
import { previewMergeAction } from "@/lib/actions/preview-merge";
import { renderInWorkspace } from "@/lib/testing/dom";
import { nodeView, windowEntry } from "@/lib/testing/views";
import type { MergeConflictView } from "@/lib/shared/merge-conflicts";
import { MergeDialog } from "./merge-dialog";

// Server actions are mocked at the module boundary: the dialog's own logic runs for real.
vi.mock("@/lib/actions/merge-node", () => ({ mergeNodeAction: vi.fn() }));
vi.mock("@/lib/actions/preview-merge", () => ({ previewMergeAction: vi.fn() }));
vi.mock("@/lib/actions/condense-branch", () => ({ condenseBranchAction: vi.fn() }));

const merge = vi.mocked(mergeNodeAction);
const preview = vi.mocked(previewMergeAction);
const condense = vi.mocked(condenseBranchAction);

const CHILD = nodeView("child", "Pricing ideas", [
  windowEntry("inh", "What do we sell?", { origin: "inherited" }),
  windowEntry("q1", "Should we charge per seat?"),
  windowEntry("a1", "Per seat is the simplest to explain.", { role: "assistant" }),
  windowEntry("cut", "", { role: "assistant", status: "error" }),
]);

const PREVIEW = {
  parentId: "root",
  entries: [
    {
      id: "p1",
      role: "user" as const,
      content: "What do we sell?",
      origin: "local" as const,
      tokenCount: 6,
      position: 1,
      inserted: false,
    },
    {
      id: "m1",
      role: "user" as const,
      content: "Should we charge per seat?",
      origin: "merged" as const,
      tokenCount: 8,
      position: 2,
      inserted: true,
    },
  ],
  conflicts: [] as MergeConflictView[],
};

const CONFLICT: MergeConflictView = {
  key: "a1:p9:0",
  about: "price per seat",
  branch: { itemId: "a1", text: "The price is $12 per seat." },
  parent: { itemId: "p9", text: "The price is now $15 per seat." },
};

function openDialog() {
  const rendered = renderInWorkspace(<MergeDialog />, {
    conversationId: "c1",
    selectedNodeId: "child",
    seed: (client) => client.setQueryData(["node", "child"], CHILD),
  });
  act(() => rendered.store.getState().openMergeDialog("child"));
  return { ...rendered, user: userEvent.setup(), dialog: () => screen.getByTestId("merge-dialog") };
}

const radio = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);
const confirm = () => screen.getByTestId<HTMLButtonElement>("merge-confirm");

beforeEach(() => {
  preview.mockResolvedValue({ ok: true, data: PREVIEW });
  merge.mockResolvedValue({ ok: true, data: { mergeEventId: "me1", parentId: "root" } } as never);
  condense.mockResolvedValue({ ok: true, data: { note: "## Decisions\n- Charge per seat." } } as never);
});

describe("MergeDialog", () => {
  it("offers the three modes and two placements, everything at the branch point by default", () => {
    openDialog();
    for (const mode of ["full", "selected", "condensed"]) expect(radio(`mode-${mode}`)).toBeTruthy();
    for (const place of ["chronological", "append"]) expect(radio(`placement-${place}`)).toBeTruthy();
    expect(radio("mode-full").checked).toBe(true);
    expect(radio("placement-chronological").checked).toBe(true);
  });

  it("previews the parent's window after the merge, marking what the merge inserts", async () => {
    openDialog();
    const entries = await screen.findAllByTestId("merge-preview-entry");
    expect(entries.map((e) => e.dataset.inserted)).toEqual(["false", "true"]);
    expect(entries[1].textContent).toContain("+ You:");
    expect(entries[1].textContent).toContain("Should we charge per seat?");
    expect(preview).toHaveBeenLastCalledWith(
      expect.objectContaining({ conversationId: "c1", nodeId: "child", mode: "full", placement: "chronological" }),
    );
  });

  it("merges with the chosen mode and placement, then selects the parent and closes", async () => {
    const { user, store } = openDialog();
    await user.click(radio("placement-append"));
    await waitFor(() => expect(preview).toHaveBeenLastCalledWith(expect.objectContaining({ placement: "append" })));
    await screen.findAllByTestId("merge-preview-entry");
    await user.click(confirm());
    await waitFor(() => expect(store.getState().mergeDialog).toBeNull());
    expect(merge).toHaveBeenCalledWith({
      conversationId: "c1",
      nodeId: "child",
      mode: "full",
      placement: "append",
      selectedIds: undefined,
      note: undefined,
      conflictChoices: [],
    });
    expect(store.getState().selectedNodeId).toBe("root");
    expect(store.getState().lastMerge).toEqual({ mergeEventId: "me1", title: "Pricing ideas" });
  });

  it("a selection lists the branch's own said messages, all ticked, and merges only those still ticked", async () => {
    const { user } = openDialog();
    await user.click(radio("mode-selected"));
    const picks = within(screen.getByTestId("merge-selection")).getAllByTestId<HTMLInputElement>("merge-pick");
    // Not the inherited entry, not the empty failed answer.
    expect(picks.map((p) => p.closest("label")!.textContent)).toEqual([
      "Should we charge per seat?",
      "Per seat is the simplest to explain.",
    ]);
    expect(picks.every((p) => p.checked)).toBe(true);
    await user.click(picks[1]);
    await waitFor(() => expect(preview).toHaveBeenLastCalledWith(expect.objectContaining({ selectedIds: ["q1"] })));
    await user.click(confirm());
    await waitFor(() => expect(merge).toHaveBeenCalled());
    expect(merge.mock.calls[0][0]).toMatchObject({ mode: "selected", selectedIds: ["q1"], note: undefined });
  });

  it("condensed: shows the generated note to edit, and merges the edited note", async () => {
    const { user } = openDialog();
    await user.click(radio("mode-condensed"));
    const note = await screen.findByTestId<HTMLTextAreaElement>("merge-note");
    expect(note.value).toBe("## Decisions\n- Charge per seat.");
    expect(condense).toHaveBeenCalledWith({ conversationId: "c1", nodeId: "child" });
    await user.clear(note);
    await user.type(note, "Charge per seat.");
    await waitFor(() => expect(confirm().disabled).toBe(false));
    await user.click(confirm());
    await waitFor(() => expect(merge).toHaveBeenCalled());
    expect(merge.mock.calls[0][0]).toMatchObject({ mode: "condensed", note: "Charge per seat." });
  });

  it("condensed with an empty note cannot merge", async () => {
    const { user } = openDialog();
    await user.click(radio("mode-condensed"));
    await user.clear(await screen.findByTestId("merge-note"));
    expect(confirm().disabled).toBe(true);
  });

  it("shows the server's refusal and stays open", async () => {
    merge.mockResolvedValue({
      ok: false,
      error: { code: "conflict:node_answering", message: "This branch is still answering — wait for it or stop it." },
    });
    const { user, store } = openDialog();
    await screen.findAllByTestId("merge-preview-entry");
    await user.click(confirm());
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This branch is still answering — wait for it or stop it.",
    );
    expect(store.getState().mergeDialog).toEqual({ nodeId: "child" });
    expect(store.getState().selectedNodeId).toBe("child");
  });

  it("lists each conflict with links to both messages, and sends the choices made (unresolved left out)", async () => {
    preview.mockResolvedValue({
      ok: true,
      data: { ...PREVIEW, conflicts: [CONFLICT, { ...CONFLICT, key: "a1:p9:1", about: "seats" }] },
    });
    const { user } = openDialog();
    const items = await screen.findAllByTestId("merge-conflict");
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByTestId("merge-conflict-branch").textContent).toContain("$12 per seat");
    expect(within(items[0]).getByTestId("merge-conflict-parent").querySelector("a")!.getAttribute("href")).toBe(
      "/c/c1?node=root&item=p9",
    );
    expect(screen.getByTestId("merge-conflicts-open").textContent).toBe("2 unresolved");
    await user.click(within(items[0]).getByTestId("merge-conflict-take-branch"));
    expect(screen.getByTestId("merge-conflicts-open").textContent).toBe("1 unresolved");
    await user.click(confirm());
    await waitFor(() => expect(merge).toHaveBeenCalled());
    expect(merge.mock.calls[0][0]).toMatchObject({ conflictChoices: [{ key: "a1:p9:0", choice: "take-branch" }] });
  });

  it("a preview that fails shows why, and disables Merge", async () => {
    preview.mockResolvedValue({ ok: false, error: { code: "conflict:merged", message: "Already merged." } });
    openDialog();
    expect((await screen.findByTestId("merge-preview-error")).textContent).toBe("Already merged.");
    expect(confirm().disabled).toBe(true);
  });
});
