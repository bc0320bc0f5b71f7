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
  // Each chunk is copied into one buffer as it arrives (sized from Content-Length when declared),
  // not kept until the end and joined: a 20 MB upload is then one allocation and one copy, and the
  // chunks are garbage at once instead of all at the end (a long collection on the event loop).
  let body = new Uint8Array(Number.isSafeInteger(declared) && declared >= 0 ? declared : 64 * 1024);
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (total + value.byteLength > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    if (total + value.byteLength > body.byteLength) {
      const grown = new Uint8Array(Math.min(maxBytes, Math.max(body.byteLength * 2, total + value.byteLength)));
      grown.set(body.subarray(0, total));
      body = grown;
    }
    body.set(value, total);
    total += value.byteLength;
  }
  // The bytes own their whole ArrayBuffer, so that it can be transferred to a worker thread as it is.
  return total === body.byteLength ? body : body.slice(0, total);
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

/**
 * Largest server action body, in bytes. Must equal `experimental.serverActions.bodySizeLimit` in
 * next.config.mjs (Next refuses more itself, but with a 500); the proxy answers 413 first.
 */
export const SERVER_ACTION_MAX_BYTES = 1024 * 1024;

/**
 * How much of a request body Next buffers for the proxy (`experimental.proxyClientMaxBodySize` in
 * next.config.mjs; Next silently cuts the body there). Every route the proxy runs for reads less
 * than this (server actions 1 MB, chat 256 KB, sign-in a few KB); the upload routes, whose limits
 * are larger, are left out of the proxy's matcher so that their bodies stream to the route.
 */
export const PROXY_BODY_BUFFER_BYTES = 2 * 1024 * 1024;

/** React's reply encoding: `$$…` escapes a string, and these tags stand for values needing no other part. */
const INLINE_REPLY_TAGS = new Set(["$", "u", "I", "N", "-", "D", "n"]);

/**
 * Checks a server action's body before Next decodes it: Next answers 500 to anything it cannot
 * decode (and to a body over its size limit), from code that runs before the action. Our actions
 * take plain JSON arguments, so the body React's client sends is one JSON array (text/plain) whose
 * strings beginning with `$` are escapes or inline values (undefined, NaN, ±Infinity, -0, dates,
 * big integers), or `$0:path` for an object passed twice (it must name an object of the body):
 * references to other parts (`$Q0`, `$F0`, `$h`, `$@1`, `$K`, …) only come with a multipart body,
 * which none of our actions needs.
 *
 * @throws AppError invalid:action_body | invalid:json_depth | invalid:json
 */
export function checkActionBody(contentType: string | null, text: string): void {
  const refuse = (why: string) => new AppError("invalid:action_body", `Malformed server action request: ${why}.`);
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "multipart/form-data" || type === "application/x-www-form-urlencoded")
    throw refuse("this app's actions take JSON arguments, not form data");
  const root = parseJsonLimited(text);
  if (!Array.isArray(root)) throw refuse("the arguments are not a list");
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === "string") {
      if (value[0] !== "$") continue;
      const tag = value[1] ?? "";
      if (value.startsWith("$0:")) {
        if (!isObjectAtPath(root, value.slice(3).split(":"))) throw refuse("a reference to nothing");
        continue;
      }
      if (!INLINE_REPLY_TAGS.has(tag)) throw refuse(`unsupported reference "${value.slice(0, 12)}"`);
      if (tag === "n" && !/^-?\d{1,300}$/.test(value.slice(2))) throw refuse("a malformed big integer");
    } else if (value && typeof value === "object") {
      for (const child of Array.isArray(value) ? value : Object.values(value)) stack.push(child);
    }
  }
}

/** Whether following `path` (own keys only) from `root` reaches an object or array. */
function isObjectAtPath(root: unknown, path: string[]): boolean {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== "object" || !Object.hasOwn(value, key)) return false;
    value = (value as Record<string, unknown>)[key];
  }
  return value !== null && typeof value === "object";
}
