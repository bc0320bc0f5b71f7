"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { unpackTree, type PackedTree } from "@/lib/graph/tree-wire";
import { treeOptions } from "@/lib/query/options";

/**
 * Puts the tree the page loaded into the query cache before the workspace renders, as
 * `<HydrationBoundary>` would, but from the packed form (lib/graph/tree-wire.ts) passed as ONE
 * string: serialising 10,000 node objects through the page's payload cost seconds, a string does not.
 * Newer data already in the cache (a refetch after the page was rendered) is kept.
 */
export function TreeSeed({
  conversationId,
  packed,
  loadedAt,
  children,
}: {
  conversationId: string;
  packed: string;
  loadedAt: number;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  useState(() => {
    const { queryKey } = treeOptions(conversationId);
    const cached = queryClient.getQueryState(queryKey);
    if (cached?.data && cached.dataUpdatedAt >= loadedAt) return;
    queryClient.setQueryData(queryKey, unpackTree(JSON.parse(packed) as PackedTree), { updatedAt: loadedAt });
  });
  return children;
}
