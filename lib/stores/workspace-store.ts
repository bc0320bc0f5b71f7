import { createStore } from "zustand/vanilla";
import type { NodeCounts } from "@/lib/query/options";

/**
 * UI state of one conversation workspace (never server data): which node is selected, which
 * dialog or menu is open, which nodes are animating out, and the last merge (for its Undo).
 * One store per mounted workspace, created by `createWorkspaceStore` and provided through context
 * (components/workspace/workspace-provider.tsx).
 */
export interface WorkspaceState {
  conversationId: string;
  selectedNodeId: string;
  branchDialog: { nodeId: string; fromItemId: string | null } | null;
  /** `note`: a condensed merge's preset note (a fan-out's synthesis). */
  mergeDialog: { nodeId: string; note?: string } | null;
  /** The fan-out shown side by side (components/fanout/compare-dialog.tsx). */
  compareFanoutId: string | null;
  purgeDialog: { nodeId: string } | null;
  contextMenu: { nodeId: string; x: number; y: number } | null;
  /** Nodes fading out of the graph while their purge is confirmed by the server. */
  leaving: string[];
  lastMerge: { mergeEventId: string; title: string } | null;
  /** The assistant item whose context report is open in the inspector. */
  inspecting: string | null;
  /** The node whose memory tree is open, and the tree node to show first. */
  memory: { nodeId: string; focusId: string | null } | null;
  usageOpen: boolean;
  /** The node under the pointer: only it (and the selected node) renders its action buttons. */
  hoveredNodeId: string | null;
  /** Nodes whose subtrees are folded away in the graph. */
  collapsed: ReadonlySet<string>;
  /** Nodes whose wide fan-out shows every child (lib/graph/fan-out.ts folds it by default). */
  expandedFanOuts: ReadonlySet<string>;
  /** Dim everything off the path from the root to the selected node. */
  focusPath: boolean;
  /** The keyboard shortcuts dialog of the graph. */
  helpOpen: boolean;
  /** Narrow screens show one pane at a time. */
  pane: "chat" | "graph";
  /**
   * Each node's message and token counts, once loaded after the tree (lib/query/options.ts
   * `treeCountsOptions`): the nodes' labels and the resolution tray read them. Null until then.
   */
  counts: NodeCounts | null;
  setCounts: (counts: NodeCounts | null) => void;
  setHovered: (nodeId: string | null) => void;
  toggleCollapsed: (nodeId: string) => void;
  toggleFanOut: (nodeId: string) => void;
  setFocusPath: (on: boolean) => void;
  setHelpOpen: (open: boolean) => void;
  setPane: (pane: "chat" | "graph") => void;
  /**
   * A tap or click on a node in the graph: select it and bring its chat forward. The pane is read
   * only below md (a phone's Chat / Graph tabs), so on a desktop this is the plain selection.
   */
  openNode: (nodeId: string) => void;
  inspect: (itemId: string | null) => void;
  openMemory: (nodeId: string, focusId?: string | null) => void;
  closeMemory: () => void;
  setUsageOpen: (open: boolean) => void;
  selectNode: (nodeId: string) => void;
  openBranchDialog: (nodeId: string, fromItemId: string | null) => void;
  closeBranchDialog: () => void;
  openMergeDialog: (nodeId: string, note?: string) => void;
  openCompare: (fanoutId: string | null) => void;
  closeMergeDialog: () => void;
  openPurgeDialog: (nodeId: string) => void;
  closePurgeDialog: () => void;
  openContextMenu: (nodeId: string, x: number, y: number) => void;
  closeContextMenu: () => void;
  setLeaving: (nodeIds: string[]) => void;
  setLastMerge: (merge: WorkspaceState["lastMerge"]) => void;
}

export function createWorkspaceStore(init: { conversationId: string; selectedNodeId: string }) {
  return createStore<WorkspaceState>()((set) => ({
    ...init,
    branchDialog: null,
    mergeDialog: null,
    compareFanoutId: null,
    purgeDialog: null,
    contextMenu: null,
    leaving: [],
    lastMerge: null,
    inspecting: null,
    memory: null,
    usageOpen: false,
    hoveredNodeId: null,
    collapsed: new Set<string>(),
    expandedFanOuts: new Set<string>(),
    focusPath: false,
    helpOpen: false,
    pane: "chat",
    counts: null,
    setCounts: (counts) => set({ counts }),
    setHovered: (hoveredNodeId) => set({ hoveredNodeId }),
    toggleCollapsed: (nodeId) =>
      set((state) => {
        const collapsed = new Set(state.collapsed);
        if (collapsed.has(nodeId)) collapsed.delete(nodeId);
        else collapsed.add(nodeId);
        return { collapsed };
      }),
    toggleFanOut: (nodeId) =>
      set((state) => {
        const expandedFanOuts = new Set(state.expandedFanOuts);
        if (expandedFanOuts.has(nodeId)) expandedFanOuts.delete(nodeId);
        else expandedFanOuts.add(nodeId);
        return { expandedFanOuts };
      }),
    setFocusPath: (focusPath) => set({ focusPath }),
    setHelpOpen: (helpOpen) => set({ helpOpen }),
    setPane: (pane) => set({ pane }),
    openNode: (selectedNodeId) => set({ selectedNodeId, contextMenu: null, pane: "chat" }),
    inspect: (inspecting) => set({ inspecting }),
    openMemory: (nodeId, focusId = null) => set({ memory: { nodeId, focusId }, inspecting: null }),
    closeMemory: () => set({ memory: null }),
    setUsageOpen: (usageOpen) => set({ usageOpen }),
    selectNode: (selectedNodeId) => set({ selectedNodeId, contextMenu: null }),
    openBranchDialog: (nodeId, fromItemId) => set({ branchDialog: { nodeId, fromItemId }, contextMenu: null }),
    closeBranchDialog: () => set({ branchDialog: null }),
    openMergeDialog: (nodeId, note) => set({ mergeDialog: note ? { nodeId, note } : { nodeId }, contextMenu: null }),
    openCompare: (compareFanoutId) => set({ compareFanoutId, contextMenu: null }),
    closeMergeDialog: () => set({ mergeDialog: null }),
    openPurgeDialog: (nodeId) => set({ purgeDialog: { nodeId }, contextMenu: null }),
    closePurgeDialog: () => set({ purgeDialog: null }),
    openContextMenu: (nodeId, x, y) => set({ contextMenu: { nodeId, x, y } }),
    closeContextMenu: () => set({ contextMenu: null }),
    setLeaving: (leaving) => set({ leaving }),
    setLastMerge: (lastMerge) => set({ lastMerge }),
  }));
}

export type WorkspaceStore = ReturnType<typeof createWorkspaceStore>;
