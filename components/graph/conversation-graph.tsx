"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  Background,
  Controls,
  MarkerType,
  MiniMap,
  Position,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  useStore,
  useStoreApi,
  type Edge,
  type NodeChange,
  type XYPosition,
} from "@xyflow/react";
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { drawsOnCanvas, intersects, nearestOnScreen, nodeAt, regionOf, visibleRect } from "@/lib/graph/far-view";
import { GRAPH_NODE_HEIGHT, GRAPH_NODE_WIDTH, layoutTree } from "@/lib/graph/layout";
import { indexTree, pathTo, visibleNodes } from "@/lib/graph/navigation";
import { initialViewport } from "@/lib/graph/viewport";
import { nodeOptions, treeOptions } from "@/lib/query/options";
import { Spinner } from "@/components/ui/spinner";
import { useWorkspace, useWorkspaceStore } from "@/components/workspace/workspace-provider";
import { FarCanvas } from "./far-canvas";
import { FollowSelection } from "./follow-selection";
import type { ConversationFlowNode } from "./graph-node";
import { GraphToolbar } from "./graph-toolbar";
import { KeyboardHelp } from "./keyboard-help";
import { NodeContextMenu } from "./node-context-menu";
import { nodeTypes } from "./node-types";
import { useGraphKeys } from "./use-graph-keys";
import { useLongPress } from "./use-long-press";

/** Above this many nodes only what is on screen is mounted; a small tree is cheaper mounted whole. */
const VIRTUALISE_ABOVE = 100;
/**
 * Above this many nodes React Flow gets only the region around the view. The minimap needs every
 * node in React Flow, so it shows up to here only (bench:graph: with all 1,000 nodes and the minimap,
 * loading took twice the main-thread time of the culled 10,000-node page; the far canvas gives the overview instead).
 */
const CULL_ABOVE = VIRTUALISE_ABOVE;
const MINIMAP_LIMIT = CULL_ABOVE;
/** How many on-screen nodes' chats are fetched ahead, and how long the view must rest first. */
const PREFETCH_ON_SCREEN = 8;
const PREFETCH_AFTER_MS = 400;

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

function overlaps(a: XYPosition, b: XYPosition): boolean {
  return Math.abs(a.x - b.x) < GRAPH_NODE_WIDTH * 0.8 && Math.abs(a.y - b.y) < GRAPH_NODE_HEIGHT * 0.9;
}

