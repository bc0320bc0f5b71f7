"use client";

import { ChevronDown } from "lucide-react";
import { useMemo, useState, useTransition } from "react";
import type { ModelOption } from "@/lib/ai/providers";
import { useModelPickerStore } from "@/lib/stores/model-picker-store";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ErrorNote, Field, TextArea, TextInput } from "@/components/ui/field";
import { useModels } from "@/components/fanout/fanout-targets";
import { ModelCapabilities } from "./model-capabilities";
import { useNodeSettings, useSetNodeParams } from "./use-node-settings";

/**
 * The composer's model line: which model answers in this node (and its temperature and maximum
 * output when set), and the button that opens "Model and parameters": a searchable list of every
 * usable model grouped by connection with its capabilities, and the node's system prompt,
 * temperature and maximum output. The choice is the node's own; branches made from it inherit it.
 */
export function ModelPicker({ nodeId, readOnly }: { nodeId: string; readOnly: boolean }) {
  const settings = useNodeSettings(nodeId).data;
  const openFor = useModelPickerStore((s) => s.openFor);
  const open = useModelPickerStore((s) => s.open);
  const close = useModelPickerStore((s) => s.close);
  if (!settings) return <div className="mb-2 h-6" aria-hidden />;
  const { effective } = settings;
  return (
    <div className="mb-2 flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-xs text-stone-600">
      <button
        type="button"
        data-testid="model-picker"
        disabled={readOnly}
        onClick={() => open(nodeId)}
        className="inline-flex max-w-full min-w-0 items-center gap-1 rounded-md border border-stone-300 px-2 py-1 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-70"
        title="Model and parameters of this branch"
      >
        <span className="sr-only">Model: </span>
        <span className="truncate" data-testid="model-picker-label">
          {effective.label}
        </span>
        <ChevronDown aria-hidden className="size-3 shrink-0" />
      </button>
      {!effective.available ? (
        <span className="text-red-600" data-testid="model-unavailable">
          not available: choose another model
        </span>
      ) : null}
      {effective.temperature !== null ? (
        <span data-testid="model-temperature">temperature {effective.temperature}</span>
      ) : null}
      {effective.maxOutputTokens !== null ? (
        <span>max {effective.maxOutputTokens.toLocaleString("en")} tokens out</span>
      ) : null}
      {openFor === nodeId ? <ModelDialog nodeId={nodeId} settings={settings} onClose={close} /> : null}
    </div>
  );
}

type Settings = NonNullable<ReturnType<typeof useNodeSettings>["data"]>;

function ModelDialog({ nodeId, settings, onClose }: { nodeId: string; settings: Settings; onClose: () => void }) {
  const models = useModels();
  const save = useSetNodeParams(nodeId);
  const [query, setQuery] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const [temperature, setTemperature] = useState(settings.own.temperature?.toString() ?? "");
  const [maxOutput, setMaxOutput] = useState(settings.own.maxOutputTokens?.toString() ?? "");
  const [systemPrompt, setSystemPrompt] = useState(settings.own.systemPrompt ?? "");

  const saveParams = () =>
    run({
      temperature: temperature.trim() === "" ? null : Number(temperature),
      maxOutputTokens: maxOutput.trim() === "" ? null : Number(maxOutput),
      systemPrompt: systemPrompt.trim() === "" ? null : systemPrompt,
    });
  const groups = useMemo(() => groupByConnection(models.data ?? [], query), [models.data, query]);
  const run = (patch: Parameters<typeof save>[0], then?: () => void) =>
    startTransition(async () => {
      const message = await save(patch);
      setError(message);
      if (!message) then?.();
    });

  return (
    <Dialog
      open
      onClose={onClose}
      title="Model and parameters"
      description="For this branch; branches made from it afterwards start with the same. Empty fields use the project's defaults."
      testId="model-dialog"
    >
      <div className="space-y-4">
        <TextInput
          type="search"
          aria-label="Search models"
          placeholder="Search models…"
          value={query}
          data-testid="model-search"
          onChange={(e) => setQuery(e.target.value)}
        />
        {/* The messages sit outside the list: a list holds list items only (axe, while loading). */}
        {models.isPending ? <p className="text-sm text-stone-500">Loading models…</p> : null}
        {models.data && groups.length === 0 ? (
          <p className="text-sm text-stone-500">No model matches &quot;{query}&quot;.</p>
        ) : null}
        <div
          className="max-h-64 space-y-3 overflow-y-auto"
          role={groups.length > 0 ? "list" : undefined}
          aria-label={groups.length > 0 ? "Models" : undefined}
        >
          {groups.map(([connection, options]) => (
            <div key={connection} role="listitem">
              <p className="mb-1 text-xs font-semibold tracking-wide text-stone-500 uppercase">{connection}</p>
              <ul className="space-y-1">
                {options.map((m) => {
                  const current = m.id === settings.effective.model;
                  return (
                    <li key={m.id}>
                      <button
                        type="button"
                        data-testid="model-option"
                        data-model-id={m.id}
                        aria-pressed={current}
                        disabled={pending}
                        onClick={() => run({ model: m.id }, onClose)}
                        className={`flex w-full flex-col items-start rounded-md border px-2 py-1.5 text-left text-sm hover:bg-stone-100 ${current ? "border-canopy-500 bg-canopy-50" : "border-stone-200"}`}
                      >
                        <span className="break-all">{m.label}</span>
                        <ModelCapabilities capabilities={m.capabilities} />
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
        {/* Not a <form>: the picker sits inside the composer's form, and forms do not nest. */}
        <div className="space-y-3 border-t border-stone-200 pt-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Temperature" hint={`0-2; project: ${settings.project.temperature ?? "provider default"}`}>
              <TextInput
                inputMode="decimal"
                data-testid="param-temperature"
                value={temperature}
                placeholder={settings.project.temperature?.toString() ?? "default"}
                onChange={(e) => setTemperature(e.target.value)}
              />
            </Field>
            <Field
              label="Maximum output tokens"
              hint={`project: ${settings.project.maxOutputTokens ?? "provider default"}`}
            >
              <TextInput
                inputMode="numeric"
                data-testid="param-max-output"
                value={maxOutput}
                placeholder={settings.project.maxOutputTokens?.toString() ?? "default"}
                onChange={(e) => setMaxOutput(e.target.value)}
              />
            </Field>
          </div>
          <Field label="System prompt of this branch" hint="Empty: the project's system prompt.">
            <TextArea
              rows={3}
              data-testid="param-system-prompt"
              value={systemPrompt}
              placeholder={settings.project.systemPrompt || "(none)"}
              onChange={(e) => setSystemPrompt(e.target.value)}
            />
          </Field>
          <ErrorNote message={error} testId="model-dialog-error" />
          <div className="flex justify-end gap-2">
            <Button onClick={onClose}>Close</Button>
            <Button variant="primary" disabled={pending} data-testid="save-params" onClick={saveParams}>
              Save parameters
            </Button>
          </div>
        </div>
      </div>
    </Dialog>
  );
}

/** The models matching `query` (id, label or connection), grouped by connection in list order. */
function groupByConnection(models: ModelOption[], query: string): Array<[string, ModelOption[]]> {
  const q = query.trim().toLowerCase();
  const groups = new Map<string, ModelOption[]>();
  for (const m of models) {
    if (q && !`${m.id} ${m.label}`.toLowerCase().includes(q)) continue;
    const key = m.provider === "offline" ? "Offline" : (m.connection ?? m.provider);
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  return [...groups];
}
