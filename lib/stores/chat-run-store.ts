import { create } from "zustand";

/**
 * UI state for edits and regenerations (never server data): the new branch whose answer the chat
 * should stream as soon as it is shown (with the cascaded follow-ups to send after it), and the
 * message to scroll to and highlight when a node is opened (a fork switch or a search hit).
 */
interface ChatRunState {
  runs: Record<string, string[]>;
  focusItemId: string | null;
  queueRun: (nodeId: string, followUps: string[]) => void;
  /** Removes and returns the pending run of `nodeId`, if any (so it starts once). */
  takeRun: (nodeId: string) => string[] | null;
  focus: (itemId: string | null) => void;
}

export const useChatRunStore = create<ChatRunState>()((set, get) => ({
  runs: {},
  focusItemId: null,
  queueRun: (nodeId, followUps) => set((s) => ({ runs: { ...s.runs, [nodeId]: followUps } })),
  takeRun: (nodeId) => {
    const run = get().runs[nodeId];
    if (!run) return null;
    set((s) => {
      const { [nodeId]: _taken, ...rest } = s.runs;
      return { runs: rest };
    });
    return run;
  },
  focus: (focusItemId) => set({ focusItemId }),
}));
