/** An error from one of our JSON routes, carrying the server's code and readable message. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** GET a JSON route; throws ApiError with the server's message on failure. */
export async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  return (await (await fetchOk(url, init)).json()) as T;
}

/** GET a route and return its successful response; throws ApiError with the server's message on failure. */
export async function fetchOk(url: string, init?: RequestInit): Promise<Response> {
  return okOrThrow(await fetch(url, { ...init, headers: { accept: "application/json", ...init?.headers } }));
}

/** `response` when it succeeded; else throws ApiError with the server's message (its JSON error body). */
export async function okOrThrow(response: Response): Promise<Response> {
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { code: string; message: string } } | null;
    throw new ApiError(
      body?.error?.code ?? "internal:http",
      body?.error?.message ?? `Request failed (${response.status}).`,
      response.status,
    );
  }
  return response;
}

/** The readable message inside an error thrown by fetch, useChat or a route (which may send JSON). */
export function readableError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  try {
    const parsed = JSON.parse(message) as { error?: { message?: string } };
    if (parsed?.error?.message) return parsed.error.message;
  } catch {
    // not JSON: the message is already text
  }
  return message || "Something went wrong.";
}
