"use client";

import { useStoreApi } from "@xyflow/react";
import { useEffect, useMemo, useRef } from "react";
import type { GraphNodeData } from "@/lib/views/tree-view";
import { intersects, visibleRect } from "@/lib/graph/far-view";
import type { MoreNode } from "@/lib/graph/fan-out";
import { edgeAnchors, GRAPH_NODE_HEIGHT, GRAPH_NODE_WIDTH, type LayoutDirection } from "@/lib/graph/layout";
import { overviewCandidates, placeLabels } from "@/lib/graph/overview";
import { canvasPalette } from "@/lib/graph/canvas-palette";
import { NODE_COLORS } from "./graph-node";
import { useColorScheme } from "./use-color-scheme";

type Point = { x: number; y: number };

/** Overview titles: 12 px on screen whatever the zoom (a title drawn at the zoom read 4 px at 18%). */
const LABEL_FONT = "600 12px system-ui, sans-serif";
const LABEL_HEIGHT = 18;

/**
 * The far-zoom graph and overview as canvases (lib/graph/far-view.ts): every node on screen a block,
 * every edge a line, the path from the root to the selected node in green, and on a layer above the
 * few cards React Flow keeps, the titles that matter (lib/graph/overview.ts: the selection, the root,
 * the path, labelled nodes, branch points) at 12 px, each where it fits. Redrawn at most once a frame
 * when the viewport moves, from React Flow's store, without re-rendering React. Pointer events pass
 * through to the pane (a click on a block selects it there, by hit test). Drawn in the colours of the
 * scheme the page shows (lib/graph/canvas-palette), and again when it changes.
 */
