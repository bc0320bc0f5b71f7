import { purgeNode } from "@/lib/tree-ops/purge";
import { defineCommand, nodeOption } from "@/cli/define";

const USAGE = "purge --node ID";

/** `purge`: deletes a node, its items and its descendants for good, in one transaction. */
export const purgeCommand = defineCommand({
  name: "purge",
  usage: USAGE,
  summary: "delete a node and its descendants for good",
  ...nodeOption("write"),
  async run({ nodeId }) {
    const { purgedNodeIds } = await purgeNode(nodeId);
    return { data: { purgedNodeIds }, text: `Purged ${purgedNodeIds.length} node(s): ${purgedNodeIds.join(", ")}.` };
  },
});
