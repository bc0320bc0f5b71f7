"use client";

import { useMemo, useRef } from "react";
import { useWorkspaceStore } from "@/components/workspace/workspace-provider";

const HOLD_MS = 500;
const SLOP_PX = 10;

/**
 * Touch: holding a finger on a node for half a second opens its context menu (every node action
 * is then reachable without a mouse). Returns pointer handlers for the graph's wrapper.
 */
export function useLongPress() {
  const store = useWorkspaceStore();
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; x: number; y: number } | null>(null);
  // Set when a hold opened the menu: the click that lifting the finger may still produce must not
  // reach the node (a click selects it, and selecting closes the menu that just opened), nor the
  // menu item that opened under the finger.
  const opened = useRef(false);
  return useMemo(() => {
    const cancel = () => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = null;
    };
    return {
      onPointerDown: (e: React.PointerEvent) => {
        // Any new press (a tap on the menu that opened, say) ends the hold's claim on the next click.
        opened.current = false;
        if (e.pointerType !== "touch") return;
        const id = (e.target as HTMLElement).closest<HTMLElement>("[data-node-id]")?.dataset.nodeId;
        if (!id) return;
        const { clientX: x, clientY: y } = e;
        cancel();
        const open = () => {
          opened.current = true;
          store.getState().openContextMenu(id, x, y);
        };
        pending.current = { x, y, timer: setTimeout(open, HOLD_MS) };
      },
      onPointerMove: (e: React.PointerEvent) => {
        const p = pending.current;
        if (p && Math.hypot(e.clientX - p.x, e.clientY - p.y) > SLOP_PX) cancel();
      },
      onPointerUp: cancel,
      onPointerCancel: cancel,
      // The menu is a React child of the graph (rendered in <body> through a portal), so its clicks
      // pass here too: on a phone the sheet may open under the finger, and lifting it must not
      // press the menu item that is now there.
      onClickCapture: (e: React.MouseEvent) => {
        const target = e.target as HTMLElement;
        if (!opened.current || !target.closest('[data-node-id], [data-testid="node-context-menu"]')) return;
        opened.current = false;
        e.stopPropagation();
        e.preventDefault();
      },
    };
  }, [store]);
}
