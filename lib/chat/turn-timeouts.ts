import { getEnv } from "@/lib/env";

export interface TurnTimeouts {
  /** Longest wait for the model's first chunk, in milliseconds. */
  firstTokenMs: number;
  /** Longest pause between two chunks, in milliseconds. */
  idleMs: number;
}

/** CANOPY_FIRST_TOKEN_TIMEOUT_MS and CANOPY_IDLE_TIMEOUT_MS (60 s and 30 s by default). */
export function turnTimeouts(): TurnTimeouts {
  const env = getEnv();
  return { firstTokenMs: env.CANOPY_FIRST_TOKEN_TIMEOUT_MS, idleMs: env.CANOPY_IDLE_TIMEOUT_MS };
}

/** What the user reads when the provider went silent; the answer keeps its text and offers Retry. */
export function stoppedRespondingMessage(kind: "first" | "idle", timeouts: TurnTimeouts): string {
  const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
  return kind === "first"
    ? `The model stopped responding: no answer after ${seconds(timeouts.firstTokenMs)}. Retry to ask again.`
    : `The model stopped responding: nothing for ${seconds(timeouts.idleMs)} mid-answer. Continue or retry it.`;
}

/**
 * A watchdog over one provider stream: fires `onTimeout` once when the first chunk takes longer
 * than `firstTokenMs`, or a later one longer than `idleMs`. Call `chunk()` for every chunk and
 * `stop()` when the stream ends.
 */
export function createStallWatch(timeouts: TurnTimeouts, onTimeout: (kind: "first" | "idle") => void) {
  let fired = false;
  let timer: NodeJS.Timeout | null = null;
  const arm = (kind: "first" | "idle") => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(
      () => {
        fired = true;
        onTimeout(kind);
      },
      kind === "first" ? timeouts.firstTokenMs : timeouts.idleMs,
    );
  };
  arm("first");
  return {
    chunk() {
      if (!fired) arm("idle");
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      fired = true;
    },
  };
}
