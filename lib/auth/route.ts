import "server-only";
import type { z } from "zod";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { errorResponse } from "@/lib/http";
import { cleanInput, cleanText } from "@/lib/shared/text-input";
import { REQUEST_ID_HEADER, requestIdFrom, withWorkContext } from "@/lib/observability/context";
import { logEvent } from "@/lib/observability/logger";
import { observeRequest, routeLabel } from "@/lib/observability/metrics";
import { authorize, type AccessSpec } from "./authorize";
import { parseJsonLimited, readBodyLimited } from "./body";
import { isAllowedHost, isBearerWithoutCookie, isCredentialLessApiCall, isSameOrigin } from "./hosts";
import {
  RateLimitError,
  takeAddressLimit,
  takeRequestLimit,
  type AddressBucket,
  type RequestBucket,
} from "./rate-limit";
import type { Access, Viewer } from "./types";

type Params = Record<string, string>;

/** What the access function of a route sees: the path params, the parsed body and the query. */
export interface RouteInput<P extends Params, B> {
  params: P;
  body: B;
  query: URLSearchParams;
}

export interface RouteSpec<P extends Params, B> {
  /** The record the request acts on (the guard walks it to its project), or an explicit form. */
  access: AccessSpec<RouteInput<P, B>>["access"];
  /**
   * What a record spec needs (read by default). With `access: "authenticated"`, `need: "read"`
   * declares that the route only reads whatever its method (a POST search, a JSON-RPC endpoint that
   * guards each call itself), so read-only and project API tokens may call it; otherwise their
   * POST/PUT/PATCH/DELETE to an "authenticated" route is forbidden:write.
   */
  need?: "read" | "write" | "owner";
  /**
   * JSON body schema (content-type must be application/json); "raw" hands the handler a re-readable
   * request (a JSON body checked for depth here); "upload" reads it unparsed, after the guard and the
   * rate limit, and hands the handler its bytes (`upload`, owning their whole ArrayBuffer, so they can
   * be transferred to a worker thread) to check off the event loop (the chat import's thread).
   */
  body?: z.ZodType<B> | "raw" | "upload";
  /** Largest body read (413 beyond it); MAX_BODY_BYTES by default. */
  maxBytes?: number;
  /** Per-user rate limit bucket (RATE_LIMIT_CHAT / RATE_LIMIT_IMPORT). */
  rateLimit?: RequestBucket;
  /**
   * Per-address limit of a public route (`access: "public"`: a share link's live stream and images),
   * taken before anything is read (`takeAddressLimit`, ./rate-limit.ts: 429 with Retry-After past it).
   */
  addressLimit?: AddressBucket;
  /**
   * How many requests of `rateLimit`'s bucket this one counts for, asked after the guard (default 1;
   * 0: not counted): a tree load by the tree's size (`treeLoadHitsOf`, ./rate-limit.ts).
   */
  rateHits?: (input: RouteInput<P, B>) => Promise<number>;
}

export type RouteContext = { viewer: Viewer | null } | Access;

/**
 * Wraps a route handler with everything every route needs, once: the Host allow-list, the
 * Origin check for state-changing methods, the content type, the body limit (413, streamed with a
 * counter), the JSON depth limit (400), the membership guard, and the per-user rate limit. NUL
 * characters are removed from the params, the query and the JSON body (lib/shared/text-input.ts).
 * The handler returns a Response, or data that is sent as JSON. It runs under the request's id
 * (`x-request-id`, set by the proxy) and each request is timed and logged (lib/observability).
 *
 * @example
 * export const GET = defineRoute({ access: ({ params }) => ({ nodeId: params.nodeId }), need: "read" },
 *   ({ params }) => loadNodeView(params.nodeId));
 */