export function FarCanvas({
  nodes,
  more,
  positions,
  merges,
  onPath,
  selectedId,
  path,
  direction,
}: {
  nodes: GraphNodeData[];
  more: MoreNode[];
  positions: ReadonlyMap<string, Point>;
  merges: { childId: string; parentId: string }[];
  /** Focus-path mode: everything off it is dimmed. */
  onPath: ReadonlySet<string> | null;
  selectedId: string;
  /** From the selected node up to the root (lib/graph/navigation `pathTo`). */
  path: ReadonlySet<string>;
  /** Which way depth runs (where edges leave and enter a block). */
  direction: LayoutDirection;
}) {
  const blocks = useRef<HTMLCanvasElement>(null);
  const labels = useRef<HTMLCanvasElement>(null);
  const rf = useStoreApi();
  const scheme = useColorScheme();
  const candidates = useMemo(() => {
    const childCount = new Map<string, number>();
    for (const n of nodes) if (n.parentId) childCount.set(n.parentId, (childCount.get(n.parentId) ?? 0) + 1);
    return overviewCandidates(nodes, { selectedId, path, childCount });
  }, [nodes, selectedId, path]);

  useEffect(() => {
    const el = blocks.current;
    const top = labels.current;
    if (!el || !top) return;
    const widths = new Map<string, number>();
    const colors = canvasPalette(scheme);
    const anchor = edgeAnchors(direction);
    let frame = 0;
    const draw = () => {
      frame = 0;
      const { transform, width, height } = rf.getState();
      const ratio = window.devicePixelRatio || 1;
      for (const c of [el, top]) {
        if (c.width !== Math.round(width * ratio) || c.height !== Math.round(height * ratio)) {
          c.width = Math.round(width * ratio);
          c.height = Math.round(height * ratio);
        }
      }
      const ctx = el.getContext("2d");
      const tctx = top.getContext("2d");
      if (!ctx || !tctx) return;
      const [tx, ty, zoom] = transform;
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      ctx.clearRect(0, 0, width, height);
      ctx.setTransform(ratio * zoom, 0, 0, ratio * zoom, ratio * tx, ratio * ty);
      const rect = visibleRect(transform, width, height);
      // Edges first, one path per colour: from the parent's source anchor to the child's target one.
      const edges = new Path2D();
      const onTheWay = new Path2D();
      for (const n of [...nodes, ...more]) {
        const from = n.parentId ? positions.get(n.parentId) : undefined;
        const to = positions.get(n.id);
        if (!from || !to || (!intersects(from, rect) && !intersects(to, rect))) continue;
        const line = path.has(n.id) ? onTheWay : edges;
        line.moveTo(from.x + anchor.source.x, from.y + anchor.source.y);
        line.lineTo(to.x + anchor.target.x, to.y + anchor.target.y);
      }
      ctx.lineWidth = Math.max(1, 1 / zoom);
      ctx.strokeStyle = colors.edge;
      ctx.stroke(edges);
      ctx.lineWidth = Math.max(3, 2.5 / zoom);
      ctx.strokeStyle = colors.path;
      ctx.stroke(onTheWay);
      if (merges.length) {
        ctx.beginPath();
        for (const m of merges) {
          const from = positions.get(m.childId);
          const to = positions.get(m.parentId);
          if (!from || !to) continue;
          ctx.moveTo(from.x + anchor.target.x, from.y + anchor.target.y);
          ctx.lineTo(to.x + anchor.source.x, to.y + anchor.source.y);
        }
        ctx.lineWidth = Math.max(1, 1 / zoom);
        ctx.strokeStyle = colors.merge;
        ctx.stroke();
      }
      // Blocks keep a visible size however far out: at 1% a 200 x 52 node would be 2 x 0.5 px.
      const minW = Math.max(GRAPH_NODE_WIDTH, 3 / zoom);
      const minH = Math.max(GRAPH_NODE_HEIGHT, 3 / zoom);
      for (const n of nodes) {
        const p = positions.get(n.id);
        if (!p || !intersects(p, rect)) continue;
        ctx.globalAlpha = n.status === "merged" || (onPath && !onPath.has(n.id)) ? 0.35 : 1;
        ctx.fillStyle = (n.color && NODE_COLORS[n.color]) || colors.fill[n.kind];
        ctx.fillRect(p.x, p.y, minW, minH);
        if (path.has(n.id)) {
          ctx.lineWidth = Math.max(3, 2.5 / zoom);
          ctx.strokeStyle = colors.path;
          ctx.strokeRect(p.x, p.y, minW, minH);
        }
      }
      ctx.globalAlpha = 1;
      for (const m of more) {
        const p = positions.get(m.id);
        if (!p || !intersects(p, rect)) continue;
        ctx.setLineDash([6 / zoom, 4 / zoom]);
        ctx.lineWidth = Math.max(1, 1.5 / zoom);
        ctx.strokeStyle = colors.edge;
        ctx.strokeRect(p.x, p.y, minW, minH);
        ctx.setLineDash([]);
      }

      // Titles, on the layer above the mounted cards, in screen pixels.
      tctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      tctx.clearRect(0, 0, width, height);
      tctx.font = LABEL_FONT;
      tctx.textBaseline = "middle";
      const measure = (id: string, text: string) => {
        let w = widths.get(id);
        if (w === undefined) widths.set(id, (w = Math.min(220, tctx.measureText(text).width + 10)));
        return w;
      };
      const titled = [
        ...candidates,
        ...more.map((m) => ({ id: m.id, text: m.expanded ? "Show fewer" : `+${m.count.toLocaleString("en")} more` })),
      ];
      const placed = placeLabels(
        titled,
        (c) => {
          const p = positions.get(c.id);
          if (!p) return null;
          const w = measure(c.id, c.text);
          const left = p.x * zoom + tx;
          // A node on screen keeps its title on screen: near the right edge it is moved left to fit.
          if (left + GRAPH_NODE_WIDTH * zoom < 0 || left > width) return null;
          return {
            x: Math.round(Math.max(0, Math.min(left, width - w))),
            y: Math.round((p.y + GRAPH_NODE_HEIGHT / 2) * zoom + ty - LABEL_HEIGHT / 2),
            width: w,
            height: LABEL_HEIGHT,
          };
        },
        { width, height },
      );
      for (const { id, text, box } of placed) {
        const selected = id === selectedId;
        tctx.fillStyle = selected ? colors.path : colors.labelBackground;
        tctx.fillRect(box.x, box.y, box.width, box.height);
        tctx.strokeStyle = selected || path.has(id) ? colors.path : colors.labelBorder;
        tctx.lineWidth = 1;
        tctx.strokeRect(box.x + 0.5, box.y + 0.5, box.width - 1, box.height - 1);
        tctx.fillStyle = selected ? colors.selectedText : colors.labelText;
        tctx.fillText(text, box.x + 5, box.y + LABEL_HEIGHT / 2 + 0.5, box.width - 10);
      }
      top.dataset.labels = placed.map((p) => p.id).join(" ");
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(draw);
    };
    draw();
    const unsubscribe = rf.subscribe((state, previous) => {
      if (state.transform !== previous.transform || state.width !== previous.width || state.height !== previous.height)
        schedule();
    });
    return () => {
      unsubscribe();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [rf, nodes, more, positions, merges, onPath, path, candidates, selectedId, scheme, direction]);

  return (
    <>
      <canvas
        ref={blocks}
        data-testid="graph-far-canvas"
        data-scheme={scheme}
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 h-full w-full"
        // Above the background, under React Flow's renderer (z-index 4) and its few mounted cards.
        style={{ zIndex: 3 }}
      />
      <canvas
        ref={labels}
        data-testid="graph-overview-labels"
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 h-full w-full"
        // Above the mounted cards, whose own titles are unreadable this far out.
        style={{ zIndex: 5 }}
      />
    </>
  );
}
