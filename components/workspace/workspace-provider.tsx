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
        // Not `window.history.state` (it carries Next's own marker, so Next would not hear of the
        // change): Next's router then kept the page's first URL and wrote it back at its next state
        // change (any server action), and a reload opened that node, often the root (issue 38).
        // A state of our own is what Next's patched replaceState syncs its router with.
        window.history.replaceState(null, "", url);
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
