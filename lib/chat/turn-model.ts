import "server-only";
import type { LanguageModelV3 } from "@ai-sdk/provider";
import type { NodeTarget } from "@/lib/db/queries/fanouts";
import type { ProjectSettings } from "@/lib/db/queries/projects";
import { languageModelFor } from "@/lib/memory/engines";

/**
 * The one place where a turn's model is chosen (and its system prompt with it): the project's
 * settings, then the node's own (a fan-out branch's target, stored on its row), then the request's
 * explicit model (the OpenAI-compatible endpoint's `canopy/<node>@<model>`). Returns the settings
 * the turn answers with and their language model.
 *
 * @throws AppError invalid:model (unknown or unconfigured), before anything is written
 */
export function turnModel(
  project: ProjectSettings,
  target: NodeTarget | null,
  requested?: string,
): { settings: ProjectSettings; model: LanguageModelV3 } {
  const stored = withNodeTarget(project, target);
  const settings = requested ? { ...stored, model: requested } : stored;
  return { settings, model: languageModelFor(settings.model) };
}

/** A fan-out branch answers with its own model and system prompt (lib/chat/fanout.ts); others with the project's. */
export function withNodeTarget(project: ProjectSettings, target: NodeTarget | null): ProjectSettings {
  if (!target?.model && !target?.systemPrompt) return project;
  return {
    ...project,
    model: target.model ?? project.model,
    systemPrompt: target.systemPrompt ?? project.systemPrompt,
  };
}
