import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const FAKE_PORT = Number(process.env.E2E_FAKE_PROVIDER_PORT ?? 4010);
/** Specs that run in the phone project (and only there). */
const PHONE_SPECS = /phone\.spec\.ts$/;
/** Specs that need two instances on PostgreSQL: playwright.pg.config.ts runs them (npm run test:pg-instances). */
const TWO_INSTANCE_SPECS = /\.pg\.spec\.ts$/;
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * End-to-end tests in a real Chromium against a production build (`next start`) on its own SQLite
 * file, plus a fake OpenAI-compatible provider on 127.0.0.1 for the real-provider path.
 * Debian's chromium is used when present; otherwise Playwright's own browser.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      ...(existsSync(chromium) ? { executablePath: chromium } : {}),
      args: [
        "--no-sandbox",
        "--headless",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      testIgnore: [PHONE_SPECS, TWO_INSTANCE_SPECS],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
    {
      // A phone held upright: touch, the mobile viewport meta honoured, one pane at a time. Only the
      // phone spec runs here (the main flows end to end with taps and long-presses, plus axe at
      // this size): duplicating every desktop spec would double the suite's time.
      name: "phone",
      testMatch: PHONE_SPECS,
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        // Small enough to keep screenshots cheap, still a high-density screen.
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: [
    {
      command: `npx tsx lib/ai/testing/fake-openai-server.ts --port ${FAKE_PORT} --mode ok --delay 40`,
      port: FAKE_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `http://127.0.0.1:${PORT}`,
      reuseExistingServer: false,
      timeout: 900_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        E2E_PORT: String(PORT),
        DATABASE_URL: "file:./data/e2e.db",
        OFFLINE_STREAM_DELAY_MS: "25",
        OPENAI_COMPATIBLE_BASE_URL: `http://127.0.0.1:${FAKE_PORT}/v1`,
        OPENAI_COMPATIBLE_NAME: "Fake provider",
        OPENAI_COMPATIBLE_MODELS: "test-model",
        OPENAI_COMPATIBLE_API_KEY: "test-key",
        // Connections added in the tests point at the fake provider on 127.0.0.1 (docs/connections.md).
        CONNECTIONS_ALLOW_PRIVATE_URLS: "1",
        // MCP servers started by the tool specs listen on 127.0.0.1 too (docs/tools.md).
        MCP_ALLOW_PRIVATE_URLS: "1",
        // One signed-in account drives every spec back to back; the limits are unit-tested (lib/auth).
        RATE_LIMIT_CHAT: "1000",
        RATE_LIMIT_IMPORT: "1000",
        // Every browser of the suite comes from 127.0.0.1, one address (no TRUSTED_PROXIES): the
        // sign-in and sign-up limits are tested in lib/auth/endpoint.test.ts.
        RATE_LIMIT_SIGN_IN_ADDRESS: "1000",
        // A stalled provider ends in seconds, not minutes (answers-survive.spec.ts).
        CANOPY_FIRST_TOKEN_TIMEOUT_MS: "10000",
        CANOPY_IDLE_TIMEOUT_MS: "4000",
        // GET /metrics for the real Prometheus of metrics-scrape.spec.ts.
        METRICS_TOKEN: "e2e-metrics-token",
        // Tool specs register real MCP servers over stdio (docs/tools.md; tools.spec.ts).
        MCP_ALLOW_STDIO: "1",
      },
    },
  ],
});
