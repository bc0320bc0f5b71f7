import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * The process's Prometheus metrics (served at GET /metrics, app/metrics/route.ts). One registry per
 * process, kept on globalThis: Next bundles the proxy, instrumentation and each route apart, and
 * they must all count into the same one. Code records through the small functions below, at the
 * seams that exist already (the route wrapper, the turn, the usage row, the job runner, the error
 * envelope); nothing else imports prom-client.
 */
function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requestSeconds: new Histogram({
      name: "canopy_http_request_duration_seconds",
      help: "Route handler latency in seconds, by route pattern, method and status.",
      labelNames: ["route", "method", "status"] as const,
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    turns: new Counter({
      name: "canopy_turns_total",
      help: "Chat turns (answers) by model and outcome (complete, aborted, error, interrupted).",
      labelNames: ["model", "outcome"] as const,
      registers,
    }),
    tokens: new Counter({
      name: "canopy_model_tokens_total",
      help: "Tokens by model, purpose (chat, title, condense, memory, ...) and kind (input, output, cached).",
      labelNames: ["model", "purpose", "kind"] as const,
      registers,
    }),
    modelCalls: new Counter({
      name: "canopy_model_calls_total",
      help: "Model calls by model, purpose and outcome.",
      labelNames: ["model", "purpose", "outcome"] as const,
      registers,
    }),
    firstToken: new Histogram({
      name: "canopy_time_to_first_token_seconds",
      help: "Seconds from the start of a chat turn to its first streamed text, by model.",
      labelNames: ["model"] as const,
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60],
      registers,
    }),
    toolCalls: new Counter({
      name: "canopy_tool_calls_total",
      help: "Tool calls made during turns, by tool and outcome.",
      labelNames: ["tool", "outcome"] as const,
      registers,
    }),
    jobSeconds: new Histogram({
      name: "canopy_job_duration_seconds",
      help: "Background job run time in seconds, by kind and outcome.",
      labelNames: ["kind", "outcome"] as const,
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 1800],
      registers,
    }),
    jobWait: new Histogram({
      name: "canopy_job_wait_seconds",
      help: "Seconds a background job waited in the queue from when it was due until a runner started it, by kind.",
      labelNames: ["kind"] as const,
      buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 1800],
      registers,
    }),
    jobQueue: new Gauge({
      name: "canopy_job_queue_depth",
      help: "Jobs in the queue by status (queued, running), for the whole database.",
      labelNames: ["status"] as const,
      registers,
      async collect() {
        const source = state().queueDepthSource;
        if (!source) return;
        this.reset();
        const depth = await source().catch(() => null);
        for (const [status, count] of Object.entries(depth ?? {})) this.set({ status }, count);
      },
    }),
    answersInProgress: new Gauge({
      name: "canopy_answers_in_progress",
      help: "Answers this instance is streaming right now.",
      registers,
    }),
    liveStreams: new Gauge({
      name: "canopy_live_streams",
      help: "Open live-update streams (browsers following a conversation) on this instance.",
      registers,
    }),
    recallCache: new Counter({
      name: "canopy_recall_cache_lookups_total",
      help: "Memory trees a turn's recall looked up among those asked lately (lib/memory/recall-cache.ts), by outcome (hit: its indexes kept from an earlier turn; miss: built again).",
      labelNames: ["outcome"] as const,
      registers,
    }),
    recallCacheChars: new Gauge({
      name: "canopy_recall_cache_chars",
      help: "Characters of memory text the recall cache holds on this instance (bounded by CANOPY_RECALL_CACHE_CHARS).",
      registers,
    }),
    errors: new Counter({
      name: "canopy_errors_total",
      help: "Error responses by error code (not_found:node, invalid:input, internal, ...).",
      labelNames: ["code"] as const,
      registers,
    }),
  };
}

type Metrics = ReturnType<typeof createMetrics> & {
  queueDepthSource?: () => Promise<Record<string, number>>;
};
const globalForMetrics = globalThis as unknown as { canopyMetrics?: Metrics };

