"use client";

import { Handle, Position, type Node, type NodeProps } from "@xyflow/react";
import { memo, type MouseEvent } from "react";
import type { GraphNodeData } from "@/lib/views/tree-view";
import { formatTokens } from "@/lib/format";
import { GRAPH_NODE_HEIGHT, GRAPH_NODE_WIDTH } from "@/lib/graph/layout";
import type { VersionSet } from "@/lib/graph/versions";
import { useWorkspace } from "@/components/workspace/workspace-provider";
import { useDetailLevel } from "./use-detail-level";
import { NodePresence } from "@/components/workspace/presence";
import { ImageMarker, imagesName } from "./image-marker";

export type ConversationFlowNode = Node<
  GraphNodeData & {
    dropTarget?: boolean;
    hidden?: number;
    dimmed?: boolean;
    /** Depth runs right: edges enter on the left and leave on the right. */
    across?: boolean;
    /** This card stands for several versions (edits, regenerations) and shows `versions.ids[versions.index]`. */
    versions?: VersionSet;
  } & Record<string, unknown>,
  "conversation"
>;

const kindStyle: Record<GraphNodeData["kind"], string> = {
  root: "border-stone-400 bg-canopy-50",
  branch: "border-stone-300 bg-white",
  volatile: "border-dashed border-amber-500 bg-amber-50",
};

/** Node label colours (Node.color): a short list, so the palette stays readable. */
export const NODE_COLORS: Record<string, string> = {
  red: "#ef4444",
  amber: "#f59e0b",
  green: "#22c55e",
  blue: "#3b82f6",
  violet: "#8b5cf6",
};

/**
 * One conversation node in the graph. Light by design: a handful of elements at full detail, one
 * at low zoom; action buttons exist only for the hovered or selected node. Not a Tab stop (the
 * canvas is one; arrows move inside it). Reads the workspace store by selector, so a selection
 * change re-renders only the two nodes whose flag changed.
 */
