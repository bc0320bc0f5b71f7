import "server-only";
import { z } from "zod";
import { AppError, isAppError, toErrorPayload } from "./errors";
import { logError } from "./log";
import { countError } from "./observability/metrics";

/**
 * The one error shape of every JSON route (the web's routes, /api/v1, the MCP server's tool errors):
 * `{ error: { code, message, fields? } }`, sent with the HTTP status of the code's kind
 * (not_found 404, invalid 400, unauthorized 401, forbidden 403, conflict 409, too_large 413,
 * rate_limited 429, provider 502, anything unexpected 500).
 */
export interface ErrorEnvelope {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/**
 * A zod failure as the invalid:input error that server actions and routes report: the first
 * issue's message (prefixed with its path), and every failing field's message by path.
 */
export function inputError(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join(".") || "input"] ??= issue.message;
  const first = error.issues[0];
  const where = first?.path.length ? `${first.path.join(".")}: ` : "";
  return new AppError("invalid:input", `${where}${first?.message ?? "Invalid input."}`, { fields });
}

/** Any error as the envelope and its status; unexpected errors are logged and told apart from none. */
export function errorEnvelope(error: unknown): { status: number; body: ErrorEnvelope } {
  const known = error instanceof z.ZodError ? inputError(error) : error;
  if (!isAppError(known)) logError("[route] unexpected failure", error);
  const payload = toErrorPayload(known);
  countError(payload.code);
  const fields = isAppError(known) ? known.fields : undefined;
  return {
    status: isAppError(known) ? known.status : 500,
    body: { error: fields ? { ...payload, fields } : payload },
  };
}

/** A JSON error response for route handlers, with the status of its AppError kind. */
export function errorResponse(error: unknown): Response {
  const { status, body } = errorEnvelope(error);
  return Response.json(body, { status });
}

/** Runs a GET handler body and answers with its JSON, or with a clear error. */
export async function jsonOrError<T>(load: () => Promise<T>): Promise<Response> {
  try {
    return Response.json(await load());
  } catch (error) {
    return errorResponse(error);
  }
}
