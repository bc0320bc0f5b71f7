"use client";

import { useStoreApi } from "@xyflow/react";
import { useEffect, useRef } from "react";
import type { GraphNodeData } from "@/lib/views/tree-view";
import { intersects, visibleRect } from "@/lib/graph/far-view";
import { GRAPH_NODE_HEIGHT, GRAPH_NODE_WIDTH } from "@/lib/graph/layout";
import { NODE_COLORS } from "./graph-node";

type Point = { x: number; y: number };

const FILL: Record<GraphNodeData["kind"], string> = { root: "#2f9e62", branch: "#d6d3d1", volatile: "#f59e0b" };
const EDGE = "#a8a29e";
const MERGE_EDGE = "#7c3aed";

/**
 * The far-zoom graph as ONE canvas (lib/graph/far-view.ts): every node on screen a block, every edge
 * a line, titles once they can be read. Redrawn at most once a frame when the viewport moves, from
 * React Flow's store, without re-rendering React. Pointer events pass through to the pane (a click
 * on a block selects it there, by hit test).
 */
export function FarCanvas({
  nodes,
  positions,
  merges,
  onPath,
}: {
  nodes: GraphNodeData[];
  positions: ReadonlyMap<string, Point>;
  merges: { childId: string; parentId: string }[];
  onPath: ReadonlySet<string> | null;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const rf = useStoreApi();

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    let frame = 0;
    const draw = () => {
      frame = 0;
      const { transform, width, height } = rf.getState();
      const ratio = window.devicePixelRatio || 1;
      if (el.width !== Math.round(width * ratio) || el.height !== Math.round(height * ratio)) {
        el.width = Math.round(width * ratio);
        el.height = Math.round(height * ratio);
      }
      const ctx = el.getContext("2d");
      if (!ctx) return;
      const [tx, ty, zoom] = transform;
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      ctx.clearRect(0, 0, width, height);
      ctx.setTransform(ratio * zoom, 0, 0, ratio * zoom, ratio * tx, ratio * ty);
      const rect = visibleRect(transform, width, height);
      // Edges first, one path: parent's bottom centre to child's top centre.
      ctx.beginPath();
      for (const n of nodes) {
        const from = n.parentId ? positions.get(n.parentId) : undefined;
        const to = positions.get(n.id);
        if (!from || !to || (!intersects(from, rect) && !intersects(to, rect))) continue;
        ctx.moveTo(from.x + GRAPH_NODE_WIDTH / 2, from.y + GRAPH_NODE_HEIGHT);
        ctx.lineTo(to.x + GRAPH_NODE_WIDTH / 2, to.y);
      }
      ctx.lineWidth = Math.max(1, 1 / zoom);
      ctx.strokeStyle = EDGE;
      ctx.stroke();
      if (merges.length) {
        ctx.beginPath();
        for (const m of merges) {
          const from = positions.get(m.childId);
          const to = positions.get(m.parentId);
          if (!from || !to) continue;
          ctx.moveTo(from.x + GRAPH_NODE_WIDTH / 2, from.y);
          ctx.lineTo(to.x + GRAPH_NODE_WIDTH / 2, to.y + GRAPH_NODE_HEIGHT);
        }
        ctx.strokeStyle = MERGE_EDGE;
        ctx.stroke();
      }
      const titles = 22 * zoom >= 7;
      ctx.font = "500 22px system-ui, sans-serif";
      ctx.textBaseline = "middle";
      for (const n of nodes) {
        const p = positions.get(n.id);
        if (!p || !intersects(p, rect)) continue;
        ctx.globalAlpha = n.status === "merged" || (onPath && !onPath.has(n.id)) ? 0.35 : 1;
        ctx.fillStyle = (n.color && NODE_COLORS[n.color]) || FILL[n.kind];
        ctx.fillRect(p.x, p.y, GRAPH_NODE_WIDTH, GRAPH_NODE_HEIGHT);
        if (titles) {
          ctx.fillStyle = n.kind === "branch" && !n.color ? "#1c1917" : "#ffffff";
          ctx.fillText(
            n.title.length > 16 ? `${n.title.slice(0, 15)}…` : n.title,
            p.x + 10,
            p.y + GRAPH_NODE_HEIGHT / 2,
            GRAPH_NODE_WIDTH - 20,
          );
        }
      }
      ctx.globalAlpha = 1;
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
  }, [rf, nodes, positions, merges, onPath]);

  return (
    <canvas
      ref={canvas}
      data-testid="graph-far-canvas"
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 h-full w-full"
      // Above the background, under React Flow's renderer (z-index 4) and its few mounted cards.
      style={{ zIndex: 3 }}
    />
  );
}
