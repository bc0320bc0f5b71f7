"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useTransition, type KeyboardEvent } from "react";
import { createBranchAction } from "@/lib/actions/create-branch";
import { ARROW_DIRECTIONS, ARROW_DIRECTIONS_ACROSS, step, type TreeIndex } from "@/lib/graph/navigation";
import type { LayoutDirection } from "@/lib/graph/layout";
import { treeOptions } from "@/lib/query/options";
import { useRefreshConversation } from "@/components/workspace/use-refresh";
import { useWorkspaceStore } from "@/components/workspace/workspace-provider";

/**
 * The graph's keyboard (the canvas is one Tab stop): arrows move the selection through the tree,
 * Enter opens the chat, letters run the selected node's operations when its capabilities allow
 * them (the keys are listed in keyboard-help.tsx). The arrows follow the layout: when depth runs
 * right, ← and → go to the parent and the first child.
 */
export function useGraphKeys(index: TreeIndex, layoutDirection: LayoutDirection = "down") {
  const store = useWorkspaceStore();
  const queryClient = useQueryClient();
  const refresh = useRefreshConversation();
  const [, startTransition] = useTransition();

  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if ((event.target as HTMLElement).closest("input, textarea, [role=menu], [role=dialog], dialog")) return;
      const state = store.getState();
      const id = state.selectedNodeId;
      const node = queryClient.getQueryData(treeOptions(state.conversationId).queryKey)?.nodes.find((n) => n.id === id);
      const direction = (layoutDirection === "right" ? ARROW_DIRECTIONS_ACROSS : ARROW_DIRECTIONS)[event.key];
      const run = (f: () => void) => {
        event.preventDefault();
        f();
      };
      if (direction) return run(() => state.selectNode(step(index, id, direction, state.collapsed)));
      switch (event.key) {
        case "Enter":
          return run(() => {
            state.setPane("chat");
            // After the pane switch has rendered (phones show one pane at a time).
            requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-testid="composer-input"]')?.focus());
          });
        case "?":
          return run(() => state.setHelpOpen(true));
        case "/":
          return run(() => document.querySelector<HTMLElement>('[data-testid="graph-find"]')?.focus());
        case "f":
          return run(() => state.setFocusPath(!state.focusPath));
        case "c":
          return run(() => state.toggleCollapsed(id));
        case "b":
          if (node?.caps.branch) run(() => state.openBranchDialog(id, null));
          return;
        case "m":
          if (node?.caps.merge) run(() => state.openMergeDialog(id));
          return;
        case "p":
          if (node?.caps.purge) run(() => state.openPurgeDialog(id));
          return;
        case "a":
          if (!node?.caps.aside) return;
          return run(() =>
            startTransition(async () => {
              const result = await createBranchAction({
                conversationId: state.conversationId,
                nodeId: id,
                fromItemId: null,
                policy: "full",
                volatile: true,
                title: `Aside: ${node.title}`.slice(0, 120),
              });
              if (!result.ok) return;
              await refresh();
              store.getState().selectNode(result.data.nodeId);
            }),
          );
      }
    },
    [store, queryClient, index, refresh, layoutDirection],
  );
}
