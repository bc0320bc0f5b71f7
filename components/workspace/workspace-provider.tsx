"use client";

import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { useStore } from "zustand";
import { createWorkspaceStore, type WorkspaceState, type WorkspaceStore } from "@/lib/stores/workspace-store";

const WorkspaceContext = createContext<WorkspaceStore | null>(null);

/** Provides one workspace store per mounted conversation, and mirrors the selection into the URL. */
export function WorkspaceProvider({
  conversationId,
  initialNodeId,
  children,
}: {
  conversationId: string;
  initialNodeId: string;
  children: ReactNode;
}) {
  const [store] = useState(() => createWorkspaceStore({ conversationId, selectedNodeId: initialNodeId }));

  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (state.selectedNodeId === previous.selectedNodeId) return;
        const url = new URL(window.location.href);
        url.searchParams.set("node", state.selectedNodeId);
        window.history.replaceState(window.history.state, "", url);
      }),
    [store],
  );

  return <WorkspaceContext.Provider value={store}>{children}</WorkspaceContext.Provider>;
}

/** The store itself, for event handlers that read state at the moment they run (no subscription). */
export function useWorkspaceStore(): WorkspaceStore {
  const store = useContext(WorkspaceContext);
  if (!store) throw new Error("useWorkspaceStore must be used inside <WorkspaceProvider>.");
  return store;
}

/** Reads the workspace store through a selector. */
export function useWorkspace<T>(selector: (state: WorkspaceState) => T): T {
  const store = useContext(WorkspaceContext);
  if (!store) throw new Error("useWorkspace must be used inside <WorkspaceProvider>.");
  return useStore(store, selector);
}
