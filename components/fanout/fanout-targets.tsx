"use client";

import { useQuery } from "@tanstack/react-query";
import { listModelsAction } from "@/lib/actions/list-models";

/** One row of the picker: a model id and an optional system prompt of its own. */
export interface TargetRow {
  model: string;
  systemPrompt: string;
}

const MAX_TARGETS = 6;

/** The configured models (offline engine first), for the picker. */
export function useModels() {
  return useQuery({
    queryKey: ["models"],
    staleTime: 30_000,
    queryFn: async () => {
      const result = await listModelsAction({});
      if (!result.ok) throw new Error(result.error.message);
      return result.data;
    },
  });
}

/** Two rows to start with: two different models when there are, else the offline engine with two prompts. */
export function defaultTargets(models: { id: string }[]): TargetRow[] {
  if (models.length >= 2) return models.slice(0, 2).map((m) => ({ model: m.id, systemPrompt: "" }));
  return [
    { model: models[0]?.id ?? "offline", systemPrompt: "" },
    { model: models[0]?.id ?? "offline", systemPrompt: "Answer in one short sentence." },
  ];
}

/** "Ask several": 2-6 targets, each a model with an optional system prompt. */
export function FanoutTargets({ rows, onChange }: { rows: TargetRow[]; onChange: (rows: TargetRow[]) => void }) {
  const models = useModels().data ?? [];
  const update = (i: number, patch: Partial<TargetRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset className="mb-2 space-y-1 rounded-md border border-stone-200 p-2" data-testid="fanout-targets">
      <legend className="px-1 text-xs font-medium text-stone-700">
        Ask several: each target answers in its own branch
      </legend>
      {rows.map((row, i) => (
        <div key={i} className="flex flex-wrap items-center gap-1.5 text-xs" data-testid="fanout-target">
          <select
            aria-label={`Model of target ${i + 1}`}
            value={row.model}
            onChange={(e) => update(i, { model: e.target.value })}
            className="rounded border border-stone-300 bg-white px-1.5 py-1"
            data-testid="fanout-model"
          >
            {models.map((m) => (
              <option key={m.id} value={m.id}>
                {m.label}
              </option>
            ))}
          </select>
          <input
            aria-label={`System prompt of target ${i + 1}`}
            placeholder="System prompt (optional: the project's)"
            value={row.systemPrompt}
            onChange={(e) => update(i, { systemPrompt: e.target.value })}
            className="min-w-40 flex-1 rounded border border-stone-300 px-1.5 py-1"
            data-testid="fanout-system"
          />
          <button
            type="button"
            disabled={rows.length <= 2}
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
            className="rounded px-1.5 py-1 text-stone-600 hover:bg-stone-100 disabled:opacity-40"
            aria-label={`Remove target ${i + 1}`}
          >
            Remove
          </button>
        </div>
      ))}
      <button
        type="button"
        disabled={rows.length >= MAX_TARGETS}
        onClick={() => onChange([...rows, { model: models[0]?.id ?? "offline", systemPrompt: "" }])}
        className="rounded px-1.5 py-1 text-xs text-canopy-700 hover:bg-canopy-50 disabled:opacity-40"
        data-testid="fanout-add"
      >
        + Add a target ({rows.length}/{MAX_TARGETS})
      </button>
    </fieldset>
  );
}
