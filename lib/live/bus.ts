import "server-only";
import { EventEmitter } from "node:events";
import { getDbKind } from "@/lib/db/client";
import { listenOnChannel, type JobListener } from "@/lib/db/queries/jobs-notify";
import { LIVE_CHANNEL, notifyLive } from "@/lib/db/queries/live";
import { logError } from "@/lib/log";

/**
 * The signals instances tell each other about conversations: on PostgreSQL a NOTIFY on
 * `canopy_live` (every instance LISTENs, itself included), on SQLite an in-process EventEmitter.
 * Payloads are small (ids, a version, a presence entry): what changed is read from the database.
 */
export type LiveSignal =
  /** A change was recorded: conversation `c` is at version `v` (./publish.ts `publishChange`). */
  | { k: "v"; c: string; v: number }
  /** Answer `i` in conversation `c` was flushed to its row (its text is read from the row). */
  | { k: "a"; c: string; i: string }
  /**
   * Answer `i` (of node `n`) from offset `o` (its row's flushed length) to now: `t`, sent as the model
   * writes (at most every 50 ms, at most ANSWER_PIECE_MAX_CHARS), between flushes of the row.
   */
  | { k: "t"; c: string; n: string; i: string; o: number; t: string }
  /** Who may read changed: check the streams of project `p` (or of conversation `c`) again. */
  | { k: "x"; p?: string; c?: string }
  /** Presence of one tab (`key`) in conversation `c`; `exp` 0: it left. */
  | { k: "p"; c: string; key: string; u: string; nm: string; n: string | null; ty: boolean; exp: number };

type Listener = (signal: LiveSignal) => void;

const state = ((globalThis as { canopyLiveBus?: BusState }).canopyLiveBus ??= {
  emitter: new EventEmitter().setMaxListeners(0),
  listening: null,
});
interface BusState {
  emitter: EventEmitter;
  listening: Promise<JobListener> | null;
}

/**
 * Calls `listener` for every signal of every instance (LISTEN starts with the first listener, on
 * PostgreSQL). `onReconnected`: a lost LISTEN connection is back (signals were missed meanwhile).
 * Returns the unsubscribe.
 */
export function onLiveSignal(listener: Listener, onReconnected?: () => void): () => void {
  state.emitter.on("signal", listener);
  if (onReconnected) state.emitter.on("reconnected", onReconnected);
  if (getDbKind() === "postgres" && !state.listening) {
    state.listening = listenOnChannel(
      LIVE_CHANNEL,
      (payload) => {
        const signal = parseSignal(payload);
        if (signal) state.emitter.emit("signal", signal);
      },
      () => state.emitter.emit("reconnected"),
    );
  }
  return () => {
    state.emitter.off("signal", listener);
    if (onReconnected) state.emitter.off("reconnected", onReconnected);
  };
}

/** Stops listening (tests, shutdown). */
export async function stopLiveBus(): Promise<void> {
  const listening = state.listening;
  state.listening = null;
  await (await listening)?.close();
}

/** Sends a signal to every instance (NOTIFY on PostgreSQL; in process on SQLite). Never throws. */
export async function sendLiveSignal(signal: LiveSignal): Promise<void> {
  if (getDbKind() !== "postgres") {
    emitLocally(signal);
    return;
  }
  await notifyLive(JSON.stringify(signal)).catch((error) => logError("[live] NOTIFY failed", error));
}

/** Delivers a signal to this process's listeners only (SQLite's path; a change recorded on SQLite). */
export function emitLocally(signal: LiveSignal): void {
  state.emitter.emit("signal", signal);
}

function parseSignal(payload: string): LiveSignal | null {
  try {
    const value = JSON.parse(payload) as LiveSignal;
    return value && typeof value === "object" && typeof value.k === "string" ? value : null;
  } catch {
    return null;
  }
}
