import { purgeNode } from "@/lib/tree-ops/purge";
import { ACCESS } from "@/lib/actions/access-specs";
import { defineCommand, nodeOption } from "@/cli/define";

const USAGE = "purge --node ID";

/** `purge`: deletes a node, its items and its descendants for good, in one transaction. */
export const purgeCommand = defineCommand({
  name: "purge",
  usage: USAGE,
  summary: "delete a node and its descendants for good",
  ...nodeOption(ACCESS.purgeNode),
  async run({ nodeId }) {
    const { purgedNodeIds } = await purgeNode(nodeId);
    return { data: { purgedNodeIds }, text: `Purged ${purgedNodeIds.length} node(s): ${purgedNodeIds.join(", ")}.` };
  },
});
