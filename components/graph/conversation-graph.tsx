"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  Background,
  ControlButton,
  Controls,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  type Node,
  type NodeChange,
  type XYPosition,
} from "@xyflow/react";
import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from "react";
import type { GraphNodeData } from "@/lib/views/tree-view";
import { fitViewport } from "@/lib/graph/camera";
import { graphEdges } from "@/lib/graph/edges";
import { foldExceptions, foldFanOuts, type MoreNode } from "@/lib/graph/fan-out";
import { nodeAt } from "@/lib/graph/far-view";
import { layoutTree, type Layout } from "@/lib/graph/layout";
import { dropsOnParent } from "@/lib/graph/mounted";
import { indexTree, pathTo, visibleNodes, type TreeIndex } from "@/lib/graph/navigation";
import { nodeOptions, treeOptions } from "@/lib/query/options";
import { Spinner } from "@/components/ui/spinner";
import { useWorkspace, useWorkspaceStore } from "@/components/workspace/workspace-provider";
import { FarCanvas } from "./far-canvas";
import { FollowSelection } from "./follow-selection";
import { toFlowEdges, toFlowNodes, toMoreFlowElements } from "./flow-elements";
import { GraphToolbar } from "./graph-toolbar";
import { KeyboardHelp } from "./keyboard-help";
import { NodeContextMenu } from "./node-context-menu";
import { edgeTypes, nodeTypes } from "./node-types";
import { OverviewMap } from "./overview-map";
import { useChatPrefetch } from "./use-chat-prefetch";
import { useFirstView } from "./use-first-view";
import { useGraphKeys } from "./use-graph-keys";
import { useLongPress } from "./use-long-press";
import { useMountedNodes, VIRTUALISE_ABOVE } from "./use-mounted-nodes";

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
 * The canvas: the tree's layout (wide fan-outs folded behind a count, lib/graph/fan-out.ts), what of
 * it React Flow gets (useMountedNodes), its nodes and edges (flow-elements.ts), the first view, fit
 * and the overview over the FULL layout (lib/graph/camera.ts, far-canvas.tsx, overview-map.tsx), the
 * chats loaded ahead (useChatPrefetch) and the gestures.
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
  const expanded = useWorkspace((s) => s.expandedFanOuts);
  // A string, so that a selection re-lays out the tree only when it changes which children stay unfolded.
  const keepKey = useWorkspace((s) => foldExceptions(index, s.selectedNodeId));
  const collapsedShown = useMemo(() => visibleNodes(data?.nodes ?? [], collapsed), [data, collapsed]);
  const folded = useMemo(
    () => foldFanOuts(collapsedShown.nodes, { keep: new Set(keepKey ? keepKey.split(" ") : []), expanded }),
    [collapsedShown, keepKey, expanded],
  );
  const shown = useMemo(() => ({ nodes: folded.nodes, hidden: collapsedShown.hidden }), [folded, collapsedShown]);
  const layout = useMemo(() => layoutTree([...folded.nodes, ...folded.more]), [folded]);
  const positions = layout.positions;
  const onPath = useMemo(() => (focusId ? pathTo(index, focusId) : null), [index, focusId]);
  const { far, mounted } = useMountedNodes(shown, positions, drag?.id ?? null);
  const more = useMemo(
    () =>
      far ? { nodes: [], edges: [] } : toMoreFlowElements(folded.more, positions, new Set(mounted.map((n) => n.id))),
    [far, folded, positions, mounted],
  );
  const parentOf = index.parent;
  const dragParent = drag ? parentOf.get(drag.id) : null;
  const dropTargetId =
    drag && dragParent && dropsOnParent(drag.position, positions.get(dragParent)) ? dragParent : null;

  // Nodes and edges are derived from query data plus the layout; nothing is copied into a store.
  const nodes = useMemo<Node[]>(
    () => [...toFlowNodes(mounted, { positions, drag, dropTargetId, hidden: shown.hidden, onPath }), ...more.nodes],
    [mounted, shown, positions, drag, dropTargetId, onPath, more],
  );
  const edges = useMemo(
    () => (far ? [] : [...toFlowEdges(graphEdges(mounted, data?.merges ?? [], onPath)), ...more.edges]),
    [far, mounted, data, onPath, more],
  );
  // Fit: the whole layout, not the nodes React Flow was handed (a big tree hands it the view's region only).
  const fit = useCallback(() => {
    const el = wrapper.current;
    if (el)
      void flow.setViewport(fitViewport({ width: el.clientWidth, height: el.clientHeight }, layout), { duration: 200 });
  }, [flow, layout]);
  // Far enough out for fit to show any tree whole (React Flow clamps setViewport to minZoom).
  const minZoom = Math.min(0.02, 300 / Math.max(1, layout.width, layout.height));

  const onNodesChange = useCallback((changes: NodeChange[]) => {
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
      // The full layout's size, for tests and the bench (fit must show all of it).
      data-layout-width={Math.round(layout.width)}
      data-layout-height={Math.round(layout.height)}
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
        edgeTypes={edgeTypes}
        onInit={onInit}
        onNodesChange={onNodesChange}
        onNodeClick={(_, node) => {
          // On a phone a tap opens the node's chat (the Chat tab); long-press opens its menu.
          if (node.type === "conversation") store.getState().openNode(node.id);
        }}
        onNodeMouseEnter={(_, node) => {
          if (node.type !== "conversation") return;
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
          if (node.type === "conversation") store.getState().openContextMenu(node.id, event.clientX, event.clientY);
        }}
        onPaneClick={(event) => {
          store.getState().closeContextMenu();
          // On the far canvas a block is not a DOM node: find it under the pointer.
          const hit = far ? nodeAt(positions, flow.screenToFlowPosition({ x: event.clientX, y: event.clientY })) : null;
          const fanOut = hit ? folded.more.find((m) => m.id === hit) : undefined;
          if (fanOut) store.getState().toggleFanOut(fanOut.parentId);
          else if (hit) store.getState().openNode(hit);
        }}
        onlyRenderVisibleElements={data.nodes.length > VIRTUALISE_ABOVE}
        nodeDragThreshold={4}
        minZoom={minZoom}
        maxZoom={2}
        nodesConnectable={false}
        nodesFocusable={false}
        edgesFocusable={false}
        elementsSelectable={false}
        disableKeyboardA11y
        proOptions={{ hideAttribution: true }}
      >
        <Background gap={24} color="var(--color-stone-200)" />
        {/* Top right: the toolbar has the top left, the minimap the bottom right, toasts the bottom left. */}
        <Controls showInteractive={false} showFitView={false} position="top-right" className="max-md:hidden">
          <ControlButton
            onClick={fit}
            data-testid="graph-fit"
            title="Fit: show the whole tree"
            aria-label="Fit: show the whole tree"
          >
            <svg viewBox="0 0 16 16" aria-hidden="true">
              <path d="M1 5V1h4M11 1h4v4M15 11v4h-4M5 15H1v-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </ControlButton>
        </Controls>
        <FollowSelection positions={positions} />
        <SelectionLayers
          index={index}
          far={far}
          nodes={shown.nodes}
          more={folded.more}
          layout={layout}
          merges={data.merges}
          onPath={onPath}
        />
      </ReactFlow>
      <GraphToolbar />
      <NodeContextMenu />
      <KeyboardHelp />
    </div>
  );
}

/**
 * What follows the selection on the canvas: the far view's path and titles, and the minimap's path.
 * Its own component, so a selection re-renders these layers and not the graph.
 */
function SelectionLayers(props: {
  index: TreeIndex;
  far: boolean;
  nodes: GraphNodeData[];
  more: MoreNode[];
  layout: Layout;
  merges: { childId: string; parentId: string }[];
  onPath: ReadonlySet<string> | null;
}) {
  const selectedId = useWorkspace((s) => s.selectedNodeId);
  const path = useMemo(() => pathTo(props.index, selectedId), [props.index, selectedId]);
  return (
    <>
      {props.far ? (
        <FarCanvas
          nodes={props.nodes}
          more={props.more}
          positions={props.layout.positions}
          merges={props.merges}
          onPath={props.onPath}
          selectedId={selectedId}
          path={path}
        />
      ) : null}
      <OverviewMap layout={props.layout} path={path} />
    </>
  );
}
