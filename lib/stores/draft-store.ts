import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/**
 * Unsent composer text per node, kept in localStorage so that nothing typed is lost to a reload,
 * a failed send or a switch to another node. A draft is cleared only once its message is saved.
 */
interface DraftState {
  drafts: Record<string, string>;
  setDraft: (nodeId: string, text: string) => void;
  clearDraft: (nodeId: string) => void;
}

export const useDraftStore = create<DraftState>()(
  persist(
    (set) => ({
      drafts: {},
      setDraft: (nodeId, text) => set((s) => ({ drafts: { ...s.drafts, [nodeId]: text } })),
      clearDraft: (nodeId) =>
        set((s) => {
          const { [nodeId]: _removed, ...rest } = s.drafts;
          return { drafts: rest };
        }),
    }),
    { name: "canopy-drafts", storage: createJSONStorage(() => localStorage), skipHydration: true },
  ),
);
