/** Starts the server's background work: the job runner and scheduled jobs (Next calls register() once per server process). */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startBackgroundWork } = await import("./lib/jobs/start");
    await startBackgroundWork();
  }
}
