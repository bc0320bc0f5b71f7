import type { ContextReport } from "@/lib/chat/assemble";
import { startTurn, type Turn } from "@/lib/chat/turn";
import { awaitTurnAnswer, type TurnAnswer } from "@/lib/chat/turn-response";
import { defineCommand, nodeOption } from "@/cli/define";
import { z } from "zod";
import { idSchema } from "@/lib/actions/schemas";
import { toolChoiceSchema } from "@/lib/actions/chat-schema";
import { updateNodeParams } from "@/lib/connections/node-params";
import { modelIdSchema } from "@/lib/shared/connections";
import type { CommandResult } from "@/cli/command";

const USAGE = 'say --node ID [--tools SERVER[,SERVER]] [--model ID] [--session ID] "text"';

/**
 * `say`: one chat turn in a node, through the same startTurn as the chat route; waits for the
 * answer. `--model ID` first makes that model the node's (as the composer's picker does), so later
 * turns and branches made from it answer with it too. `--json` reports the answering `model`.
 * `--tools` names the MCP servers the message may use (each enabled for the project; without it, the
 * project's): the answer lists its `toolCalls`, and returns at once when one waits for approval
 * (`approve --call ID`).
 */
export const sayCommand = defineCommand({
  name: "say",
  usage: USAGE,
  summary: "send a message to a node and print the answer",
  ...nodeOption("write", { session: { type: "string" }, model: { type: "string" }, tools: { type: "string" } }),
  input: (values) => ({
    nodeId: values.node,
    model: values.model,
    tools: values.tools === undefined ? undefined : { servers: values.tools.split(",").map((s) => s.trim()) },
  }),
  schema: z.object({ nodeId: idSchema, model: modelIdSchema.optional(), tools: toolChoiceSchema.optional() }),
  async run({ nodeId, model, tools }, { values, positionals, viewer }) {
    const sessionId = values.session ?? viewer.sessionId;
    if (model) await updateNodeParams(nodeId, { model }, sessionId, viewer.userId);
    return waitForAnswer(
      await startTurn({ nodeId, text: positionals.join(" "), sessionId, tools, userId: viewer.userId }),
    );
  },
});

/**
 * Consumes a turn's stream and waits until its answer is saved (say, retry, continue): the same
 * wait as /api/v1's say (lib/chat/turn-response.ts). A failed or stopped answer is provider:failed.
 */
export async function waitForAnswer(turn: Turn): Promise<CommandResult> {
  const answer = await awaitTurnAnswer(turn);
  return {
    data: { ...answer, model: answer.engine },
    text: [
      ...answer.toolCalls.map(callLine),
      `${answer.reply}\n(${answer.engine}, ${contextLine(answer.report)}; answer ${answer.assistantItemId})`,
    ].join("\n"),
  };
}

/** "[tool fs.read_text_file: done, 812 tokens, aside NODE] (call ID)". */
function callLine(call: TurnAnswer["toolCalls"][number]): string {
  const size = call.resultTokens === null ? "" : `, ${call.resultTokens.toLocaleString("en")} tokens`;
  const aside = call.asideNodeId ? `, kept in aside ${call.asideNodeId}` : "";
  const error = call.error && call.status !== "done" ? `: ${call.error.replace(/\s+/g, " ").slice(0, 160)}` : "";
  const next = call.status === "awaiting_approval" ? ` (approve --call ${call.id} [--deny])` : ` (call ${call.id})`;
  return `[tool ${call.server}.${call.tool}: ${call.status.replace("_", " ")}${size}${aside}${error}]${next}`;
}

/** "812 of 8,000 context tokens, prefix reuse 74%, 120 item(s) folded". */
function contextLine(report: ContextReport): string {
  const folded = report.folded.items > 0 ? `, ${report.folded.items} item(s) folded` : "";
  return `${report.totalTokens.toLocaleString("en")} of ${report.budget.toLocaleString("en")} context tokens, prefix reuse ${Math.round(report.prefixReuse * 100)}%${folded}`;
}
