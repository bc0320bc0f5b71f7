import { create } from "zustand";

/** Which node's "Model and parameters" dialog is open (the composer's picker, the empty state's button). */
interface ModelPickerState {
  openFor: string | null;
  open: (nodeId: string) => void;
  close: () => void;
}

export const useModelPickerStore = create<ModelPickerState>()((set) => ({
  openFor: null,
  open: (nodeId) => set({ openFor: nodeId }),
  close: () => set({ openFor: null }),
}));
