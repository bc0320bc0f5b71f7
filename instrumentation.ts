/**
 * Checks TRUSTED_PROXIES, then starts the server's background work (Next calls register() once per server process): the job
 * runner and scheduled jobs, the sweep that marks answers cut off by a crash as interrupted, and the
 * instance's auth secret when none is configured (so no page render ever writes it), the
 * graceful shutdown on SIGTERM (lib/workers/shutdown.ts), and the offline engine's word data.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { refuseUnsupportedMethods } = await import("./lib/auth/methods");
    refuseUnsupportedMethods(); // TRACE and the like: 405, where Next answers 500
    const { assertTrustedProxies } = await import("./lib/auth/client-address");
    assertTrustedProxies();
    const { ensureAuthSecret } = await import("./lib/auth/secret");
    await ensureAuthSecret();
    // The stored connections' models, before the first request (each turn re-checks their version).
    const { refreshModelRegistry } = await import("./lib/connections/registry");
    await refreshModelRegistry();
    const { startWorkers } = await import("./lib/workers");
    await startWorkers();
    const { startAnswerSweep } = await import("./lib/chat/sweep-timer");
    startAnswerSweep();
    const { installGracefulShutdown } = await import("./lib/workers/shutdown");
    installGracefulShutdown();
    // The offline engine's word vectors and WordNet's nouns, read once the server is up rather
    // than by the first question that needs them.
    const { warmMeaningData } = await import("./lib/memory/meaning-match");
    setTimeout(warmMeaningData, 0).unref();
  }
}
