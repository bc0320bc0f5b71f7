import { defineProbeRoute } from "@/lib/auth/probe";

export const dynamic = "force-dynamic";

/** Liveness: 200 while the process serves requests. Touches nothing (not even the database). */
export const GET = defineProbeRoute("public", async () =>
  Response.json({ status: "ok", uptimeSeconds: Math.round(process.uptime()) }, { headers: NO_STORE }),
);

const NO_STORE = { "cache-control": "no-store" };
