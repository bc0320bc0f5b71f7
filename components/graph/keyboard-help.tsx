"use client";

import { Dialog } from "@/components/ui/dialog";
import { useWorkspace } from "@/components/workspace/workspace-provider";

/** Keys of the graph, shown by `?` (and the ? button). One list: the handler reads GRAPH_KEYS too. */
export const GRAPH_KEYS: { keys: string; does: string }[] = [
  { keys: "↑", does: "parent" },
  { keys: "↓", does: "first child" },
  { keys: "← →", does: "previous / next sibling" },
  { keys: "Enter", does: "open the node's chat" },
  { keys: "b", does: "branch from the node" },
  { keys: "a", does: "ask aside (volatile branch)" },
  { keys: "m", does: "merge into its parent" },
  { keys: "p", does: "purge" },
  { keys: "c", does: "collapse / expand its subtree" },
  { keys: "f", does: "focus path on / off" },
  { keys: "/", does: "find a node" },
  { keys: "?", does: "this help" },
];

export function KeyboardHelp() {
  const open = useWorkspace((s) => s.helpOpen);
  const setOpen = useWorkspace((s) => s.setHelpOpen);
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title="Graph keyboard shortcuts" testId="graph-help">
      <p className="mb-3 text-sm text-stone-500">
        Tab onto the graph once; then these keys act on the selected node. When the tree runs left to right, ← and → go
        to the parent and the first child, ↑ and ↓ between siblings.
      </p>
      <dl className="grid grid-cols-[6rem_1fr] gap-y-1.5 text-sm">
        {GRAPH_KEYS.map((k) => (
          <div key={k.keys} className="contents">
            <dt>
              <kbd className="rounded border border-stone-300 bg-stone-50 px-1.5 py-0.5 font-mono text-xs">
                {k.keys}
              </kbd>
            </dt>
            <dd className="text-stone-700">{k.does}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