export function defineRoute<P extends Params = Params, B = undefined>(
  spec: RouteSpec<P, B>,
  handler: (
    input: RouteInput<P, B> & { request: Request; ctx: RouteContext; upload: Uint8Array | undefined },
  ) => Promise<unknown>,
) {
  const handle = async (request: Request, context?: { params?: Promise<P> }): Promise<Response> => {
    let release: (() => void) | undefined;
    try {
      checkRequest(request);
      if (spec.addressLimit) await takeAddressLimit(spec.addressLimit, request.headers);
      const params = cleanInput((await context?.params) ?? {}) as P;
      const query = new URLSearchParams(
        [...new URL(request.url).searchParams].map(([k, v]) => [cleanText(k), cleanText(v)]),
      );
      let body = undefined as B;
      let forwarded = request;
      let uploaded: Uint8Array | undefined;
      const readBody = async () => {
        if (!spec.body) return;
        const bytes = await readBodyLimited(request, spec.maxBytes ?? getEnv().MAX_BODY_BYTES);
        if (spec.body === "upload") {
          // The bytes as read, not a re-readable copy of the request: a second Request over them and
          // its arrayBuffer() copied a 20 MB upload twice more on the event loop (bench:abuse).
          uploaded = bytes;
        } else if (spec.body === "raw") {
          forwarded = new Request(request.url, {
            method: request.method,
            headers: request.headers,
            body: bytes as BodyInit,
            signal: request.signal,
          });
          const type = request.headers.get("content-type") ?? "";
          if (type.includes("application/json")) cleanInput(parseJsonLimited(new TextDecoder().decode(bytes)));
        } else {
          requireJson(request);
          body = spec.body.parse(cleanInput(parseJsonLimited(new TextDecoder().decode(bytes) || "{}")));
        }
      };
      // An upload's access names no part of its body: the guard and the rate limit answer first, so
      // a refused upload (429 while one account floods imports) costs no read of its megabytes.
      const upload = spec.body === "upload";
      if (!upload) await readBody();
      const accessSpec = (
        typeof spec.access === "string" ? { access: spec.access } : { access: spec.access, need: spec.need ?? "read" }
      ) as AccessSpec<RouteInput<P, B>>;
      const ctx = await authorize(
        accessSpec,
        { params, body, query },
        {
          refreshSession: !SAFE_METHODS.has(request.method),
          headers: request.headers,
          writes: !SAFE_METHODS.has(request.method) && !(typeof spec.access === "string" && spec.need === "read"),
        },
      );
      // Imports (chat exports, documents, attachments) and exports: one at a time per account,
      // refused before an upload's body is read; every limited request counts per user.
      if (spec.rateLimit && ctx.viewer)
        release = await takeRequestLimit(
          spec.rateLimit,
          ctx.viewer.userId,
          spec.rateHits ? await spec.rateHits({ params, body, query }) : 1,
        );
      if (upload) await readBody();
      const result = await handler({ params, body, query, request: forwarded, ctx, upload: uploaded });
      return result instanceof Response ? result : Response.json(result);
    } catch (error) {
      const response = errorResponse(error);
      if (error instanceof RateLimitError) response.headers.set("retry-after", String(error.retryAfter));
      return response;
    } finally {
      release?.();
    }
  };
  return (request: Request, context?: { params?: Promise<P> }): Promise<Response> =>
    observed(request, () => handle(request, context));
}

/**
 * Runs a route handler under the request's id (the proxy's `x-request-id`, or a new one), then
 * records its latency by route pattern and logs one line for it (method, route, status, time).
 */
export async function observed(request: Request, handle: () => Promise<Response>): Promise<Response> {
  const requestId = requestIdFrom(request.headers.get(REQUEST_ID_HEADER));
  const started = performance.now();
  const response = await withWorkContext({ requestId }, handle);
  const ms = performance.now() - started;
  const route = routeLabel(new URL(request.url).pathname);
  observeRequest(route, request.method, response.status, ms / 1000);
  withWorkContext({ requestId }, () =>
    logEvent("info", "http.request", { method: request.method, route, status: response.status, ms: Math.round(ms) }),
  );
  try {
    response.headers.set(REQUEST_ID_HEADER, requestId);
  } catch {
    // A response with immutable headers (a fetched one passed through) keeps them.
  }
  return response;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The Host must be one of ours (DNS rebinding sends a foreign name) and a state-changing request
 * must come from our own origin, unless it authenticates with a bearer token and sends no cookie
 * (`isBearerWithoutCookie`: not forgeable by a browser; the Host rule still holds). The proxy applies the same rule to every request but the uploads
 * (left out of its matcher, see proxy.ts); routes repeat it so that a handler is safe on its own.
 *
 * @throws AppError misdirected:host (421) | forbidden:origin
 */
export function checkRequest(request: Request): void {
  // A request built in-process (tests) has no Host header; its URL carries the host instead.
  const host = request.headers.get("host") ?? new URL(request.url).host;
  // 421 Misdirected Request, as the proxy answers on every other route (issue 32, finding 7).
  if (!isAllowedHost(host))
    throw new AppError("misdirected:host", "Misdirected request: this server does not answer to that host name.");
  if (
    !SAFE_METHODS.has(request.method) &&
    !isBearerWithoutCookie(request.headers) &&
    !isCredentialLessApiCall(request) &&
    !isSameOrigin(request.headers, undefined, host)
  ) {
    throw new AppError("forbidden:origin", "Cross-site request refused: it did not come from this app's pages.");
  }
}

function requireJson(request: Request): void {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") throw new AppError("invalid:content_type", "Send the request as application/json.");
}
