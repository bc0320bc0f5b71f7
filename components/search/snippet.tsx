import { snippetParts } from "@/lib/shared/snippet";
import type { Snippet } from "@/lib/search/types";

/** A search snippet with its matches in <mark>: text nodes only, never HTML from the database. */
export function SnippetText({ snippet }: { snippet: Snippet }) {
  return (
    <span data-testid="search-snippet">
      {snippetParts(snippet).map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded-sm bg-amber-200 px-0.5 text-stone-900">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </span>
  );
}
