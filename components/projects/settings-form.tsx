"use client";

import { useState } from "react";
import { updateProjectSettingsAction } from "@/lib/actions/update-project-settings";
import type { ModelOption } from "@/lib/ai/providers";
import type { ProjectSettings } from "@/lib/db/queries/projects";
import { Field, TextArea, TextInput, inputClass } from "@/components/ui/field";
import { ModelOptions } from "@/components/ui/model-options";
import { SettingsFormShell } from "./settings-shell";
import { SelectField } from "@/components/settings/select-field";

export function SettingsForm({ project, models }: { project: ProjectSettings; models: ModelOption[] }) {
  const [name, setName] = useState(project.name);
  const [model, setModel] = useState(project.model);
  const [systemPrompt, setSystemPrompt] = useState(project.systemPrompt);
  const [budget, setBudget] = useState(String(project.contextBudget));
  const [volatileResolution, setVolatileResolution] = useState(project.volatileResolution);
  const [volatileAfter, setVolatileAfter] = useState(String(project.volatileAfterMinutes));
  const [temperature, setTemperature] = useState(project.temperature?.toString() ?? "");
  const [maxOutput, setMaxOutput] = useState(project.maxOutputTokens?.toString() ?? "");
  const [taskModel, setTaskModel] = useState(project.taskModel ?? "");
  const current = models.some((m) => m.id === model);

  return (
    <SettingsFormShell
      testId="settings-form"
      refusalTestId="settings-refused"
      what="change the project's settings"
      save={() =>
        updateProjectSettingsAction({
          projectId: project.id,
          name,
          model,
          systemPrompt,
          contextBudget: Number(budget),
          volatileResolution,
          volatileAfterMinutes: Number(volatileAfter),
          temperature: temperature.trim() === "" ? null : Number(temperature),
          maxOutputTokens: maxOutput.trim() === "" ? null : Number(maxOutput),
          taskModel: taskModel || null,
        })
      }
      saveLabel="Save settings"
      saveTestId="settings-save"
    >
      <Field label="Name">
        <TextInput value={name} onChange={(e) => setName(e.target.value)} maxLength={120} data-testid="settings-name" />
      </Field>
      <SelectField
        label="Model"
        hint={
          models.length === 1
            ? "Only the offline engine is connected: an administrator adds OpenAI, Anthropic, Google or a local server in Admin, Connections."
            : "The default of new conversations; each branch can pick its own in the chat (the model picker under the message box)."
        }
        value={model}
        onChange={setModel}
        testId="settings-model"
      >
        {!current ? <option value={model}>{model} (not configured)</option> : null}
        <ModelOptions models={models} />
      </SelectField>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Temperature" hint="0-2; empty: the provider's default. A branch may set its own.">
          <TextInput
            inputMode="decimal"
            value={temperature}
            onChange={(e) => setTemperature(e.target.value)}
            data-testid="settings-temperature"
          />
        </Field>
        <Field label="Maximum output tokens" hint="Empty: the provider's default.">
          <TextInput
            inputMode="numeric"
            value={maxOutput}
            onChange={(e) => setMaxOutput(e.target.value)}
            data-testid="settings-max-output"
          />
        </Field>
        <SelectField
          label="Task model"
          hint="Titles, condensed notes, memory folds, document imports and knowledge asks."
          value={taskModel}
          onChange={setTaskModel}
          testId="settings-task-model"
        >
          <option value="">The instance&apos;s task model, else the project&apos;s model</option>
          <ModelOptions models={models} />
        </SelectField>
      </div>
      <Field label="System prompt" hint="Sent first in every turn of every conversation in this project.">
        <TextArea
          rows={5}
          value={systemPrompt}
          onChange={(e) => setSystemPrompt(e.target.value)}
          maxLength={8000}
          data-testid="settings-system-prompt"
        />
      </Field>
      <Field label="Context budget (tokens)" hint="The most a single node's prompt may use.">
        <TextInput
          type="number"
          min={500}
          step={1}
          value={budget}
          onChange={(e) => setBudget(e.target.value)}
          data-testid="settings-budget"
        />
      </Field>
      <Field
        label="Asides left open"
        hint="What happens to a volatile aside whose browser session ended without merging or purging it. Applied when the project is next opened."
      >
        {/* The select takes the room its longest choice needs; the minutes wrap below on a narrow screen. */}
        <div className="flex flex-wrap gap-2">
          <select
            value={volatileResolution}
            onChange={(e) => setVolatileResolution(e.target.value as ProjectSettings["volatileResolution"])}
            className={`${inputClass} w-auto min-w-0 flex-1 basis-80`}
            data-testid="settings-volatile"
          >
            <option value="ask">Ask me (show them for resolution)</option>
            <option value="merge">Merge a condensed summary automatically</option>
            <option value="purge">Purge automatically</option>
          </select>
          <TextInput
            type="number"
            min={1}
            aria-label="after minutes"
            value={volatileAfter}
            onChange={(e) => setVolatileAfter(e.target.value)}
            disabled={volatileResolution === "ask"}
            className="w-28"
            data-testid="settings-volatile-after"
          />
          <span className="self-center text-sm text-stone-500">min</span>
        </div>
      </Field>
    </SettingsFormShell>
  );
}
