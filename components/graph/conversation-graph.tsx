"use client";

import { useQuery } from "@tanstack/react-query";
import { Background, Controls, MiniMap, ReactFlow, ReactFlowProvider, useReactFlow, type Edge } from "@xyflow/react";
import { useEffect, useMemo, useRef } from "react";
import { GRAPH_NODE_HEIGHT, GRAPH_NODE_WIDTH, layoutTree } from "@/lib/graph/layout";
import { treeOptions } from "@/lib/query/options";
import { Spinner } from "../ui/spinner";
import { useWorkspace } from "../workspace/workspace-provider";
import type { ConversationFlowNode } from "./graph-node";
import { nodeTypes } from "./node-types";

export function ConversationGraph() {
  return (
    <ReactFlowProvider>
      <Graph />
    </ReactFlowProvider>
  );
}

function Graph() {
  const conversationId = useWorkspace((s) => s.conversationId);
  const selectedNodeId = useWorkspace((s) => s.selectedNodeId);
  const selectNode = useWorkspace((s) => s.selectNode);
  const { data, isPending, error } = useQuery(treeOptions(conversationId));
  const flow = useReactFlow();

  // Nodes and edges are derived from query data plus the layout; nothing is copied into a store.
  const { nodes, edges } = useMemo(() => {
    const list = data?.nodes ?? [];
    const positions = layoutTree(list);
    const nodes: ConversationFlowNode[] = list.map((n) => ({
      id: n.id,
      type: "conversation",
      position: positions.get(n.id) ?? { x: 0, y: 0 },
      data: { ...n },
      width: GRAPH_NODE_WIDTH,
      height: GRAPH_NODE_HEIGHT,
      draggable: false,
      connectable: false,
      selectable: false,
    }));
    const edges: Edge[] = list
      .filter((n) => n.parentId)
      .map((n) => ({
        id: `${n.parentId}->${n.id}`,
        source: n.parentId!,
        target: n.id,
        type: "smoothstep",
        style: n.kind === "volatile" ? { strokeDasharray: "5 4", stroke: "#d97706" } : { stroke: "#a8a29e" },
      }));
    return { nodes, edges };
  }, [data]);

  // When the selection moves to a node that is not on screen (a new branch), bring it into view.
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
  if (error) {
    return <p className="p-4 text-sm text-red-600">The graph could not be loaded: {error.message}</p>;
  }

  return (
    <div className="absolute inset-0" data-testid="conversation-graph">
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        onNodeClick={(_, node) => selectNode(node.id)}
        fitView
        fitViewOptions={{ padding: 0.25, maxZoom: 1 }}
        minZoom={0.05}
        maxZoom={2}
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable={false}
        proOptions={{ hideAttribution: true }}
      >
        <Background gap={24} color="#e7e5e4" />
        <Controls showInteractive={false} />
        <MiniMap pannable zoomable nodeColor={(n) => (n.id === selectedNodeId ? "#2f9e62" : n.data.kind === "volatile" ? "#f59e0b" : "#d6d3d1")} />
      </ReactFlow>
    </div>
  );
}
