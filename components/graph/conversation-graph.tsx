"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  Background,
  Controls,
  MiniMap,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  type NodeChange,
  type XYPosition,
} from "@xyflow/react";
import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { graphEdges } from "@/lib/graph/edges";
import { nodeAt } from "@/lib/graph/far-view";
import { layoutTree } from "@/lib/graph/layout";
import { dropsOnParent } from "@/lib/graph/mounted";
import { indexTree, pathTo, visibleNodes } from "@/lib/graph/navigation";
import { nodeOptions, treeOptions } from "@/lib/query/options";
import { Spinner } from "@/components/ui/spinner";
import { useWorkspace, useWorkspaceStore } from "@/components/workspace/workspace-provider";
import { FarCanvas } from "./far-canvas";
import { FollowSelection } from "./follow-selection";
import { minimapColor, toFlowEdges, toFlowNodes } from "./flow-elements";
import type { ConversationFlowNode } from "./graph-node";
import { GraphToolbar } from "./graph-toolbar";
import { KeyboardHelp } from "./keyboard-help";
import { NodeContextMenu } from "./node-context-menu";
import { nodeTypes } from "./node-types";
import { useChatPrefetch } from "./use-chat-prefetch";
import { useFirstView } from "./use-first-view";
import { useGraphKeys } from "./use-graph-keys";
import { useLongPress } from "./use-long-press";
import { MINIMAP_LIMIT, useMountedNodes, VIRTUALISE_ABOVE } from "./use-mounted-nodes";

const noSubscription = () => () => {};

/**
 * The graph renders in the browser only: on the server React Flow has no size, so its HTML was a
 * region around (0, 0) thrown away at the first view, and the server laid out every node for it
 * (bench:graph at 10,000 nodes: unpacking and laying out the tree twice per page load).
 */
export function ConversationGraph() {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!inBrowser) {
    return (
      <div className="flex h-full items-center justify-center">
        <Spinner label="Loading graph" />
      </div>
    );
  }
  return (
    <ReactFlowProvider>
      <Graph />
    </ReactFlowProvider>
  );
}

/**
 * The canvas: the tree's layout, what of it React Flow gets (useMountedNodes), its nodes and edges
 * (flow-elements.ts), the first view, the chats loaded ahead (useChatPrefetch) and the gestures.
 */
