import { MarkerType, Position, type Edge, type XYPosition } from "@xyflow/react";
import type { GraphNodeData } from "@/lib/views/tree-view";
import type { GraphEdge, GraphEdgeKind } from "@/lib/graph/edges";
import type { MoreNode } from "@/lib/graph/fan-out";
import { edgeAnchors, GRAPH_NODE_HEIGHT, GRAPH_NODE_WIDTH, type LayoutDirection } from "@/lib/graph/layout";
import type { VersionSet } from "@/lib/graph/versions";
import type { ConversationFlowNode } from "./graph-node";
import type { MoreFlowNode } from "./more-node";

/**
 * React Flow's nodes and edges from the graph's plain data (lib/graph) plus the layout. Colours are
 * CSS variables of the theme (app/globals.css: `--graph-*` and the palette), so dark mode has its own.
 */

/** Known handle positions per layout direction: React Flow would otherwise mount every node once to measure them. */
const HANDLES: Record<LayoutDirection, ConversationFlowNode["handles"]> = {
  down: [
    { type: "target", position: Position.Top, ...edgeAnchors("down").target, width: 1, height: 1 },
    {
      type: "source",
      position: Position.Bottom,
      x: GRAPH_NODE_WIDTH / 2,
      y: GRAPH_NODE_HEIGHT - 1,
      width: 1,
      height: 1,
    },
  ],
  right: [
    { type: "target", position: Position.Left, ...edgeAnchors("right").target, width: 1, height: 1 },
    {
      type: "source",
      position: Position.Right,
      x: GRAPH_NODE_WIDTH - 1,
      y: GRAPH_NODE_HEIGHT / 2,
      width: 1,
      height: 1,
    },
  ],
};

/** The mounted nodes as React Flow nodes: at their layout position, except the one being dragged. */
export function toFlowNodes(
  mounted: readonly GraphNodeData[],
  view: {
    positions: ReadonlyMap<string, XYPosition>;
    drag: { id: string; position: XYPosition } | null;
    dropTargetId: string | null;
    /** Collapsed nodes and how many nodes each hides (the badge). */
    hidden: ReadonlyMap<string, number>;
    /** The focus path, when shown: every other node is dimmed. */
    onPath: ReadonlySet<string> | null;
    /** Which way depth runs (where the handles are). */
    direction: LayoutDirection;
    /** The cards that stand for several versions (lib/graph/versions.ts) and which one each shows. */
    versions: ReadonlyMap<string, VersionSet>;
  },
): ConversationFlowNode[] {
  const { positions, drag, dropTargetId, hidden, onPath, direction, versions } = view;
  // A fan-out reconciled up (one of its branches merged): its other branches are dimmed until purged.
  const reconciled = new Set(mounted.filter((n) => n.fanoutId && n.status === "merged").map((n) => n.fanoutId));
  return mounted.map((n) => ({
    id: n.id,
    type: "conversation",
    position: drag?.id === n.id ? drag.position : (positions.get(n.id) ?? { x: 0, y: 0 }),
    data: {
      ...n,
      dropTarget: n.id === dropTargetId,
      hidden: hidden.get(n.id),
      dimmed: (onPath ? !onPath.has(n.id) : false) || (Boolean(n.fanoutId) && reconciled.has(n.fanoutId)),
      across: direction === "right",
      versions: versions.get(n.id),
    },
    width: GRAPH_NODE_WIDTH,
    height: GRAPH_NODE_HEIGHT,
    handles: HANDLES[direction],
    draggable: n.caps.merge,
    connectable: false,
    selectable: false,
    zIndex: drag?.id === n.id ? 10 : 0,
  }));
}

const TREE_EDGE: Record<Exclude<GraphEdgeKind, "merge">, { className: string; style: Edge["style"] }> = {
  branch: { className: "branch-edge", style: { stroke: "var(--graph-edge)" } },
  faded: { className: "branch-edge", style: { stroke: "var(--graph-edge-faded)" } },
  volatile: {
    className: "branch-edge volatile-edge",
    style: { strokeDasharray: "5 4", stroke: "var(--graph-edge-volatile)" },
  },
};

/** The graph's edges as React Flow edges: tree edges as smooth steps, merges routed around the nodes (merge-edge.tsx). */
export function toFlowEdges(edges: readonly GraphEdge[], direction: LayoutDirection): Edge[] {
  return edges.map(({ id, source, target, kind, label, badge, unresolved }) =>
    kind === "merge"
      ? {
          id,
          source,
          target,
          sourceHandle: null,
          type: "merge",
          // A merge with unresolved conflicts is marked: a red label and a red arrow (merge-edge.tsx).
          className: unresolved ? "merge-edge merge-edge-conflicted" : "merge-edge",
          label,
          data: { unresolved: Boolean(unresolved), badge, direction },
          // React Flow draws the marker with an inline style, so a CSS variable works here too.
          markerEnd: {
            type: MarkerType.ArrowClosed,
            color: unresolved ? "var(--color-red-600)" : "var(--graph-merge)",
          },
        }
      : { id, source, target, type: "smoothstep", ...TREE_EDGE[kind] },
  );
}

/** The count nodes of folded fan-outs (lib/graph/fan-out.ts) as React Flow nodes, and their edges. */
export function toMoreFlowElements(
  more: readonly MoreNode[],
  positions: ReadonlyMap<string, XYPosition>,
  mountedIds: ReadonlySet<string>,
  direction: LayoutDirection,
): { nodes: MoreFlowNode[]; edges: Edge[] } {
  const shown = more.filter((m) => mountedIds.has(m.parentId) && positions.has(m.id));
  return {
    nodes: shown.map((m) => ({
      id: m.id,
      type: "more",
      position: positions.get(m.id)!,
      data: { ...m },
      width: GRAPH_NODE_WIDTH,
      height: GRAPH_NODE_HEIGHT,
      handles: HANDLES[direction],
      draggable: false,
      connectable: false,
      selectable: false,
    })),
    edges: shown.map((m) => ({
      id: `${m.parentId}->${m.id}`,
      source: m.parentId,
      target: m.id,
      type: "smoothstep",
      className: "branch-edge",
      style: { stroke: "var(--graph-edge-faded)", strokeDasharray: "4 4" },
    })),
  };
}
