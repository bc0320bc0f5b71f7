import { defineProbeRoute } from "@/lib/auth/probe";
import { checkReadiness } from "@/lib/workers/readiness";

export const dynamic = "force-dynamic";

/**
 * Readiness for a load balancer: 200 when the database answers, the migrations are applied and the
 * job runner runs; 503 with the failing checks otherwise (and from the moment shutdown begins).
 */
export const GET = defineProbeRoute("public", async () => {
  const readiness = await checkReadiness();
  return Response.json(
    { status: readiness.ready ? "ready" : "not_ready", failing: readiness.failing, checks: readiness.checks },
    { status: readiness.ready ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
});
