"use client";

import type { KnowledgeNodeView } from "@/lib/knowledge";
import type { NavigationResult } from "@/lib/memory/navigate";

export type TraceMarks = Map<
  string,
  { chosen?: boolean; read?: "complete" | "partial" | "none"; backtracked?: boolean }
>;

/** What a navigation did to each node: on the chosen path, read (with its outcome), backtracked. */
export function traceMarks(result: NavigationResult | null): TraceMarks {
  const marks: TraceMarks = new Map();
  for (const step of result?.trace ?? []) {
    const mark = marks.get(step.nodeId) ?? {};
    if (step.action === "choose") {
      mark.chosen = true;
      if (step.choice) marks.set(step.choice, { ...marks.get(step.choice), chosen: true });
    }
    if (step.action === "read") mark.read = step.outcome;
    if (step.action === "backtrack") mark.backtracked = true;
    marks.set(step.nodeId, mark);
  }
  return marks;
}

/**
 * The knowledge tree as a collapsible outline: root, branches, leaves. Nodes outside `visible` (the
 * filter) are hidden; the navigation trace is drawn on the rows.
 */
export function TreeBrowser(props: {
  nodes: Map<string, KnowledgeNodeView>;
  rootId: string;
  expanded: Set<string>;
  visible: Set<string> | null;
  selectedId: string | null;
  marks: TraceMarks;
  onToggle: (id: string) => void;
  onSelect: (id: string) => void;
}) {
  return (
    <ul role="tree" aria-label="Knowledge tree" data-testid="kt-tree" className="space-y-0.5 text-sm">
      <Row {...props} id={props.rootId} level={0} />
    </ul>
  );
}

function Row(props: Parameters<typeof TreeBrowser>[0] & { id: string; level: number }) {
  const { nodes, id, expanded, visible, selectedId, marks, onToggle, onSelect } = props;
  const node = nodes.get(id);
  if (!node || (visible && !visible.has(id))) return null;
  const open = expanded.has(id);
  const mark = marks.get(id);
  const children = node.childIds.filter((c) => !visible || visible.has(c));
  return (
    <li role="treeitem" aria-expanded={node.level === "leaf" ? undefined : open} aria-selected={selectedId === id}>
      <div
        data-testid="kt-node"
        data-kt-id={id}
        data-level={node.level}
        data-chosen={Boolean(mark?.chosen)}
        data-read={mark?.read ?? ""}
        data-backtracked={Boolean(mark?.backtracked)}
        style={{ paddingLeft: props.level * 16 }}
        className={`flex items-start gap-1 rounded px-1 py-1 ${selectedId === id ? "bg-canopy-100" : "hover:bg-stone-100"} ${
          mark?.chosen
            ? "border-l-4 border-canopy-500"
            : mark?.backtracked
              ? "border-l-4 border-amber-400"
              : "border-l-4 border-transparent"
        }`}
      >
        {node.level === "leaf" ? (
          <span className="w-5 shrink-0" />
        ) : (
          <button
            type="button"
            aria-label={open ? "Collapse" : "Expand"}
            onClick={() => onToggle(id)}
            className="w-5 shrink-0 text-stone-500"
            data-testid="kt-toggle"
          >
            {open ? "▾" : "▸"}
          </button>
        )}
        <button type="button" onClick={() => onSelect(id)} className="min-w-0 flex-1 text-left">
          <span
            className={`mr-1.5 rounded px-1 py-px text-[10px] font-semibold uppercase ${node.level === "leaf" ? "bg-sky-100 text-sky-800" : node.level === "root" ? "bg-canopy-100 text-canopy-800" : "bg-stone-200 text-stone-700"}`}
          >
            {node.level}
          </span>
          <span className="line-clamp-2 inline text-stone-800">
            {node.label || node.metadata.summary || "(no summary)"}
          </span>
          {mark?.read ? (
            <span
              className={`ml-1 rounded px-1 text-[10px] ${mark.read === "complete" ? "bg-canopy-600 text-white" : mark.read === "partial" ? "bg-amber-200" : "bg-stone-200"}`}
            >
              read: {mark.read}
            </span>
          ) : null}
          {mark?.backtracked ? (
            <span className="ml-1 rounded bg-amber-100 px-1 text-[10px] text-amber-800">backtracked</span>
          ) : null}
        </button>
      </div>
      {open && children.length > 0 ? (
        <ul role="group">
          {children.map((child) => (
            <Row key={child} {...props} id={child} level={props.level + 1} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
