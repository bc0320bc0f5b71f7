"use client";

import { useQuery } from "@tanstack/react-query";
import { FileText, FolderOpen, GitBranch, MessageSquare, MessagesSquare, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { fetchJson } from "@/lib/query/fetch-json";
import type { PaletteResults } from "@/lib/search/palette";
import type { SearchHit } from "@/lib/search/types";
import { Dialog } from "@/components/ui/dialog";
import { SnippetText } from "./snippet";

interface Entry {
  key: string;
  href: string;
  label: string;
  detail: string;
  icon: typeof Search;
  hit?: SearchHit;
}

/** Where a hit opens: the conversation at its node, scrolled to the message; a document's knowledge page. */
export function hitHref(hit: SearchHit): string {
  if (hit.kind === "document" || !hit.conversationId) return `/projects/${hit.projectId}/knowledge`;
  const params = new URLSearchParams();
  if (hit.nodeId) params.set("node", hit.nodeId);
  if (hit.itemId) params.set("item", hit.itemId);
  const query = params.toString();
  return `/c/${hit.conversationId}${query ? `?${query}` : ""}`;
}

const ICONS = { message: MessageSquare, branch: GitBranch, conversation: MessagesSquare, document: FileText } as const;

function entriesOf(results: PaletteResults | undefined): Entry[] {
  if (!results) return [];
  return [
    ...results.projects.map((p) => ({
      key: `p-${p.id}`,
      href: `/projects/${p.id}`,
      label: p.name,
      detail: "Project",
      icon: FolderOpen,
    })),
    ...results.hits.map((hit, i) => ({
      key: `h-${i}-${hit.itemId ?? hit.nodeId ?? hit.documentId ?? hit.conversationId}`,
      href: hitHref(hit),
      label:
        hit.kind === "document"
          ? (hit.documentName ?? "Document")
          : hit.kind === "conversation"
            ? (hit.conversationTitle ?? "")
            : `${hit.conversationTitle ?? ""} › ${hit.nodeTitle ?? ""}`,
      detail: `${hit.kind} · ${hit.projectName}`,
      icon: ICONS[hit.kind],
      hit,
    })),
  ];
}

/**
 * The command palette (Ctrl/Cmd+K, or the header button): jump to a project, or search every
 * conversation, branch, message and document; arrows move, Enter opens.
 */
export function CommandPalette() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [debounced, setDebounced] = useState("");
  const [active, setActive] = useState(0);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        setOpen((o) => !o);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text), 150);
    return () => clearTimeout(timer);
  }, [text]);

  const { data, isFetching, error } = useQuery({
    queryKey: ["palette", debounced],
    queryFn: () => fetchJson<PaletteResults>(`/api/search?q=${encodeURIComponent(debounced)}`),
    enabled: open,
    staleTime: 5_000,
  });
  const entries = entriesOf(data);
  const go = (entry: Entry | undefined) => {
    if (!entry) return;
    setOpen(false);
    // A full navigation: the workspace reads its node and message from the URL when it mounts.
    window.location.assign(entry.href);
  };

  return (
    <>
      <button
        type="button"
        data-testid="open-palette"
        onClick={() => setOpen(true)}
        className="flex shrink-0 items-center gap-2 rounded-md border border-stone-200 px-2.5 py-1 text-xs text-stone-600 hover:bg-stone-100 max-sm:h-8"
      >
        <Search aria-hidden size={14} />
        Search
        {/* No keyboard on a phone: the shortcut's hint would only widen the header. */}
        <kbd className="rounded border border-stone-300 px-1 text-[10px] whitespace-nowrap text-stone-600 max-sm:hidden">
          Ctrl K
        </kbd>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Search and go to" testId="command-palette" wide>
        <input
          autoFocus
          data-testid="palette-input"
          aria-label="Search projects, conversations, branches, messages and documents"
          role="combobox"
          aria-expanded={entries.length > 0}
          aria-controls="palette-results"
          aria-activedescendant={entries[active] ? `palette-${entries[active].key}` : undefined}
          value={text}
          placeholder="Type to search…"
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
          }}
          onKeyDown={(e) => {
            if (e.key === "ArrowDown") {
              e.preventDefault();
              setActive((a) => Math.min(a + 1, entries.length - 1));
            } else if (e.key === "ArrowUp") {
              e.preventDefault();
              setActive((a) => Math.max(a - 1, 0));
            } else if (e.key === "Enter") {
              e.preventDefault();
              go(entries[active]);
            }
          }}
          className="w-full rounded-md border border-stone-300 px-3 py-2 text-sm focus:border-canopy-500 focus:outline-none"
        />
        <ul
          id="palette-results"
          role="listbox"
          aria-label="Results"
          className="mt-3 max-h-[60vh] space-y-0.5 overflow-y-auto"
          data-testid="palette-results"
        >
          {entries.map((entry, i) => (
            <li
              key={entry.key}
              id={`palette-${entry.key}`}
              role="option"
              aria-selected={i === active}
              data-testid="palette-result"
              data-kind={entry.hit?.kind ?? "project"}
              onMouseEnter={() => setActive(i)}
              onClick={() => go(entry)}
              className={`flex cursor-pointer gap-2.5 rounded-md px-2.5 py-2 text-sm ${i === active ? "bg-canopy-50" : ""}`}
            >
              <entry.icon aria-hidden size={16} className="mt-0.5 shrink-0 text-stone-500" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-stone-800">{entry.label}</span>
                {entry.hit ? (
                  <span className="line-clamp-2 block text-xs text-stone-600">
                    <SnippetText snippet={entry.hit.snippet} />
                  </span>
                ) : null}
              </span>
              <span className="shrink-0 text-[11px] text-stone-600">{entry.detail}</span>
            </li>
          ))}
        </ul>
        {error ? <p className="mt-2 text-sm text-red-700">Search failed: {error.message}</p> : null}
        {!isFetching && debounced && entries.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600" data-testid="palette-empty">
            Nothing matches “{debounced}”.
          </p>
        ) : null}
      </Dialog>
    </>
  );
}
