import "server-only";
import { autoResolveAllProjects } from "./volatile";

const EVERY_MS = 60_000;
const globalForTimer = globalThis as unknown as { canopyAutoResolve?: NodeJS.Timeout };

/**
 * The scheduled job that resolves abandoned asides (projects whose setting is purge or merge), once
 * a minute in the server process. Page renders never do it (issue 9 moves this to the job queue).
 */
export function startAutoResolveTimer(): void {
  if (globalForTimer.canopyAutoResolve) return;
  globalForTimer.canopyAutoResolve = setInterval(() => {
    autoResolveAllProjects(null).catch((error) => console.error("[auto-resolve] failed", error));
  }, EVERY_MS);
  globalForTimer.canopyAutoResolve.unref();
}
