"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { treeOptions } from "@/lib/query/options";
import { useWorkspace } from "./workspace-provider";

/** Refetches the conversation's graph and every loaded node window after a flow operation. */
export function useRefreshConversation() {
  const queryClient = useQueryClient();
  const conversationId = useWorkspace((s) => s.conversationId);
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: treeOptions(conversationId).queryKey }),
        queryClient.invalidateQueries({ queryKey: ["node"] }),
      ]),
    [queryClient, conversationId],
  );
}
