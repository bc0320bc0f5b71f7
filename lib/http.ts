import "server-only";
import { gzipSync } from "node:zlib";
import { z } from "zod";
import { isAppError, toErrorPayload } from "./errors";

/** A JSON error response for route handlers, with the status of its AppError kind. */
export function errorResponse(error: unknown): Response {
  if (error instanceof z.ZodError) {
    const first = error.issues[0];
    return Response.json({ error: { code: "invalid:input", message: first?.message ?? "Invalid request." } }, { status: 400 });
  }
  if (!isAppError(error)) console.error("[route] unexpected failure", error);
  return Response.json({ error: toErrorPayload(error) }, { status: isAppError(error) ? error.status : 500 });
}

/** Runs a GET handler body and answers with its JSON, or with a clear error. */
export async function jsonOrError<T>(load: () => Promise<T>): Promise<Response> {
  try {
    return Response.json(await load());
  } catch (error) {
    return errorResponse(error);
  }
}

/**
 * Like `jsonOrError`, gzipped when the client accepts it. `next start` compresses pages but not
 * route handlers' bodies, and a big tree is megabytes of JSON (4 MB at 10,000 nodes, ~10x smaller gzipped).
 */
export async function compressedJsonOrError<T>(request: Request, load: () => Promise<T>): Promise<Response> {
  let body: string;
  try {
    body = JSON.stringify(await load());
  } catch (error) {
    return errorResponse(error);
  }
  const headers: Record<string, string> = { "content-type": "application/json", vary: "accept-encoding" };
  if (body.length < 1024 || !/\bgzip\b/.test(request.headers.get("accept-encoding") ?? "")) return new Response(body, { headers });
  return new Response(gzipSync(body, { level: 6 }), { headers: { ...headers, "content-encoding": "gzip" } });
}
