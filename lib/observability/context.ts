import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The request id of the work being done: set by the proxy (`x-request-id`, generated when absent),
 * carried by route handlers and server actions into everything they call (the action, the turn, the
 * model call) through AsyncLocalStorage, and into a job by the id stored on its row.
 */
export interface WorkContext {
  requestId: string;
  /** The job being run, when the work is a job's. */
  jobId?: string;
}

export const REQUEST_ID_HEADER = "x-request-id";

const globalForContext = globalThis as unknown as { canopyWorkContext?: AsyncLocalStorage<WorkContext> };
// One store per process: Next bundles instrumentation, the proxy and each route separately.
const storage = (globalForContext.canopyWorkContext ??= new AsyncLocalStorage<WorkContext>());

/** Runs `fn` with `context` as the current work context (nested calls see it, async included). */
export function withWorkContext<T>(context: WorkContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** The current work context, or undefined outside a request or job. */
export function currentWorkContext(): WorkContext | undefined {
  return storage.getStore();
}

/** The current request id, or undefined outside a request or job. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/**
 * A request id from a header when it looks like one (1-128 characters of letters, digits, `-_.:`),
 * else a new one: a client's id is kept for correlation but can never inject text into a log line.
 */
export function requestIdFrom(header: string | null | undefined): string {
  return header && /^[\w.:-]{1,128}$/.test(header) ? header : crypto.randomUUID();
}
