import { pathParams, type Operation } from "@/lib/api/operation";
import { AppError, type ErrorKind } from "@/lib/errors";

/** A remote Canopy instance: its base URL (`--url` / CANOPY_URL) and a personal API token (`--token` / CANOPY_TOKEN). */
export interface Remote {
  url: string;
  token?: string;
}

/**
 * Calls one operation of /api/v1 on a remote instance, built from the same operation table as the
 * server's routes (lib/api/operations): its path parameters are filled from `input`, the rest go
 * to the query (GET, DELETE) or the JSON body (POST); `text` is the body of a text operation.
 * Answers the JSON (or, with `raw`, the Response: an export's file); an error answer is thrown as
 * the AppError the server sent (same code and message).
 *
 * @throws AppError the server's error | internal:unreachable
 */
export async function callRemote<T = Record<string, unknown>>(
  remote: Remote,
  op: Operation,
  input: Record<string, unknown>,
  { text, raw = false }: { text?: string; raw?: boolean } = {},
): Promise<T> {
  const inPath = new Set(pathParams(op));
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(input[name] ?? "")));
  const rest = Object.fromEntries(
    Object.entries(input).filter(([key, value]) => !inPath.has(key) && value !== undefined && value !== null),
  );
  const url = new URL(`${remote.url.replace(/\/+$/, "")}/api/v1${path}`);
  const headers: Record<string, string> = { accept: "application/json" };
  if (remote.token) headers.authorization = `Bearer ${remote.token}`;
  let body: string | undefined;
  if (op.method === "POST" && op.body !== "text") {
    headers["content-type"] = "application/json";
    body = JSON.stringify(rest);
  } else {
    for (const [key, value] of Object.entries(rest)) url.searchParams.set(key, String(value));
    if (op.body === "text") {
      headers["content-type"] = "text/markdown";
      body = text ?? "";
    }
  }
  let response: Response;
  try {
    response = await fetch(url, { method: op.method, headers, body });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new AppError("internal:unreachable", `Could not reach ${url.origin}: ${reason}`);
  }
  if (!response.ok) throw await remoteError(response);
  if (raw) return response as T;
  return (await response.json()) as T;
}

/** The server's error envelope as an AppError, or a plain description of an answer that is not one. */
async function remoteError(response: Response): Promise<AppError> {
  const text = await response.text();
  try {
    const { error } = JSON.parse(text) as {
      error?: { code?: string; message?: string; fields?: Record<string, string> };
    };
    if (error?.code && error.message)
      return new AppError(error.code as `${ErrorKind}:${string}`, error.message, { fields: error.fields });
  } catch {
    // not our envelope (a proxy's page, a 405): described below
  }
  const kind: ErrorKind = response.status === 401 ? "unauthorized" : response.status === 404 ? "not_found" : "internal";
  return new AppError(
    `${kind}:http_${response.status}`,
    `The server answered ${response.status}: ${text.slice(0, 200)}`,
  );
}
