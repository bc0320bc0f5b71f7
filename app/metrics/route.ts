import { defineProbeRoute } from "@/lib/auth/probe";
import { metricsText } from "@/lib/observability/metrics";

export const dynamic = "force-dynamic";

/** Prometheus metrics of this instance (text format), behind `Authorization: Bearer $METRICS_TOKEN`. */
export const GET = defineProbeRoute("metrics", async () => {
  const { text, contentType } = await metricsText();
  return new Response(text, { headers: { "content-type": contentType, "cache-control": "no-store" } });
});
