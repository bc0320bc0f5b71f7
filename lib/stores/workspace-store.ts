import { createStore } from "zustand/vanilla";

/**
 * UI state of one conversation workspace (never server data): which node is selected, which
 * dialog is open. One store per mounted workspace, created by `createWorkspaceStore` and provided
 * through context (components/workspace/workspace-provider.tsx).
 */
export interface WorkspaceState {
  conversationId: string;
  selectedNodeId: string;
  branchDialog: { nodeId: string; fromItemId: string | null } | null;
  selectNode: (nodeId: string) => void;
  openBranchDialog: (nodeId: string, fromItemId: string | null) => void;
  closeBranchDialog: () => void;
}

export function createWorkspaceStore(init: { conversationId: string; selectedNodeId: string }) {
  return createStore<WorkspaceState>()((set) => ({
    ...init,
    branchDialog: null,
    selectNode: (selectedNodeId) => set({ selectedNodeId }),
    openBranchDialog: (nodeId, fromItemId) => set({ branchDialog: { nodeId, fromItemId } }),
    closeBranchDialog: () => set({ branchDialog: null }),
  }));
}

export type WorkspaceStore = ReturnType<typeof createWorkspaceStore>;
