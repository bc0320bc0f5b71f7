import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { freePort } from "./own-server";

// A real Prometheus (Debian's package) scrapes the e2e server's /metrics with the bearer token
// (METRICS_TOKEN in playwright.config.ts); a second job with a wrong token must be refused.

const PROMETHEUS = process.env.PROMETHEUS_PATH ?? "/usr/bin/prometheus";
const METRICS_TOKEN = "e2e-metrics-token";

let prometheus: ChildProcess | undefined;
let dir: string | undefined;

test.afterAll(async () => {
  if (prometheus && prometheus.exitCode === null) {
    const exited = new Promise((resolve) => prometheus!.once("exit", resolve));
    prometheus.kill("SIGTERM");
    await exited;
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

type Target = { labels: { job: string }; health: string; lastError: string };
type Sample = { metric: Record<string, string>; value: [number, string] };

test("Prometheus scrapes /metrics with the token; a wrong token is refused", async ({ baseURL }) => {
  // Skipped only on a developer's machine without it; under CI a missing Prometheus fails below.
  test.skip(
    !existsSync(PROMETHEUS) && !process.env.CI,
    `Debian's prometheus is not installed at ${PROMETHEUS} (apt-get install prometheus; .ci/run installs it)`,
  );
  expect(existsSync(PROMETHEUS), `Debian's prometheus must be installed at ${PROMETHEUS} under CI (.ci/run)`).toBe(
    true,
  );
  test.setTimeout(120_000);
  const app = new URL(baseURL!);
  // Something to count: a request that is not the scrape itself.
  expect((await fetch(`${baseURL}/api/health`)).status).toBe(200);

  dir = mkdtempSync(join(tmpdir(), "canopy-prometheus-"));
  const port = await freePort();
  const job = (name: string, token: string) =>
    [
      `  - job_name: ${name}`,
      `    metrics_path: /metrics`,
      `    authorization:`,
      `      type: Bearer`,
      `      credentials: ${token}`,
      `    static_configs:`,
      `      - targets: ["${app.host}"]`,
    ].join("\n");
  writeFileSync(
    join(dir, "prometheus.yml"),
    [
      "global:",
      "  scrape_interval: 1s",
      "  scrape_timeout: 1s",
      "scrape_configs:",
      job("canopy", METRICS_TOKEN),
      job("wrong-token", "not-the-token"),
    ].join("\n") + "\n",
  );
  prometheus = spawn(
    PROMETHEUS,
    [
      `--config.file=${join(dir, "prometheus.yml")}`,
      `--storage.tsdb.path=${join(dir, "data")}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: "ignore" },
  );
  const api = `http://127.0.0.1:${port}/api/v1`;

  const targets = async (): Promise<Record<string, Target>> => {
    try {
      const body = (await (await fetch(`${api}/targets`)).json()) as { data: { activeTargets: Target[] } };
      return Object.fromEntries(body.data.activeTargets.map((t) => [t.labels.job, t]));
    } catch {
      return {}; // not listening yet
    }
  };
  await expect.poll(async () => (await targets()).canopy?.health, { timeout: 60_000, intervals: [250] }).toBe("up");
  await expect
    .poll(async () => (await targets())["wrong-token"]?.health, { timeout: 30_000, intervals: [250] })
    .toBe("down");
  expect((await targets())["wrong-token"]!.lastError).toContain("401");

  const query = async (promql: string): Promise<Sample[]> => {
    const body = (await (await fetch(`${api}/query?query=${encodeURIComponent(promql)}`)).json()) as {
      data: { result: Sample[] };
    };
    return body.data.result;
  };
  // Scraped: the app's own series, with the route it was asked on.
  await expect
    .poll(
      async () => (await query('canopy_http_request_duration_seconds_count{job="canopy",route="/api/health"}')).length,
      {
        timeout: 30_000,
        intervals: [250],
      },
    )
    .toBeGreaterThan(0);
  const queue = await query('canopy_job_queue_depth{job="canopy"}');
  expect(queue.map((s) => s.metric.status).sort()).toEqual(["queued", "running"]);
  expect(await query('up{job="canopy"}')).toEqual([expect.objectContaining({ value: [expect.any(Number), "1"] })]);
});
