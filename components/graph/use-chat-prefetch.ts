"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useStoreApi, type XYPosition } from "@xyflow/react";
import { useEffect } from "react";
import { nearestOnScreen, visibleRect } from "@/lib/graph/far-view";
import { nodeOptions } from "@/lib/query/options";
import { useWorkspaceStore } from "@/components/workspace/workspace-provider";

/** How many on-screen nodes' chats are fetched ahead, and how long the view must rest first. */
const PREFETCH_ON_SCREEN = 8;
const PREFETCH_AFTER_MS = 400;

/**
 * The chats of the nodes on screen load while the view rests (after a load, a pan, a zoom), so
 * that a click shows its chat from the cache (select -> chat), nearest to the selected node first,
 * one request at a time (never a burst on the server); a view that moves again stops the round.
 * `active`: whether the tree is loaded.
 */
export function useChatPrefetch(
  active: boolean,
  mounted: readonly { id: string }[],
  positions: ReadonlyMap<string, XYPosition>,
): void {
  const queryClient = useQueryClient();
  const rf = useStoreApi();
  const store = useWorkspaceStore();
  useEffect(() => {
    if (!active) return;
    let timer = 0;
    let idle = 0;
    let round = 0;
    // Safari has no requestIdleCallback: a plain task instead.
    const idleApi = typeof window.requestIdleCallback === "function";
    const cancel = () => {
      round++;
      window.clearTimeout(timer);
      if (idle && idleApi) window.cancelIdleCallback(idle);
      else if (idle) window.clearTimeout(idle);
      idle = 0;
    };
    const run = async () => {
      idle = 0;
      const mine = round;
      const { transform, width, height } = rf.getState();
      if (!width) return;
      const ids = nearestOnScreen(
        mounted.map((n) => n.id),
        positions,
        visibleRect(transform, width, height),
        positions.get(store.getState().selectedNodeId) ?? null,
        PREFETCH_ON_SCREEN,
      );
      for (const id of ids) {
        if (round !== mine) return;
        await queryClient.prefetchQuery(nodeOptions(id));
      }
    };
    const schedule = () => {
      cancel();
      timer = window.setTimeout(() => {
        idle = idleApi
          ? window.requestIdleCallback(() => void run(), { timeout: 1000 })
          : (window as Window).setTimeout(() => void run(), 0);
      }, PREFETCH_AFTER_MS);
    };
    schedule();
    const unsubscribe = rf.subscribe((state, previous) => {
      if (state.transform !== previous.transform || state.width !== previous.width) schedule();
    });
    return () => {
      unsubscribe();
      cancel();
    };
  }, [active, mounted, positions, queryClient, rf, store]);
}
