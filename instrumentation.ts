/**
 * Starts the server's background work (Next calls register() once per server process): the job
 * runner and scheduled jobs, and the sweep that marks answers cut off by a crash as interrupted.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startBackgroundWork } = await import("./lib/jobs/start");
    await startBackgroundWork();
    const { startAnswerSweep } = await import("./lib/chat/sweep-timer");
    startAnswerSweep();
  }
}