function state(): Metrics {
  return (globalForMetrics.canopyMetrics ??= createMetrics());
}

/** The registry's exposition text and its content type (Prometheus text format 0.0.4). */
export async function metricsText(): Promise<{ text: string; contentType: string }> {
  const { registry } = state();
  return { text: await registry.metrics(), contentType: registry.contentType };
}

/**
 * A route pattern for a path: ids (cuids, uuids, numbers, long tokens) become `:id`, so the label
 * keeps a small set of values (`/api/nodes/:id/attachments`).
 */
export function routeLabel(pathname: string): string {
  return (
    pathname
      .split("/")
      .map((segment) =>
        /^\d+$/.test(segment) ||
        /^c[a-z0-9]{20,}$/.test(segment) ||
        /^[0-9a-f-]{32,36}$/i.test(segment) ||
        segment.length > 40
          ? ":id"
          : segment,
      )
      .join("/") || "/"
  );
}

/** One route handler request: its pattern, method, status and duration. */
export function observeRequest(route: string, method: string, status: number, seconds: number): void {
  state().requestSeconds.observe({ route, method, status: String(status) }, seconds);
}

/** An error answered to a client, by its code (the error envelope, lib/http.ts). */
export function countError(code: string): void {
  state().errors.inc({ code });
}

/** A model call's usage row (lib/db/queries/usage.ts): calls, tokens by kind. */
export function countModelUsage(row: {
  model: string;
  purpose: string;
  outcome: string;
  inputTokens: number;
  outputTokens: number;
  cachedTokens?: number | null;
}): void {
  const m = state();
  const { model, purpose } = row;
  m.modelCalls.inc({ model, purpose, outcome: row.outcome });
  if (row.inputTokens > 0) m.tokens.inc({ model, purpose, kind: "input" }, row.inputTokens);
  if (row.outputTokens > 0) m.tokens.inc({ model, purpose, kind: "output" }, row.outputTokens);
  if (row.cachedTokens) m.tokens.inc({ model, purpose, kind: "cached" }, row.cachedTokens);
}

/** A chat turn ended with `outcome`. */
export function countTurn(model: string, outcome: string): void {
  state().turns.inc({ model, outcome });
}

/** A chat turn's first text arrived `seconds` after it began. */
export function observeFirstToken(model: string, seconds: number): void {
  state().firstToken.observe({ model }, seconds);
}

/** A tool call made during a turn. */
export function countToolCall(tool: string, outcome: string): void {
  state().toolCalls.inc({ tool, outcome });
}

/** One job run, by kind and outcome (succeeded, failed, retry). */
export function observeJob(kind: string, outcome: string, seconds: number): void {
  state().jobSeconds.observe({ kind, outcome }, seconds);
}

/** A job started `seconds` after it was due (its wait in the queue: whose turn it was, what ran before it). */
export function observeJobWait(kind: string, seconds: number): void {
  state().jobWait.observe({ kind }, seconds);
}

/** Where the queue depth is read when metrics are collected (lib/jobs sets it when its runner starts). */
export function setQueueDepthSource(source: () => Promise<Record<string, number>>): void {
  state().queueDepthSource = source;
}

/** Answers this instance streams right now (./in-flight.ts keeps it). */
export function setAnswersInProgress(count: number): void {
  state().answersInProgress.set(count);
}

/** Live-update streams open on this instance (the live trees' stream adds and removes itself). */
export function addLiveStreams(delta: number): void {
  state().liveStreams.inc(delta);
}

/** A turn's recall looked a memory tree up in the recall cache (lib/memory/recall-cache.ts). */
export function countRecallCache(outcome: "hit" | "miss"): void {
  state().recallCache.inc({ outcome });
}

/** Characters of memory text the recall cache holds now. */
export function setRecallCacheChars(chars: number): void {
  state().recallCacheChars.set(chars);
}
