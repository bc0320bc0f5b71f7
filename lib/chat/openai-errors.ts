import "server-only";

/** OpenAI's error `type` for an HTTP status (what its SDKs and tools branch on). */
function errorType(status: number): string {
  if (status === 400 || status === 413 || status === 415) return "invalid_request_error";
  if (status === 401) return "authentication_error";
  if (status === 403) return "permission_error";
  if (status === 404) return "not_found_error";
  if (status === 409) return "conflict_error";
  if (status === 429) return "rate_limit_error";
  return "server_error";
}

/**
 * Wraps a route handler of the OpenAI-compatible endpoints so that its errors have OpenAI's shape,
 * `{error: {message, type, code, param}}`, with the same status and headers (Retry-After on 429).
 * `code` keeps Canopy's code ("not_found:node", "forbidden:write", ...).
 */
export function withOpenAIErrors<A extends unknown[]>(
  handler: (request: Request, ...rest: A) => Promise<Response>,
): (request: Request, ...rest: A) => Promise<Response> {
  return async (request, ...rest) => {
    const response = await handler(request, ...rest);
    if (response.ok || !(response.headers.get("content-type") ?? "").includes("application/json")) return response;
    const payload = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    const headers = new Headers(response.headers);
    headers.delete("content-length");
    return Response.json(
      {
        error: {
          message: payload?.error?.message ?? response.statusText,
          type: errorType(response.status),
          code: payload?.error?.code ?? null,
          param: null,
        },
      },
      { status: response.status, headers },
    );
  };
}
