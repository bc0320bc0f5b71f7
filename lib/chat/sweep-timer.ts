import "server-only";
import { HEARTBEAT_STALE_MS, sweepInterruptedAnswers } from "./live-answers";
import { logError } from "@/lib/log";
import { expireToolWaits } from "./tool-approval";

const globalForSweep = globalThis as unknown as { canopyAnswerSweep?: NodeJS.Timeout };

/**
 * Marks answers cut off by a crash or restart as interrupted: once at server start and then every
 * few seconds (instrumentation.ts). Page renders and GET handlers never write; they only present a
 * stale answer as interrupted until this runs.
 */
export function startAnswerSweep(): void {
  if (globalForSweep.canopyAnswerSweep) return;
  const sweep = () =>
    sweepInterruptedAnswers()
      .then((count) => {
        if (count > 0) console.log(`[chat] marked ${count} interrupted answer${count === 1 ? "" : "s"}`);
      })
      .catch((error) => logError("[chat] the interrupted-answer sweep failed", error))
      // Tool calls whose wait for approval expired are denied and their turns resumed (lib/chat/tool-approval.ts).
      .then(() => expireToolWaits())
      .catch((error) => logError("[chat] the tool-approval sweep failed", error));
  void sweep();
  globalForSweep.canopyAnswerSweep = setInterval(sweep, HEARTBEAT_STALE_MS / 3);
  globalForSweep.canopyAnswerSweep.unref();
}
