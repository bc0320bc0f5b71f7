"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { updateModelSettingsAction } from "@/lib/actions/model-settings";
import type { ModelOption } from "@/lib/ai/providers";
import type { ModelSettingsView } from "@/lib/connections/model-settings";
import { Button } from "@/components/ui/button";
import { ErrorNote } from "@/components/ui/field";
import { ModelOptions } from "@/components/ui/model-options";
import { SelectField } from "@/components/settings/select-field";

/**
 * Admin -> Connections, "Models": the instance's task model (what writes titles, condensed notes,
 * memory folds and knowledge answers; a project's own task model overrides it) and whether users may
 * add their own keys (Account -> Your own keys; off by default).
 */
export function ModelSettingsForm({ settings, models }: { settings: ModelSettingsView; models: ModelOption[] }) {
  const router = useRouter();
  const [taskModel, setTaskModel] = useState(settings.taskModel ?? "");
  const [userKeys, setUserKeys] = useState(settings.userKeys);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [pending, startTransition] = useTransition();
  const listed = models.some((m) => m.id === settings.taskModel);
  return (
    <form
      method="post"
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
      data-testid="model-settings-form"
      onSubmit={(e) => {
        e.preventDefault();
        setSaved(false);
        startTransition(async () => {
          const outcome = await updateModelSettingsAction({ taskModel: taskModel || null, userKeys });
          setError(outcome.ok ? null : outcome.error.message);
          if (outcome.ok) {
            setSaved(true);
            router.refresh();
          }
        });
      }}
    >
      <h2 className="font-semibold">Models</h2>
      <SelectField
        label="Task model"
        hint="Writes titles, condensed notes and memory folds, and answers knowledge questions. A project can choose its own."
        value={taskModel}
        onChange={setTaskModel}
        testId="task-model-select"
      >
        <option value="">Each conversation&apos;s own model</option>
        {settings.taskModel && !listed ? (
          <option value={settings.taskModel}>{settings.taskModelLabel} (not available)</option>
        ) : null}
        <ModelOptions models={models} />
      </SelectField>
      {settings.taskModel && !settings.taskModelAvailable ? (
        <p className="text-sm text-amber-700" data-testid="task-model-unavailable">
          {settings.taskModelLabel} is not available now: each conversation&apos;s own model does this work.
        </p>
      ) : null}
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={userKeys}
          onChange={(e) => setUserKeys(e.target.checked)}
          data-testid="user-keys-toggle"
        />
        Users may add their own keys (used only for their own turns; nobody else sees or uses them)
      </label>
      <ErrorNote message={error} testId="model-settings-error" />
      {saved ? (
        <p role="status" className="text-sm text-canopy-700" data-testid="model-settings-saved">
          Saved.
        </p>
      ) : null}
      <Button type="submit" variant="primary" size="sm" disabled={pending} data-testid="save-model-settings">
        Save
      </Button>
    </form>
  );
}
