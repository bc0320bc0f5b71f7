"use client";

import { useQuery } from "@tanstack/react-query";
import {
  Background,
  Controls,
  MarkerType,
  MiniMap,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  type Edge,
  type NodeChange,
  type XYPosition,
} from "@xyflow/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { GRAPH_NODE_HEIGHT, GRAPH_NODE_WIDTH, layoutTree } from "@/lib/graph/layout";
import { treeOptions } from "@/lib/query/options";
import { Spinner } from "../ui/spinner";
import { useWorkspace } from "../workspace/workspace-provider";
import type { ConversationFlowNode } from "./graph-node";
import { NodeContextMenu } from "./node-context-menu";
import { nodeTypes } from "./node-types";

export function ConversationGraph() {
  return (
    <ReactFlowProvider>
      <Graph />
    </ReactFlowProvider>
  );
}

function overlaps(a: XYPosition, b: XYPosition): boolean {
  return Math.abs(a.x - b.x) < GRAPH_NODE_WIDTH * 0.8 && Math.abs(a.y - b.y) < GRAPH_NODE_HEIGHT * 0.9;
}

function Graph() {
  const conversationId = useWorkspace((s) => s.conversationId);
  const selectedNodeId = useWorkspace((s) => s.selectedNodeId);
  const selectNode = useWorkspace((s) => s.selectNode);
  const openMergeDialog = useWorkspace((s) => s.openMergeDialog);
  const openContextMenu = useWorkspace((s) => s.openContextMenu);
  const closeContextMenu = useWorkspace((s) => s.closeContextMenu);
  const { data, isPending, error } = useQuery(treeOptions(conversationId));
  const flow = useReactFlow();
  // Only the node being dragged leaves its layout position; it snaps back on drop.
  const [drag, setDrag] = useState<{ id: string; position: XYPosition } | null>(null);

  const positions = useMemo(() => layoutTree(data?.nodes ?? []), [data]);
  const parentOf = useMemo(() => new Map((data?.nodes ?? []).map((n) => [n.id, n.parentId])), [data]);
  const dropTargetId = drag && parentOf.get(drag.id) && overlaps(drag.position, positions.get(parentOf.get(drag.id)!)!) ? parentOf.get(drag.id)! : null;

  // Nodes and edges are derived from query data plus the layout; nothing is copied into a store.
  const nodes = useMemo<ConversationFlowNode[]>(
    () =>
      (data?.nodes ?? []).map((n) => ({
        id: n.id,
        type: "conversation",
        position: drag?.id === n.id ? drag.position : (positions.get(n.id) ?? { x: 0, y: 0 }),
        data: { ...n, dropTarget: n.id === dropTargetId },
        width: GRAPH_NODE_WIDTH,
        height: GRAPH_NODE_HEIGHT,
        draggable: Boolean(n.parentId) && n.status === "open",
        connectable: false,
        selectable: false,
        zIndex: drag?.id === n.id ? 10 : 0,
      })),
    [data, positions, drag, dropTargetId],
  );
  const edges = useMemo<Edge[]>(() => {
    const list = data?.nodes ?? [];
    const tree: Edge[] = list
      .filter((n) => n.parentId)
      .map((n) => ({
        id: `${n.parentId}->${n.id}`,
        source: n.parentId!,
        target: n.id,
        type: "smoothstep",
        className: n.kind === "volatile" ? "branch-edge volatile-edge" : "branch-edge",
        style: n.kind === "volatile" ? { strokeDasharray: "5 4", stroke: "#d97706" } : n.status === "merged" ? { stroke: "#d6d3d1" } : { stroke: "#a8a29e" },
      }));
    const merges: Edge[] = (data?.merges ?? []).map((m) => ({
      id: `merge-${m.id}`,
      source: m.childId,
      target: m.parentId,
      sourceHandle: null,
      type: "default",
      className: "merge-edge",
      animated: true,
      label: m.mode === "condensed" ? "merged (condensed)" : "merged",
      labelStyle: { fill: "#6d28d9", fontSize: 10 },
      labelBgStyle: { fill: "#f5f3ff" },
      style: { stroke: "#7c3aed", strokeDasharray: "6 4", strokeWidth: 1.5 },
      markerEnd: { type: MarkerType.ArrowClosed, color: "#7c3aed" },
    }));
    return [...tree, ...merges];
  }, [data]);

  const onNodesChange = useCallback((changes: NodeChange<ConversationFlowNode>[]) => {
    for (const change of changes) {
      if (change.type === "position" && change.position && change.dragging) setDrag({ id: change.id, position: change.position });
    }
  }, []);

  // When the selection moves to a node that is not on screen yet (a new branch), bring it into view.
  const seen = useRef(new Set<string>());
  useEffect(() => {
    const target = nodes.find((n) => n.id === selectedNodeId);
    if (!target) return;
    const isNew = seen.current.size > 0 && !seen.current.has(target.id);
    nodes.forEach((n) => seen.current.add(n.id));
    if (isNew) {
      void flow.setCenter(target.position.x + GRAPH_NODE_WIDTH / 2, target.position.y + GRAPH_NODE_HEIGHT / 2, {
        zoom: Math.max(flow.getZoom(), 0.8),
        duration: 300,
      });
    }
  }, [flow, nodes, selectedNodeId]);

  if (isPending) {
    return (
      <div className="flex h-full items-center justify-center">
        <Spinner label="Loading graph" />
      </div>
    );
  }
  if (error) return <p className="p-4 text-sm text-red-600">The graph could not be loaded: {error.message}</p>;

  return (
    <div className="absolute inset-0" data-testid="conversation-graph">
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        onNodesChange={onNodesChange}
        onNodeClick={(_, node) => selectNode(node.id)}
        onNodeDragStop={(_, node) => {
          const parentId = parentOf.get(node.id);
          const dropped = parentId && overlaps(node.position, positions.get(parentId)!);
          setDrag(null);
          // Dropping a branch onto its parent is the gesture for "merge it back up".
          if (dropped) openMergeDialog(node.id);
        }}
        onNodeContextMenu={(event, node) => {
          event.preventDefault();
          openContextMenu(node.id, event.clientX, event.clientY);
        }}
        onPaneClick={closeContextMenu}
        nodeDragThreshold={4}
        fitView
        fitViewOptions={{ padding: 0.25, maxZoom: 1 }}
        minZoom={0.05}
        maxZoom={2}
        nodesConnectable={false}
        nodesFocusable={false}
        edgesFocusable={false}
        elementsSelectable={false}
        proOptions={{ hideAttribution: true }}
      >
        <Background gap={24} color="#e7e5e4" />
        <Controls showInteractive={false} />
        <MiniMap pannable zoomable nodeColor={(n) => (n.id === selectedNodeId ? "#2f9e62" : n.data.kind === "volatile" ? "#f59e0b" : "#d6d3d1")} />
      </ReactFlow>
      <NodeContextMenu />
    </div>
  );
}
