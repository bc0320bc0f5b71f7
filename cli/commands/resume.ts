import { z } from "zod";
import { idSchema } from "@/lib/actions/schemas";
import { startTurn } from "@/lib/chat/turn";
import { getItemNodeId } from "@/lib/db/queries/items";
import { usageError } from "@/cli/args";
import { defineCommand } from "@/cli/define";
import { waitForAnswer } from "./say";

const OPTIONS = { node: { type: "string" }, item: { type: "string" }, session: { type: "string" } } as const;
const schema = z.object({ nodeId: idSchema.optional(), itemId: idSchema.optional() });

/**
 * `retry` and `continue`: the UI's Retry and Continue under a failed, stopped or interrupted answer,
 * through the same startTurn as the chat route (`{retry: true}` / `{continue: true}`). Both act on
 * the node's last exchange: `--node` names the node, `--item` the answer (or its question), which
 * must be that last exchange. Waits for the answer, as `say` does.
 */
function resumeCommand(mode: "retry" | "continue", summary: string) {
  const usage = `${mode} (--node ID | --item ID) [--session ID]`;
  return defineCommand({
    name: mode,
    usage,
    summary,
    flags: OPTIONS,
    input: (values) => ({ nodeId: values.node, itemId: values.item }),
    schema,
    check: (input) => {
      if ((input.nodeId === undefined) === (input.itemId === undefined))
        throw usageError("Give either --node or --item (one of them).", usage);
    },
    access: (input) => (input.itemId !== undefined ? { itemId: input.itemId } : { nodeId: input.nodeId! }),
    need: "write",
    async run({ nodeId, itemId }, { values, viewer }) {
      const node = nodeId ?? (await getItemNodeId(itemId!));
      const request = mode === "retry" ? ({ retry: true, itemId } as const) : ({ continue: true, itemId } as const);
      return waitForAnswer(
        await startTurn({ nodeId: node, ...request, sessionId: values.session ?? viewer.sessionId }),
      );
    },
  });
}

export const retryCommand = resumeCommand(
  "retry",
  "answer a node's last failed or stopped question again, in place of that answer",
);
export const continueCommand = resumeCommand(
  "continue",
  "carry a stopped or interrupted answer on from where its text ends",
);
