"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState, useTransition } from "react";
import { createPortal } from "react-dom";
import { promoteNodeAction } from "@/lib/actions/promote-node";
import { setNodeLabelAction } from "@/lib/actions/set-node-label";
import { treeOptions } from "@/lib/query/options";
import { useRefreshConversation } from "@/components/workspace/use-refresh";
import { useWorkspace } from "@/components/workspace/workspace-provider";
import { NODE_COLORS } from "./graph-node";

type ColorName = Parameters<typeof setNodeLabelAction>[0]["color"];

/**
 * Right-click (or long-press) menu of a graph node: open, branch, merge, purge, keep as branch,
 * collapse, label and colour. What it offers is the node's capabilities, as the server sent them.
 * Escape closes it.
 */
export function NodeContextMenu() {
  const menu = useWorkspace((s) => s.contextMenu);
  const conversationId = useWorkspace((s) => s.conversationId);
  const close = useWorkspace((s) => s.closeContextMenu);
  const selectNode = useWorkspace((s) => s.selectNode);
  const setPane = useWorkspace((s) => s.setPane);
  const openBranchDialog = useWorkspace((s) => s.openBranchDialog);
  const openMergeDialog = useWorkspace((s) => s.openMergeDialog);
  const openPurgeDialog = useWorkspace((s) => s.openPurgeDialog);
  const toggleCollapsed = useWorkspace((s) => s.toggleCollapsed);
  const collapsed = useWorkspace((s) => (menu ? s.collapsed.has(menu.nodeId) : false));
  const refresh = useRefreshConversation();
  const [, startTransition] = useTransition();
  const node = useQuery(treeOptions(conversationId)).data?.nodes.find((n) => n.id === menu?.nodeId);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!menu) return;
    ref.current?.querySelector("button")?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && close();
    const onDown = (e: PointerEvent) => !ref.current?.contains(e.target as Node) && close();
    window.addEventListener("keydown", onKey);
    window.addEventListener("pointerdown", onDown);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("pointerdown", onDown);
    };
  }, [menu, close]);

  if (!menu || !node) return null;
  const caps = node.caps;
  const saveLabel = (next: { label: string | null; color: string | null }) =>
    startTransition(async () => {
      const result = await setNodeLabelAction({
        conversationId,
        nodeId: node.id,
        label: next.label,
        color: next.color as ColorName,
      });
      if (result.ok) await refresh();
    });
  const items: { label: string; testId: string; run: () => void; show: boolean; danger?: boolean }[] = [
    {
      label: "Open chat",
      testId: "menu-open",
      show: true,
      // On a phone the chat is the other tab: show it (both panes show from md up).
      run: () => {
        selectNode(node.id);
        setPane("chat");
      },
    },
    {
      label: "Branch from its last message",
      testId: "menu-branch",
      show: caps.branch,
      run: () => openBranchDialog(node.id, null),
    },
    { label: "Merge into parent…", testId: "menu-merge", show: caps.merge, run: () => openMergeDialog(node.id) },
    {
      label: "Keep as a branch",
      testId: "menu-promote",
      show: caps.promote,
      run: () =>
        startTransition(async () => {
          const result = await promoteNodeAction({ conversationId, nodeId: node.id });
          if (result.ok) await refresh();
        }),
    },
    {
      label: collapsed ? "Expand the branches under it" : "Collapse the branches under it",
      testId: "menu-collapse",
      show: true,
      run: () => toggleCollapsed(node.id),
    },
    { label: "Purge…", testId: "menu-purge", show: caps.purge, danger: true, run: () => openPurgeDialog(node.id) },
  ];

  // On a phone the menu is a sheet at the bottom of the screen (above everything, its label field
  // and Save within reach); on a desktop it opens at the pointer, kept inside the window.
  const narrow = typeof window !== "undefined" && window.innerWidth < 640;
  const titleId = `node-menu-title-${node.id}`;
  const sheet = (
    // The popup is a small non-modal dialog: a menu of actions, then the label form and the colour
    // buttons (a text field and plain buttons are not allowed inside role="menu").
    <div
      ref={ref}
      role="dialog"
      aria-labelledby={titleId}
      data-testid="node-context-menu"
      data-layout={narrow ? "sheet" : "popup"}
      style={
        narrow
          ? undefined
          : {
              position: "fixed",
              left: Math.max(8, Math.min(menu.x, window.innerWidth - 248)),
              top: Math.max(8, Math.min(menu.y, window.innerHeight - 340)),
            }
      }
      className={`z-[60] min-w-56 border border-stone-200 bg-white py-1 text-sm shadow-lg ${
        narrow
          ? "fixed inset-x-0 bottom-0 max-h-[85dvh] overflow-y-auto rounded-t-xl pb-[max(1rem,env(safe-area-inset-bottom))]"
          : "rounded-lg"
      }`}
    >
      <p id={titleId} className="truncate px-3 py-1 text-xs text-stone-500">
        {node.title}
      </p>
      <div role="menu" aria-labelledby={titleId}>
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
              className={`block w-full px-3 py-2.5 text-left hover:bg-stone-100 focus:bg-stone-100 focus:outline-none sm:py-1.5 ${i.danger ? "text-red-600" : ""}`}
            >
              {i.label}
            </button>
          ))}
      </div>
      {caps.label ? (
        <div className="mt-1 border-t border-stone-100 px-3 pt-2">
          <LabelEditor
            // The field starts from the node's label each time the menu opens.
            key={`${menu.nodeId}:${menu.x}:${menu.y}`}
            label={node.label}
            color={node.color}
            onSave={(next) => {
              saveLabel(next);
              close();
            }}
          />
        </div>
      ) : null}
    </div>
  );
  // In <body>, not in the graph pane: no ancestor's stacking context or overflow can cover or clip it.
  return createPortal(sheet, document.body);
}