export const GraphNode = memo(function GraphNode({ data, id }: NodeProps<ConversationFlowNode>) {
  const selected = useWorkspace((s) => s.selectedNodeId === id);
  const active = useWorkspace((s) => s.hoveredNodeId === id) || selected;
  const leaving = useWorkspace((s) => s.leaving.includes(id));
  // The counts come after the tree (components/workspace/load-node-counts.tsx); a tree read with them has them already.
  const counts = useWorkspace((s) => s.counts?.get(id));
  const items = counts?.[0] ?? data.itemCount;
  const tokens = counts?.[1] ?? data.tokenCount;
  // The first words of the message this node branched from (they come with the counts).
  const branchText = counts?.[2];
  const images = counts?.[3] ?? 0;
  const level = useDetailLevel();
  const colour = data.color ? NODE_COLORS[data.color as string] : undefined;

  const handles = (
    <>
      <Handle
        type="target"
        position={data.across ? Position.Left : Position.Top}
        className="graph-handle"
        isConnectable={false}
      />
      <Handle
        type="source"
        position={data.across ? Position.Right : Position.Bottom}
        className="graph-handle"
        isConnectable={false}
      />
    </>
  );
  const shellClass = `relative ${leaving ? "scale-75 opacity-0 transition-all duration-300" : ""} ${data.dimmed ? "opacity-40" : ""}`;
  // A merged node reads as done through a grey card and a softer title, not through opacity: its
  // title and badges keep at least 4.5:1 in both schemes (at 40% opacity they fell to 2.5:1).
  const merged = data.status === "merged";
  const look = merged
    ? `border-stone-300 bg-stone-100 ${data.kind === "volatile" ? "border-dashed" : ""}`
    : kindStyle[data.kind];

  if (level === "shape" && !selected) {
    // Far out: a coloured block, and the title only for the root and labelled nodes.
    return (
      <div className={shellClass} data-testid="graph-node-shell" data-leaving={leaving}>
        {handles}
        <div
          data-testid="graph-node"
          data-node-id={id}
          data-kind={data.kind}
          data-status={data.status}
          data-selected={false}
          data-lod="shape"
          style={{ width: GRAPH_NODE_WIDTH, height: GRAPH_NODE_HEIGHT, borderColor: colour }}
          className={`rounded-lg border-4 ${look}`}
        >
          {data.kind === "root" || data.label ? (
            <span className="block truncate px-2 pt-1 text-[28px] leading-tight font-semibold text-stone-800">
              {(data.label as string) || data.title}
            </span>
          ) : null}
        </div>
        {data.hidden ? <CollapsedBadge count={data.hidden} /> : null}
      </div>
    );
  }

  const titleSpan = (
    <span
      data-testid="graph-node-title"
      className={`truncate font-medium ${merged ? "text-stone-600" : "text-stone-900"} ${level === "full" ? "text-[13px]" : "text-[22px] leading-tight"}`}
    >
      {data.title}
    </span>
  );
  return (
    <div className={shellClass} data-testid="graph-node-shell" data-leaving={leaving}>
      {handles}
      <NodePresence nodeId={id} />
      <div
        role="group"
        aria-roledescription="node"
        aria-current={selected ? "true" : undefined}
        aria-label={`${data.title}, ${data.kind}${data.status === "merged" ? ", merged" : ""}${items === null ? "" : `, ${items} messages`}${
          data.versions ? `, version ${data.versions.index + 1} of ${data.versions.ids.length}` : ""
        }${images ? `, ${imagesName(images)}` : ""}${branchText ? `, branched from “${branchText}”` : ""}`}
        data-testid="graph-node"
        data-node-id={id}
        data-kind={data.kind}
        data-status={data.status}
        data-tool-output={data.toolOutput ? true : undefined}
        data-selected={selected}
        data-lod={level}
        data-dimmed={Boolean(data.dimmed)}
        style={{ width: GRAPH_NODE_WIDTH, height: GRAPH_NODE_HEIGHT, borderLeftColor: colour }}
        className={`canopy-node flex cursor-pointer flex-col justify-center rounded-lg border-2 px-2.5 text-left shadow-sm ${look} ${colour ? "border-l-[6px]" : ""} ${
          selected ? "outline-3 outline-offset-2 outline-canopy-500" : ""
        } ${data.dropTarget ? "ring-4 ring-violet-400" : ""}`}
      >
        {/* Compact: the image marker shares the title's line (a second line would overflow the card). */}
        {level === "compact" && images ? (
          <span className="flex min-w-0 items-center gap-1.5">
            {titleSpan}
            <ImageMarker count={images} large />
          </span>
        ) : (
          titleSpan
        )}
        {/* Compact (the readable fit of a bigger tree): the user's label still shows, under the title. */}
        {level === "compact" && data.label ? (
          <span className="truncate text-[15px] leading-tight font-medium text-stone-700">{data.label as string}</span>
        ) : null}
        {level === "full" ? (
          <span className="flex items-center gap-1.5 overflow-hidden text-[11px] whitespace-nowrap text-stone-500">
            {data.label ? <span className="truncate font-medium text-stone-700">{data.label as string}</span> : null}
            {data.kind === "volatile" ? <span className="font-medium text-amber-800">aside</span> : null}
            {data.toolOutput ? (
              <span className="font-medium text-sky-800" data-testid="graph-node-tool-output" title="A tool's output">
                tool output
              </span>
            ) : null}
            {data.status === "merged" ? <span className="font-medium text-violet-700">merged</span> : null}
            {data.unresolved ? <span className="font-medium text-amber-700">unresolved</span> : null}
            {data.fanoutId ? (
              <span
                className="font-medium text-sky-700"
                data-testid="graph-node-fanout"
                title="One answer of a fan-out"
              >
                fan-out
              </span>
            ) : null}
            {branchText ? (
              <span
                data-testid="graph-node-branch-point"
                title={`Branched from “${branchText}”`}
                className="min-w-0 flex-1 truncate text-stone-600 italic"
              >
                ↳ {branchText}
              </span>
            ) : null}
            {images ? <ImageMarker count={images} /> : null}
            <span data-testid="graph-node-items" className="shrink-0">
              {items ?? "…"} msg
            </span>
            <span data-testid="graph-node-tokens" className="shrink-0">
              {tokens === null ? "…" : formatTokens(tokens)} tok
            </span>
          </span>
        ) : null}
      </div>
      {data.hidden ? <CollapsedBadge count={data.hidden} /> : null}
      {data.versions ? <VersionSwitcher id={id} versions={data.versions} /> : null}
      {active && level !== "shape" ? (
        <NodeActions id={id} title={data.title} caps={data.caps} fanoutId={(data.fanoutId as string | null) ?? null} />
      ) : null}
    </div>
  );
});

