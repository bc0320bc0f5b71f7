import { AppError } from "@/lib/errors";

/** Deepest JSON nesting a request body may have (objects and arrays). */
export const MAX_JSON_DEPTH = 64;

/**
 * Reads a request body with a byte counter and stops at `maxBytes`: a body over the limit is refused
 * (413) without being buffered whole. A Content-Length over the limit is refused before reading.
 *
 * @throws AppError too_large:body
 */
export async function readBodyLimited(request: Request, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = () =>
    new AppError("too_large:body", `The request body is larger than the limit of ${formatBytes(maxBytes)}.`);
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * The deepest nesting of a JSON text, counted iteratively (no recursion over user input). Brackets
 * inside strings do not count.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) max = Math.max(max, ++depth);
    else if (c === 125 || c === 93) depth--;
  }
  return max;
}

/**
 * JSON.parse with a nesting bound: deeper than `maxDepth` is refused with a clear 400 before
 * parsing (a 50,000-deep document would otherwise overflow the stack of any recursive walker).
 *
 * @throws AppError invalid:json_depth | invalid:json
 */
export function parseJsonLimited(text: string, maxDepth = MAX_JSON_DEPTH): unknown {
  if (jsonDepth(text) > maxDepth)
    throw new AppError("invalid:json_depth", `The JSON is nested more than ${maxDepth} levels deep.`);
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("invalid:json", "The request body is not valid JSON.");
  }
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
