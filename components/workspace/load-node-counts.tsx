"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { treeCountsOptions } from "@/lib/query/options";
import { useIdleAfterTree } from "./use-idle-after-tree";
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
  // After the graph's first frames: the next idle moment.
  const idle = useIdleAfterTree(conversationId);
  const counts = useQuery({ ...treeCountsOptions(conversationId), enabled: idle }).data;
  useEffect(() => {
    if (counts) store.getState().setCounts(counts);
  }, [counts, store]);
  return null;
}
