import "server-only";
import type { Alternative } from "./alternatives";
import { startTurn, type TurnOutcome } from "./turn";

/**
 * Answers a new alternative branch to the end, without a browser: its pending question first, then
 * each cascaded follow-up in order, stopping at the first answer that does not complete. The UI does
 * the same through the streaming chat route; the command line and tests use this.
 */
export async function runAlternative(alternative: Pick<Alternative, "nodeId" | "followUps">): Promise<TurnOutcome[]> {
  const outcomes: TurnOutcome[] = [];
  const turns = [{ retry: true as const }, ...alternative.followUps.map((text) => ({ text }))];
  for (const input of turns) {
    const turn = await startTurn({ nodeId: alternative.nodeId, ...input });
    await turn.result.consumeStream();
    const outcome = await turn.done;
    await turn.followUps;
    outcomes.push(outcome);
    if (outcome.status !== "complete") break;
  }
  return outcomes;
}
