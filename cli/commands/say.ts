import type { ContextReport } from "@/lib/chat/assemble";
import { startTurn, type Turn } from "@/lib/chat/turn";
import { AppError } from "@/lib/errors";
import { defineCommand, nodeOption } from "@/cli/define";
import type { CommandResult } from "@/cli/command";

const USAGE = 'say --node ID [--session ID] "text"';

/** `say`: one chat turn in a node, through the same startTurn as the chat route; waits for the answer. */
export const sayCommand = defineCommand({
  name: "say",
  usage: USAGE,
  summary: "send a message to a node and print the answer",
  ...nodeOption("write", { session: { type: "string" } }),
  async run({ nodeId }, { values, positionals, viewer }) {
    return waitForAnswer(
      await startTurn({ nodeId, text: positionals.join(" "), sessionId: values.session ?? viewer.sessionId }),
    );
  },
});

/**
 * Consumes a turn's stream and waits until its answer is saved (say, retry, continue). A failed or
 * stopped answer is an error (provider:failed); the user's message stays saved, as in the UI.
 */
export async function waitForAnswer(turn: Turn): Promise<CommandResult> {
  await turn.result.consumeStream();
  const outcome = await turn.done;
  if (outcome.status !== "complete") {
    throw new AppError("provider:failed", outcome.error ?? `The answer was ${outcome.status} before it finished.`);
  }
  return {
    data: {
      userItemId: turn.userItemId,
      assistantItemId: turn.assistantItemId,
      reply: outcome.text,
      engine: turn.model,
      report: outcome.report,
      ...(turn.prefix ? { continuedFrom: turn.prefix } : {}),
    },
    text: `${outcome.text}\n(${turn.model}, ${contextLine(outcome.report)}; answer ${turn.assistantItemId})`,
  };
}

/** "812 of 8,000 context tokens, prefix reuse 74%, 120 item(s) folded". */
function contextLine(report: ContextReport): string {
  const folded = report.folded.items > 0 ? `, ${report.folded.items} item(s) folded` : "";
  return `${report.totalTokens.toLocaleString("en")} of ${report.budget.toLocaleString("en")} context tokens, prefix reuse ${Math.round(report.prefixReuse * 100)}%${folded}`;
}
