/**
 * Typed application errors. `code` is "kind:subject" (for example "not_found:node"), stable enough
 * for tests and clients to branch on; `message` is written for the person reading it in the UI.
 */
export type ErrorKind =
  | "not_found"
  | "invalid"
  | "unauthorized"
  | "conflict"
  | "forbidden"
  | "too_large"
  | "misdirected"
  | "rate_limited"
  | "provider"
  | "internal";

export class AppError extends Error {
  readonly code: string;
  readonly kind: ErrorKind;
  readonly status: number;
  /** invalid:input: the message of each field that failed, by path ("title", "selectedIds.0"). */
  readonly fields?: Record<string, string>;

  constructor(code: `${ErrorKind}:${string}`, message: string, options: { fields?: Record<string, string> } = {}) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.kind = code.split(":")[0] as ErrorKind;
    this.status = statusOf(this.kind);
    if (options.fields) this.fields = options.fields;
  }
}

function statusOf(kind: ErrorKind): number {
  switch (kind) {
    case "not_found":
      return 404;
    case "invalid":
      return 400;
    case "conflict":
      return 409;
    case "unauthorized":
      return 401;
    case "forbidden":
      return 403;
    case "too_large":
      return 413;
    case "misdirected":
      return 421;
    case "rate_limited":
      return 429;
    case "provider":
      return 502;
    default:
      return 500;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** A plain, serialisable view of any error, safe to send to a client. */
export function toErrorPayload(error: unknown): { code: string; message: string } {
  if (isAppError(error)) return { code: error.code, message: error.message };
  return { code: "internal:unexpected", message: "Something went wrong on the server. Nothing was changed." };
}
