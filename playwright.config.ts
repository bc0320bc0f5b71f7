import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";
import { lane, LANES } from "./e2e/lanes";

/** Specs that run in the phone project (and only there). */
const PHONE_SPECS = /phone\.spec\.ts$/;
/** Specs that need two instances on PostgreSQL: playwright.pg.config.ts runs them (npm run test:pg-instances). */
const TWO_INSTANCE_SPECS = /\.pg\.spec\.ts$/;
/**
 * Debian's headless shell (`apt-get install chromium-headless-shell`) when present: the browser
 * Playwright itself runs headless, without the full browser's UI layers; on the 2-core machine the
 * same specs took 20% less time and 29% less CPU than in the full chromium (docs/development.md).
 * Else Debian's chromium, else Playwright's own browser; CHROMIUM_PATH, when it exists, comes first.
 */
const chromium = [process.env.CHROMIUM_PATH, "/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium"].find(
  (path) => path && existsSync(path),
);

/**
 * End-to-end tests in a real Chromium against a production build (`next start`) on its own SQLite
 * file, plus a fake OpenAI-compatible provider on 127.0.0.1 for the real-provider path.
 *
 * Lanes (e2e/lanes.ts): one worker per lane, and each lane its own app server, SQLite file and fake
 * provider, so specs run two at a time without sharing an account or instance-wide settings. A spec
 * file runs whole in one lane; Playwright hands the next file to whichever lane is free.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: LANES,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: "list",
  use: {
    // Lane 0's server; the fixtures (e2e/fixtures.ts) give each worker its own lane's.
    baseURL: lane(0).baseURL,
    // A trace only when a failed test is run again (CI's one retry): recording one for every test, as
    // "retain-on-failure" does, streamed screenshots of every frame: two specs took 2.0 min with it
    // and 1.3 min without on the 2-core machine (docs/development.md). `--trace on` records them all when wanted.
    trace: "on-first-retry",
    launchOptions: {
      ...(chromium ? { executablePath: chromium } : {}),
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
  webServer: Array.from({ length: LANES }, (_, i) => lane(i)).flatMap((l) => [
    {
      command: `npx tsx lib/ai/testing/fake-openai-server.ts --port ${l.fakePort} --mode ok --delay 40`,
      port: l.fakePort,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: l.baseURL,
      reuseExistingServer: false,
      timeout: 900_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        E2E_PORT: String(l.appPort),
        // Lane 0 builds the app when it is stale (or always under CI); the other lanes start after it
        // (Playwright starts web servers one by one) and reuse its build.
        ...(l.index > 0 ? { E2E_SKIP_BUILD: "1" } : {}),
        DATABASE_URL: `file:./${l.databaseFile}`,
        OFFLINE_STREAM_DELAY_MS: "25",
        OPENAI_COMPATIBLE_BASE_URL: `${l.fakeURL}/v1`,
        OPENAI_COMPATIBLE_NAME: "Fake provider",
        OPENAI_COMPATIBLE_MODELS: "test-model",
        OPENAI_COMPATIBLE_API_KEY: "test-key",
        // Connections added in the tests point at the fake provider on 127.0.0.1 (docs/connections.md).
        CONNECTIONS_ALLOW_PRIVATE_URLS: "1",
        // MCP servers started by the tool specs listen on 127.0.0.1 too (docs/tools.md).
        MCP_ALLOW_PRIVATE_URLS: "1",
        // One signed-in account per lane drives its specs back to back; the limits are unit-tested (lib/auth).
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
  ]),
});
