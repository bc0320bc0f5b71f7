"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { treeCountsOptions, treeOptions } from "@/lib/query/options";
import { useWorkspace, useWorkspaceStore } from "./workspace-provider";

/**
 * Loads each node's message and token counts once the tree is shown and the browser is idle (the
 * tree's route answers without them: at 100,000 nodes they are most of its time), and puts them in
 * the workspace store for the nodes' labels and the resolution tray. The query sits under the
 * tree's key, so a refresh of the tree refreshes them too.
 */
export function LoadNodeCounts() {
  const store = useWorkspaceStore();
  const conversationId = useWorkspace((s) => s.conversationId);
  const treeLoaded = useQuery(treeOptions(conversationId)).isSuccess;
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!treeLoaded || idle) return;
    // After the graph's first frames: the next idle moment (a plain task where there is no requestIdleCallback).
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 1500 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(timer);
  }, [treeLoaded, idle]);
  const counts = useQuery({ ...treeCountsOptions(conversationId), enabled: idle }).data;
  useEffect(() => {
    if (counts) store.getState().setCounts(counts);
  }, [counts, store]);
  return null;
}