/**
 * The node's label and colour. A colour picked after typing a label saves both: the typed label is
 * part of what is saved, whichever control saves.
 */
function LabelEditor({
  label: initial,
  color,
  onSave,
}: {
  label: string | null;
  color: string | null;
  onSave: (next: { label: string | null; color: string | null }) => void;
}) {
  const [label, setLabel] = useState(initial ?? "");
  const save = (nextColor: string | null) => onSave({ label: label.trim() || null, color: nextColor });
  return (
    <>
      <form
        method="post"
        className="flex gap-1"
        onSubmit={(e) => {
          e.preventDefault();
          save(color);
        }}
      >
        <input
          data-testid="menu-label-input"
          aria-label="Label"
          placeholder="Label"
          maxLength={40}
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          className="min-w-0 flex-1 rounded border border-stone-300 px-1.5 py-0.5 text-sm max-sm:py-1.5 max-sm:text-base"
        />
        <button
          type="submit"
          data-testid="menu-label-save"
          className="shrink-0 rounded border border-stone-300 px-2 text-xs max-sm:px-3 max-sm:text-sm"
        >
          Save
        </button>
      </form>
      <div className="mt-2 flex flex-wrap items-center gap-1.5 pb-1" role="group" aria-label="Colour">
        {Object.entries(NODE_COLORS).map(([name, hex]) => (
          <button
            key={name}
            type="button"
            aria-pressed={color === name}
            aria-label={`Colour ${name}`}
            data-testid={`menu-color-${name}`}
            onClick={() => save(name)}
            style={{ backgroundColor: hex }}
            className={`h-5 w-5 rounded-full max-sm:h-8 max-sm:w-8 ${color === name ? "ring-2 ring-stone-800 ring-offset-1" : ""}`}
          />
        ))}
        <button
          type="button"
          data-testid="menu-color-none"
          aria-label="No colour"
          onClick={() => save(null)}
          className="ml-1 text-xs text-stone-500 underline max-sm:px-2 max-sm:py-2"
        >
          none
        </button>
      </div>
    </>
  );
}
