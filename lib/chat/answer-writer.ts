import "server-only";
import { flushStreamingAnswer } from "@/lib/db/queries/answers";
import { HEARTBEAT_EVERY_MS } from "./live-answers";
import { logError } from "@/lib/log";

/** Flush the streamed text at least this often, */
export const FLUSH_EVERY_MS = 1_000;
/** or once this many characters are waiting, whichever comes first. */
export const FLUSH_EVERY_CHARS = 300;
const TICK_MS = 250;
/** The text beyond the last flush goes to other viewers (`onPiece`) at most this often, */
export const ANSWER_PIECE_EVERY_MS = 50;
/** when it is at most this long (a NOTIFY payload stays small); a longer tail waits for the flush. */
export const ANSWER_PIECE_MAX_CHARS = 1_000;

export interface AnswerWriter {
  /** The whole answer so far (the continued prefix included). */
  readonly text: string;
  append(delta: string): void;
  /** Stops the timer and waits for the flush in flight; the caller writes the final row. */
  close(): Promise<void>;
}

/**
 * Writes a streaming answer to its row as it grows: one UPDATE of the text and the heartbeat at
 * least every second or every ~300 characters (never one per token), and a heartbeat alone every
 * few seconds while the model is silent. A crash loses at most the last second of text.
 *
 * Each write only touches a row still `streaming`; when none matches (the row was deleted, or swept
 * as interrupted) `onGone` is called once so the turn can stop.
 */
export function createAnswerWriter(
  itemId: string,
  opts: {
    prefix?: string;
    onGone?: () => void;
    onFlush?: () => void;
    /**
     * The text beyond the row's last flush (from `offset`, the flushed length), whenever it grew
     * (at most every ANSWER_PIECE_EVERY_MS): lib/live relays it to other viewers as it is written.
     */
    onPiece?: (offset: number, text: string) => Promise<void>;
  } = {},
): AnswerWriter {
  let text = opts.prefix ?? "";
  let flushedLength = text.length;
  let pieceEnd = text.length;
  let lastPiece = 0;
  // One piece at a time, in order (each is a NOTIFY; out of order they would only be ignored).
  let pieces = Promise.resolve();
  let lastFlush = Date.now();
  let inFlight: Promise<void> | null = null;
  let again = false;
  let gone = false;
  let warned = false;

  const write = async () => {
    do {
      again = false;
      const snapshot = text;
      const now = new Date();
      try {
        // One raw UPDATE (the hottest write of the server: see flushStreamingAnswer).
        const count = await flushStreamingAnswer(itemId, snapshot, now);
        flushedLength = snapshot.length;
        lastFlush = now.getTime();
        if (count === 0 && !gone) {
          gone = true;
          opts.onGone?.();
        } else if (count > 0) opts.onFlush?.(); // live streams read the row (lib/live)
      } catch (error) {
        // A busy database: the next tick tries again; the final write carries the whole text anyway.
        if (!warned) logError("[chat] could not flush the streaming answer", error);
        warned = true;
        lastFlush = Date.now();
      }
    } while (again && !gone);
  };
  const flush = () => {
    if (gone) return;
    if (inFlight) {
      again = true;
      return;
    }
    inFlight = write().finally(() => (inFlight = null));
  };
  const due = () => {
    const waiting = text.length - flushedLength;
    const elapsed = Date.now() - lastFlush;
    return (
      (waiting > 0 && (waiting >= FLUSH_EVERY_CHARS || elapsed >= FLUSH_EVERY_MS)) || elapsed >= HEARTBEAT_EVERY_MS
    );
  };

  // From the flushed length, which the row has for sure (set once its UPDATE is done): a viewer
  // that missed a piece, or joined late, applies the next one after reading the row.
  const sendPiece = (force: boolean) => {
    if (!opts.onPiece || gone || pieceEnd >= text.length) return;
    if (!force && Date.now() - lastPiece < ANSWER_PIECE_EVERY_MS) return;
    if (text.length - flushedLength <= ANSWER_PIECE_MAX_CHARS) {
      const [offset, piece, send] = [flushedLength, text.slice(flushedLength), opts.onPiece];
      pieces = pieces.then(() => send(offset, piece)).catch(() => undefined);
    }
    pieceEnd = text.length;
    lastPiece = Date.now();
  };

  const timer = setInterval(() => {
    sendPiece(true);
    if (due()) flush();
  }, TICK_MS);
  timer.unref?.();

  return {
    get text() {
      return text;
    },
    append(delta) {
      text += delta;
      sendPiece(false);
      if (due()) flush();
    },
    async close() {
      clearInterval(timer);
      gone = true;
      while (inFlight) await inFlight;
    },
  };
}
