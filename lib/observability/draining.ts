/** Whether this process is shutting down (kept on globalThis: Next bundles instrumentation and routes apart). */
const globalForDraining = globalThis as unknown as { canopyDraining?: { on: boolean } };
const state = (globalForDraining.canopyDraining ??= { on: false });

/** Marks this process as shutting down: readiness answers 503 from now on. */
export function startDraining(): void {
  state.on = true;
}

/** True once shutdown began. */
export function isDraining(): boolean {
  return state.on;
}
