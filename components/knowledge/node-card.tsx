import type { KnowledgeNodeView } from "@/lib/knowledge";
import { formatTokens } from "@/lib/format";

/** One knowledge-tree node's metadata as a card; a leaf also shows its source text. */
export function NodeCard({ node }: { node: KnowledgeNodeView }) {
  const m = node.metadata;
  // What the text earns (lib/knowledge/tags.ts), not every tag the engine wrote.
  const shown = node.shown ?? m;
  return (
    <article
      data-testid="kt-card"
      data-kt-id={node.id}
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-4 text-sm"
    >
      <header className="flex items-center gap-2 text-xs text-stone-500">
        <span className="font-semibold uppercase">{node.level}</span>
        <span>
          {node.chars.toLocaleString("en")} chars · {formatTokens(node.tokens)} tokens
        </span>
        {node.documentName ? <span>· from {node.documentName}</span> : null}
        {node.location ? <span data-testid="node-location">· {node.location}</span> : null}
      </header>
      <p className="text-stone-800">{node.shown?.summary || m.summary || "(no summary)"}</p>
      <Chips title="Content types" items={shown.contentTypes} />
      <List title="Decisions" items={shown.decisions} />
      <List title="Critical actions" items={m.criticalActions} />
      <List title="Noteworthy events" items={m.noteworthyEvents} />
      <Chips title="About" items={shown.about} />
      {node.text ? (
        <details open>
          <summary className="cursor-pointer text-xs font-medium text-stone-600">Source text</summary>
          <pre
            data-testid="kt-leaf-text"
            // May scroll: focusable so a keyboard can scroll it too.
            tabIndex={0}
            aria-label="Source text"
            className="mt-1 max-h-80 overflow-auto rounded-md bg-stone-50 p-3 font-sans text-xs whitespace-pre-wrap text-stone-700"
          >
            {node.text}
          </pre>
        </details>
      ) : null}
    </article>
  );
}

function List({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="text-xs font-medium text-stone-500">{title}</h3>
      <ul className="list-disc pl-5 text-stone-700">
        {items.slice(0, 12).map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

function Chips({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="text-xs font-medium text-stone-500">{title}</h3>
      <div className="mt-1 flex flex-wrap gap-1">
        {items.slice(0, 30).map((item, i) => (
          <span key={i} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
            {item}
          </span>
        ))}
      </div>
    </div>
  );
}
