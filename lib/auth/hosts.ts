import { getEnv } from "@/lib/env";

const LOCAL_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/** Host names (no port) the app answers to: the loopback names and the host of APP_URL. */
export function allowedHostnames(appUrl = getEnv().APP_URL): string[] {
  const hosts = [...LOCAL_HOSTS];
  if (appUrl) {
    try {
      hosts.push(new URL(appUrl).hostname.toLowerCase());
    } catch {
      // An invalid APP_URL adds nothing; env validation reports it elsewhere.
    }
  }
  return hosts;
}

/** The host name of a Host header value ("example.com:3000" -> "example.com", "[::1]:80" -> "[::1]"). */
export function hostnameOf(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith("[")) return value.slice(0, value.indexOf("]") + 1);
  return value.split(":")[0] ?? "";
}

/** Whether a Host header names this app (DNS rebinding sends a foreign name). */
export function isAllowedHost(host: string | null, appUrl = getEnv().APP_URL): boolean {
  if (!host) return false;
  return allowedHostnames(appUrl).includes(hostnameOf(host));
}

/**
 * Whether a request authenticates with `Authorization: Bearer` and sends no cookie at all: a
 * browser cannot be made to attach someone's token to a forged cross-site request, so such a
 * request is not exposed to CSRF and needs no Origin (API clients send none). A cookie, any
 * cookie, keeps the Origin check.
 */
export function isBearerWithoutCookie(headers: Headers): boolean {
  return !headers.has("cookie") && /^bearer\s+\S/i.test(headers.get("authorization") ?? "");
}

/**
 * Whether a request to the API (/api/v1, /api/mcp) carries no credential at all: no cookie, no
 * Authorization. A browser cannot lend it anyone's authority, so it is no cross-site forgery; it
 * goes on to the route, which answers 401 with a challenge saying how to authenticate, instead of
 * 403 for a missing Origin (issue 32, finding 7).
 */
export function isCredentialLessApiCall(request: { url: string; headers: Headers }): boolean {
  if (request.headers.has("cookie") || request.headers.has("authorization")) return false;
  const path = new URL(request.url).pathname;
  return path === "/api/mcp" || path.startsWith("/api/v1/");
}

/**
 * Whether a state-changing request comes from the app's own pages: its Origin (or, without one, its
 * Referer) must have the request's own host, which itself must be allowed.
 */
export function isSameOrigin(headers: Headers, appUrl = getEnv().APP_URL, host = headers.get("host")): boolean {
  if (!isAllowedHost(host, appUrl)) return false;
  const source = headers.get("origin") ?? headers.get("referer");
  if (!source || source === "null") return false;
  try {
    const url = new URL(source);
    if (url.host.toLowerCase() === host!.toLowerCase()) return true;
    return appUrl !== undefined && url.origin === new URL(appUrl).origin;
  } catch {
    return false;
  }
}

/**
 * The origin people reach this app at, for links they copy (share links): APP_URL's origin when it is
 * set, else the request's own Host (over http, as sign-in assumes without APP_URL), when it is one of
 * the allowed hosts; null when neither is known (the caller shows a relative link).
 *
 * @example publicOrigin("127.0.0.1:3000", undefined) // "http://127.0.0.1:3000"
 */
export function publicOrigin(host: string | null, appUrl = getEnv().APP_URL): string | null {
  if (appUrl) {
    try {
      return new URL(appUrl).origin;
    } catch {
      // An invalid APP_URL: fall back to the request's host (env validation reports it elsewhere).
    }
  }
  return host && isAllowedHost(host, appUrl) ? `http://${host.trim().toLowerCase()}` : null;
}
