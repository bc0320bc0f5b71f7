"use client";

import { Download } from "lucide-react";
import { useRef } from "react";

/**
 * The workspace's export menu: the whole conversation as lossless JSON (re-importable), Markdown of
 * the selected node's path, or Markdown of the whole tree. Plain download links to the export route.
 */
export function ExportMenu({ conversationId, nodeId }: { conversationId: string; nodeId: string }) {
  const base = `/api/conversations/${conversationId}/export`;
  const links = [
    { testId: "export-json", href: `${base}?format=json`, label: "JSON (whole tree, re-importable)" },
    {
      testId: "export-md-path",
      href: `${base}?format=md&node=${encodeURIComponent(nodeId)}`,
      label: "Markdown of this path",
    },
    { testId: "export-md-tree", href: `${base}?format=md`, label: "Markdown of the whole tree" },
  ];
  const menu = useRef<HTMLDetailsElement>(null);
  return (
    <details ref={menu} className="relative" data-testid="export-menu">
      <summary className="flex cursor-pointer list-none items-center gap-1 rounded-md px-1.5 py-1 text-[11px] text-stone-600 hover:bg-stone-100 [&::-webkit-details-marker]:hidden">
        <Download aria-hidden size={13} />
        Export
      </summary>
      {/* On a phone the list spans the screen (fixed, 1rem from each edge, below the button) so it
          never runs past the right edge. */}
      <ul className="absolute left-0 z-20 mt-1 w-64 rounded-md max-sm:fixed max-sm:inset-x-4 max-sm:w-auto border border-stone-200 bg-white p-1 text-sm shadow-lg">
        {links.map((link) => (
          <li key={link.testId}>
            <a
              href={link.href}
              download
              data-testid={link.testId}
              onClick={() => menu.current?.removeAttribute("open")}
              className="block rounded px-2 py-1.5 text-stone-700 hover:bg-stone-100"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
