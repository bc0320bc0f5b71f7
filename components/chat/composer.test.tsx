import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useDraftStore } from "@/lib/stores/draft-store";
import { renderInWorkspace } from "@/lib/testing/dom";
import { Composer } from "./composer";

const input = () => screen.getByTestId<HTMLTextAreaElement>("composer-input");
const sendButton = () => screen.getByTestId<HTMLButtonElement>("send-button");

function renderComposer(props: Partial<Parameters<typeof Composer>[0]> = {}) {
  const onSend = vi.fn();
  const onStop = vi.fn();
  renderInWorkspace(<Composer nodeId="n1" busy={false} onSend={onSend} onStop={onStop} {...props} />);
  return { onSend, onStop, user: userEvent.setup() };
}

beforeEach(() => {
  useDraftStore.setState({ drafts: {} });
});

describe("Composer", () => {
  it("Enter sends the trimmed text", async () => {
    const { onSend, user } = renderComposer();
    await user.type(input(), "  What is the launch code?  ");
    await user.keyboard("{Enter}");
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith("What is the launch code?");
    // Enter did not also type a new line.
    expect(input().value).not.toContain("\n");
  });

  it("Shift+Enter adds a line instead of sending; the Send button sends both lines", async () => {
    const { onSend, user } = renderComposer();
    await user.type(input(), "First line");
    await user.keyboard("{Shift>}{Enter}{/Shift}");
    await user.type(input(), "second line");
    expect(onSend).not.toHaveBeenCalled();
    expect(input().value).toBe("First line\nsecond line");
    await user.click(sendButton());
    expect(onSend).toHaveBeenCalledWith("First line\nsecond line");
  });

  it("cannot send an empty or blank message", async () => {
    const { onSend, user } = renderComposer();
    expect(sendButton().disabled).toBe(true);
    await user.click(input());
    await user.keyboard("{Enter}");
    await user.type(input(), "   ");
    expect(sendButton().disabled).toBe(true);
    await user.keyboard("{Enter}");
    fireEvent.submit(input().closest("form")!);
    expect(onSend).not.toHaveBeenCalled();
    await user.type(input(), "x");
    expect(sendButton().disabled).toBe(false);
  });

  it("keeps the text as a draft of its node", async () => {
    const { user } = renderComposer();
    await user.type(input(), "Half a thought");
    expect(useDraftStore.getState().drafts.n1).toBe("Half a thought");
  });

  it("is disabled with its reason on a read-only node, and does not send a stored draft", async () => {
    act(() => useDraftStore.getState().setDraft("n1", "A draft from before the merge"));
    const { onSend } = renderComposer({ disabledReason: "This branch was merged: it is read-only." });
    expect(screen.getByText("This branch was merged: it is read-only.")).toBeTruthy();
    expect(input().disabled).toBe(true);
    expect(input().placeholder).toBe("This node is read-only");
    expect(sendButton().disabled).toBe(true);
    expect(screen.getByTestId<HTMLButtonElement>("attach-button").disabled).toBe(true);
    fireEvent.keyDown(input(), { key: "Enter" });
    fireEvent.submit(input().closest("form")!);
    expect(onSend).not.toHaveBeenCalled();
  });

  it("while an answer streams: Stop instead of Send, and Enter does not send", async () => {
    act(() => useDraftStore.getState().setDraft("n1", "Next question"));
    const { onSend, onStop, user } = renderComposer({ busy: true });
    expect(screen.queryByTestId("send-button")).toBeNull();
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(onSend).not.toHaveBeenCalled();
    await user.click(screen.getByTestId("stop-button"));
    expect(onStop).toHaveBeenCalledTimes(1);
  });

  it("shows why an attachment was refused", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ error: { message: "That file is too large (limit 10 MB)." } }), { status: 413 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    try {
      const { user } = renderComposer();
      await user.upload(screen.getByTestId("attach-file"), new File(["hello"], "notes.md", { type: "text/markdown" }));
      await waitFor(() => expect(screen.getByTestId("attach-error").textContent).toContain("too large"));
      expect(fetchMock).toHaveBeenCalledWith("/api/nodes/n1/attachments", expect.objectContaining({ method: "POST" }));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
