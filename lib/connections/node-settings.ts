import "server-only";
import { engineLabel, findModel, type ModelOption, type ModelViewer } from "@/lib/ai/providers";
import { getNode } from "@/lib/db/queries/nodes";
import { getNodeParams, type NodeParams } from "@/lib/db/queries/node-params";
import { getProject } from "@/lib/db/queries/projects";
import { refreshModelRegistry } from "./registry";

/** What the composer's picker and the context inspector show about a node's model and parameters. */
export interface NodeSettingsView {
  /** The node's own values (null: the project's). */
  own: NodeParams;
  /** What its turns answer with now: its own values over the project's defaults. */
  effective: {
    model: string;
    label: string;
    /** The model is usable (false: its connection was removed; a turn would fail, Retry with another). */
    available: boolean;
    capabilities: ModelOption["capabilities"];
    systemPrompt: string;
    temperature: number | null;
    maxOutputTokens: number | null;
  };
  /** The project's defaults. */
  project: { model: string; systemPrompt: string; temperature: number | null; maxOutputTokens: number | null };
}

/**
 * A node's model and parameters as its next turn resolves them (the same order as
 * `resolveTurnModel`: the node's own, then the project's), for `viewer` (their own models count).
 *
 * @throws AppError not_found:node
 */
export async function getNodeSettings(nodeId: string, viewer: ModelViewer = null): Promise<NodeSettingsView> {
  const node = await getNode(nodeId);
  const [own, project] = await Promise.all([getNodeParams(nodeId), getProject(node.projectId), refreshModelRegistry()]);
  const model = own.model ?? project.model;
  // The reader's own connections' models are available to them (and to nobody else).
  const option = findModel(model, undefined, viewer);
  return {
    own,
    effective: {
      model,
      label: option?.label ?? engineLabel(model),
      available: Boolean(option),
      capabilities: option?.capabilities,
      systemPrompt: own.systemPrompt ?? project.systemPrompt,
      temperature: own.temperature ?? project.temperature ?? null,
      maxOutputTokens: own.maxOutputTokens ?? project.maxOutputTokens ?? null,
    },
    project: {
      model: project.model,
      systemPrompt: project.systemPrompt,
      temperature: project.temperature ?? null,
      maxOutputTokens: project.maxOutputTokens ?? null,
    },
  };
}