function Graph() {
  const store = useWorkspaceStore();
  const conversationId = useWorkspace((s) => s.conversationId);
  const collapsed = useWorkspace((s) => s.collapsed);
  // Only read in focus-path mode, so ordinary selection never re-renders the canvas.
  const focusId = useWorkspace((s) => (s.focusPath ? s.selectedNodeId : null));
  const { data, isPending, error } = useQuery(treeOptions(conversationId));
  const flow = useReactFlow();
  const queryClient = useQueryClient();
  const wrapper = useRef<HTMLDivElement>(null);
  // Only the node being dragged leaves its layout position; it snaps back on drop.
  const [drag, setDrag] = useState<{ id: string; position: XYPosition } | null>(null);

  const index = useMemo(() => indexTree(data?.nodes ?? []), [data]);
  const shown = useMemo(() => visibleNodes(data?.nodes ?? [], collapsed), [data, collapsed]);
  const layout = useMemo(() => layoutTree(shown.nodes), [shown]);
  const positions = layout.positions;
  const onPath = useMemo(() => (focusId ? pathTo(index, focusId) : null), [index, focusId]);
  const { far, mounted } = useMountedNodes(shown, positions, drag?.id ?? null);
  const parentOf = index.parent;
  const dragParent = drag ? parentOf.get(drag.id) : null;
  const dropTargetId =
    drag && dragParent && dropsOnParent(drag.position, positions.get(dragParent)) ? dragParent : null;

  // Nodes and edges are derived from query data plus the layout; nothing is copied into a store.
  const nodes = useMemo(
    () => toFlowNodes(mounted, { positions, drag, dropTargetId, hidden: shown.hidden, onPath }),
    [mounted, shown, positions, drag, dropTargetId, onPath],
  );
  const edges = useMemo(
    () => (far ? [] : toFlowEdges(graphEdges(mounted, data?.merges ?? [], onPath))),
    [far, mounted, data, onPath],
  );

  const onNodesChange = useCallback((changes: NodeChange<ConversationFlowNode>[]) => {
    for (const change of changes) {
      if (change.type === "position" && change.position && change.dragging)
        setDrag({ id: change.id, position: change.position });
    }
  }, []);
  const onInit = useFirstView(wrapper, layout);
  useChatPrefetch(Boolean(data), mounted, positions);

  const onKeyDown = useGraphKeys(index);
  const longPress = useLongPress();

  if (isPending) {
    return (
      <div className="flex h-full items-center justify-center">
        <Spinner label="Loading graph" />
      </div>
    );
  }
  if (error) return <p className="p-4 text-sm text-red-600">The graph could not be loaded: {error.message}</p>;

  return (
    <div
      ref={wrapper}
      className="absolute inset-0 outline-none focus-visible:ring-2 focus-visible:ring-canopy-500 focus-visible:ring-inset"
      data-testid="conversation-graph"
      data-node-count={data.nodes.length}
      // React Flow's nested wrappers cannot hold tree/treeitem semantics; the canvas is one keyboard
      // widget (one Tab stop) and each node is a labelled group whose selection is aria-current.
      role="application"
      aria-roledescription="conversation graph"
      aria-label="Conversation graph: arrow keys move, Enter opens, ? lists the keys"
      tabIndex={0}
      onKeyDown={onKeyDown}
      {...longPress}
    >
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        onInit={onInit}
        onNodesChange={onNodesChange}
        onNodeClick={(_, node) => store.getState().selectNode(node.id)}
        onNodeMouseEnter={(_, node) => {
          store.getState().setHovered(node.id);
          // A pointer on a node is usually a click on its way: its chat starts loading now.
          void queryClient.prefetchQuery(nodeOptions(node.id));
        }}
        onNodeMouseLeave={() => store.getState().setHovered(null)}
        onNodeDragStop={(_, node) => {
          const parentId = parentOf.get(node.id);
          const dropped = parentId && dropsOnParent(node.position, positions.get(parentId));
          setDrag(null);
          // Dropping a branch onto its parent is the gesture for "merge it back up".
          if (dropped) store.getState().openMergeDialog(node.id);
        }}
        onNodeContextMenu={(event, node) => {
          event.preventDefault();
          store.getState().openContextMenu(node.id, event.clientX, event.clientY);
        }}
        onPaneClick={(event) => {
          store.getState().closeContextMenu();
          // On the far canvas a block is not a DOM node: find it under the pointer.
          const hit = far ? nodeAt(positions, flow.screenToFlowPosition({ x: event.clientX, y: event.clientY })) : null;
          if (hit) store.getState().selectNode(hit);
        }}
        onlyRenderVisibleElements={data.nodes.length > VIRTUALISE_ABOVE}
        nodeDragThreshold={4}
        minZoom={0.02}
        maxZoom={2}
        nodesConnectable={false}
        nodesFocusable={false}
        edgesFocusable={false}
        elementsSelectable={false}
        disableKeyboardA11y
        proOptions={{ hideAttribution: true }}
      >
        <Background gap={24} color="var(--color-stone-200)" />
        <Controls showInteractive={false} className="max-md:hidden" />
        {data.nodes.length <= MINIMAP_LIMIT ? (
          <MiniMap pannable zoomable nodeColor={minimapColor} className="max-md:hidden" />
        ) : null}
        <FollowSelection positions={positions} />
        {far ? <FarCanvas nodes={shown.nodes} positions={positions} merges={data.merges} onPath={onPath} /> : null}
      </ReactFlow>
      <GraphToolbar />
      <NodeContextMenu />
      <KeyboardHelp />
    </div>
  );
}
