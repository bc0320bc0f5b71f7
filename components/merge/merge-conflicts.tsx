"use client";

import { CONFLICT_CHOICE_LABEL, CONFLICT_CHOICES, type ConflictChoice } from "@/lib/shared/merge-conflicts";
import type { MergeConflictView } from "@/lib/shared/merge-conflicts";

/** The choices made so far, by conflict key; a missing key is left unresolved. */
export type ConflictChoices = Record<string, ConflictChoice>;

/**
 * The contradictions a merge would bring (the branch says one thing, the parent said another after
 * the branch point), each with links to both messages and a choice: keep the parent's, take the
 * branch's, keep both as disputed, or leave it unresolved (the merge edge is then marked).
 */
export function MergeConflicts(props: {
  conflicts: MergeConflictView[];
  conversationId: string;
  branchNodeId: string;
  parentNodeId: string;
  choices: ConflictChoices;
  onChange: (choices: ConflictChoices) => void;
}) {
  const { conflicts, choices } = props;
  if (conflicts.length === 0) return null;
  const open = conflicts.filter((c) => !choices[c.key]).length;
  const href = (nodeId: string, itemId: string) =>
    `/c/${props.conversationId}?${new URLSearchParams({ node: nodeId, item: itemId })}`;
  const setAll = (choice: ConflictChoice | null) =>
    props.onChange(choice ? Object.fromEntries(conflicts.map((c) => [c.key, choice])) : {});
  return (
    <section aria-label="Conflicts with the parent" data-testid="merge-conflicts" className="space-y-2">
      <div className="flex flex-wrap items-baseline gap-2">
        <h3 className="text-sm font-medium text-red-700">
          {conflicts.length} conflict{conflicts.length === 1 ? "" : "s"} with what the parent said after the branch
          point
        </h3>
        <span className="text-xs text-stone-600" data-testid="merge-conflicts-open">
          {open ? `${open} unresolved` : "all settled"}
        </span>
        <span className="ml-auto flex gap-1 text-xs">
          {CONFLICT_CHOICES.map((choice) => (
            <button
              key={choice}
              type="button"
              className="rounded border border-stone-300 px-1.5 py-0.5 text-stone-700 hover:bg-stone-100"
              onClick={() => setAll(choice)}
              data-testid={`merge-conflicts-all-${choice}`}
            >
              All: {CONFLICT_CHOICE_LABEL[choice].toLowerCase()}
            </button>
          ))}
        </span>
      </div>
      <ul className="max-h-64 space-y-2 overflow-y-auto">
        {conflicts.map((c) => (
          <li
            key={c.key}
            data-testid="merge-conflict"
            data-choice={choices[c.key] ?? "unresolved"}
            className="rounded-md border border-red-200 bg-red-50/60 p-2 text-xs"
          >
            <p className="mb-1 font-medium text-stone-800">About: {c.about}</p>
            <div className="grid gap-2 sm:grid-cols-2">
              <Side
                label="The branch says"
                text={c.branch.text}
                href={href(props.branchNodeId, c.branch.itemId)}
                testId="merge-conflict-branch"
              />
              <Side
                label="The parent later says"
                text={c.parent.text}
                href={href(props.parentNodeId, c.parent.itemId)}
                testId="merge-conflict-parent"
              />
            </div>
            <fieldset className="mt-1.5 flex flex-wrap gap-x-3 gap-y-1">
              <legend className="sr-only">Settle the conflict about {c.about}</legend>
              {[...CONFLICT_CHOICES, null].map((choice) => (
                <label key={choice ?? "none"} className="flex cursor-pointer items-center gap-1 text-stone-700">
                  <input
                    type="radio"
                    name={`conflict-${c.key}`}
                    checked={(choices[c.key] ?? null) === choice}
                    onChange={() => {
                      const next = { ...choices };
                      if (choice) next[c.key] = choice;
                      else delete next[c.key];
                      props.onChange(next);
                    }}
                    data-testid={`merge-conflict-${choice ?? "unresolved"}`}
                    className="accent-canopy-600"
                  />
                  {choice ? CONFLICT_CHOICE_LABEL[choice] : "Leave unresolved"}
                </label>
              ))}
            </fieldset>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Side(props: { label: string; text: string; href: string; testId: string }) {
  return (
    <div className="rounded bg-white/70 px-2 py-1" data-testid={props.testId}>
      <span className="block text-[11px] text-stone-600">{props.label}</span>
      <q className="text-stone-800">{props.text}</q>{" "}
      <a href={props.href} target="_blank" rel="noopener" className="text-violet-700 underline">
        open
      </a>
    </div>
  );
}
