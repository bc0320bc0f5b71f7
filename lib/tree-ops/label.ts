import "server-only";
import { publishChange } from "@/lib/live/publish";
import { getNode, setNodeLabel } from "@/lib/db/queries/nodes";
import { assertCapable } from "@/lib/tree/capabilities";

/**
 * Sets (or clears, with null) a node's graph label and colour, if the `label` capability allows it.
 *
 * @throws AppError not_found:node; the `label` capability's refusals
 */
export async function labelNode(
  id: string,
  input: { label: string | null; color: string | null },
): Promise<{ nodeId: string; label: string | null; color: string | null }> {
  assertCapable("label", await getNode(id));
  const labelled = await setNodeLabel(id, input);
  await publishChange({ nodeId: id }, "node", [id]);
  return labelled;
}
