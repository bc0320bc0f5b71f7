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
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from "react";
import type { GraphNodeData } from "@/lib/views/tree-view";
import { fitViewport, zoomAround, zoomPoint } from "@/lib/graph/camera";
import { graphEdges } from "@/lib/graph/edges";
import { foldExceptions, foldFanOuts, type MoreNode } from "@/lib/graph/fan-out";
import { nodeAt } from "@/lib/graph/far-view";
import { bestDirection, layoutTree, turnLayout, type Layout, type LayoutPane } from "@/lib/graph/layout";
import { dropsOnParent } from "@/lib/graph/mounted";
import { indexTree, pathNeighbourhood, pathTo, visibleNodes, type TreeIndex } from "@/lib/graph/navigation";
import { foldVersions, versionGroups, versionsOnPath } from "@/lib/graph/versions";
import { readableViewport, regionOf } from "@/lib/graph/viewport";
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
  // Edits and regenerations: one card per group of versions, the one on the selection's path shown.
  const groups = useMemo(() => versionGroups(data?.nodes ?? []), [data]);
  const versionKey = useWorkspace((s) => versionsOnPath(index, groups, s.selectedNodeId));
  const collapsedShown = useMemo(() => visibleNodes(data?.nodes ?? [], collapsed), [data, collapsed]);
  const versioned = useMemo(
    () => foldVersions(collapsedShown.nodes, groups, new Set(versionKey ? versionKey.split(" ") : [])),
    [collapsedShown, groups, versionKey],
  );
  const folded = useMemo(
    () => foldFanOuts(versioned.nodes, { keep: new Set(keepKey ? keepKey.split(" ") : []), expanded }),
    [versioned, keepKey, expanded],
  );
  const shown = useMemo(() => ({ nodes: folded.nodes, hidden: collapsedShown.hidden }), [folded, collapsedShown]);
  // Depth runs down or right, whichever shows the tree larger in this pane (lib/graph/layout.ts).
  const pane = usePaneShape(wrapper, Boolean(data));
  const down = useMemo(() => layoutTree([...folded.nodes, ...folded.more]), [folded]);
  const direction = pane ? bestDirection(down, pane) : "down";
  const layout = useMemo(() => (direction === "down" ? down : turnLayout(down)), [down, direction]);
  const positions = layout.positions;
  const onPath = useMemo(() => (focusId ? pathTo(index, focusId) : null), [index, focusId]);
  const { far, mounted } = useMountedNodes(shown, positions, drag?.id ?? null);
  const more = useMemo(
    () =>
      far
        ? { nodes: [], edges: [] }
        : toMoreFlowElements(folded.more, positions, new Set(mounted.map((n) => n.id)), layout.direction),
    [far, folded, positions, mounted, layout.direction],
  );
  const parentOf = index.parent;
  const dragParent = drag ? parentOf.get(drag.id) : null;
  const dropTargetId =
    drag && dragParent && dropsOnParent(drag.position, positions.get(dragParent)) ? dragParent : null;

  // Nodes and edges are derived from query data plus the layout; nothing is copied into a store.
  const nodes = useMemo<Node[]>(
    () => [
      ...toFlowNodes(mounted, {
        positions,
        drag,
        dropTargetId,
        hidden: shown.hidden,
        onPath,
        direction: layout.direction,
        versions: versioned.versions,
      }),
      ...more.nodes,
    ],
    [mounted, shown, positions, drag, dropTargetId, onPath, more, layout.direction, versioned],
  );
  const edges = useMemo(
    () =>
      far ? [] : [...toFlowEdges(graphEdges(mounted, data?.merges ?? [], onPath), layout.direction), ...more.edges],
    [far, mounted, data, onPath, more, layout.direction],
  );
  // Fit: the whole tree when it reads (titles 12 px or more), else the current path and its
  // neighbours at a readable zoom; over the FULL layout, not the nodes React Flow was handed.
  const fit = useCallback(() => {
    const el = wrapper.current;
    // A hidden pane has no size: an animated move there computes NaN (see follow-selection.tsx).
    if (!el || el.clientWidth === 0) return;
    const selected = store.getState().selectedNodeId;
    const region = regionOf(positions, pathNeighbourhood(index, selected));
    const canvas = { width: el.clientWidth, height: el.clientHeight };
    void flow.setViewport(readableViewport(canvas, layout, region, positions.get(selected) ?? null), {
      duration: 200,
    });
  }, [flow, layout, positions, index, store]);
  // The whole tree however small (the overview; far out, titles give way to the overview's names).
  const showWhole = useCallback(() => {
    const el = wrapper.current;
    if (el && el.clientWidth > 0)
      void flow.setViewport(fitViewport({ width: el.clientWidth, height: el.clientHeight }, layout), { duration: 200 });
  }, [flow, layout]);
  // Far enough out for the overview to show any tree whole (React Flow clamps setViewport to minZoom).
  const minZoom = Math.min(0.02, 300 / Math.max(1, layout.width, layout.height));
  // The zoom buttons zoom around the selected node (it stays where it is), not the pane's centre.
  const zoomBy = useCallback(
    (factor: number) => {
      const el = wrapper.current;
      if (!el || el.clientWidth === 0) return;
      const view = flow.getViewport();
      const canvas = { width: el.clientWidth, height: el.clientHeight };
      const at = zoomPoint(view, canvas, positions.get(store.getState().selectedNodeId));
      void flow.setViewport(zoomAround(view, factor, at, minZoom, 2), { duration: 150 });
    },
    [flow, positions, store, minZoom],
  );
  // When the pane's shape turns the layout, frame it again (every position changed).
  const framedDirection = useRef(layout.direction);
  useEffect(() => {
    if (framedDirection.current === layout.direction) return;
    framedDirection.current = layout.direction;
    fit();
  }, [layout.direction, fit]);

  const onNodesChange = useCallback((changes: NodeChange[]) => {
    for (const change of changes) {
      if (change.type === "position" && change.position && change.dragging)
        setDrag({ id: change.id, position: change.position });
    }
  }, []);
  const onInit = useFirstView(wrapper, layout, index);
  useChatPrefetch(Boolean(data), mounted, positions);

  const onKeyDown = useGraphKeys(index, layout.direction);
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
      data-layout-direction={layout.direction}
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
        <Controls
          showInteractive={false}
          showFitView={false}
          showZoom={false}
          position="top-right"
          className="max-md:hidden"
        >
          <CameraButton id="graph-zoom-in" label="Zoom in around the selected node" onClick={() => zoomBy(1.2)}>
            {ZOOM_IN}
          </CameraButton>
          <CameraButton id="graph-zoom-out" label="Zoom out around the selected node" onClick={() => zoomBy(1 / 1.2)}>
            {ZOOM_OUT}
          </CameraButton>
          <CameraButton id="graph-fit" label="Fit: the whole tree if it reads, else the current path" onClick={fit}>
            {FIT}
          </CameraButton>
          <CameraButton id="graph-whole" label="Overview: the whole tree, however small" onClick={showWhole}>
            {WHOLE}
          </CameraButton>
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
 * The pane's size (rounded to 40 px, so a resize re-renders only when it could turn the layout),
 * read before the first paint; null until the pane is there.
 */
