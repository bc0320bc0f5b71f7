import type { JobDefinition } from "./types";

const globalForJobs = globalThis as unknown as { canopyJobKinds?: Map<string, JobDefinition> };
const kinds = (globalForJobs.canopyJobKinds ??= new Map<string, JobDefinition>());

/**
 * Registers a kind of job (once per process; registering a kind again replaces it, as tests do).
 *
 * @example
 * defineJob({ kind: "knowledge.import", parse: payloadSchema.parse, run: (p, ctx) => importDocs(p, ctx) });
 */
export function defineJob<P, R>(definition: JobDefinition<P, R>): JobDefinition<P, R> {
  kinds.set(definition.kind, definition as JobDefinition);
  return definition;
}

/** The definition of a kind, or undefined when no handler is registered in this process. */
export function jobDefinition(kind: string): JobDefinition | undefined {
  return kinds.get(kind);
}
