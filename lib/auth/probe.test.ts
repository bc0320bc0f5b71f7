import { readdirSync } from "node:fs";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { GET as health } from "@/app/api/health/route";
import { GET as ready } from "@/app/api/ready/route";
import { GET as metrics } from "@/app/metrics/route";
import { getDb, getDbKind } from "@/lib/db/client";
import { resetEnv } from "@/lib/env";
import { startJobs, stopJobs } from "@/lib/jobs/queue";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { proxy } from "@/proxy";
import { checkMetricsToken } from "./probe";
import { defineRoute } from "./route";

useTestDatabase();

const ORIGIN = "http://localhost:3000";
const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}${path}`, { headers: { host: "localhost:3000", ...headers } });

afterEach(() => {
  delete process.env.METRICS_TOKEN;
  delete process.env.METRICS_PUBLIC;
  resetEnv();
});
afterAll(() => stopJobs());

describe("the metrics token", () => {
  const bearer = (token: string) => new Headers({ authorization: `Bearer ${token}` });
  it("with METRICS_TOKEN: only that bearer token", () => {
    const env = { METRICS_TOKEN: "s3cret-metrics-token", METRICS_PUBLIC: false };
    expect(() => checkMetricsToken(bearer("s3cret-metrics-token"), env)).not.toThrow();
    for (const wrong of [
      bearer("s3cret-metrics-tokeN"),
      bearer("s3cret"),
      new Headers(),
      new Headers({ authorization: "s3cret-metrics-token" }),
    ])
      expect(() => checkMetricsToken(wrong, env)).toThrow(
        expect.objectContaining({ code: "unauthorized:metrics_token" }),
      );
  });
  it("without METRICS_TOKEN: off (404) unless METRICS_PUBLIC", () => {
    expect(() => checkMetricsToken(new Headers(), { METRICS_PUBLIC: false })).toThrow(
      expect.objectContaining({ code: "not_found:metrics", status: 404 }),
    );
    expect(() => checkMetricsToken(new Headers(), { METRICS_PUBLIC: true })).not.toThrow();
  });
});

describe("GET /metrics", () => {
  it("answers 404 when off, 401 with a wrong token, and Prometheus text with the right one", async () => {
    expect((await metrics(get("/metrics"))).status).toBe(404);
    process.env.METRICS_TOKEN = "test-metrics-token";
    resetEnv();
    expect((await metrics(get("/metrics", { authorization: "Bearer nope" }))).status).toBe(401);
    // A route call first, so its latency is in the histogram under its pattern.
    const route = defineRoute({ access: "public" }, async () => ({ ok: true }));
    await route(get("/api/nodes/cabcdefghijklmnopqrstuvwxyz/probe"));
    const response = await metrics(get("/metrics", { authorization: "Bearer test-metrics-token" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    for (const name of [
      "canopy_http_request_duration_seconds",
      "canopy_turns_total",
      "canopy_model_tokens_total",
      "canopy_time_to_first_token_seconds",
      "canopy_tool_calls_total",
      "canopy_job_duration_seconds",
      "canopy_job_wait_seconds",
      "canopy_job_queue_depth",
      "canopy_live_streams",
      "canopy_errors_total",
    ])
      expect(text).toContain(`# TYPE ${name} `);
    expect(text).toMatch(
      /canopy_http_request_duration_seconds_count\{route="\/api\/nodes\/:id\/probe",method="GET",status="200"\} 1/,
    );
    // The refused calls above count as errors by code.
    expect(text).toMatch(/canopy_errors_total\{code="unauthorized:metrics_token"\} [1-9]/);
  });
});

describe("GET /api/health and /api/ready", () => {
  it("health answers 200 without touching anything", async () => {
    const response = await health(get("/api/health"));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok" });
    expect(response.headers.get("x-request-id")).toBeTruthy();
  });

  it("ready is 503 naming what fails, then 200 once migrations are recorded and the job runner runs", async () => {
    const first = await ready(get("/api/ready"));
    expect(first.status).toBe(503);
    const body = (await first.json()) as { failing: string[]; checks: Record<string, { ok: boolean }> };
    expect(body.checks.database.ok).toBe(true);
    // No job runner yet; on SQLite the test database is built from the migration files directly,
    // without a migrations table (PostgreSQL's template is migrated by scripts/pg-migrate.mjs).
    expect(body.failing).toEqual(getDbKind() === "sqlite" ? ["migrations", "jobs"] : ["jobs"]);

    await recordAppliedMigrations();
    await startJobs([]);
    const second = await ready(get("/api/ready"));
    expect([second.status, await second.json()]).toEqual([
      200,
      expect.objectContaining({ status: "ready", failing: [] }),
    ]);
  });
});

describe("the proxy and the operations endpoints", () => {
  const request = (path: string, headers: Record<string, string>) =>
    new NextRequest(`http://10.0.0.5:3000${path}`, { headers });

  it("lets health, readiness and metrics through whatever the Host, and no other path", async () => {
    for (const path of ["/api/health", "/api/ready", "/metrics"]) {
      const response = await proxy(request(path, { host: "10.0.0.5:3000" }));
      expect([path, response.status, response.headers.get("x-middleware-next")]).toEqual([path, 200, "1"]);
    }
    expect((await proxy(request("/api/search", { host: "10.0.0.5:3000" }))).status).toBe(421);
  });

  it("carries a well-formed x-request-id and replaces a malformed one", async () => {
    const kept = await proxy(request("/api/health", { host: "10.0.0.5:3000", "x-request-id": "lb-1234.abc" }));
    expect(kept.headers.get("x-request-id")).toBe("lb-1234.abc");
    const replaced = await proxy(request("/api/health", { host: "10.0.0.5:3000", "x-request-id": 'x" {evil} <b>' }));
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const page = await proxy(new NextRequest(`${ORIGIN}/login`, { headers: { host: "localhost:3000" } }));
    expect(page.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

/**
 * What `prisma migrate deploy` records on SQLite (PostgreSQL's test template is migrated by
 * scripts/pg-migrate.mjs, which recorded them already).
 */
async function recordAppliedMigrations(): Promise<void> {
  if (getDbKind() !== "sqlite") return;
  const names = readdirSync("prisma/migrations", { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  const db = getDb();
  await db.$executeRawUnsafe(
    `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (id TEXT PRIMARY KEY, migration_name TEXT NOT NULL, finished_at DATETIME, rolled_back_at DATETIME)`,
  );
  for (const name of names)
    await db.$executeRawUnsafe(
      `INSERT INTO "_prisma_migrations" (id, migration_name, finished_at) VALUES (?, ?, CURRENT_TIMESTAMP)`,
      name,
      name,
    );
}
