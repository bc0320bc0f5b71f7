import type { JobDefinition, JobKind } from "./types";

/**
 * Declares a kind of job without its handler: what a module that only queues jobs of the kind
 * imports (lib/context/assemble.ts queues folds; the fold's handler assembles, so it lives apart).
 *
 * @example
 * export const foldKind = defineJobKind({ kind: "memory.fold", parse: z.object({ nodeId: z.string() }).parse });
 */
export function defineJobKind<P>(kind: JobKind<P>): JobKind<P> {
  return kind;
}

/**
 * A kind of job with its handler. Nothing is registered: the definition is a value that the job's
 * module exports, enqueues with (`enqueueJob(definition, payload)`) and lib/workers hands to the
 * runner.
 *
 * @example
 * export const importJob = defineJob({ kind: "knowledge.import", parse: payloadSchema.parse, run: (p, ctx) => importDocs(p, ctx) });
 */
export function defineJob<P, R>(definition: JobDefinition<P, R>): JobDefinition<P, R> {
  return definition;
}
