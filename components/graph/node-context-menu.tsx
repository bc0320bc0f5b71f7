"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useTransition } from "react";
import { promoteNodeAction } from "@/lib/actions/promote-node";
import { treeOptions } from "@/lib/query/options";
import { useRefreshConversation } from "../workspace/use-refresh";
import { useWorkspace } from "../workspace/workspace-provider";

/** Right-click menu of a graph node: open, branch, merge, purge, keep as branch. Escape closes it. */
export function NodeContextMenu() {
  const menu = useWorkspace((s) => s.contextMenu);
  const conversationId = useWorkspace((s) => s.conversationId);
  const close = useWorkspace((s) => s.closeContextMenu);
  const selectNode = useWorkspace((s) => s.selectNode);
  const openBranchDialog = useWorkspace((s) => s.openBranchDialog);
  const openMergeDialog = useWorkspace((s) => s.openMergeDialog);
  const openPurgeDialog = useWorkspace((s) => s.openPurgeDialog);
  const refresh = useRefreshConversation();
  const [, startTransition] = useTransition();
  const node = useQuery(treeOptions(conversationId)).data?.nodes.find((n) => n.id === menu?.nodeId);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!menu) return;
    ref.current?.querySelector("button")?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && close();
    const onDown = (e: MouseEvent) => !ref.current?.contains(e.target as Node) && close();
    window.addEventListener("keydown", onKey);
    window.addEventListener("mousedown", onDown);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("mousedown", onDown);
    };
  }, [menu, close]);

  if (!menu || !node) return null;
  const open = node.status === "open";
  const items: { label: string; testId: string; run: () => void; show: boolean; danger?: boolean }[] = [
    { label: "Open chat", testId: "menu-open", show: true, run: () => selectNode(node.id) },
    { label: "Branch from its last message", testId: "menu-branch", show: open && node.kind !== "volatile", run: () => openBranchDialog(node.id, null) },
    { label: "Merge into parent…", testId: "menu-merge", show: open && node.kind !== "root", run: () => openMergeDialog(node.id) },
    {
      label: "Keep as a branch",
      testId: "menu-promote",
      show: open && node.kind === "volatile",
      run: () =>
        startTransition(async () => {
          const result = await promoteNodeAction({ conversationId, nodeId: node.id });
          if (result.ok) await refresh();
        }),
    },
    { label: "Purge…", testId: "menu-purge", show: node.kind !== "root", danger: true, run: () => openPurgeDialog(node.id) },
  ];

  return (
    <div
      ref={ref}
      role="menu"
      data-testid="node-context-menu"
      style={{ position: "fixed", left: menu.x, top: menu.y }}
      className="z-50 min-w-48 rounded-lg border border-stone-200 bg-white py-1 text-sm shadow-lg"
    >
      <p className="truncate px-3 py-1 text-xs text-stone-400">{node.title}</p>
      {items
        .filter((i) => i.show)
        .map((i) => (
          <button
            key={i.testId}
            type="button"
            role="menuitem"
            data-testid={i.testId}
            onClick={() => {
              close();
              i.run();
            }}
            className={`block w-full px-3 py-1.5 text-left hover:bg-stone-100 focus:bg-stone-100 focus:outline-none ${i.danger ? "text-red-600" : ""}`}
          >
            {i.label}
          </button>
        ))}
    </div>
  );
}
