import "server-only";
import { timingSafeEqual } from "node:crypto";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { errorResponse } from "@/lib/http";
import { observed } from "./route";

/**
 * Who may read an operations endpoint: "public" (health and readiness: anyone, no session read) or
 * "metrics" (`Authorization: Bearer $METRICS_TOKEN`; with no METRICS_TOKEN the endpoint does not
 * exist, 404, unless METRICS_PUBLIC=1 opens it to anyone who can reach the port).
 */
export type ProbeAccess = "public" | "metrics";

/**
 * The route wrapper of the operations endpoints (GET /api/health, /api/ready, /metrics): unlike
 * {@link defineRoute} it reads no session and accepts any Host, because load balancers and
 * Prometheus call by address (`10.0.0.5:3000`); what they answer holds nothing a visitor could use
 * (a state and counters; metrics behind their token). They never write. Timed and logged like
 * every route.
 */
export function defineProbeRoute(access: ProbeAccess, handler: () => Promise<Response>) {
  return (request: Request): Promise<Response> =>
    observed(request, async () => {
      try {
        if (access === "metrics") checkMetricsToken(request.headers);
        return await handler();
      } catch (error) {
        return errorResponse(error);
      }
    });
}

/**
 * The metrics token check: constant-time comparison of the bearer token with METRICS_TOKEN.
 *
 * @throws AppError not_found:metrics (no token configured, not public) | unauthorized:metrics_token
 */
export function checkMetricsToken(
  headers: Headers,
  env: { METRICS_TOKEN?: string; METRICS_PUBLIC: boolean } = getEnv(),
): void {
  const expected = env.METRICS_TOKEN;
  if (!expected) {
    if (env.METRICS_PUBLIC) return;
    throw new AppError("not_found:metrics", "Metrics are off: set METRICS_TOKEN (or METRICS_PUBLIC=1) to serve them.");
  }
  const given = /^Bearer\s+(.+)$/i.exec(headers.get("authorization")?.trim() ?? "")?.[1] ?? "";
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b))
    throw new AppError("unauthorized:metrics_token", "Send Authorization: Bearer <METRICS_TOKEN> to read the metrics.");
}
