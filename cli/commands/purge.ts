import { z } from "zod";
import { idSchema } from "../../lib/actions/schemas";
import { purgeNode } from "../../lib/tree-ops/purge";
import { defineCommand } from "../define";

const USAGE = "purge --node ID";
const OPTIONS = { node: { type: "string" } } as const;

/** `purge`: deletes a node, its items and its descendants for good, in one transaction. */
export const purgeCommand = defineCommand({
  name: "purge",
  usage: USAGE,
  summary: "delete a node and its descendants for good",
  flags: OPTIONS,
  required: ["node"],
  input: (values) => ({ nodeId: values.node }),
  schema: z.object({ nodeId: idSchema }),
  access: ({ nodeId }) => ({ nodeId }),
  need: "write",
  async run({ nodeId }) {
    const { purgedNodeIds } = await purgeNode(nodeId);
    return { data: { purgedNodeIds }, text: `Purged ${purgedNodeIds.length} node(s): ${purgedNodeIds.join(", ")}.` };
  },
});
