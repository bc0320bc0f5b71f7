/** Starts the server's scheduled jobs (Next calls register() once per server process). */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startAutoResolveTimer } = await import("./lib/tree-ops/auto-resolve-timer");
    startAutoResolveTimer();
    const { startAnswerSweep } = await import("./lib/chat/sweep-timer");
    startAnswerSweep();
  }
}
