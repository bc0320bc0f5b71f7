import "server-only";
import { publishChange } from "@/lib/live/publish";
import { getNode } from "@/lib/db/queries/nodes";
import { setNodeParams, type NodeParams } from "@/lib/db/queries/node-params";
import { assertWritable } from "@/lib/tree/lifecycle";
import { assertUsableModel } from "./registry";
import type { NodeParamsInput } from "@/lib/shared/connections";

/**
 * Sets a node's model and parameters (the composer's picker and parameters, `say --model`,
 * `branch --model`, /api/v1): the model must be usable now; a closed or merged node is refused like
 * any write. Children made afterwards inherit the new values.
 *
 * @throws AppError not_found:node | conflict:node_closed | invalid:model
 */
export async function updateNodeParams(
  nodeId: string,
  patch: NodeParamsInput,
  sessionId: string | null = null,
  /** Who sets it: their own connections' models are usable too (users' keys). */
  userId: string | null = null,
): Promise<NodeParams> {
  assertWritable(await getNode(nodeId), sessionId);
  if (patch.model) await assertUsableModel(patch.model, userId);
  const clean = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<NodeParams>;
  const params = await setNodeParams(nodeId, clean);
  await publishChange({ nodeId }, "node", [nodeId]);
  return params;
}