function CollapsedBadge({ count }: { count: number }) {
  return (
    <span
      data-testid="collapsed-badge"
      title={`${count} hidden below`}
      className="absolute -bottom-2.5 left-1/2 -translate-x-1/2 rounded-full bg-stone-700 px-1.5 text-[10px] leading-4 font-semibold text-white"
    >
      +{count}
    </span>
  );
}

/**
 * Edits and regenerations are versions of one card (lib/graph/versions.ts): "‹ 2/3 ›" under its
 * right corner opens the previous or next version (it then shows, with what is under it).
 */
function VersionSwitcher({ id, versions }: { id: string; versions: VersionSet }) {
  const openNode = useWorkspace((s) => s.openNode);
  const { ids, index } = versions;
  const go = (to: number) => (e: MouseEvent) => {
    e.stopPropagation();
    openNode(ids[(to + ids.length) % ids.length]);
  };
  return (
    <div
      data-testid="version-switcher"
      data-node-id={id}
      className="nodrag absolute -bottom-3 right-2 flex items-center rounded-full border border-stone-300 bg-white text-[11px] leading-5 text-stone-700 shadow-sm"
    >
      <button
        type="button"
        tabIndex={-1}
        aria-label="Previous version"
        title="Previous version"
        onClick={go(index - 1)}
        className="px-1.5 hover:text-canopy-700"
      >
        ‹
      </button>
      <span data-testid="version-position" aria-label={`Version ${index + 1} of ${ids.length}`}>
        v{index + 1}/{ids.length}
      </span>
      <button
        type="button"
        tabIndex={-1}
        aria-label="Next version"
        title="Next version"
        onClick={go(index + 1)}
        className="px-1.5 hover:text-canopy-700"
      >
        ›
      </button>
    </div>
  );
}

/** Buttons on the hovered or selected node, from its capabilities. */
function NodeActions(props: { id: string; title: string; caps: GraphNodeData["caps"]; fanoutId: string | null }) {
  const { id, title, caps, fanoutId } = props;
  const openMergeDialog = useWorkspace((s) => s.openMergeDialog);
  const openCompare = useWorkspace((s) => s.openCompare);
  const openPurgeDialog = useWorkspace((s) => s.openPurgeDialog);
  const toggleCollapsed = useWorkspace((s) => s.toggleCollapsed);
  const collapsed = useWorkspace((s) => s.collapsed.has(id));
  return (
    <div className="nodrag absolute -top-3 right-1.5 flex gap-1">
      <NodeAction
        label={`${collapsed ? "Expand" : "Collapse"} the branches under ${title}`}
        testId="node-collapse"
        onClick={() => toggleCollapsed(id)}
      >
        {collapsed ? "▸" : "▾"}
      </NodeAction>
      {fanoutId ? (
        <NodeAction
          label={`Compare the answers of ${title}'s fan-out`}
          testId="node-compare"
          onClick={() => openCompare(fanoutId)}
        >
          ⇶
        </NodeAction>
      ) : null}
      {caps.merge ? (
        <NodeAction label={`Merge ${title} into its parent`} testId="node-merge" onClick={() => openMergeDialog(id)}>
          ⤴
        </NodeAction>
      ) : null}
      {caps.purge ? (
        <NodeAction label={`Purge ${title}`} testId="node-purge" onClick={() => openPurgeDialog(id)} danger>
          ✕
        </NodeAction>
      ) : null}
    </div>
  );
}

function NodeAction(props: { label: string; testId: string; onClick: () => void; danger?: boolean; children: string }) {
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-label={props.label}
      title={props.label}
      data-testid={props.testId}
      onClick={(e) => {
        e.stopPropagation();
        props.onClick();
      }}
      className={`flex h-6 w-6 items-center justify-center rounded border bg-white text-xs shadow-sm ${
        props.danger
          ? "border-red-200 text-red-600 hover:bg-red-50"
          : "border-violet-200 text-violet-700 hover:bg-violet-50"
      }`}
    >
      {props.children}
    </button>
  );
}
