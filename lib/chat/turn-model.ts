import "server-only";
import type { NodeTarget } from "@/lib/db/queries/fanouts";
import type { ProjectSettings } from "@/lib/db/queries/projects";

/** A fan-out branch answers with its own model and system prompt (lib/chat/fanout.ts); others with the project's. */
export function withNodeTarget(project: ProjectSettings, target: NodeTarget | null): ProjectSettings {
  if (!target?.model && !target?.systemPrompt) return project;
  return {
    ...project,
    model: target.model ?? project.model,
    systemPrompt: target.systemPrompt ?? project.systemPrompt,
  };
}
