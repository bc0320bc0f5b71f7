// No "server-only": the offline model (pure, also run by the CLI and benches) reads it.

/**
 * The instruction that follows a partial answer (sent as the assistant's own message) when the user
 * asks to continue it: the model carries on from where the text stops. The offline engine
 * recognises it and emits the rest of the answer it would have given (lib/ai/offline-model.ts).
 */
export const CONTINUE_INSTRUCTION =
  "Your previous answer was cut off. Continue it exactly where it stops: do not repeat any of it, do not start over, and add no preamble.";

/**
 * The rest of `full` after `partial`, when the partial text is a beginning of it (whitespace
 * differences forgiven); null when it is not.
 */
export function remainderAfter(full: string, partial: string): string | null {
  if (full.startsWith(partial)) return full.slice(partial.length);
  const trimmed = partial.trimEnd();
  if (trimmed && full.startsWith(trimmed)) return full.slice(trimmed.length);
  return null;
}
