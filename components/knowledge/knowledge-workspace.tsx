"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { KnowledgeNodeView, KnowledgeView } from "@/lib/knowledge";
import type { NavigationResult } from "@/lib/memory/navigate";
import { knowledgeOptions } from "@/lib/query/options";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { AskBox } from "./ask-box";
import { DocumentsList } from "./documents-list";
import { ImportPanel } from "./import-panel";
import { NodeCard } from "./node-card";
import { TreeBrowser, traceMarks } from "./tree-browser";

/** The project's knowledge tree: import, browse with filters, read a node, ask with the trace drawn. */
export function KnowledgeWorkspace({ projectId }: { projectId: string }) {
  const { data, isPending, error } = useQuery(knowledgeOptions(projectId));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [typeFilter, setTypeFilter] = useState("");
  const [aboutFilter, setAboutFilter] = useState("");
  const [result, setResult] = useState<NavigationResult | null>(null);

  const nodes = useMemo(() => new Map((data?.nodes ?? []).map((n) => [n.id, n])), [data]);
  const visible = useMemo(
    () => filterVisible(data, nodes, typeFilter, aboutFilter),
    [data, nodes, typeFilter, aboutFilter],
  );
  const marks = useMemo(() => traceMarks(result), [result]);
  const contentTypes = useMemo(
    () => [...new Set((data?.nodes ?? []).flatMap((n) => (n.shown ?? n.metadata).contentTypes))].sort(),
    [data],
  );

  // The root starts open; a filter or a navigation opens what it points at.
  const effectiveExpanded = useMemo(() => {
    const open = new Set(expanded);
    if (data?.rootId) open.add(data.rootId);
    if (visible) for (const id of visible) open.add(id);
    for (const [id, mark] of marks)
      if (mark.chosen || mark.read)
        for (let p = nodes.get(id)?.parentId; p; p = nodes.get(p)?.parentId ?? null) open.add(p);
    return open;
  }, [expanded, data, visible, marks, nodes]);

  const select = (id: string) => {
    setSelectedId(id);
    setExpanded((prev) => {
      const next = new Set(prev);
      for (let p = nodes.get(id)?.parentId; p; p = nodes.get(p)?.parentId ?? null) next.add(p);
      return next;
    });
  };

  if (isPending) return <Spinner label="Loading the knowledge tree" />;
  if (error || !data)
    return <p className="text-sm text-red-600">The knowledge tree could not be loaded: {error?.message}</p>;
  const selected = selectedId ? nodes.get(selectedId) : data.rootId ? nodes.get(data.rootId) : undefined;

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="space-y-4">
        <ImportPanel projectId={projectId} />
        <DocumentsList projectId={projectId} documents={data.documents} />
        <p data-testid="kt-stats" className="text-xs text-stone-500">
          {data.documents.length} document{data.documents.length === 1 ? "" : "s"} · {data.stats.leaves} leaves ·{" "}
          {data.stats.branches} branches · depth {data.stats.depth} · {data.stats.chars.toLocaleString("en")} characters
          · built by the {data.engine === "offline" ? "offline engine" : data.engine}
        </p>
        {data.rootId ? (
          <section aria-label="Browse" className="space-y-2 rounded-xl border border-stone-200 bg-white p-4">
            <div className="flex flex-wrap gap-2">
              <select
                aria-label="Filter by content type"
                value={typeFilter}
                onChange={(e) => setTypeFilter(e.target.value)}
                data-testid="kt-filter-type"
                className="rounded-md border border-stone-300 px-2 py-1 text-sm"
              >
                <option value="">All content types</option>
                {contentTypes.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
              <input
                aria-label="Filter by about"
                value={aboutFilter}
                onChange={(e) => setAboutFilter(e.target.value)}
                placeholder="Filter by about (people, systems, keys)"
                data-testid="kt-filter-about"
                className="min-w-0 flex-1 rounded-md border border-stone-300 px-2 py-1 text-sm"
              />
            </div>
            <div className="max-h-[60vh] overflow-y-auto">
              <TreeBrowser
                nodes={nodes}
                rootId={data.rootId}
                expanded={effectiveExpanded}
                visible={visible}
                selectedId={selected?.id ?? null}
                marks={marks}
                onSelect={select}
                onToggle={(id) =>
                  setExpanded((prev) => {
                    const next = new Set(prev);
                    if (next.has(id)) next.delete(id);
                    else next.add(id);
                    return next;
                  })
                }
              />
            </div>
          </section>
        ) : (
          <EmptyState title="No documents yet">
            Import notes, tickets, design documents or chat exports. Each becomes leaves of the project&apos;s knowledge
            tree, summarised with decisions, actions, events and what they are about.
          </EmptyState>
        )}
      </div>
      <div className="space-y-4">
        <AskBox projectId={projectId} nodes={nodes} result={result} onResult={setResult} onSelect={select} />
        {selected ? <NodeCard node={selected} /> : null}
      </div>
    </div>
  );
}

/** Ids to show under the filters: matching nodes plus their ancestors; null when no filter is set. */
function filterVisible(
  data: KnowledgeView | undefined,
  nodes: Map<string, KnowledgeNodeView>,
  type: string,
  about: string,
): Set<string> | null {
  const term = about.trim().toLowerCase();
  if (!data || (!type && !term)) return null;
  const matches = data.nodes.filter(
    (n) =>
      (!type || (n.shown ?? n.metadata).contentTypes.includes(type)) &&
      (!term || n.metadata.about.some((a) => a.toLowerCase().includes(term))),
  );
  const visible = new Set<string>();
  for (const n of matches)
    for (let id: string | null = n.id; id && !visible.has(id); id = nodes.get(id)?.parentId ?? null) visible.add(id);
  return visible;
}
