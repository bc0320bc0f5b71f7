import { z } from "zod";
import { idSchema } from "../../lib/actions/schemas";
import { purgeNode } from "../../lib/flow/purge";
import { parseFlags, required, validate } from "../args";
import type { Command } from "../command";

const USAGE = "purge --node ID";
const OPTIONS = { node: { type: "string" } } as const;

/** `purge`: deletes a node, its items and its descendants for good, in one transaction. */
export const purgeCommand: Command = {
  name: "purge",
  usage: USAGE,
  summary: "delete a node and its descendants for good",
  async run(argv) {
    const { values } = parseFlags(argv, OPTIONS, USAGE);
    const { nodeId } = validate(z.object({ nodeId: idSchema }), { nodeId: required(values.node, "--node", USAGE) });
    const { purgedNodeIds } = await purgeNode(nodeId);
    return { data: { purgedNodeIds }, text: `Purged ${purgedNodeIds.length} node(s): ${purgedNodeIds.join(", ")}.` };
  },
};
