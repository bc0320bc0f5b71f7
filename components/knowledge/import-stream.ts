/** One line of the import route's NDJSON stream, as the browser reads it. */
export type ImportProgressEvent = { phase: "parse" | "summarise" | "save"; done: number; total: number };
export type ImportSummary = { documents: number; chunks: number; leaves: number; depth: number; chars: number; resummarised: number; engine: string };
type ImportEvent = ({ type: "progress" } & ImportProgressEvent) | { type: "done"; result: ImportSummary } | { type: "error"; error: { message: string } };

/**
 * Reads the import route's answer: a JSON error response, or NDJSON progress lines then `done` or
 * `error`. Calls `onProgress` per progress line; resolves with the result, throws with the message.
 */
export async function readImportStream(response: Response, onProgress: (p: ImportProgressEvent) => void): Promise<ImportSummary> {
  if (!response.ok || !response.body) {
    const payload = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(payload?.error?.message ?? `The import failed (${response.status}).`);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let result: ImportSummary | null = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const line of lines.filter(Boolean)) {
      const event = JSON.parse(line) as ImportEvent;
      if (event.type === "progress") onProgress({ phase: event.phase, done: event.done, total: event.total });
      if (event.type === "done") result = event.result;
      if (event.type === "error") throw new Error(event.error.message);
    }
  }
  if (!result) throw new Error("The import stopped before it finished.");
  return result;
}
