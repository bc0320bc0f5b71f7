import { NextResponse, type NextRequest } from "next/server";
import { STORED_IMAGE_CSP, STORED_IMAGE_PATH } from "@/lib/shared/image-text";
import {
  checkActionBody,
  formatBytes,
  PROXY_BODY_BUFFER_BYTES,
  readBodyLimited,
  SERVER_ACTION_MAX_BYTES,
} from "@/lib/auth/body";
import { isAllowedHost, isBearerWithoutCookie, isCredentialLessApiCall, isSameOrigin } from "@/lib/auth/hosts";
import { isAppError, toErrorPayload } from "@/lib/errors";
import { RateLimitError, takeAddressLimit } from "@/lib/auth/rate-limit";
import { REQUEST_ID_HEADER, requestIdFrom } from "@/lib/observability/context";

/**
 * Runs before every request but the uploads (see `config.matcher`): refuses foreign Host names (DNS
 * rebinding), cross-site state-changing requests (server actions are POSTs too; an API request with
 * a bearer token and no cookie cannot be forged by a browser and needs no Origin), paths that are not
 * valid percent-encoding (400, where Next would answer 500), bodies over the proxy's buffer (413)
 * and server action bodies Next could not decode or would refuse with a 500 (400/413), and sets
 * the security headers, with a fresh nonce for the Content-Security-Policy on each page.
 * Every request gets its id here (`x-request-id`: the client's when well-formed, else a new one),
 * passed to the route and sent back. The operations endpoints (health, readiness, metrics) pass
 * whatever the Host: load balancers and Prometheus call by address.
 */
export async function proxy(request: NextRequest) {
  const requestId = requestIdFrom(request.headers.get(REQUEST_ID_HEADER));
  if (isProbe(request)) {
    const headers = new Headers(request.headers);
    headers.set(REQUEST_ID_HEADER, requestId);
    const response = NextResponse.next({ request: { headers } });
    response.headers.set(REQUEST_ID_HEADER, requestId);
    return response;
  }
  if (!isAllowedHost(request.headers.get("host"))) {
    return new NextResponse("Misdirected request: this server does not answer to that host name.", { status: 421 });
  }
  if (
    !["GET", "HEAD", "OPTIONS"].includes(request.method) &&
    !isBearerWithoutCookie(request.headers) &&
    !isCredentialLessApiCall(request) &&
    !isSameOrigin(request.headers)
  ) {
    return NextResponse.json(
      { error: { code: "forbidden:origin", message: "Cross-site request refused." } },
      { status: 403 },
    );
  }
  const refused = malformedPath(request) ?? (await refusedBody(request)) ?? (await sharePageLimit(request));
  if (refused) return refused;
  const nonce = btoa(crypto.randomUUID());
  // A stored image keeps its own policy: nothing runs, sandboxed (lib/media/serve.ts).
  const csp = STORED_IMAGE_PATH.test(request.nextUrl.pathname)
    ? STORED_IMAGE_CSP
    : contentSecurityPolicy(nonce, process.env.NODE_ENV !== "production");
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set(REQUEST_ID_HEADER, requestId);
  requestHeaders.set("content-security-policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("content-security-policy", csp);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value);
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}

/**
 * A shared page (`/share/<token>`: public, no account to count per) is counted per client address,
 * as its live stream is in its route (`addressLimit`, lib/auth/route.ts): past RATE_LIMIT_SHARE in a
 * window a known address gets 429 with Retry-After; unknown addresses are slowed, never refused
 * (`takeAddressLimit`, lib/auth/rate-limit.ts). Here, because a page cannot answer 429 itself.
 */
async function sharePageLimit(request: NextRequest): Promise<NextResponse | null> {
  if (!request.nextUrl.pathname.startsWith("/share/")) return null;
  try {
    await takeAddressLimit("share", request.headers);
    return null;
  } catch (error) {
    if (!(error instanceof RateLimitError)) throw error;
    return new NextResponse(error.message, {
      status: 429,
      headers: { "retry-after": String(error.retryAfter), "content-type": "text/plain; charset=utf-8" },
    });
  }
}

/** GET /api/health, /api/ready and /metrics (lib/auth/probe.ts): read-only, no session, any Host. */
export const PROBE_PATHS = new Set(["/api/health", "/api/ready", "/metrics"]);

function isProbe(request: NextRequest): boolean {
  return (request.method === "GET" || request.method === "HEAD") && PROBE_PATHS.has(request.nextUrl.pathname);
}

const jsonError = (code: string, message: string, status: number) =>
  NextResponse.json({ error: { code, message } }, { status });

/** A path segment that is not valid percent-encoding (`/api/nodes/%ff`): Next's router would answer 500. */
function malformedPath(request: NextRequest): NextResponse | null {
  for (const segment of request.nextUrl.pathname.split("/")) {
    try {
      decodeURIComponent(segment);
    } catch {
      return jsonError("invalid:path", "The address is not valid: it has a malformed %-escape.", 400);
    }
  }
  return null;
}

/**
 * Next hands the proxy a copy of the body and keeps at most `proxyClientMaxBodySize` of it for the
 * route, cutting the rest silently: a declared size over that buffer is refused here. A server
 * action's body (the `Next-Action` header) is read, counted against the action limit and checked
 * for what Next's decoder accepts, since Next answers 500 to anything else.
 */
async function refusedBody(request: NextRequest): Promise<NextResponse | null> {
  if (["GET", "HEAD", "OPTIONS"].includes(request.method)) return null;
  const isAction = request.method === "POST" && request.headers.has("next-action");
  const limit = isAction ? SERVER_ACTION_MAX_BYTES : PROXY_BODY_BUFFER_BYTES;
  const tooLarge = () =>
    jsonError("too_large:body", `The request body is larger than the limit of ${formatBytes(limit)}.`, 413);
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > limit) return tooLarge();
  if (!isAction) return null;
  try {
    const bytes = await readBodyLimited(request, limit);
    checkActionBody(request.headers.get("content-type"), new TextDecoder().decode(bytes));
  } catch (error) {
    if (!isAppError(error)) throw error;
    const { code, message } = toErrorPayload(error);
    return jsonError(code, message, error.status);
  }
  return null;
}

export const SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "x-frame-options": "DENY",
};

/** Scripts only with this request's nonce; inline styles stay allowed (React Flow positions nodes with style attributes). */
function contentSecurityPolicy(nonce: string, dev: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The upload routes (knowledge import, chat import, attachments, the API's document upload, whose
 * documents may be 5 MB) are left out: Next buffers a
 * body for the proxy and cuts it at `proxyClientMaxBodySize`, so their bodies go straight to the
 * route, which counts them as they stream and answers 413 at its own limit (lib/auth/route.ts).
 * Only well-formed ids are left out (`[\w-]+`), so a malformed path still meets the proxy. The route
 * repeats the Host and Origin checks; next.config.mjs sets the static security headers on them.
 */
export const config = {
  matcher: [
    {
      source:
        "/((?!_next/static|_next/image|favicon.ico|api/projects/[\\w-]+/import(?:-chats)?$|api/nodes/[\\w-]+/(?:attachments|images)$|api/v1/projects/[\\w-]+/knowledge/documents$).*)",
    },
  ],
};
