import "server-only";
import { z } from "zod";
import { isAppError, toErrorPayload } from "./errors";
import { logError } from "./log";

/** A JSON error response for route handlers, with the status of its AppError kind. */
export function errorResponse(error: unknown): Response {
  if (error instanceof z.ZodError) {
    const first = error.issues[0];
    return Response.json(
      { error: { code: "invalid:input", message: first?.message ?? "Invalid request." } },
      { status: 400 },
    );
  }
  if (!isAppError(error)) logError("[route] unexpected failure", error);
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
