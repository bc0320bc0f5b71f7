import "server-only";
import type { z } from "zod";
import type { ActionResult } from "@/lib/actions/safe-action";
import { authorize } from "@/lib/auth/authorize";
import { runAsViewer } from "@/lib/auth/current";
import { takeRequestLimit, type RequestBucket } from "@/lib/auth/rate-limit";
import type { AccessTarget, Need, ProjectRole, Viewer } from "@/lib/auth/types";
import { AppError, type ErrorKind } from "@/lib/errors";
import { inputError } from "@/lib/http";
import { cleanInput } from "@/lib/shared/text-input";

/** What an operation does to the data: reads, writes, or deletes/replaces for good. */
export type Effect = "read" | "write" | "destructive";

/** What a granted operation hands to its `run`: the viewer and, for a record, its project and role. */
export interface OperationContext {
  viewer: Viewer;
  projectId?: string;
  role?: ProjectRole;
  /** The HTTP request when the operation came through /api/v1 (the MCP server has none of its own). */
  request?: Request;
}

/**
 * One operation of Canopy's API: the single description that /api/v1's route handlers, the OpenAPI
 * document, the MCP server's tools and the command line's remote mode all read. `input` is the zod
 * schema of everything the caller sends (path parameters, then the query for GET/DELETE or the JSON
 * body for POST), built from the same schemas as the server actions; `run` calls the same lib/
 * functions as the actions (or the actions themselves, which guard again).
 */
export interface Operation<S extends z.ZodObject = z.ZodObject, R = unknown> {
  /** operationId, camelCase ("mergeNode"). */
  id: string;
  method: "GET" | "POST" | "DELETE";
  /** Below /api/v1, with `{param}` placeholders ("/nodes/{nodeId}/merge"). */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  input: S;
  /** "text": the body is plain text (text/markdown or text/plain) handed to `run` as `input.text`. */
  body?: "json" | "text";
  /** Who may call it: a record and a need, or any signed-in user. */
  need: Need | "authenticated" | "admin";
  access?: (input: z.output<S>) => AccessTarget;
  effect: Effect;
  rateLimit?: RequestBucket;
  /** How many requests of `rateLimit`'s bucket a call counts for (default 1; 0: none): a tree read by its size. */
  rateHits?: (input: z.output<S>) => Promise<number>;
  /** Success status (200 unless said). */
  status?: number;
  /** What a success answers (the OpenAPI document's response). */
  response: { description: string; type?: "application/json" | "text/event-stream" | "file" };
  run: (input: z.output<S>, ctx: OperationContext) => Promise<R | Response>;
}

/** Declares an operation (typed `run` input from its schema). */
export function defineOperation<S extends z.ZodObject, R>(op: Operation<S, R>): Operation<S, R> {
  return op;
}

/** The names of an operation's path parameters, in order ("/nodes/{nodeId}/merge" -> ["nodeId"]). */
export function pathParams(op: Pick<Operation, "path">): string[] {
  return [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

/**
 * Runs an operation for `viewer`: validates the input with the operation's schema (400 invalid:input
 * with the failing fields), applies the one guard (`authorize`: no viewer 401, a record the viewer may
 * not see 404 like a missing one, a viewer's write 403), takes the per-user rate limit, and calls
 * `run` as that viewer (so the actions it calls see the same viewer). Shared by /api/v1 and the MCP
 * server: nothing else decides who may do what.
 *
 * @throws AppError invalid:input | unauthorized:session | not_found:* | forbidden:* | rate_limited:* | whatever `run` throws
 */
export async function invokeOperation<S extends z.ZodObject, R>(
  op: Operation<S, R>,
  raw: Record<string, unknown>,
  viewer: Viewer | null,
  request?: Request,
): Promise<R | Response> {
  const parsed = op.input.safeParse(cleanInput(raw));
  if (!parsed.success) throw inputError(parsed.error);
  const input = parsed.data as z.output<S>;
  return runAsViewer(viewer, async () => {
    const spec =
      op.need === "admin"
        ? ({ access: "admin" } as const)
        : op.need === "authenticated" || !op.access
          ? ({ access: "authenticated" } as const)
          : { access: op.access, need: op.need };
    const granted = await authorize(spec, input, { refreshSession: op.effect !== "read" });
    const ctx: OperationContext = { ...(granted as OperationContext), request };
    const release = op.rateLimit
      ? await takeRequestLimit(op.rateLimit, ctx.viewer.userId, op.rateHits ? await op.rateHits(input) : 1)
      : undefined;
    try {
      return await op.run(input, ctx);
    } finally {
      release?.();
    }
  });
}

/**
 * A server action's result as a value, or its error thrown as the AppError it was (same code,
 * message and fields), for operations that call the action itself.
 *
 * @throws AppError the action's error
 */
export async function fromAction<T>(result: Promise<ActionResult<T>>): Promise<T> {
  const settled = await result;
  if (settled.ok) return settled.data;
  const { code, message, fields } = settled.error;
  throw new AppError(code as `${ErrorKind}:${string}`, message, { fields });
}
