"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { previewBranchAction } from "@/lib/actions/preview-branch";
import type { BranchPreview } from "@/lib/tree-ops/branch";
import { formatTokens } from "@/lib/format";
import { ROLE_LABEL } from "@/lib/tree/entries";
import type { InheritPolicy } from "@/lib/shared/tree-types";
import { Spinner } from "@/components/ui/spinner";

export type PreviewChoice = { ready: boolean; selectedIds?: string[]; note?: string };

const REASON_LABEL = {
  pinned: "pinned",
  relevant: "relevant",
  recent: "just before",
  over_budget: "over budget",
  not_relevant: "not relevant",
};

function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}

/**
 * What the new branch will inherit, computed by the server: counts for full/none, the scored
 * selection (toggle any entry) for selective, the summary note (editable) for compressed.
 */
export function BranchPreviewPanel(props: {
  conversationId: string;
  nodeId: string;
  fromItemId: string | null;
  policy: InheritPolicy;
  prompt: string;
  onChange: (choice: PreviewChoice) => void;
}) {
  const { conversationId, nodeId, fromItemId, policy, onChange } = props;
  const prompt = useDebounced(props.prompt, 300);
  const [budgetText, setBudgetText] = useState("");
  const budget = useDebounced(budgetText, 300);
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const [note, setNote] = useState<string | null>(null);

  const query = useQuery({
    queryKey: [
      "branch-preview",
      nodeId,
      fromItemId,
      policy,
      policy === "selective" ? prompt : "",
      policy === "selective" ? budget : "",
    ],
    queryFn: async (): Promise<BranchPreview> => {
      const result = await previewBranchAction({
        conversationId,
        nodeId,
        fromItemId,
        policy,
        prompt: policy === "selective" ? prompt : undefined,
        budget: policy === "selective" && budget !== "" ? Number(budget) : undefined,
      });
      if (!result.ok) throw new Error(result.error.message);
      return result.data;
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const preview = query.data;

  // A new prompt or budget scores a new selection: the person's toggles were for the old one.
  // (State adjusted while rendering, as React's "You might not need an effect" shows: no extra pass.)
  const [toggledFor, setToggledFor] = useState({ prompt, budget });
  if (toggledFor.prompt !== prompt || toggledFor.budget !== budget) {
    setToggledFor({ prompt, budget });
    setToggled({});
  }
  // Each new compressed preview brings its note, which the person may then edit.
  const [noteFrom, setNoteFrom] = useState<BranchPreview | undefined>(undefined);
  if (noteFrom !== preview) {
    setNoteFrom(preview);
    if (preview?.policy === "compressed") setNote(preview.note);
  }

  const selection = preview?.policy === "selective" ? preview.selection : null;
  const selectedIds = useMemo(
    () => (selection ? selection.candidates.filter((c) => toggled[c.id] ?? c.selected).map((c) => c.id) : []),
    [selection, toggled],
  );
  const selectedTokens = selection
    ? selection.candidates.filter((c) => selectedIds.includes(c.id)).reduce((t, c) => t + c.tokenCount, 0)
    : 0;

  useEffect(() => {
    if (policy === "selective") onChange({ ready: Boolean(selection), selectedIds });
    else if (policy === "compressed") onChange({ ready: Boolean(note?.trim()), note: note ?? undefined });
    else onChange({ ready: true });
  }, [policy, selection, selectedIds, note, onChange]);

  if (query.isPending) return <Spinner label="Preparing the preview" />;
  if (query.error)
    return (
      <p role="alert" className="text-sm text-red-600">
        {query.error.message}
      </p>
    );
  if (!preview) return null;

  if (preview.policy === "none" || preview.policy === "full") {
    return (
      <p data-testid="branch-preview" className="text-xs text-stone-500">
        {preview.policy === "full"
          ? `The branch will inherit ${preview.messages} message${preview.messages === 1 ? "" : "s"} (${formatTokens(preview.tokens)} tokens) by reference.`
          : "The branch will inherit nothing (0 tokens)."}
      </p>
    );
  }

  if (preview.policy === "compressed") {
    return (
      <div data-testid="branch-preview" className="space-y-1">
        <p className="text-xs text-stone-500">
          One note condensed from {preview.sourceMessages} message{preview.sourceMessages === 1 ? "" : "s"}
          {preview.pinned ? `, plus ${preview.pinned} pinned` : ""}. Edit it before creating the branch:
        </p>
        <textarea
          data-testid="compressed-note"
          aria-label="Compressed note the branch inherits"
          value={note ?? ""}
          onChange={(e) => setNote(e.target.value)}
          rows={8}
          className="block w-full rounded-md border border-stone-300 px-3 py-2 font-mono text-xs focus:border-canopy-500 focus:ring-2 focus:ring-canopy-100 focus:outline-none"
        />
      </div>
    );
  }

  return (
    <div data-testid="branch-preview" className="space-y-2">
      <div className="flex items-center justify-between gap-3 text-xs text-stone-500">
        <span data-testid="selection-summary">
          {selectedIds.length} of {preview.selection.candidates.length} messages · {formatTokens(selectedTokens)} tokens
        </span>
        <label className="flex items-center gap-1">
          Budget
          <input
            data-testid="branch-budget"
            type="number"
            min={0}
            step={100}
            value={budgetText}
            placeholder={String(preview.selection.budget)}
            onChange={(e) => setBudgetText(e.target.value)}
            className="w-24 rounded border border-stone-300 px-2 py-1 text-xs"
          />
          tokens
        </label>
      </div>
      <ul className="max-h-64 space-y-1 overflow-y-auto rounded-md border border-stone-200 p-1">
        {preview.selection.candidates.map((c) => {
          const checked = toggled[c.id] ?? c.selected;
          return (
            <li key={c.id}>
              <label
                data-testid="selection-item"
                data-item-id={c.id}
                data-selected={checked}
                className={`flex cursor-pointer gap-2 rounded px-2 py-1.5 text-xs ${checked ? "bg-canopy-50" : "text-stone-500"}`}
              >
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() => setToggled((t) => ({ ...t, [c.id]: !checked }))}
                  className="mt-0.5 accent-canopy-600"
                />
                <span className="min-w-0 flex-1">
                  <span className="font-medium text-stone-700">{ROLE_LABEL[c.role]}: </span>
                  <span className="line-clamp-2">{c.content}</span>
                </span>
                <span className="shrink-0 text-right text-[11px] text-stone-400">
                  {formatTokens(c.tokenCount)} tok
                  <br />
                  {REASON_LABEL[c.reason]}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
