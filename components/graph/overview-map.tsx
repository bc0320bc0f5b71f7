"use client";

import { useReactFlow, useStoreApi } from "@xyflow/react";
import { useEffect, useMemo, useRef, type PointerEvent } from "react";
import { centreOn, minimapFrame } from "@/lib/graph/camera";
import { visibleRect } from "@/lib/graph/far-view";
import { GRAPH_NODE_HEIGHT, GRAPH_NODE_WIDTH } from "@/lib/graph/layout";
import { canvasPalette } from "@/lib/graph/canvas-palette";
import { useColorScheme } from "./use-color-scheme";

const MAP_WIDTH = 220;
const MAP_HEIGHT = 132;
/** Above this many nodes the dots are set in a bitmap rather than drawn as rectangles. */
const BITMAP_ABOVE = 5_000;

/**
 * The minimap, for trees of any size: every node of the FULL layout as a dot (React Flow's MiniMap
 * drew only the nodes handed to React Flow, so it was off above 100 nodes), the path to the selected
 * node in green, and the part of the tree on screen as a frame. A click or a drag on it moves the
 * camera there, at the same zoom. The dots are drawn once per layout (100,000 of them in one path),
 * the frame on every viewport change; all of it again when the colour scheme changes.
 */
export function OverviewMap({
  layout,
  path,
}: {
  layout: { positions: ReadonlyMap<string, { x: number; y: number }>; width: number; height: number };
  path: ReadonlySet<string>;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const rf = useStoreApi();
  const flow = useReactFlow();
  const scheme = useColorScheme();
  const frame = useMemo(() => minimapFrame(layout, MAP_WIDTH, MAP_HEIGHT), [layout]);

  // The latest path and a way to redraw, for the selection effect below (the dots stay).
  const pathRef = useRef(path);
  const redraw = useRef<() => void>(() => {});

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const colors = canvasPalette(scheme);
    const [red, green, blue] = colors.dot;
    const ratio = window.devicePixelRatio || 1;
    el.width = MAP_WIDTH * ratio;
    el.height = MAP_HEIGHT * ratio;
    // The dots, once per layout, into an offscreen canvas the path and the frame are drawn over.
    const dots = document.createElement("canvas");
    dots.width = el.width;
    dots.height = el.height;
    const dctx = dots.getContext("2d");
    if (!dctx) return;
    dctx.scale(ratio, ratio);
    const w = Math.max(1.5, GRAPH_NODE_WIDTH * frame.scale);
    const h = Math.max(1.5, GRAPH_NODE_HEIGHT * frame.scale);
    if (layout.positions.size <= BITMAP_ABOVE) {
      const all = new Path2D();
      for (const p of layout.positions.values()) {
        const at = frame.toMap(p.x, p.y);
        all.rect(at.x, at.y, w, h);
      }
      dctx.fillStyle = `rgb(${red}, ${green}, ${blue})`;
      dctx.fill(all);
    } else {
      // A big tree: its nodes are a pixel or two each, most on the same pixels; set them in a bitmap
      // (100,000 nodes in a few ms, where as many rectangles in a path took tens).
      const image = dctx.createImageData(dots.width, dots.height);
      const pw = Math.max(1, Math.round(w * ratio));
      const ph = Math.max(1, Math.round(h * ratio));
      for (const p of layout.positions.values()) {
        const at = frame.toMap(p.x, p.y);
        const x0 = Math.round(at.x * ratio);
        const y0 = Math.round(at.y * ratio);
        for (let y = y0; y < Math.min(y0 + ph, dots.height); y++)
          for (let x = x0; x < Math.min(x0 + pw, dots.width); x++) {
            const i = (y * dots.width + x) * 4;
            image.data[i] = red;
            image.data[i + 1] = green;
            image.data[i + 2] = blue;
            image.data[i + 3] = 255;
          }
      }
      dctx.putImageData(image, 0, 0);
    }

    let raf = 0;
    const draw = () => {
      raf = 0;
      const ctx = el.getContext("2d");
      if (!ctx) return;
      const { transform, width, height } = rf.getState();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, el.width, el.height);
      ctx.drawImage(dots, 0, 0);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      ctx.fillStyle = colors.path;
      for (const id of pathRef.current) {
        const p = layout.positions.get(id);
        if (!p) continue;
        const at = frame.toMap(p.x, p.y);
        ctx.fillRect(at.x - 0.5, at.y - 0.5, w + 1, h + 1);
      }
      const r = visibleRect(transform, width, height);
      const a = frame.toMap(r.left, r.top);
      const b = frame.toMap(r.right, r.bottom);
      ctx.fillStyle = colors.frameFill;
      ctx.fillRect(a.x, a.y, b.x - a.x, b.y - a.y);
      ctx.strokeStyle = colors.frameStroke;
      ctx.lineWidth = 1.5;
      ctx.strokeRect(a.x, a.y, b.x - a.x, b.y - a.y);
    };
    const schedule = () => {
      raf ||= requestAnimationFrame(draw);
    };
    redraw.current = schedule;
    draw();
    const unsubscribe = rf.subscribe((state, previous) => {
      if (state.transform !== previous.transform || state.width !== previous.width) schedule();
    });
    return () => {
      unsubscribe();
      if (raf) cancelAnimationFrame(raf);
      redraw.current = () => {};
    };
  }, [layout, frame, rf, scheme]);

  useEffect(() => {
    pathRef.current = path;
    redraw.current();
  }, [path]);

  const moveTo = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const target = frame.toFlow(event.clientX - box.left, event.clientY - box.top);
    const { transform, width, height } = rf.getState();
    void flow.setViewport(
      centreOn({ x: transform[0], y: transform[1], zoom: transform[2] }, { width, height }, target),
    );
  };

  return (
    <canvas
      ref={canvas}
      data-testid="graph-overview-map"
      data-scheme={scheme}
      aria-label="Overview of the whole tree: click or drag to move the view there"
      role="img"
      title="Overview: click or drag to move the view"
      className="nodrag nopan nowheel absolute right-3 bottom-3 z-10 cursor-pointer rounded-md border border-stone-300 bg-white/90 shadow-sm max-md:hidden"
      style={{ width: MAP_WIDTH, height: MAP_HEIGHT, touchAction: "none" }}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        moveTo(event);
      }}
      onPointerMove={(event) => {
        if (event.currentTarget.hasPointerCapture(event.pointerId)) moveTo(event);
      }}
      onPointerUp={(event) => event.currentTarget.releasePointerCapture(event.pointerId)}
    />
  );
}
