import { strikeFacts } from "@/lib/shared/merge-conflicts";
import { Markdown } from "./markdown";

/** The "superseded" label of a message with facts a settled merge conflict overruled (the chat and the share page). */
export function SupersededLabel({ facts }: { facts: readonly string[] | undefined }) {
  return facts?.length ? (
    <span data-testid="superseded-label" className="rounded bg-stone-200 px-1.5 text-stone-700">
      superseded
    </span>
  ) : null;
}

/** A message's text with its overruled facts struck through. */
export function StruckMarkdown({ text, facts }: { text: string; facts: readonly string[] | undefined }) {
  return <Markdown text={facts?.length ? strikeFacts(text, facts) : text} />;
}

/** The list under a message of the facts a settled merge conflict overruled, each struck. */
export function SupersededFacts({ facts }: { facts: readonly string[] | undefined }) {
  return facts?.length ? (
    <ul data-testid="superseded-facts" aria-label="Superseded after a merge" className="mt-1 space-y-0.5 text-xs">
      {facts.map((fact) => (
        <li key={fact} data-testid="superseded-fact" className="text-stone-600">
          Superseded after a merge (no longer answers): <del>{fact}</del>
        </li>
      ))}
    </ul>
  ) : null;
}
