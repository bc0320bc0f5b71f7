import { edgeAnchors, GRAPH_NODE_HEIGHT, GRAPH_NODE_WIDTH, layoutTree } from "@/lib/graph/layout";

/** Above this many nodes the shared page lists the tree instead (an SVG of every node would be megabytes). */
export const SHARED_GRAPH_MAX_NODES = 400;

interface GraphNode {
  id: string;
  parentId: string | null;
  title: string;
  kind: string;
  status: string;
}

/**
 * The shared conversation's tree as the workspace lays it out (lib/graph/layout.ts), drawn read-only
 * as one SVG on the server: each node a card that links to its messages below, edges from parent to
 * child, asides dashed, merged nodes grey. A group, not an image: its nodes are links (an image's
 * content is presentational, and links inside it are nested controls to a screen reader). Laid out for a page about 56rem wide, so depth runs
 * whichever way reads larger there.
 */
export function SharedGraph({ nodes }: { nodes: GraphNode[] }) {
  const layout = layoutTree(nodes, { pane: { width: 880, height: 560 } });
  const anchor = edgeAnchors(layout.direction);
  const pad = 8;
  const width = layout.width + 2 * pad;
  const height = layout.height + 2 * pad;
  const at = (id: string) => layout.positions.get(id)!;
  return (
    <div className="overflow-auto rounded-xl border border-stone-200 bg-stone-50 p-2" data-testid="shared-graph">
      <svg
        role="group"
        aria-label={`The conversation's tree: ${nodes.length} node${nodes.length === 1 ? "" : "s"}`}
        width={width}
        height={height}
        viewBox={`${-pad} ${-pad} ${width} ${height}`}
        className="mx-auto block max-w-none"
      >
        {nodes.map((n) => {
          if (!n.parentId || !layout.positions.has(n.parentId)) return null;
          const from = at(n.parentId);
          const to = at(n.id);
          const x1 = from.x + anchor.source.x;
          const y1 = from.y + anchor.source.y;
          const x2 = to.x + anchor.target.x;
          const y2 = to.y + anchor.target.y;
          const path =
            layout.direction === "down"
              ? `M ${x1} ${y1} C ${x1} ${(y1 + y2) / 2}, ${x2} ${(y1 + y2) / 2}, ${x2} ${y2}`
              : `M ${x1} ${y1} C ${(x1 + x2) / 2} ${y1}, ${(x1 + x2) / 2} ${y2}, ${x2} ${y2}`;
          return (
            <path
              key={`e-${n.id}`}
              d={path}
              fill="none"
              stroke={n.kind === "volatile" ? "var(--graph-edge-volatile)" : "var(--graph-edge)"}
              strokeDasharray={n.kind === "volatile" ? "5 4" : undefined}
              strokeWidth={1.5}
            />
          );
        })}
        {nodes.map((n) => {
          const p = at(n.id);
          const merged = n.status === "merged";
          return (
            <a key={n.id} href={`#node-${n.id}`} data-testid="shared-graph-node">
              <title>{n.title}</title>
              <rect
                x={p.x}
                y={p.y}
                width={GRAPH_NODE_WIDTH}
                height={GRAPH_NODE_HEIGHT}
                rx={8}
                className={
                  merged
                    ? "fill-stone-100 stroke-stone-300"
                    : n.kind === "root"
                      ? "fill-canopy-50 stroke-stone-400"
                      : n.kind === "volatile"
                        ? "fill-amber-50 stroke-amber-500"
                        : "fill-white stroke-stone-300"
                }
                strokeWidth={2}
                strokeDasharray={n.kind === "volatile" ? "5 4" : undefined}
              />
              <foreignObject x={p.x + 10} y={p.y + 6} width={GRAPH_NODE_WIDTH - 20} height={GRAPH_NODE_HEIGHT - 12}>
                <div className="truncate text-[13px] leading-5 font-medium text-stone-900">{n.title}</div>
                <div className="truncate text-[11px] leading-4 text-stone-500">
                  {n.kind === "volatile" ? "aside" : n.kind}
                  {n.status === "open" ? "" : ` · ${n.status}`}
                </div>
              </foreignObject>
            </a>
          );
        })}
      </svg>
    </div>
  );
}
