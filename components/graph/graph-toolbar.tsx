"use client";

import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useMemo, useState } from "react";
import { findByTitle } from "@/lib/graph/navigation";
import { findNodesOptions, treeOptions } from "@/lib/query/options";
import { useWorkspace } from "@/components/workspace/workspace-provider";

/**
 * Over the canvas: a "find node" box (title here, message text from the server), the focus-path
 * switch and the keyboard help. Graph-local: it jumps to a node of this conversation only.
 */
export function GraphToolbar() {
  const conversationId = useWorkspace((s) => s.conversationId);
  const focusPath = useWorkspace((s) => s.focusPath);
  const setFocusPath = useWorkspace((s) => s.setFocusPath);
  const setHelpOpen = useWorkspace((s) => s.setHelpOpen);
  const selectNode = useWorkspace((s) => s.selectNode);
  const tree = useQuery(treeOptions(conversationId)).data;
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query.trim());
  const byTitle = useMemo(() => findByTitle(tree?.nodes ?? [], deferred), [tree, deferred]);
  const byText = useQuery({ ...findNodesOptions(conversationId, deferred), enabled: deferred.length >= 3 }).data ?? [];
  const results = [...byTitle, ...byText.filter((t) => !byTitle.some((n) => n.id === t.id))].slice(0, 8);

  const jump = (id: string) => {
    selectNode(id);
    setQuery("");
  };

  return (
    <div className="pointer-events-none absolute top-2 left-2 z-10 flex items-start gap-1.5">
      <div className="pointer-events-auto relative">
        <input
          type="search"
          data-testid="graph-find"
          aria-label="Find a node by title or message text"
          placeholder="Find node…"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && results[0]) jump(results[0].id);
            if (e.key === "Escape") setQuery("");
          }}
          className="w-44 rounded-md border border-stone-300 bg-white/95 px-2 py-1 text-sm shadow-sm"
        />
        {deferred && results.length > 0 ? (
          <ul
            role="listbox"
            data-testid="graph-find-results"
            className="absolute mt-1 w-72 rounded-md border border-stone-200 bg-white py-1 text-sm shadow-lg"
          >
            {results.map((r) => (
              <li key={r.id}>
                <button
                  type="button"
                  role="option"
                  aria-selected={false}
                  onClick={() => jump(r.id)}
                  className="block w-full truncate px-2 py-1 text-left hover:bg-stone-100"
                >
                  {r.title}
                  {"snippet" in r && r.snippet ? (
                    <span className="ml-1 text-xs text-stone-500">— {r.snippet as string}</span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <button
        type="button"
        data-testid="focus-path"
        aria-pressed={focusPath}
        onClick={() => setFocusPath(!focusPath)}
        className={`pointer-events-auto rounded-md border px-2 py-1 text-sm shadow-sm ${focusPath ? "border-canopy-500 bg-canopy-50 text-canopy-800" : "border-stone-300 bg-white/95 text-stone-700"}`}
      >
        Focus path
      </button>
      <button
        type="button"
        data-testid="graph-help-open"
        aria-label="Keyboard shortcuts"
        onClick={() => setHelpOpen(true)}
        className="pointer-events-auto rounded-md border border-stone-300 bg-white/95 px-2 py-1 text-sm text-stone-700 shadow-sm"
      >
        ?
      </button>
    </div>
  );
}