function usePaneShape(ref: RefObject<HTMLDivElement | null>, ready: boolean): LayoutPane | null {
  const [pane, setPane] = useState<LayoutPane | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!ready || !el) return;
    const read = () => {
      const width = Math.round(el.clientWidth / 40) * 40;
      const height = Math.round(el.clientHeight / 40) * 40;
      // A hidden pane (the Graph tab of a phone) has no size: keep the last shape.
      if (width === 0 || height === 0) return;
      setPane((p) => (p && p.width === width && p.height === height ? p : { width, height }));
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, ready]);
  return pane;
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
          direction={props.layout.direction}
        />
      ) : null}
      <OverviewMap layout={props.layout} path={path} />
    </>
  );
}

/** One of the camera buttons (top right): its label is its tooltip and accessible name; `children`: its icon's paths. */
function CameraButton({
  id,
  label,
  onClick,
  children,
}: {
  id: string;
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <ControlButton onClick={onClick} data-testid={id} title={label} aria-label={label}>
      <svg viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.7">
        {children}
      </svg>
    </ControlButton>
  );
}

/** The camera buttons' icons (paths of a 16 x 16 box, stroked in the button's colour). */
const ZOOM_IN = <path d="M8 2v12M2 8h12" />;
const ZOOM_OUT = <path d="M2 8h12" />;
const FIT = <path d="M1 5V1h4M11 1h4v4M15 11v4h-4M5 15H1v-4" />;
const WHOLE = (
  <>
    <rect x="2" y="2" width="12" height="12" />
    <path d="M5 6h2M9 6h2M5 10h2M9 10h2" />
  </>
);