const minimapColor = (n: ConversationFlowNode) =>
  n.data.kind === "volatile" ? "#f59e0b" : n.data.kind === "root" ? "#2f9e62" : "#d6d3d1";

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
  // Far out, a big tree is one canvas; React Flow keeps only the cards worth mounting (re-rendered per band, not per step).
  const far = useStore((s) => drawsOnCanvas(s.transform[2], shown.nodes.length, VIRTUALISE_ABOVE));
  const farSelected = useWorkspace((s) => (far ? s.selectedNodeId : null));
  // Near, a big tree hands React Flow only the region around the view (and the parents of its
  // nodes, for their edges): it adopts a few hundred nodes per change, not 10,000.
  const regionKey = useStore((s) =>
    shown.nodes.length > CULL_ABOVE && !far ? regionOf(s.transform, s.width, s.height).key : "",
  );
  const rf = useStoreApi();
  const mounted = useMemo(() => {
    if (far)
      return shown.nodes.filter(
        (n) => n.id === farSelected || n.id === drag?.id || n.kind === "root" || n.label || shown.hidden.has(n.id),
      );
    if (!regionKey) return shown.nodes;
    const { transform, width, height } = rf.getState();
    const { rect } = regionOf(transform, width, height);
    const keep = new Set<string>();
    for (const n of shown.nodes) {
      const at = positions.get(n.id);
      // The selected node needs no exception: FollowSelection brings it into view, which moves the region.
      if (!at || !(intersects(at, rect) || n.id === drag?.id)) continue;
      keep.add(n.id);
      if (n.parentId) keep.add(n.parentId);
    }
    return shown.nodes.filter((n) => keep.has(n.id));
  }, [far, farSelected, shown, drag, regionKey, rf, positions]);
  const parentOf = index.parent;
  const dragParent = drag ? parentOf.get(drag.id) : null;
  const dropTargetId =
    drag && dragParent && positions.has(dragParent) && overlaps(drag.position, positions.get(dragParent)!)
      ? dragParent
      : null;

  // Nodes and edges are derived from query data plus the layout; nothing is copied into a store.
  const nodes = useMemo<ConversationFlowNode[]>(
    () =>
      mounted.map((n) => ({
        id: n.id,
        type: "conversation",
        position: drag?.id === n.id ? drag.position : (positions.get(n.id) ?? { x: 0, y: 0 }),
        data: {
          ...n,
          dropTarget: n.id === dropTargetId,
          hidden: shown.hidden.get(n.id),
          dimmed: onPath ? !onPath.has(n.id) : false,
        },
        width: GRAPH_NODE_WIDTH,
        height: GRAPH_NODE_HEIGHT,
        // Known handle positions: React Flow would otherwise mount every node once to measure them.
        handles: HANDLES,
        draggable: n.caps.merge,
        connectable: false,
        selectable: false,
        zIndex: drag?.id === n.id ? 10 : 0,
      })),
    [mounted, shown, positions, drag, dropTargetId, onPath],
  );
  const edges = useMemo<Edge[]>(() => {
    if (far) return [];
    const present = new Set(mounted.map((n) => n.id));
    const tree: Edge[] = mounted
      .filter((n) => n.parentId && present.has(n.parentId))
      .map((n) => ({
        id: `${n.parentId}->${n.id}`,
        source: n.parentId!,
        target: n.id,
        type: "smoothstep",
        className: n.kind === "volatile" ? "branch-edge volatile-edge" : "branch-edge",
        style:
          n.kind === "volatile"
            ? VOLATILE_EDGE
            : n.status === "merged" || (onPath && !onPath.has(n.id))
              ? MERGED_EDGE
              : BRANCH_EDGE,
      }));
    const merges: Edge[] = (data?.merges ?? [])
      .filter((m) => present.has(m.childId) && present.has(m.parentId))
      .map((m) => ({
        id: `merge-${m.id}`,
        source: m.childId,
        target: m.parentId,
        sourceHandle: null,
        type: "default",
        className: "merge-edge",
        label: m.mode === "condensed" ? "merged (condensed)" : "merged",
        labelStyle: { fill: "#6d28d9", fontSize: 10 },
        labelBgStyle: { fill: "#f5f3ff" },
        style: { stroke: "#7c3aed", strokeDasharray: "6 4", strokeWidth: 1.5 },
        markerEnd: { type: MarkerType.ArrowClosed, color: "#7c3aed" },
      }));
    return [...tree, ...merges];
  }, [far, mounted, data, onPath]);

  const onNodesChange = useCallback((changes: NodeChange<ConversationFlowNode>[]) => {
    for (const change of changes) {
      if (change.type === "position" && change.position && change.dragging)
        setDrag({ id: change.id, position: change.position });
    }
  }, []);

  // The first view: the whole tree if it reads at 12 px or more, else the current node's neighbourhood.
  const onInit = useCallback(() => {
    const el = wrapper.current;
    if (!el) return;
    const frame = () => {
      const selected = store.getState().selectedNodeId;
      void flow.setViewport(
        initialViewport({ width: el.clientWidth, height: el.clientHeight }, layout, positions.get(selected) ?? null),
      );
      el.dataset.ready = "true";
    };
    if (el.clientWidth > 0) return frame();
    // A hidden pane (the Graph tab of a phone) has no size yet: frame the tree once it is shown.
    const observer = new ResizeObserver(() => {
      if (el.clientWidth === 0) return;
      observer.disconnect();
      frame();
    });
    observer.observe(el);
  }, [flow, layout, positions, store]);

  // The chats of the nodes on screen load while the view rests (after a load, a pan, a zoom), so
  // that a click shows its chat from the cache (select -> chat), nearest to the selected node first,
  // one request at a time (never a burst on the server); a view that moves again stops the round.
  useEffect(() => {
    if (!data) return;
    let timer = 0;
    let idle = 0;
    let round = 0;
    // Safari has no requestIdleCallback: a plain task instead.
    const idleApi = typeof window.requestIdleCallback === "function";
    const cancel = () => {
      round++;
      window.clearTimeout(timer);
      if (idle && idleApi) window.cancelIdleCallback(idle);
      else if (idle) window.clearTimeout(idle);
      idle = 0;
    };
    const run = async () => {
      idle = 0;
      const mine = round;
      const { transform, width, height } = rf.getState();
      if (!width) return;
      const ids = nearestOnScreen(
        mounted.map((n) => n.id),
        positions,
        visibleRect(transform, width, height),
        positions.get(store.getState().selectedNodeId) ?? null,
        PREFETCH_ON_SCREEN,
      );
      for (const id of ids) {
        if (round !== mine) return;
        await queryClient.prefetchQuery(nodeOptions(id));
      }
    };
    const schedule = () => {
      cancel();
      timer = window.setTimeout(() => {
        idle = idleApi
          ? window.requestIdleCallback(() => void run(), { timeout: 1000 })
          : (window as Window).setTimeout(() => void run(), 0);
      }, PREFETCH_AFTER_MS);
    };
    schedule();
    const unsubscribe = rf.subscribe((state, previous) => {
      if (state.transform !== previous.transform || state.width !== previous.width) schedule();
    });
    return () => {
      unsubscribe();
      cancel();
    };
  }, [data, mounted, positions, queryClient, rf, store]);

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
          const dropped = parentId && positions.has(parentId) && overlaps(node.position, positions.get(parentId)!);
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
        <Background gap={24} color="#e7e5e4" />
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

const HANDLES: ConversationFlowNode["handles"] = [
  { type: "target", position: Position.Top, x: GRAPH_NODE_WIDTH / 2, y: 0, width: 1, height: 1 },
  { type: "source", position: Position.Bottom, x: GRAPH_NODE_WIDTH / 2, y: GRAPH_NODE_HEIGHT - 1, width: 1, height: 1 },
];
const VOLATILE_EDGE = { strokeDasharray: "5 4", stroke: "#d97706" };
const MERGED_EDGE = { stroke: "#d6d3d1" };
const BRANCH_EDGE = { stroke: "#a8a29e" };
