"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { treeOptions } from "@/lib/query/options";

/**
 * True from the browser's first idle moment after the conversation's tree arrived (a plain task
 * where there is no requestIdleCallback): work the first view does not need (the nodes' counts,
 * the live stream) starts then, not while the page hydrates and draws the graph.
 */
export function useIdleAfterTree(conversationId: string): boolean {
  const treeLoaded = useQuery(treeOptions(conversationId)).isSuccess;
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!treeLoaded || idle) return;
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 1500 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(timer);
  }, [treeLoaded, idle]);
  return idle;
}
